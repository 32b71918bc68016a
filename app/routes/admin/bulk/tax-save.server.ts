import { data, type RouterContextProvider } from "react-router";
import { readTaxRows } from "#app/domain/gst/product-tax-rows";
import { panelSay } from "#app/i18n/panel/say";
import { adminOf } from "#app/server/admin/pipeline.server";
import { listTaxProducts, saveProductTaxes } from "#app/server/admin/product-tax.server";
import { shopTaxOf } from "#app/server/admin/shop-tax.server";
import { notFound } from "#app/server/panel/access.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";

type Args = { context: Readonly<RouterContextProvider> };

/** What a save answers: the saved rows (the screen keeps them without reading the list again), or the refusal. */
export type TaxSaveResult =
  | { ok: true; message: string; saved: { id: number; hsn: string; rateBp: number }[]; error?: undefined }
  | { ok: false; error: string; id: number | null; message?: undefined };

/** Products-Tax (issue 28): every product's HSN code and GST rate, with the shop's registration for the HSN warning. */
export async function taxRowsLoader({ context }: Args) {
  const { scope } = adminOf(context);
  const [products, tax] = await Promise.all([listTaxProducts(scope), shopTaxOf(scope)]);
  return { products, shopTax: { kind: tax.kind, turnoverBand: tax.turnoverBand } };
}

/**
 * Saves the changed rows at once: each row checked with the form's rules (the first refusal, 400, nothing written),
 * every id looked up in this shop (another shop's or a gone product: 404, nothing written), then one statement.
 */
export async function taxRowsAction({ context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  const read = readTaxRows(form.getAll("id"), form.getAll("hsn"), form.getAll("gstRate"));
  if (!read.ok && read.notFound) notFound();
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  if (!read.ok)
    return data({ ok: false, error: say(read.message), id: read.id } satisfies TaxSaveResult, { status: 400 });
  const saved = await saveProductTaxes(admin.scope, read.rows);
  if (!saved) notFound();
  return data({ ok: true, message: t.tax.bulk.saved(read.rows.length), saved: read.rows } satisfies TaxSaveResult);
}
