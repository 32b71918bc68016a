import { rupees } from "../domain/money";
import { formatQuantity } from "../domain/quantity";
import { isUnitId } from "../domain/units";

export type OrderTableLine = {
  key: number;
  name: string;
  information?: string;
  unitId: number;
  quantityMilli: number;
  ratePaise: number;
  totalPaise: number;
};

/** Description / Qty / Rate / Total: the final yaadi before sending and the order page after use the same table. */
export function OrderTable({ lines }: { lines: OrderTableLine[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-y border-stone-300 text-left">
          <th scope="col" className="py-2 pr-2">
            Description
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Qty
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Rate
          </th>
          <th scope="col" className="py-2 pl-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} className="border-b border-stone-100 align-top">
            <td className="py-2 pr-2">
              {l.name}
              {l.information && <span className="block text-xs text-stone-500">{l.information}</span>}
            </td>
            <td className="whitespace-nowrap px-2 py-2 text-right">
              {isUnitId(l.unitId) ? formatQuantity(l.quantityMilli, l.unitId) : l.quantityMilli / 1000}
            </td>
            <td className="px-2 py-2 text-right">{rupees(l.ratePaise)}</td>
            <td className="py-2 pl-2 text-right">{rupees(l.totalPaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  freeDelivery: "00.00" | "hidden";
}) {
  const showDelivery = p.deliveryPaise > 0 || p.freeDelivery === "00.00";
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {p.productCount !== undefined && <Row term="Products" value={String(p.productCount)} />}
      <Row term="Grand Total" value={rupees(p.totalPaise)} strong />
      {showDelivery && (
        <>
          <Row term="Delivery Charges" value={p.deliveryPaise > 0 ? rupees(p.deliveryPaise) : "00.00"} />
          <Row term="Net payable amount" value={rupees(p.totalPaise + p.deliveryPaise)} strong />
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
