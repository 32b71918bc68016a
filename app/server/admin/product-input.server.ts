/**
 * The server's re-check of the product form and the duplicate request (zod), with the same rules and messages as the
 * browser's live messages (app/domain/admin/product-form.ts, duplicate.ts). Bad input answers with the spec's message
 * and writes nothing.
 */

import { parseDuplicateCount } from "#app/domain/admin/duplicate";
import {
  asksUnitInformation,
  checkPrice,
  PRODUCT_LABELS,
  type ProductFormValues,
  type ProductInput,
  requiredMessage,
  rupeesToPaise,
} from "#app/domain/admin/product-form";
import { adminRules } from "#app/domain/admin/rules";
import { zField } from "#app/domain/field-schemas";
import { checkProductTax, type ProductTax, productTaxToStore } from "#app/domain/gst/product-tax";
import { isUnitId } from "#app/domain/units";
import { z } from "#app/domain/zod";

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const price = (rule: typeof adminRules.mrp | typeof adminRules.finalPrice) =>
  text.superRefine((v, ctx) => {
    const message = checkPrice(rule, v);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** "" → null (none chosen); otherwise a positive id (the repository then checks it is this shop's). */
const optionalId = (label: string) =>
  text.transform((v, ctx) => {
    const t = v.trim();
    if (t === "") return null;
    if (!/^[1-9][0-9]{0,15}$/.test(t) || !Number.isSafeInteger(Number(t))) {
      ctx.addIssue({ code: "custom", message: requiredMessage(label) });
      return z.NEVER;
    }
    return Number(t);
  });

const baseSchema = z.object({
  name: zField(adminRules.productName),
  mrp: price(adminRules.mrp),
  finalPrice: price(adminRules.finalPrice),
  unitId: text.transform((v, ctx) => {
    const n = Number(v);
    if (!isUnitId(n)) {
      ctx.addIssue({ code: "custom", message: requiredMessage(PRODUCT_LABELS.unit) });
      return z.NEVER;
    }
    return n;
  }),
  categoryId: optionalId(PRODUCT_LABELS.category),
  brandId: optionalId(PRODUCT_LABELS.brand),
  rating: text
    .pipe(
      z.enum(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], { error: requiredMessage(PRODUCT_LABELS.rating) }),
    )
    .transform(Number),
  inStock: text
    .pipe(z.enum(["0", "1"], { error: requiredMessage(PRODUCT_LABELS.inStock) }))
    .transform((v) => (v === "1" ? 1 : 0) as 0 | 1),
  searchWords: zField(adminRules.searchWords),
});

export type ParsedProductForm = { ok: true; input: ProductInput } | { ok: false; message: string };

/**
 * The posted form → what the repository stores. `regional` is the shop's language choice: an English-only shop has no
 * regional name field, so its value is not taken from the request (null: keep what is stored). Unit Information is
 * stored only for unit 1 'Number' and emptied for the weight units.
 */
export function parseProductForm(form: Record<string, unknown>, options: { regional: boolean }): ParsedProductForm {
  const parsed = baseSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const d = parsed.data;
  let information = "";
  if (asksUnitInformation(d.unitId)) {
    const info = zField(adminRules.productInformation).safeParse(form.information);
    if (!info.success) return { ok: false, message: info.error.issues[0]!.message };
    information = info.data;
  }
  let nameRegional: string | null = null;
  if (options.regional) {
    const regional = zField(adminRules.productNameRegional).safeParse(form.nameRegional);
    if (!regional.success) return { ok: false, message: regional.error.issues[0]!.message };
    nameRegional = regional.data;
  }
  const tax = productTaxOfForm(form);
  if (tax && !tax.ok) return { ok: false, message: tax.message };
  return {
    ok: true,
    input: {
      name: d.name,
      nameRegional,
      information,
      mrpPaise: rupeesToPaise(d.mrp),
      pricePaise: rupeesToPaise(d.finalPrice),
      unitId: d.unitId,
      categoryId: d.categoryId,
      brandId: d.brandId,
      rating: d.rating,
      inStock: d.inStock,
      searchWords: d.searchWords,
      ...(tax && { tax: tax.tax }),
    },
  };
}

/**
 * The form's HSN and GST rate (issue 28), or null when it sent neither (a form from before them: the stored tax stays).
 * A rate not in the list, or an HSN of another length, is refused with the form's own message.
 */
function productTaxOfForm(
  form: Record<string, unknown>,
): { ok: true; tax: ProductTax } | { ok: false; message: string } | null {
  const values = {
    hsn: typeof form.hsn === "string" ? form.hsn : "",
    gstRate: typeof form.gstRate === "string" ? form.gstRate : "",
  };
  // The form's rate select always sends a rate: none at all is a form from before the fields.
  if (values.hsn.trim() === "" && values.gstRate.trim() === "") return null;
  const first = Object.values(checkProductTax(values)).find(Boolean);
  return first ? { ok: false, message: first } : { ok: true, tax: productTaxToStore(values) };
}

/** The form's fields as typed, to give back with a 400 so nothing the owner typed is lost. */
export function formValuesOf(form: Record<string, unknown>): ProductFormValues {
  const s = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : "");
  return {
    name: s("name"),
    nameRegional: s("nameRegional"),
    information: s("information"),
    mrp: s("mrp"),
    finalPrice: s("finalPrice"),
    unitId: s("unitId") || "1",
    categoryId: s("categoryId"),
    brandId: s("brandId"),
    rating: s("rating") || "5",
    inStock: s("inStock") === "0" ? "0" : "1",
    searchWords: s("searchWords"),
    hsn: s("hsn"),
    gstRate: s("gstRate") || "0",
  };
}

/** The duplicate request: which product (a positive id) and how many copies (the prompt's answer, re-checked). */
export const duplicateRequestSchema = z.object({
  id: text.pipe(z.string().regex(/^[1-9][0-9]{0,15}$/)).transform(Number),
  count: text.transform((v, ctx) => {
    const result = parseDuplicateCount(v);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.count;
  }),
});
