/**
 * The Products-Tax screen's post (issue 28): the changed rows at once, as repeated fields `id`, `hsn`, `gstRate` in
 * the same order. Pure: the server reads it, the tests hold it.
 */
import { checkProductTax, type ProductTax, productTaxToStore } from "./product-tax";

/** A shop holds at most 1,000 products (the largest plan): a post of more rows is not the screen's. */
export const MAX_TAX_ROWS = 1000;
export const TAX_ROWS_MESSAGES = {
  none: "Nothing changed yet",
  tooMany: "Too many rows in one save",
} as const;

export type TaxRowsRead =
  | { ok: true; rows: ({ id: number } & ProductTax)[] }
  /** `id`: the row refused (its first message), null when the post itself is not the screen's. */
  | { ok: false; id: number | null; message: string; notFound?: boolean };

const ID = /^[1-9][0-9]{0,15}$/;

export function readTaxRows(ids: readonly unknown[], hsns: readonly unknown[], rates: readonly unknown[]): TaxRowsRead {
  if (ids.length === 0) return { ok: false, id: null, message: TAX_ROWS_MESSAGES.none };
  if (ids.length > MAX_TAX_ROWS) return { ok: false, id: null, message: TAX_ROWS_MESSAGES.tooMany };
  const rows: ({ id: number } & ProductTax)[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < ids.length; i++) {
    const idText = ids[i];
    // An id that is not a product's number is refused like another shop's: not found.
    if (typeof idText !== "string" || !ID.test(idText) || !Number.isSafeInteger(Number(idText)))
      return { ok: false, id: null, message: "Not found", notFound: true };
    const id = Number(idText);
    const values = {
      hsn: typeof hsns[i] === "string" ? (hsns[i] as string) : "",
      gstRate: typeof rates[i] === "string" ? (rates[i] as string) : "",
    };
    const first = Object.values(checkProductTax(values)).find(Boolean);
    if (first) return { ok: false, id, message: first };
    if (seen.has(id)) continue;
    seen.add(id);
    rows.push({ id, ...productTaxToStore(values) });
  }
  return { ok: true, rows };
}
