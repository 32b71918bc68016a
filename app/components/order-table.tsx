import type { YaadiLine } from "#app/domain/orders/admin-yaadi";
import type { PricedLine } from "#app/domain/place-order";
import { isUnitId } from "#app/domain/units";
import { useFigures } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";

export type OrderTableLine = {
  key: number;
  name: string;
  information?: string;
  unitId: number;
  quantityMilli: number;
  ratePaise: number;
  totalPaise: number;
};

/**
 * Description / Qty / Rate / Total: the final yaadi before sending and the order page after use the same table, in
 * the page's language (the admin's yaadi screen is English: its root writes panel pages so).
 */
export function OrderTable({ lines }: { lines: OrderTableLine[] }) {
  const t = useStoreTexts();
  const figures = useFigures();
  const head = useYaadiTexts().table;
  return (
    <table className="w-full border-collapse text-sm">
      <BillTableHead
        columns={[
          { title: head.description, className: "py-2 pr-2" },
          { title: head.qty, className: "px-2 py-2 text-right" },
          { title: head.rate, className: "px-2 py-2 text-right" },
          { title: head.total, className: "py-2 pl-2 text-right" },
        ]}
      />
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} className="border-b border-stone-100 align-top">
            <td className="py-2 pr-2">
              {l.name}
              {l.information && <span className="block text-xs text-stone-500">{l.information}</span>}
            </td>
            <td className="whitespace-nowrap px-2 py-2 text-right">
              {isUnitId(l.unitId)
                ? t.common.quantity(l.quantityMilli, l.unitId)
                : figures.digits(String(l.quantityMilli / 1000))}
            </td>
            <td className="px-2 py-2 text-right">{figures.amount(l.ratePaise)}</td>
            <td className="py-2 pl-2 text-right">{figures.amount(l.totalPaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The head row of a bill's tables (the priced lines, the challan): each column's title and its padding. */
export function BillTableHead({ columns }: { columns: readonly { title: string; className: string }[] }) {
  return (
    <thead>
      <tr className="border-y border-stone-300 text-left">
        {columns.map((c) => (
          <th key={c.title} scope="col" className={c.className}>
            {c.title}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The cart's lines at the prices on screen: the final yaadi and the counter bill, before anything is stored. */
export const pricedTableLines = (priced: readonly PricedLine[]): OrderTableLine[] =>
  priced.map(({ product: p, quantity, lineTotalPaise }) => ({
    key: p.id,
    name: p.name,
    unitId: p.unitId,
    quantityMilli: quantity,
    ratePaise: p.pricePaise,
    totalPaise: lineTotalPaise,
  }));

type StoredLine = Pick<
  YaadiLine,
  "id" | "name" | "information" | "unitId" | "quantityMilli" | "pricePaise" | "lineTotalPaise"
>;

/**
 * A stored yaadi's lines and totals, at the prices it was saved with: the shop's yaadi screen and the customer's
 * order page show the same bill.
 */
export function StoredYaadiBill(p: { lines: readonly StoredLine[]; totalPaise: number; deliveryPaise: number }) {
  return (
    <>
      <OrderTable
        lines={p.lines.map((l) => ({
          key: l.id,
          name: l.name,
          information: l.information,
          unitId: l.unitId,
          quantityMilli: l.quantityMilli,
          ratePaise: l.pricePaise,
          totalPaise: l.lineTotalPaise,
        }))}
      />
      <OrderTotals
        totalPaise={p.totalPaise}
        deliveryPaise={p.deliveryPaise}
        productCount={p.lines.length}
        freeDelivery="hidden"
      />
    </>
  );
}

/**
 * Grand Total, Delivery Charges and Net payable amount. Before sending the delivery line always shows ("00.00" when
 * free, spec 1 §9); the order page shows it only when charged (spec 3).
 */
export function OrderTotals(p: {
  totalPaise: number;
  deliveryPaise: number;
  productCount?: number;
  freeDelivery: "shown" | "hidden";
}) {
  const said = useYaadiTexts().table;
  const figures = useFigures();
  const showDelivery = p.deliveryPaise > 0 || p.freeDelivery === "shown";
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {p.productCount !== undefined && <Row term={said.products} value={figures.count(p.productCount)} />}
      <Row term={said.grandTotal} value={figures.amount(p.totalPaise)} strong />
      {showDelivery && (
        <>
          <Row
            term={said.deliveryCharges}
            value={p.deliveryPaise > 0 ? figures.amount(p.deliveryPaise) : said.freeDelivery}
          />
          <Row term={said.netPayable} value={figures.amount(p.totalPaise + p.deliveryPaise)} strong />
        </>
      )}
    </dl>
  );
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? "text-base font-bold" : ""}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
