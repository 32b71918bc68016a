import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { QuantityStepper } from "#app/components/admin/quantity-stepper";
import { deliveryChargePaise } from "#app/domain/order";
import type { MakeProduct, PendingLine, PendingYaadi } from "#app/domain/orders/make-yaadi";
import { findProducts } from "#app/domain/orders/make-yaadi-search";
import {
  decrease,
  defaultQuantity,
  increase,
  lineTotalPaise,
  UNIT5_WEIGHT_STEPS_KG,
  unit5StepKg,
} from "#app/domain/quantity";
import { isUnitId, type UnitId } from "#app/domain/units";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";

/* PREPARE (spec 3 §4): search the catalogue, add products and set quantities with the store's steps; Keep Pending,
   Cancel (only with no items) or Done (only with items). */

type Line = PendingLine & { weightStep?: number };
type Settings = { deliveryChargesPaise: number; deliveryChargesBelowPaise: number };

export function PrepareYaadi({
  pending,
  catalogue,
  settings,
}: {
  pending: PendingYaadi;
  catalogue: readonly MakeProduct[];
  settings: Settings;
}) {
  const busy = useNavigation().state !== "idle";
  const t = usePanelTexts();
  const said = t.makeYaadi.prepare;
  const byId = useMemo(() => new Map(catalogue.map((p) => [p.id, p])), [catalogue]);
  // Lines of products that left the catalogue are dropped here; Done would refuse them.
  const [lines, setLines] = useState<Line[]>(() => pending.lines.filter((l) => byId.has(l.productId)));
  const [search, setSearch] = useState("");
  const searchId = useId();
  const found = useMemo(() => findProducts(catalogue, search), [catalogue, search]);
  const inYaadi = new Map(lines.map((l) => [l.productId, l]));

  const setLine = (productId: number, change: (l: Line) => Line | null) =>
    setLines((all) =>
      all.flatMap((l) => (l.productId === productId ? [change(l)].filter((x): x is Line => x !== null) : [l])),
    );
  const add = (p: MakeProduct) => {
    if (!isUnitId(p.unitId) || inYaadi.has(p.id)) return;
    setLines((all) => [...all, { productId: p.id, quantity: defaultQuantity(p.unitId as UnitId) }]);
  };

  const total = lines.reduce((sum, l) => sum + lineTotalPaise(byId.get(l.productId)!.pricePaise, l.quantity), 0);
  const delivery = deliveryChargePaise(total, {
    minimumCriteria: "none",
    minimumAmountPaise: 0,
    minimumItemCount: 0,
    ...settings,
  });
  const body = JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })));
  const unsaved = body !== JSON.stringify(pending.lines.map(({ productId, quantity }) => ({ productId, quantity })));
  const submitting = useLeaveGuard(unsaved, t.makeYaadi.leave(pending.slot));

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">{t.makeYaadi.slot(pending.slot)}</h2>
      <div>
        <label htmlFor={searchId} className="block font-semibold">
          {said.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
          placeholder={said.searchHint}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand"
        />
        {search.trim() !== "" && (
          <ul
            aria-label={said.found}
            className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          >
            {found.length === 0 && <li className="px-3 py-2 text-stone-600">{said.noMatch}</li>}
            {found.map((p) => (
              <li key={p.id} className="flex items-center gap-2 px-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{p.name}</span>
                  <span className="block text-xs text-stone-600">
                    {p.nameRegional && `${p.nameRegional} · `}
                    {t.yaadi.price(p.pricePaise, p.unitId)}
                    {p.inStock === 0 && <span className="font-semibold text-red-700"> · {said.outOfStock}</span>}
                  </span>
                </span>
                {inYaadi.has(p.id) ? (
                  <span className="text-sm font-semibold text-brand-ink">{said.inYaadi}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => add(p)}
                    aria-label={said.addName(p.name)}
                    className="min-h-11 rounded-lg border border-stone-300 px-4 font-bold hover:bg-brand-soft"
                  >
                    {said.add}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <section aria-label={said.itemsOf(pending.slot)} className="rounded-lg border border-stone-200 bg-white">
        <h3 className="border-b border-stone-200 px-3 py-2 font-semibold">{said.items(lines.length)}</h3>
        {lines.length === 0 ? (
          <p className="px-3 py-3 text-stone-600">{said.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {lines.map((l) => (
              <LineRow
                key={l.productId}
                line={l}
                product={byId.get(l.productId)!}
                onChange={(change) => setLine(l.productId, change)}
              />
            ))}
          </ul>
        )}
        <dl className="space-y-1 border-t border-stone-200 px-3 py-2">
          <div className="flex justify-between">
            <dt>{said.grandTotal}</dt>
            <dd className="tabular-nums">{t.yaadi.amount(total)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{said.deliveryCharges}</dt>
            <dd className="tabular-nums">{t.yaadi.amount(delivery)}</dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>{said.netPayable}</dt>
            <dd className="tabular-nums">{t.yaadi.amount(total + delivery)}</dd>
          </div>
        </dl>
      </section>

      <Form method="post" className="flex flex-wrap gap-2" onSubmit={() => (submitting.current = true)}>
        <WriteKeyField />
        <input type="hidden" name="slot" value={pending.slot} />
        <input type="hidden" name="version" value={pending.version} />
        <input type="hidden" name="lines" value={body} />
        <button
          type="submit"
          name="intent"
          value="keep"
          disabled={busy}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-bold disabled:opacity-50"
        >
          {said.keep}
        </button>
        {lines.length === 0 && (
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-bold text-red-800 disabled:opacity-50"
          >
            {said.cancel}
          </button>
        )}
        {lines.length > 0 && (
          <button
            type="submit"
            name="intent"
            value="done"
            disabled={busy}
            className="min-h-11 rounded-lg bg-brand px-6 font-bold text-brand-contrast disabled:opacity-50"
          >
            {said.done}
          </button>
        )}
      </Form>
    </div>
  );
}

/** One item: − quantity + with the unit's steps; bulk weight (unit 5) also picks its step, and C clears it (as in the store). */
function LineRow({
  line,
  product,
  onChange,
}: {
  line: Line;
  product: MakeProduct;
  onChange: (change: (l: Line) => Line | null) => void;
}) {
  const t = usePanelTexts();
  const said = t.makeYaadi.prepare;
  const unitId = product.unitId as UnitId;
  const step = unitId === 5 ? unit5StepKg(line.weightStep) : undefined;
  const less = decrease(line.quantity, unitId, step);
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2">
      <span className="w-full min-w-0 sm:w-auto sm:flex-1">
        <span className="block font-semibold break-words">{product.name}</span>
        <span className="block text-xs text-stone-600">{t.yaadi.price(product.pricePaise, product.unitId)}</span>
      </span>
      <QuantityStepper
        wide
        productName={product.name}
        quantityText={t.yaadi.quantity(line.quantity, unitId)}
        lessDisabled={less === 0}
        onLess={() => onChange((l) => ({ ...l, quantity: less }))}
        onMore={() => onChange((l) => ({ ...l, quantity: increase(l.quantity, unitId, step) }))}
      />
      {unitId === 5 && (
        <>
          <label className="inline-flex items-center gap-1 text-sm">
            <span>{said.step}</span>
            <select
              value={step}
              onChange={(e) => onChange((l) => ({ ...l, weightStep: Number(e.target.value) }))}
              className="h-11 rounded-lg border border-stone-300 bg-white px-1"
            >
              {UNIT5_WEIGHT_STEPS_KG.map((kg) => (
                <option key={kg} value={kg}>
                  {said.stepKg(kg)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            aria-label={said.clearName(product.name)}
            onClick={() => onChange(() => null)}
            className="size-11 rounded-lg border border-stone-300 font-bold"
          >
            C
          </button>
        </>
      )}
      <span className="ml-auto w-20 text-right tabular-nums">
        {t.yaadi.amount(lineTotalPaise(product.pricePaise, line.quantity))}
      </span>
      <button
        type="button"
        aria-label={said.removeName(product.name)}
        onClick={() => onChange(() => null)}
        className="min-h-11 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {said.remove}
      </button>
    </li>
  );
}

/**
 * Items not yet kept are in this page only: leaving it (a link, Back, closing the tab) asks first. The page's own
 * Keep Pending, Cancel and Done are not held up; `submitting` marks them until the answer is in.
 */
function useLeaveGuard(unsaved: boolean, question: string) {
  const submitting = useRef(false);
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (idle) submitting.current = false;
  }, [idle]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !submitting.current &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  return submitting;
}
