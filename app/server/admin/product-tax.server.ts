/**
 * Each product's HSN code and GST rate (product_tax, issue 28): written with the product's own writes (add, update,
 * duplicate, the sheet) and on the Products-Tax screen. Every statement reaches a product through its shop: a row is
 * written only for a product of this shop, so another shop's id writes nothing and reads nothing.
 */
import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ProductTax } from "#app/domain/gst/product-tax";
import { productTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import type { BatchQuery, Db } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

const nowMs = sql`cast(unixepoch('subsec') * 1000 as integer)`;

/**
 * Sets one product's tax, only if the product is this shop's. `productId` may be SQL (`last_insert_rowid()`: the
 * product the batch's previous statement added), so the product and its tax are one batch.
 */
export function upsertProductTax(db: Db, shopId: number, productId: number | SQL, tax: ProductTax): BatchQuery {
  return db.run(sql`INSERT INTO product_tax (product_id, shop_id, hsn, rate_bp)
    SELECT id, shop_id, ${tax.hsn}, ${tax.rateBp} FROM products WHERE shop_id = ${shopId} AND id = ${productId}
    ON CONFLICT (product_id) DO UPDATE SET hsn = excluded.hsn, rate_bp = excluded.rate_bp, updated_at = ${nowMs}`);
}

/** The product the batch's previous INSERT added (a statement of the same batch runs on the same connection). */
export const lastInsertedId = sql`last_insert_rowid()`;

/** Copies one product's tax row (if it has one) to the product the batch's previous INSERT added: Duplicate. */
export function copyProductTax(db: Db, shopId: number, fromId: number): BatchQuery {
  return db.run(sql`INSERT INTO product_tax (product_id, shop_id, hsn, rate_bp)
    SELECT last_insert_rowid(), shop_id, hsn, rate_bp FROM product_tax WHERE shop_id = ${shopId} AND product_id = ${fromId}`);
}

/** One of this shop's products' tax, or null when it has no row yet. */
export async function productTaxOf(scope: ShopScope, productId: number): Promise<ProductTax | null> {
  const [row] = await scope.db
    .select({ hsn: productTax.hsn, rateBp: productTax.rateBp })
    .from(productTax)
    .where(sql`${productTax.shopId} = ${scope.shopId} AND ${productTax.productId} = ${productId}`)
    .limit(1);
  return row ?? null;
}

/** Every product's tax row of this shop, by product id. */
export async function shopProductTaxes(scope: ShopScope): Promise<ReadonlyMap<number, ProductTax>> {
  const rows = await scope.db
    .select({ productId: productTax.productId, hsn: productTax.hsn, rateBp: productTax.rateBp })
    .from(productTax)
    .where(eq(productTax.shopId, scope.shopId));
  return new Map(rows.map((r) => [r.productId, { hsn: r.hsn, rateBp: r.rateBp }]));
}

export type TaxProductRow = { id: number; name: string; nameRegional: string; hsn: string; rateBp: number };

/** The Products-Tax screen's rows: every product, rating descending then name (as the other bulk screens). */
export async function listTaxProducts(scope: ShopScope): Promise<TaxProductRow[]> {
  const rows = await scope.db
    .select({
      id: products.id,
      name: products.name,
      nameRegional: products.nameRegional,
      hsn: productTax.hsn,
      rateBp: productTax.rateBp,
    })
    .from(products)
    // The join repeats the shop id: a product only ever shows its own shop's row.
    .leftJoin(productTax, sql`${productTax.productId} = ${products.id} AND ${productTax.shopId} = ${scope.shopId}`)
    .where(eq(products.shopId, scope.shopId))
    .orderBy(desc(products.rating), asc(products.name), asc(products.id));
  return rows.map((r) => ({ ...r, hsn: r.hsn ?? "", rateBp: r.rateBp ?? 0 }));
}

/**
 * Sets the tax of several of this shop's products in one D1 batch of one statement (the rows travel as one JSON
 * parameter: D1 binds at most 100). All or nothing: when any id is not this shop's product, nothing is written and
 * null is returned. Gives the names of the products saved.
 */
export async function saveProductTaxes(
  scope: ShopScope,
  rows: readonly ({ id: number } & ProductTax)[],
): Promise<string[] | null> {
  const { db, shopId } = scope;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, hsn: r.hsn, rateBp: r.rateBp })));
  const ids = [...new Set(rows.map((r) => r.id))];
  const owned = await db.all<{ id: number; name: string }>(
    sql`SELECT p.id, p.name FROM json_each(${JSON.stringify(ids)}) AS j JOIN products p ON p.id = j.value AND p.shop_id = ${shopId}`,
  );
  if (owned.length !== ids.length) return null;
  // The write checks the shop again, so a product deleted meanwhile is skipped rather than written for nobody.
  await db.run(sql`INSERT INTO product_tax (product_id, shop_id, hsn, rate_bp)
      SELECT p.id, p.shop_id, json_extract(j.value, '$.hsn'), json_extract(j.value, '$.rateBp')
      FROM json_each(${json}) AS j JOIN products p ON p.id = json_extract(j.value, '$.id') AND p.shop_id = ${shopId}
      WHERE true
      ON CONFLICT (product_id) DO UPDATE SET hsn = excluded.hsn, rate_bp = excluded.rate_bp, updated_at = ${nowMs}`);
  const names = new Map(owned.map((o) => [o.id, o.name]));
  return ids.map((id) => names.get(id) ?? "");
}
