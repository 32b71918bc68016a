/**
 * A product's HSN code and GST rate as the product form, the Products-Tax screen and the product sheet hold them
 * (issue 28): pure rules shared by the browser's live messages and the server's re-check. Rates come from the one list
 * (GST_RATES_BP); the form's value is the rate in basis points ("1800"), the sheet's the percent ("18" or "18%").
 */
import {
  GST_RATES_BP,
  HSN_PATTERN,
  hsnDigitsRequired,
  isGstRate,
  parseRatePercent,
  ratePercent,
  type TurnoverBand,
} from "./rates";

export type ProductTaxValues = { hsn: string; gstRate: string };
/** What product_tax stores: HSN "" when none yet; the rate in basis points. */
export type ProductTax = { hsn: string; rateBp: number };

export const PRODUCT_TAX_LABELS = { hsn: "HSN code", gstRate: "GST rate" } as const;

export const PRODUCT_TAX_MESSAGES = {
  hsn: "Enter an HSN code of 4, 6 or 8 digits, or leave it empty",
  rate: "Choose a GST rate from the list",
  /** The product sheet's GST Rate cell: the list written out (a unit test holds it to GST_RATES_BP). */
  sheetRate: "Write one of the GST rates 0, 0.25, 3, 5, 18, 28 or 40",
} as const;

/** A product with no tax row yet: no HSN, exempt (0%), as bills read it. */
export const NO_PRODUCT_TAX: ProductTax = { hsn: "", rateBp: 0 };

/** The rate select's options, lowest first: "0" is shown as exempt. */
export const GST_RATE_OPTIONS: readonly number[] = GST_RATES_BP;

/** An HSN as typed: spaces and dots gone (a code is often written 0902.10). */
export function normaliseHsn(typed: string): string {
  return typed.replace(/[\s.]+/g, "");
}

export function hsnMessage(typed: string): string | null {
  const hsn = normaliseHsn(typed);
  return hsn === "" || HSN_PATTERN.test(hsn) ? null : PRODUCT_TAX_MESSAGES.hsn;
}

/** The form's rate: basis points from the list. */
export function rateMessage(value: string): string | null {
  return /^\d{1,5}$/.test(value.trim()) && isGstRate(Number(value.trim())) ? null : PRODUCT_TAX_MESSAGES.rate;
}

export function checkProductTax(values: ProductTaxValues): { hsn?: string; gstRate?: string } {
  const hsn = hsnMessage(values.hsn);
  const gstRate = rateMessage(values.gstRate);
  return { ...(hsn && { hsn }), ...(gstRate && { gstRate }) };
}

/** Checked values → the row. */
export function productTaxToStore(values: ProductTaxValues): ProductTax {
  return { hsn: normaliseHsn(values.hsn), rateBp: Number(values.gstRate.trim()) };
}

export function productTaxValues(tax: ProductTax | null | undefined): ProductTaxValues {
  const t = tax ?? NO_PRODUCT_TAX;
  return { hsn: t.hsn, gstRate: String(t.rateBp) };
}

/**
 * A warning, never a refusal: a regular shop above ₹5 crore must show 6 digits of HSN on its tax invoices, so a
 * 4-digit code there is too short (the shop may still be finding the longer code).
 */
export function hsnTooShort(
  shop: { kind: string; turnoverBand: TurnoverBand | string },
  typed: string,
): { needs: 4 | 6 } | null {
  if (shop.kind !== "regular") return null;
  const needs = hsnDigitsRequired(shop.turnoverBand === "above5cr" ? "above5cr" : "upto5cr");
  const hsn = normaliseHsn(typed);
  return hsn !== "" && HSN_PATTERN.test(hsn) && hsn.length < needs ? { needs } : null;
}

/** The sheet's GST Rate cell: "18", "18%", " 5 % ", "0.25"; empty is 0% (exempt). Null when not a rate of the list. */
export function parseRateCell(text: string): number | null {
  if (text.trim() === "") return 0;
  const bp = parseRatePercent(text);
  return bp !== null && isGstRate(bp) ? bp : null;
}

/** The sheet's way of writing a rate: 1800 → "18" (a "%" cell may turn into 0.18 in a spreadsheet). */
export function rateCell(bp: number): string {
  return ratePercent(bp);
}

/**
 * The sheet's HSN cell. A spreadsheet reads "0902" (tea) as the number 902 and writes it back without its leading
 * zero, so 3, 5 or 7 digits get it back; anything else is checked as the form checks it.
 */
export function parseHsnCell(text: string): { hsn: string; message: string | null } {
  const hsn = normaliseHsn(text);
  const restored = /^(\d{3}|\d{5}|\d{7})$/.test(hsn) ? `0${hsn}` : hsn;
  return { hsn: restored, message: hsnMessage(restored) };
}
