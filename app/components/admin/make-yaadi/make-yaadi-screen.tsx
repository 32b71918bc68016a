import { Form, useNavigate, useNavigation } from "react-router";
import { Notice } from "#app/components/form";
import { MAX_PENDING, type MakeYaadiData, type MakeYaadiFailed } from "#app/domain/orders/make-yaadi";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";
import { CustomerInfo } from "./customer-info";
import { PrepareYaadi } from "./prepare-yaadi";

/* Make Yaadi (spec 3 §2, §4): the pending yaadies as radio buttons, then the step the URL names. */

const BASE = "/adminpanel/make-yaadi";

export function MakeYaadiScreen({ data, failed }: { data: MakeYaadiData; failed: MakeYaadiFailed }) {
  const { current, step } = data;
  const t = usePanelTexts();
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-xl font-bold tracking-tight">{t.menu.screens.makeYaadi}</h1>
      {data.missing && <Notice tone="error">{t.makeYaadi.gone}</Notice>}
      {failed?.error && <Notice tone="error">{failed.error}</Notice>}
      <PendingChoice data={data} />
      {/* Keyed by the stored version: a save from another device (seen after a refusal) shows its lines afresh. */}
      {current && step === "prepare" && (
        <PrepareYaadi
          key={`${current.slot}:${current.version}`}
          pending={current}
          catalogue={data.catalogue}
          settings={data.settings!}
        />
      )}
      {current && step === "customer" && (
        <CustomerInfo key={`${current.slot}:${current.version}`} data={data} failed={failed} />
      )}
    </section>
  );
}

/** Pending yaadies as radio buttons (disabled while one is being prepared), and New yaadi while fewer than 3 wait. */
function PendingChoice({ data }: { data: MakeYaadiData }) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const said = usePanelTexts().makeYaadi;
  const preparing = data.step !== "blank";
  const { pending } = data;
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
      <fieldset>
        <legend className="font-semibold">{said.pending(pending.length, MAX_PENDING)}</legend>
        {pending.length === 0 ? (
          <p className="text-sm text-stone-600">{said.noPending}</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {pending.map((p) => (
              <label
                key={p.slot}
                className={`inline-flex min-h-11 items-center gap-2 ${preparing ? "text-stone-500" : ""}`}
              >
                <input
                  type="radio"
                  name="pending"
                  className="size-5 accent-brand"
                  checked={data.current?.slot === p.slot}
                  disabled={preparing}
                  onChange={() => navigate(`${BASE}?slot=${p.slot}`)}
                />
                {said.slotItems(p.slot, p.lines.length)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {!preparing && pending.length < MAX_PENDING && (
        <Form method="post">
          <WriteKeyField />
          <button
            type="submit"
            name="intent"
            value="new"
            disabled={busy}
            className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast disabled:opacity-50"
          >
            {said.newYaadi}
          </button>
        </Form>
      )}
      {!preparing && pending.length >= MAX_PENDING && <p className="text-sm text-stone-600">{said.full}</p>}
    </div>
  );
}
