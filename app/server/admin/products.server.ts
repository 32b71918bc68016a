/**
 * The shop admin's products (spec 2 §2–§5): list, read, add, update, delete and duplicate. Every query names the shop
 * id first and every id from the browser is looked up WITH it, so one shop can never read or change another's rows;
 * a miss is reported the same way whether the id is another shop's or nobody's.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type DuplicateRoom, duplicateName, duplicateRoom, duplicateRoomMessage } from "#app/domain/admin/duplicate";
import type { ProductInput } from "#app/domain/admin/product-form";
import { brands, categories, products } from "#db/schema/catalogue";
import { type Db, runBatch } from "../db.server";
import { countProducts } from "./product-count.server";
import { copyProductTax, lastInsertedId, upsertProductTax } from "./product-tax.server";
import type { ShopScope } from "./shop-scope.server";

/** The admin list's rows: every product (rating 1 too), with this shop's category and brand names. */
export async function listProducts(scope: ShopScope) {
  const { db, shopId } = scope;
  return (
    db
      .select({
        id: products.id,
        name: products.name,
        nameRegional: products.nameRegional,
        information: products.information,
        mrpPaise: products.mrpPaise,
        pricePaise: products.pricePaise,
        unitId: products.unitId,
        inStock: products.inStock,
        rating: products.rating,
        searchWords: products.searchWords,
        categoryName: categories.name,
        brandName: brands.name,
      })
      .from(products)
      // The joins repeat the shop id: a product can only ever show its own shop's category and brand.
      .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.shopId, shopId)))
      .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.shopId, shopId)))
      .where(eq(products.shopId, shopId))
      .orderBy(desc(products.rating), asc(products.name), asc(products.id))
  );
}

export type AdminProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/** This shop's categories and brands for the form's selects, best rated first as in the store. */
export async function listChoices(scope: ShopScope) {
  const { db, shopId } = scope;
  const [cats, brs] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(desc(categories.rating), asc(categories.name)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.shopId, shopId))
      .orderBy(desc(brands.rating), asc(brands.name)),
  ]);
  return { categories: cats, brands: brs };
}

/** One of this shop's products, or null (another shop's id reads as none). */
export async function getProduct(scope: ShopScope, productId: number) {
  const { db, shopId } = scope;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId)));
  return row ?? null;
}

/** True when the chosen category and brand (if any) are this shop's own. */
export async function ownsChoices(
  scope: ShopScope,
  choice: { categoryId: number | null; brandId: number | null },
): Promise<boolean> {
  const { db, shopId } = scope;
  const [cat, brand] = await Promise.all([
    choice.categoryId === null
      ? [{ id: 0 }]
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.shopId, shopId), eq(categories.id, choice.categoryId))),
    choice.brandId === null
      ? [{ id: 0 }]
      : db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.shopId, shopId), eq(brands.id, choice.brandId))),
  ]);
  return cat.length === 1 && brand.length === 1;
}

/**
 * The last statement of an adding batch: fails (NOT NULL on shop_id) when the shop now holds more than its limit, and
 * a failing statement rolls the whole D1 batch back. So two adds racing past the earlier count still cannot overfill
 * the plan: the check and the writes are one transaction.
 */
function failWhenOverLimit(db: Db, shopId: number, limit: number) {
  return db.run(
    sql`INSERT INTO products (shop_id, name, mrp_paise, price_paise) SELECT NULL, '', 0, 0 WHERE (SELECT count(*) FROM products WHERE shop_id = ${shopId}) > ${limit}`,
  );
}

const insertedId = (result: { results?: Record<string, unknown>[] } | undefined) =>
  Number(result?.results?.[0]?.id ?? 0);

export type AddResult = { ok: true; id: number } | { ok: false; reason: "limit" | "failed" };

/** Adds a product if the plan has room (the caller has checked the category and brand with ownsChoices). */
export async function addProduct(scope: ShopScope, limit: number, input: ProductInput): Promise<AddResult> {
  const { db, shopId } = scope;
  const { tax, ...product } = input;
  try {
    const [inserted] = await runBatch(db, [
      db
        .insert(products)
        .values({ ...product, nameRegional: product.nameRegional ?? "", shopId, imageKey: null })
        .returning({ id: products.id }),
      // Its HSN and rate in the same batch: the product and its tax are written together or not at all.
      ...(tax ? [upsertProductTax(db, shopId, lastInsertedId, tax)] : []),
      failWhenOverLimit(db, shopId, limit),
    ]);
    const id = insertedId(inserted);
    return id > 0 ? { ok: true, id } : { ok: false, reason: "failed" };
  } catch (error) {
    if (/NOT NULL constraint failed: products\.shop_id/i.test(String(error))) return { ok: false, reason: "limit" };
    throw error;
  }
}

/**
 * Updates one of this shop's products and its tax in one batch; false when it has no such product. The image is left
 * as it is.
 */
export async function updateProduct(scope: ShopScope, productId: number, input: ProductInput): Promise<boolean> {
  const { db, shopId } = scope;
  const { nameRegional, tax, ...rest } = input;
  const [updated] = await runBatch(db, [
    db
      .update(products)
      .set({ ...rest, ...(nameRegional === null ? {} : { nameRegional }), updatedAt: new Date() })
      .where(and(eq(products.shopId, shopId), eq(products.id, productId)))
      .returning({ id: products.id }),
    ...(tax ? [upsertProductTax(db, shopId, productId, tax)] : []),
  ]);
  return (updated?.results ?? []).length === 1;
}

/** Deletes one of this shop's products and gives its name, or null when it has no such product. */
export async function deleteProduct(scope: ShopScope, productId: number): Promise<string | null> {
  const { db, shopId } = scope;
  const [deleted] = await db
    .delete(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId)))
    .returning({ name: products.name });
  return deleted?.name ?? null;
}

export type DuplicateResult =
  | { ok: true; name: string; ids: number[] }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "room"; message: string }
  | { ok: false; reason: "failed" };

/**
 * `count` copies of one of this shop's products, named 'D_{name}', in one D1 batch: all are written or none. The
 * copies keep everything else (prices, unit, category, brand, rating, stock, search words, image, HSN and GST rate). `sayRoom` says why
 * they do not fit in the reader's language (the spec's English unless told).
 */
export async function duplicateProduct(
  scope: ShopScope,
  limit: number,
  productId: number,
  count: number,
  sayRoom: (room: DuplicateRoom) => string = duplicateRoomMessage,
): Promise<DuplicateResult> {
  const { db, shopId } = scope;
  const source = await getProduct(scope, productId);
  if (!source) return { ok: false, reason: "notFound" };
  const room = duplicateRoom(count, await countProducts(scope), limit);
  if (room) return { ok: false, reason: "room", message: sayRoom(room) };
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
  try {
    const results = await runBatch(db, [
      ...Array.from({ length: count }, () => [
        db
          .insert(products)
          .values({ ...copy, shopId, name: duplicateName(source.name) })
          .returning({ id: products.id }),
        // Each copy keeps the source's HSN and GST rate.
        copyProductTax(db, shopId, productId),
      ]).flat(),
      failWhenOverLimit(db, shopId, limit),
    ]);
    const ids = results
      .slice(0, 2 * count)
      .filter((_, i) => i % 2 === 0)
      .map(insertedId);
    if (ids.length !== count || ids.some((id) => id <= 0)) return { ok: false, reason: "failed" };
    return { ok: true, name: source.name, ids };
  } catch (error) {
    if (/NOT NULL constraint failed: products\.shop_id/i.test(String(error))) return { ok: false, reason: "failed" };
    throw error;
  }
}
