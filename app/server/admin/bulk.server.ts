import { and, asc, desc, eq } from "drizzle-orm";
import { type PriceRow, priceMessages, pricesToStore } from "#app/domain/admin/price-edit";
import { type StockRow, stockMessages, stockToStore } from "#app/domain/admin/stock-edit";
import { z } from "#app/domain/zod";
import { products } from "#db/schema/catalogue";
import { storePublicImage } from "../uploads.server";
import { type CheckedUpload, deleteReplacedImage } from "./images.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * The per-row product edits of spec 2 (Products-Price, Products-Stock/Rating, Products-Image). Every query takes the
 * shop id first and looks the product up with it: another shop's id finds nothing and changes nothing.
 */

export type BulkProduct = {
  id: number;
  name: string;
  nameRegional: string;
  mrpPaise: number;
  pricePaise: number;
  inStock: number;
  rating: number;
  imageKey: string | null;
};

/** Every product of the shop, rating descending (spec 2 §4), then by name. */
export async function listBulkProducts(scope: ShopScope): Promise<BulkProduct[]> {
  const { db, shopId } = scope;
  return db
    .select({
      id: products.id,
      name: products.name,
      nameRegional: products.nameRegional,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      inStock: products.inStock,
      rating: products.rating,
      imageKey: products.imageKey,
    })
    .from(products)
    .where(eq(products.shopId, shopId))
    .orderBy(desc(products.rating), asc(products.name));
}

const byShopAndId = (shopId: number, productId: number) => and(eq(products.shopId, shopId), eq(products.id, productId));

/** The form's fields as sent; a missing one is empty (and so gets '{field} is required'). */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** Products-Price: mrp and final price in rupees, 'same' ticked or not; the messages are the live ones. */
export const priceFormSchema = z
  .object({ mrp: text, finalPrice: text, same: z.preprocess((v) => v === "1" || v === "on", z.boolean()) })
  .superRefine((row, ctx) => {
    for (const [path, message] of Object.entries(priceMessages(row)))
      ctx.addIssue({ code: "custom", path: [path], message });
  });

/** Products-Stock/Rating: in stock 1/0 and a rating 1–10. */
export const stockFormSchema = z.object({ inStock: text, rating: text }).superRefine((row, ctx) => {
  for (const [path, message] of Object.entries(stockMessages(row)))
    ctx.addIssue({ code: "custom", path: [path], message });
});

/** Sets both prices (paise) of one of the shop's products; null when the shop has no such product. */
export async function updateProductPrices(
  scope: ShopScope,
  productId: number,
  row: PriceRow,
): Promise<{ name: string; mrpPaise: number; pricePaise: number } | null> {
  const { db, shopId } = scope;
  const prices = pricesToStore(row);
  const [updated] = await db
    .update(products)
    .set({ ...prices, updatedAt: new Date() })
    .where(byShopAndId(shopId, productId))
    .returning({ name: products.name, mrpPaise: products.mrpPaise, pricePaise: products.pricePaise });
  return updated ?? null;
}

/** Sets in stock and rating of one of the shop's products; null when the shop has no such product. */
export async function updateProductStock(
  scope: ShopScope,
  productId: number,
  row: StockRow,
): Promise<{ name: string; inStock: number; rating: number } | null> {
  const { db, shopId } = scope;
  const [updated] = await db
    .update(products)
    .set({ ...stockToStore(row), updatedAt: new Date() })
    .where(byShopAndId(shopId, productId))
    .returning({ name: products.name, inStock: products.inStock, rating: products.rating });
  return updated ?? null;
}

/** One of the shop's products, for the checks before an upload is stored. */
export async function findBulkProduct(
  scope: ShopScope,
  productId: number,
): Promise<{ id: number; name: string; imageKey: string | null } | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({ id: products.id, name: products.name, imageKey: products.imageKey })
    .from(products)
    .where(byShopAndId(shopId, productId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a checked image for one of the shop's products, points the product at it and deletes the image it replaced.
 * Null (and nothing kept in R2) when the shop has no such product.
 */
export async function replaceProductImage(
  scope: ShopScope,
  bucket: R2Bucket,
  productId: number,
  image: CheckedUpload,
): Promise<{ name: string; imageKey: string } | null> {
  const { db, shopId } = scope;
  const product = await findBulkProduct(scope, productId);
  if (!product) return null;
  const key = await storePublicImage(bucket, shopId, "products", image);
  let updated: { name: string } | undefined;
  try {
    [updated] = await db
      .update(products)
      .set({ imageKey: key, updatedAt: new Date() })
      .where(byShopAndId(shopId, productId))
      .returning({ name: products.name });
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  if (!updated) {
    await bucket.delete(key); // deleted in the meantime
    return null;
  }
  await deleteReplacedImage(bucket, shopId, product.imageKey);
  return { name: updated.name, imageKey: key };
}
