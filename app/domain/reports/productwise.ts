/**
 * Productwise Sale (spec 3 §2, "CUMULATIVE"): how much of each product the chosen days' yaadies asked for. Pure: the
 * screen, the CSV and the tests read the same figures.
 */
import { toCsv } from "../admin/csv";
import { milliToDecimal } from "../quantity";

export type ProductSale = { key: string; name: string; unitId: number; quantityMilli: number };

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
export const productwiseCsvName = (from: string, to: string) => (from === to ? `Cumulative ${from}.csv` : `Cumulative ${from} to ${to}.csv`);
