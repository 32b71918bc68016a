/**
 * Productwise Sale (spec 3 §2, "CUMULATIVE"): how much of each product the chosen days' yaadies asked for. Pure: the
 * screen, the CSV and the tests read the same figures.
 */
import { toCsv } from "../admin/csv";
import { milliToDecimal } from "../quantity";
import type { DealerChoice, ReportRange } from "./report-range";

export type ProductSale = { key: string; name: string; unitId: number; quantityMilli: number };

/**
 * What the Productwise Sale screen shows (its loader returns this type): the day choice's frame, then the range's
 * sales, or why there are none. A basic shop's has only the premium notice to show.
 */
export type ProductwiseData = {
  today: string;
  earliest: string;
  premium: boolean;
  dealers: DealerChoice[];
  /** Whether the shop bills at the counter (Turbo): the report then tells online orders and counter sales apart. */
  sales: boolean;
  /** The range asked for; null before Show Here, or when the choice could not be read. */
  asked: ReportRange | null;
  rows: ProductSale[] | null;
  error: string | null;
};

/**
 * One (product, unit) sum as the database adds it up. `productId` is null once the product was deleted; such lines are
 * told apart by name. `latest` is the newest line's id, whose name the report shows (a renamed product keeps one row).
 */
export type LineSum = { productId: number | null; unitId: number; name: string; latest: number; quantityMilli: number };

/** Pieces are counted, every weight unit (2–5) is added up in kg: a product whose unit changed keeps one weight row. */
const measureOf = (unitId: number) => (unitId === 1 ? 1 : 2);
const keyOf = (line: Pick<LineSum, "productId" | "name" | "unitId">) =>
  `${line.productId === null ? `n${line.name}` : `p${line.productId}`}:${measureOf(line.unitId)}`;

/**
 * The range's sale per product: every line of the range less the lines of its cancelled yaadies (few, so they are
 * summed apart and taken away rather than filtering every line), by name.
 */
export function productwiseRows(sold: readonly LineSum[], cancelled: readonly LineSum[]): ProductSale[] {
  const rows = new Map<string, ProductSale & { latest: number }>();
  for (const line of sold) {
    const key = keyOf(line);
    const row = rows.get(key);
    if (!row)
      rows.set(key, {
        key,
        name: line.name,
        unitId: measureOf(line.unitId),
        quantityMilli: line.quantityMilli,
        latest: line.latest,
      });
    else {
      row.quantityMilli += line.quantityMilli;
      if (line.latest > row.latest) Object.assign(row, { name: line.name, latest: line.latest });
    }
  }
  for (const line of cancelled) {
    const row = rows.get(keyOf(line));
    if (row) row.quantityMilli -= line.quantityMilli;
  }
  return [...rows.values()]
    .filter((row) => row.quantityMilli > 0)
    .map(({ latest: _latest, ...row }) => row)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Spec 3 §3: "In the productwise report, ids 0 and 1 show no suffix; ids 2 to 5 show ' kg'." */
export function saleQuantity(quantityMilli: number, unitId: number): string {
  const amount = milliToDecimal(quantityMilli);
  return unitId >= 2 && unitId <= 5 ? `${amount} kg` : amount;
}

export const PRODUCTWISE_COLUMNS = ["Description", "Quantity"] as const;

/** By name, as the screen first shows them. */
export function productwiseCsv(rows: readonly ProductSale[]): string {
  return toCsv([[...PRODUCTWISE_COLUMNS], ...rows.map((r) => [r.name, saleQuantity(r.quantityMilli, r.unitId)])]);
}

/** Spec 3 §9: "'Cumulative' plus date". */
export const productwiseCsvName = (from: string, to: string) =>
  from === to ? `Cumulative ${from}.csv` : `Cumulative ${from} to ${to}.csv`;
