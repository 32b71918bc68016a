import { useId, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { QuantityStepper } from "#app/components/admin/quantity-stepper";
import { Notice, PrimaryButton } from "#app/components/form";
import type { AdminYaadi } from "#app/domain/orders/admin-yaadi";
import type { CatalogueProduct } from "#app/domain/orders/catalogue-product";
import { DEFAULT_CUSTOMER } from "#app/domain/orders/make-yaadi";
import { decrease, defaultQuantity, increase, lineTotalPaise } from "#app/domain/quantity";
import { isUnitId, type UnitId } from "#app/domain/units";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";

/* Edit yaadi: each line's quantity with the store's steps, Remove / Undo, Add a product; Save sends the whole list. */

type Row = {
  key: string;
  lineId?: number;
  productId: number | null;
  name: string;
  unitId: UnitId;
  quantity: number;
  pricePaise: number;
};

export function EditYaadiForm(props: {
  yaadi: AdminYaadi;
  catalogue: readonly CatalogueProduct[];
  locked: string | null;
  error: string | null;
}) {
  const said = usePanelTexts().yaadi;
  if (props.locked) {
    return (
      <section className="max-w-2xl space-y-3">
        <h1 className="text-xl font-bold tracking-tight">{said.edit.title(props.yaadi.id)}</h1>
        <Notice tone="error">{props.locked}</Notice>
        <Link
          to={`/adminpanel/yaadies/${props.yaadi.id}`}
          className="inline-block font-semibold text-brand-ink underline"
        >
          {said.number(props.yaadi.id)}
        </Link>
      </section>
    );
  }
  return <EditLines {...props} />;
}

function EditLines({
  yaadi,
  catalogue,
  error,
}: {
  yaadi: AdminYaadi;
  catalogue: readonly CatalogueProduct[];
  error: string | null;
}) {
  const navigation = useNavigation();
  const said = usePanelTexts().yaadi;
  const [rows, setRows] = useState<Row[]>(() =>
    yaadi.lines
      .filter((l) => isUnitId(l.unitId))
      .map((l) => ({
        key: `l${l.id}`,
        lineId: l.id,
        productId: l.productId,
        name: l.name,
        unitId: l.unitId as UnitId,
        quantity: l.quantityMilli,
        pricePaise: l.pricePaise,
      })),
  );
  const inYaadi = new Set(rows.map((r) => r.productId));
  const addable = useMemo(() => catalogue.filter((p) => isUnitId(p.unitId)), [catalogue]);
  const [chosen, setChosen] = useState("");
  const selectId = useId();
  const set = (key: string, quantity: number) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, quantity } : r)));
  const total = rows.reduce((sum, r) => sum + lineTotalPaise(r.pricePaise, r.quantity), 0);
  const body = JSON.stringify(
    rows.map((r) =>
      r.lineId ? { lineId: r.lineId, quantity: r.quantity } : { productId: r.productId, quantity: r.quantity },
    ),
  );

  function addChosen() {
    const product = addable.find((p) => String(p.id) === chosen);
    if (!product || inYaadi.has(product.id)) return;
    const unitId = product.unitId as UnitId;
    setRows((all) => [
      ...all,
      {
        key: `p${product.id}`,
        productId: product.id,
        name: product.name,
        unitId,
        quantity: defaultQuantity(unitId),
        pricePaise: product.pricePaise,
      },
    ]);
    setChosen("");
  }

  return (
    <section className="max-w-2xl">
      <p className="mb-2">
        <Link to={`/adminpanel/yaadies/${yaadi.id}`} className="font-semibold text-brand-ink underline">
          {said.number(yaadi.id)}
        </Link>
      </p>
      <h1 className="text-xl font-bold tracking-tight">{said.edit.title(yaadi.id)}</h1>
      <p className="mb-3 text-sm text-stone-600">
        {yaadi.customerName === DEFAULT_CUSTOMER.name && !yaadi.customerWhatsApp ? said.cashSale : yaadi.customerName} ·{" "}
        {yaadi.customerWhatsApp}. {said.edit.keepsPrices}
      </p>
      <ul
        aria-label={said.edit.lines}
        className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
      >
        {rows.map((r) => {
          const removed = r.quantity === 0;
          return (
            <li key={r.key} className="flex flex-wrap items-center gap-2 px-3 py-2">
              {/* The name has a row of its own on a phone; the controls follow on the next. */}
              <span
                className={`w-full min-w-0 font-semibold break-words sm:w-auto sm:flex-1 ${removed ? "text-stone-400 line-through" : ""}`}
              >
                {r.name}
                <span className="block text-xs font-normal text-stone-600">{said.price(r.pricePaise, r.unitId)}</span>
              </span>
              {removed ? (
                <button
                  type="button"
                  onClick={() => set(r.key, defaultQuantity(r.unitId))}
                  className="min-h-11 rounded-lg px-3 font-semibold text-brand-ink hover:bg-brand-soft"
                  aria-label={said.edit.undoName(r.name)}
                >
                  {said.edit.undo}
                </button>
              ) : (
                <>
                  <QuantityStepper
                    productName={r.name}
                    quantityText={said.quantity(r.quantity, r.unitId)}
                    lessDisabled={decrease(r.quantity, r.unitId) === 0}
                    onLess={() => set(r.key, decrease(r.quantity, r.unitId))}
                    onMore={() => set(r.key, increase(r.quantity, r.unitId))}
                  />
                  <span className="ml-auto w-20 text-right tabular-nums">
                    {said.amount(lineTotalPaise(r.pricePaise, r.quantity))}
                  </span>
                  <button
                    type="button"
                    aria-label={said.edit.removeName(r.name)}
                    onClick={() => (r.lineId ? set(r.key, 0) : setRows((all) => all.filter((x) => x.key !== r.key)))}
                    className="min-h-11 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                  >
                    {said.edit.remove}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex justify-between font-bold">
        <span>{said.edit.grandTotal}</span>
        <span className="tabular-nums">{said.amount(total)}</span>
      </p>
      <p className="text-xs text-stone-600">{said.edit.deliveryNote}</p>

      <div className="mt-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            {said.edit.addProduct}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="block w-full rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base"
          >
            <option value="">{said.edit.choose}</option>
            {addable.map((p) => (
              <option key={p.id} value={p.id} disabled={inYaadi.has(p.id)}>
                {said.edit.option(p.name, p.pricePaise)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={addChosen}
          disabled={!chosen}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-bold disabled:opacity-50"
        >
          {said.edit.add}
        </button>
      </div>

      <Form method="post" className="mt-5 space-y-3">
        <WriteKeyField />
        <input type="hidden" name="lines" value={body} />
        {error && <Notice tone="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state === "submitting"}>
          {said.edit.save}
        </PrimaryButton>
      </Form>
    </section>
  );
}
