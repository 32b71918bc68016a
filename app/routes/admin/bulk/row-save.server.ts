import { data, type RouterContextProvider } from "react-router";
import type { PriceSaveResult } from "#app/components/admin/bulk-price-row";
import type { StockSaveResult } from "#app/components/admin/bulk-stock-row";
import type { z } from "#app/domain/zod";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import {
  listBulkProducts,
  priceFormSchema,
  stockFormSchema,
  updateProductPrices,
  updateProductStock,
} from "#app/server/admin/bulk.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import type { ShopScope } from "#app/server/admin/shop-scope.server";
import { idParam } from "#app/server/panel/access.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";

type Args = { context: Readonly<RouterContextProvider> };

/**
 * The screens that save one product's row at a time (spec 2 §2, §4): every product is listed; a row's form is checked
 * with the screen's schema (the first message, 400), saved in this shop only (another shop's or a gone product is the
 * same 404, and nothing changes), and answered with the spec's text and the values as stored, in the admin's language.
 */
function rowSaveScreen<Input, Saved, Answer extends { ok: boolean }>(edit: {
  schema: z.ZodType<Input>;
  save: (scope: ShopScope, id: number, input: Input) => Promise<Saved | null>;
  saved: (t: PanelTexts, id: number, row: Saved) => Answer;
  refused: (error: string) => Answer;
}) {
  return {
    loader: async ({ context }: Args) => ({ products: await listBulkProducts(adminOf(context).scope) }),
    action: async ({ context }: Args) => {
      const admin = adminOf(context);
      const form = formTextOf(context);
      const id = idParam(form.id);
      const t = await panelTexts(admin.language);
      const parsed = edit.schema.safeParse(form);
      if (!parsed.success) return data(edit.refused(panelSay(t)(parsed.error.issues[0]!.message)), { status: 400 });
      const saved = await edit.save(admin.scope, id, parsed.data);
      if (!saved) return data(edit.refused(t.bulk.couldNotUpdate), { status: 404 });
      return data(edit.saved(t, id, saved));
    },
  };
}

/** Products-Price: each product's mrp and final price. */
export const priceRows = rowSaveScreen({
  schema: priceFormSchema,
  save: updateProductPrices,
  saved: (t, id, p): PriceSaveResult => ({
    ok: true,
    id,
    message: t.bulk.prices.updated(p.name),
    mrpPaise: p.mrpPaise,
    pricePaise: p.pricePaise,
  }),
  refused: (error): PriceSaveResult => ({ ok: false, error }),
});

/** Products-Stock/Rating: each product's 'in stock' and rating. */
export const stockRows = rowSaveScreen({
  schema: stockFormSchema,
  save: updateProductStock,
  saved: (t, id, p): StockSaveResult => ({
    ok: true,
    id,
    message: t.bulk.stock.updated(p.name),
    inStock: p.inStock,
    rating: p.rating,
  }),
  refused: (error): StockSaveResult => ({ ok: false, error }),
});
