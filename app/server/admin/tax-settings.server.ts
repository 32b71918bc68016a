/**
 * A shop's GST registration (shop_tax, issue 28): read for Store Settings' Tax (GST) section and the back office's
 * correction, saved by upsert (one row per shop; no row is a shop that is not registered). A row of its own, so a change
 * never touches the shops row that keys the cached store page.
 */
import { eq } from "drizzle-orm";
import { initialShopTax, type ShopTaxFormValues, type ShopTaxToStore } from "#app/domain/gst/shop-tax-form";
import { shopTax } from "#db/schema/bills";
import { shops } from "#db/schema/platform";
import type { BatchQuery, Db } from "../db.server";

/** The form's start for one shop: its row, or its address's state when it has none (null: no such shop). */
export async function shopTaxForm(db: Db, shopId: number): Promise<ShopTaxFormValues | null> {
  const [row] = await db
    .select({
      state: shops.state,
      kind: shopTax.kind,
      gstin: shopTax.gstin,
      stateCode: shopTax.stateCode,
      legalName: shopTax.legalName,
      turnoverBand: shopTax.turnoverBand,
    })
    .from(shops)
    .leftJoin(shopTax, eq(shopTax.shopId, shops.id))
    .where(eq(shops.id, shopId))
    .limit(1);
  if (!row) return null;
  const stored =
    row.kind === null
      ? null
      : {
          kind: row.kind,
          gstin: row.gstin ?? "",
          stateCode: row.stateCode ?? "",
          legalName: row.legalName ?? "",
          turnoverBand: row.turnoverBand ?? "upto5cr",
        };
  return initialShopTax(stored, row.state);
}

/** The upsert of one shop's row, as a statement that can join a batch (the owner's audit rides with it). */
export function saveShopTaxStatement(db: Db, shopId: number, tax: ShopTaxToStore): BatchQuery {
  return db
    .insert(shopTax)
    .values({ shopId, ...tax })
    .onConflictDoUpdate({
      target: shopTax.shopId,
      set: { ...tax, updatedAt: new Date() },
    });
}
