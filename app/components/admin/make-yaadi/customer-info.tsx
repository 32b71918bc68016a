import { useId, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PhoneField, PrimaryButton, RadioChoices, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import { checkFields } from "#app/domain/field-rules";
import {
  emptyMadeCustomer,
  type MadeCustomerValues,
  type MakeYaadiData,
  type MakeYaadiFailed,
  madeCustomerRulesNamed,
  PICKER_SIZE,
} from "#app/domain/orders/make-yaadi";
import { lineTotalPaise } from "#app/domain/quantity";
import type { UnitId } from "#app/domain/units";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";

/* CUSTOMERINFO (spec 3 §2, §5): Default, or Enter Details with the saved-customer picker (the first 10, and a search). */

const BASE = "/adminpanel/make-yaadi";

export function CustomerInfo({ data, failed }: { data: MakeYaadiData; failed: MakeYaadiFailed }) {
  const pending = data.current!;
  const busy = useNavigation().state !== "idle";
  const said = usePanelTexts().makeYaadi.customer;
  const say = usePanelSay();
  const choices = [
    { value: "default", label: said.default },
    { value: "details", label: said.details },
  ] as const;
  // The fields named in the admin's language, so their messages are too.
  const rules = useMemo(() => madeCustomerRulesNamed(said.fields), [said]);
  const [choice, setChoice] = useState<"default" | "details">(failed?.values ? "details" : "default");
  const form = useLiveForm<MadeCustomerValues>(
    failed?.values ?? emptyMadeCustomer(),
    (values) => sayAll(checkFields(rules, values), say),
    { showAll: Boolean(failed?.values) },
  );
  const pickerId = useId();
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">{said.heading(pending.slot)}</h2>
      <YaadiLines data={data} />
      <fieldset className="rounded-lg border border-stone-200 bg-white p-3">
        <legend className="px-1 font-semibold">{said.legend}</legend>
        <div className="flex flex-wrap gap-x-5">
          <RadioChoices name="choice" options={choices} value={choice} onChange={setChoice} />
        </div>
        {choice === "default" && <p className="text-sm text-stone-600">{said.defaultHint}</p>}
      </fieldset>

      {choice === "details" && (
        <section aria-labelledby={pickerId} className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
          <h3 id={pickerId} className="font-semibold">
            {said.saved}
          </h3>
          <Form method="get" className="flex gap-2" role="search">
            <input type="hidden" name="slot" value={pending.slot} />
            <input type="hidden" name="step" value="customer" />
            <label className="sr-only" htmlFor={`${pickerId}-q`}>
              {said.search}
            </label>
            <input
              id={`${pickerId}-q`}
              name="q"
              type="search"
              defaultValue={data.query}
              placeholder={said.searchHint}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-base"
            />
            <button type="submit" className="min-h-11 rounded-lg border border-stone-300 px-3 font-bold">
              {said.searchButton}
            </button>
          </Form>
          {data.customers.length === 0 ? (
            <p className="text-sm text-stone-600">{data.query ? said.noMatch : said.none}</p>
          ) : (
            <ul className="divide-y divide-stone-200" aria-label={said.firstOf(PICKER_SIZE)}>
              {data.customers.map((c) => (
                <li key={c.id} className="flex items-center gap-2 py-1.5">
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold break-words">{c.name}</span>
                    <span className="block text-stone-600 tabular-nums">{c.whatsApp}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      form.reset({ name: c.name, whatsApp: c.whatsApp, address: c.address });
                      form.touchAll();
                    }}
                    aria-label={said.pickName(c.name)}
                    className="min-h-11 rounded-lg border border-stone-300 px-3 font-bold hover:bg-brand-soft"
                  >
                    {said.pick}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <Form method="post" className="space-y-3">
        <WriteKeyField />
        <input type="hidden" name="slot" value={pending.slot} />
        <input type="hidden" name="version" value={pending.version} />
        <input type="hidden" name="customer" value={choice} />
        {choice === "details" && (
          <div className="space-y-3">
            <TextField label={rules.name.label} autoComplete="off" maxLength={rules.name.max} {...form.field("name")} />
            <PhoneField label={rules.whatsApp.label} maxLength={10} {...form.field("whatsApp")} />
            <TextField
              label={rules.address.label}
              autoComplete="off"
              maxLength={rules.address.max}
              {...form.field("address")}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`${BASE}?slot=${pending.slot}`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-bold"
          >
            {said.back}
          </Link>
          <PrimaryButton
            name="intent"
            value="finish"
            disabled={busy || (choice === "details" && form.invalid)}
            className="w-auto flex-1"
          >
            {said.save}
          </PrimaryButton>
        </div>
      </Form>
    </div>
  );
}

/** What the yaadi holds, at the prices it will be saved with (the server prices it again when it is saved). */
function YaadiLines({ data }: { data: MakeYaadiData }) {
  const t = usePanelTexts();
  const byId = new Map(data.catalogue.map((p) => [p.id, p]));
  const lines = data.current!.lines.flatMap((l) => {
    const p = byId.get(l.productId);
    return p ? [{ ...l, product: p, totalPaise: lineTotalPaise(p.pricePaise, l.quantity) }] : [];
  });
  const total = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  return (
    <details className="rounded-lg border border-stone-200 bg-white px-3 py-2">
      <summary className="cursor-pointer font-semibold">{t.makeYaadi.customer.summary(lines.length, total)}</summary>
      <ul className="mt-2 space-y-1 text-sm">
        {lines.map((l) => (
          <li key={l.productId} className="flex justify-between gap-2">
            <span className="break-words">
              {l.product.name} × {t.yaadi.quantity(l.quantity, l.product.unitId as UnitId)}
            </span>
            <span className="tabular-nums">{t.yaadi.amount(l.totalPaise)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
