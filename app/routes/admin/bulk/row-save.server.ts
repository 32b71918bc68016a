import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { PriceSaveResult } from "#app/components/admin/bulk-price-row";
import type { StockSaveResult } from "#app/components/admin/bulk-stock-row";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
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
import { formTextOf } from "#app/server/request/form-body.server";

type Args = { context: Readonly<RouterContextProvider> };

/**
 * The screens that save one product's row at a time (spec 2 §2, §4): every product is listed; a row's form is checked
 * with the screen's schema (the first message, 400), saved in this shop only (another shop's or a gone product is the
 * same 404, and nothing changes), and answered with the spec's text and the values as stored.
 */
function rowSaveScreen<Input, Saved, Answer extends { ok: boolean }>(edit: {
  schema: z.ZodType<Input>;
  save: (scope: ShopScope, id: number, input: Input) => Promise<Saved | null>;
  saved: (id: number, row: Saved) => Answer;
  refused: (error: string) => Answer;
}) {
  return {
    loader: async ({ context }: Args) => ({ products: await listBulkProducts(adminOf(context).scope) }),
    action: async ({ context }: Args) => {
      const admin = adminOf(context);
      const form = formTextOf(context);
      const id = idParam(form.id);
      const parsed = edit.schema.safeParse(form);
      if (!parsed.success) return data(edit.refused(parsed.error.issues[0]!.message), { status: 400 });
      const saved = await edit.save(admin.scope, id, parsed.data);
      if (!saved) return data(edit.refused(ADMIN_ERRORS.couldNotUpdate("product")), { status: 404 });
      return data(edit.saved(id, saved));
    },
  };
}

/** Products-Price: each product's mrp and final price. */
export const priceRows = rowSaveScreen({
  schema: priceFormSchema,
  save: updateProductPrices,
  saved: (id, p): PriceSaveResult => ({
    ok: true,
    id,
    message: ADMIN_MESSAGES.priceUpdated(p.name),
    mrpPaise: p.mrpPaise,
    pricePaise: p.pricePaise,
  }),
  refused: (error): PriceSaveResult => ({ ok: false, error }),
});

/** Products-Stock/Rating: each product's 'in stock' and rating. */
export const stockRows = rowSaveScreen({
  schema: stockFormSchema,
  save: updateProductStock,
  saved: (id, p): StockSaveResult => ({
    ok: true,
    id,
    message: ADMIN_MESSAGES.stockRatingUpdated(p.name),
    inStock: p.inStock,
    rating: p.rating,
  }),
  refused: (error): StockSaveResult => ({ ok: false, error }),
});
