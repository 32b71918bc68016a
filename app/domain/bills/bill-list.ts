import { istDate } from "#app/domain/time";
import type { BillListRow } from "./bill";

/**
 * The Bills list's month and search (pure, so the page and its tests agree). A month is "yyyy-mm"; anything else, or
 * none, is the month of today in India.
 */
export function billMonth(typed: string | null, now: Date): { month: string; from: string; to: string } {
  const month = typed && /^\d{4}-(0[1-9]|1[0-2])$/.test(typed) ? typed : istDate(now).slice(0, 7);
  return { month, from: `${month}-01`, to: `${month}-31` };
}

/** The month before or after "yyyy-mm". */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A bill matches when its number or customer's name holds the search (any case, spaces ignored at the ends). */
export function matchesBill(row: Pick<BillListRow, "number" | "customerName">, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return row.number.toLowerCase().includes(q) || row.customerName.toLowerCase().includes(q);
}
