/**
 * The Add/Update product form (spec 2 §3, §5; spec 1 §3 units): its fields as typed, the live messages, and the
 * conversion between what the owner types (whole rupees) and what is stored (integer paise). Pure and free of zod, so
 * the browser loads only this for its live messages; the server re-checks with the same rules (product-input.server.ts).
 */
import { checkField, type FieldRule, fieldMessage } from "../field-rules";
import { checkProductTax, type ProductTax, productTaxValues } from "../gst/product-tax";
import { isUnitId, UNITS, type UnitId } from "../units";
import { adminRules } from "./rules";

/** Every field as the form holds it: strings, as inputs give them. Selects hold ids ("" = none). */
export type ProductFormValues = {
  name: string;
  nameRegional: string;
  information: string;
  mrp: string;
  finalPrice: string;
  unitId: string;
  categoryId: string;
  brandId: string;
  rating: string;
  inStock: string;
  searchWords: string;
  /** HSN code as typed (4, 6 or 8 digits, or empty) and GST rate in basis points ("1800"): product_tax. */
  hsn: string;
  gstRate: string;
};

export type ProductField = keyof ProductFormValues;

/** Spec 2 §3 "Form defaults: instock 1, rating 5" (and no image) on add; unit Number is the first choice. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  nameRegional: "",
  information: "",
  mrp: "",
  finalPrice: "",
  unitId: "1",
  categoryId: "",
  brandId: "",
  rating: "5",
  inStock: "1",
  searchWords: "",
  hsn: "",
  gstRate: "0",
};

export const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The spec allows 30 digits, but a price must still fit an exact integer of paise (JavaScript numbers are exact only
 * up to 2^53). Rs. 9,99,99,999 is far above anything a small shop sells; past it the form says so instead of storing
 * a rounded number.
 */
export const MAX_PRICE_RUPEES = 99_999_999;
export const priceTooHighMessage = `Maximum price is Rs. ${MAX_PRICE_RUPEES}` as const;

/** Unit Information (dozen, bunch, …) is asked only for unit 1 'Number' (spec 1 §3, spec 2 §3). */
export function asksUnitInformation(unitId: string | number): boolean {
  return Number(unitId) === 1;
}

/** Prices of units 2–5 are per kg (the form's value is the select's text). */
export function pricedPerKg(unitId: string | number): boolean {
  const id = Number(unitId);
  return isUnitId(id) && UNITS[id].perKg;
}

/** Prices of units 2–5 are per kg; the labels say so. */
export function priceLabel(base: "MRP" | "Final price", unitId: string | number): string {
  return pricedPerKg(unitId) ? `${base} in Rs. per kg` : `${base} in Rs.`;
}

/** The labels of the form's own fields (the typed ones are adminRules'): what '{label} is required' names. */
export const PRODUCT_LABELS = {
  unit: "Unit",
  category: "Category",
  brand: "Brand",
  rating: "Rating",
  inStock: "In stock",
} as const;

/** '{label} is required' for one of the form's own fields. */
export const requiredMessage = (label: string) => fieldMessage(label, { kind: "required" });

/** The rules that apply to this form: regional name only when the shop shows regional names (language choice 1). */
export function productRules(options: { regional: boolean; unitId: string }) {
  const rules: Partial<Record<ProductField, FieldRule>> = {
    name: adminRules.productName,
    mrp: adminRules.mrp,
    finalPrice: adminRules.finalPrice,
    searchWords: adminRules.searchWords,
  };
  if (options.regional) rules.nameRegional = adminRules.productNameRegional;
  if (asksUnitInformation(options.unitId)) rules.information = adminRules.productInformation;
  return rules;
}

/** One price field's message: the spec's digit rules first, then the ceiling above. */
export function checkPrice(rule: FieldRule, value: string): string | null {
  const message = checkField(rule, value);
  if (message) return message;
  return Number(value.trim()) > MAX_PRICE_RUPEES ? priceTooHighMessage : null;
}

/** The first message of every field that breaks a rule (live under each field; submit stays disabled meanwhile). */
export function checkProductForm(
  values: ProductFormValues,
  options: { regional: boolean },
): Partial<Record<ProductField, string>> {
  const messages: Partial<Record<ProductField, string>> = {};
  const rules = productRules({ regional: options.regional, unitId: values.unitId });
  for (const [key, rule] of Object.entries(rules) as [ProductField, FieldRule][]) {
    const message =
      key === "mrp" || key === "finalPrice" ? checkPrice(rule, values[key]) : checkField(rule, values[key]);
    if (message) messages[key] = message;
  }
  if (!isUnitId(Number(values.unitId))) messages.unitId = requiredMessage(PRODUCT_LABELS.unit);
  const rating = Number(values.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 10) messages.rating = requiredMessage(PRODUCT_LABELS.rating);
  if (values.inStock !== "0" && values.inStock !== "1") messages.inStock = requiredMessage(PRODUCT_LABELS.inStock);
  Object.assign(messages, checkProductTax(values));
  return messages;
}

/** Whole rupees as typed ("40", "007") → integer paise (4000, 700). The caller has checked the digits. */
export function rupeesToPaise(digits: string): number {
  return Number(digits.trim()) * 100;
}

/** Stored paise → the form's rupees: 4000 → "40". Old prices with paise (4050) show as "40.50", which the digits rule
 * then asks the owner to correct, rather than silently dropping the 50 paise on an unrelated edit. */
export function paiseToRupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** What the repository stores for a product (all tenant-free: the shop id is added by the repository). */
export type ProductInput = {
  name: string;
  /** null: the shop shows no regional names (language choice 0), so the form had no such field; keep what is stored. */
  nameRegional: string | null;
  information: string;
  mrpPaise: number;
  pricePaise: number;
  unitId: UnitId;
  categoryId: number | null;
  brandId: number | null;
  rating: number;
  inStock: 0 | 1;
  searchWords: string;
  /** Absent or null: the form had no tax fields (one from before them); the stored HSN and rate stay. */
  tax?: ProductTax | null;
};

export type StoredProduct = Omit<ProductInput, "unitId" | "inStock" | "nameRegional" | "tax"> & {
  nameRegional: string;
  unitId: number;
  inStock: number;
};

/** A stored product and its tax row (none yet: no HSN, exempt) back into the form's strings (the edit screen). */
export function toFormValues(p: StoredProduct, tax?: ProductTax | null): ProductFormValues {
  return {
    name: p.name,
    nameRegional: p.nameRegional,
    information: p.information,
    mrp: paiseToRupeesInput(p.mrpPaise),
    finalPrice: paiseToRupeesInput(p.pricePaise),
    unitId: String(p.unitId),
    categoryId: p.categoryId === null ? "" : String(p.categoryId),
    brandId: p.brandId === null ? "" : String(p.brandId),
    rating: String(p.rating),
    inStock: p.inStock === 1 ? "1" : "0",
    searchWords: p.searchWords,
    ...productTaxValues(tax),
  };
}
