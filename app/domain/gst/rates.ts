import { TURNOVER_BANDS } from "#db/schema/enums";

/**
 * The GST rates a product can carry, in basis points (1800 = 18%): the one list of them, read by the product form,
 * the bulk screen, the product sheet and the bills. Since 22 September 2025 (the 56th GST Council) goods are taxed at
 * 5% or 18%, with 40% for demerit goods; 3% (gold, silver) and 0.25% (cut and rough stones) stay, and 28% stays for
 * tobacco until its compensation cess ends. 0 is for exempt and nil-rated goods (fresh vegetables, milk, atta loose):
 * they go on a bill of supply. A bill keeps each line's rate as it was, so a later change of this list or of a
 * product's rate never changes a bill already made.
 */
export const GST_RATES_BP = [0, 25, 300, 500, 1800, 2800, 4000] as const;

export type GstRateBp = (typeof GST_RATES_BP)[number];

export function isGstRate(bp: number): bp is GstRateBp {
  return (GST_RATES_BP as readonly number[]).includes(bp);
}

/** 1800 → "18", 25 → "0.25": a rate as a shop writes it, without the % sign. */
export function ratePercent(bp: number): string {
  return String(bp / 100);
}

/** "18", "18%", " 5 % ", "0.25" → basis points; null for anything that is not a number. */
export function parseRatePercent(typed: string): number | null {
  const m = /^\s*(\d{1,2}(?:\.\d{1,2})?)\s*%?\s*$/.exec(typed);
  return m ? Math.round(Number(m[1]) * 100) : null;
}

/**
 * An HSN code as the product form and sheet accept it: 4, 6 or 8 digits (chapter heading, sub-heading, tariff item).
 * How many a bill must show depends on the shop's turnover (`hsnDigitsRequired`).
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

export { TURNOVER_BANDS };
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];

/** Notification 78/2020-Central Tax: 4 digits up to ₹5 crore of last year's turnover, 6 above. */
export function hsnDigitsRequired(band: TurnoverBand): 4 | 6 {
  return band === "above5cr" ? 6 : 4;
}
