/**
 * Products-Price (spec 2 §2, §4, §5): one row per product with mrp and final price in whole rupees. Pure, so the
 * browser's live messages and the server's re-check are the same rules.
 */
import { checkField } from "../field-rules";
import { adminRules } from "./rules";

export type PriceRow = { mrp: string; finalPrice: string; same: boolean };

/**
 * The spec allows 1–30 digits, but prices are stored as integer paise and must stay exact numbers: more than nine
 * digits of rupees (Rs. 99,99,99,999) is never a shop price, so it gets the spec's own 'Maximum {n} digits allowed'.
 */
export const PRICE_MAX_DIGITS = 9;

/** Paise as the rupees the form shows: whole rupees as digits ("40"); an old fractional price as "12.50". */
export function rupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** The row as loaded; 'keep both prices same' starts ticked when the two prices are equal. */
export function initialPriceRow(mrpPaise: number, pricePaise: number): PriceRow {
  return { mrp: rupeesInput(mrpPaise), finalPrice: rupeesInput(pricePaise), same: mrpPaise === pricePaise };
}

/** Typing in mrp; while 'same' is ticked the final price follows it. */
export function editMrp(row: PriceRow, mrp: string): PriceRow {
  return row.same ? { ...row, mrp, finalPrice: mrp } : { ...row, mrp };
}

/** Typing in the final price; not editable while 'same' is ticked. */
export function editFinalPrice(row: PriceRow, finalPrice: string): PriceRow {
  return row.same ? row : { ...row, finalPrice };
}

/** Ticking 'keep both prices same' copies mrp into the final price at once. */
export function setSamePrice(row: PriceRow, same: boolean): PriceRow {
  return same ? { ...row, same, finalPrice: row.mrp } : { ...row, same };
}

/** A rupee amount's message: the product form's digit rules, then the storage bound. */
export function priceMessage(rule: typeof adminRules.mrp | typeof adminRules.finalPrice, value: string): string | null {
  const message = checkField(rule, value);
  if (message) return message;
  return value.trim().length > PRICE_MAX_DIGITS ? `Maximum ${PRICE_MAX_DIGITS} digits allowed` : null;
}

export function priceMessages(row: PriceRow): { mrp?: string; finalPrice?: string } {
  const mrp = priceMessage(adminRules.mrp, row.mrp);
  const finalPrice = row.same ? null : priceMessage(adminRules.finalPrice, row.finalPrice);
  return { ...(mrp && { mrp }), ...(finalPrice && { finalPrice }) };
}

/** The row differs from what was last saved (what the Save button and 'changed' marking depend on). */
export function isPriceChanged(saved: PriceRow, row: PriceRow): boolean {
  return saved.mrp.trim() !== row.mrp.trim() || saved.finalPrice.trim() !== row.finalPrice.trim();
}

/** Checked digits of rupees → paise. */
export function rupeesToPaise(digits: string): number {
  return Number(digits.trim()) * 100;
}

/** What is stored for a valid row: with 'same' ticked the final price is the mrp, whatever else was sent. */
export function pricesToStore(row: PriceRow): { mrpPaise: number; pricePaise: number } {
  const mrpPaise = rupeesToPaise(row.mrp);
  return { mrpPaise, pricePaise: row.same ? mrpPaise : rupeesToPaise(row.finalPrice) };
}
