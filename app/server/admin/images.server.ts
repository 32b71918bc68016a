import { and, asc, eq } from "drizzle-orm";
import { shops, storeImages } from "#db/schema/platform";
import { syncScopeShopCopy } from "../shop-copy.server";
import { type CheckedImage, checkImageUpload, storePublicImage } from "../uploads.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Image uploads of the admin panel (spec 2 §2, §5, §7): the store logo, the five about-us images, and the shared
 * reading of a multipart upload that every image screen (product images too) goes through.
 */

export type CheckedUpload = Extract<CheckedImage, { ok: true }>;

/** The multipart field every image form sends (spec 2 §7 "multipart imageFile"). */
export const IMAGE_FIELD = "imageFile";

/** The five about-us images (spec 2 §9). */
export const STORE_IMAGE_SLOTS = [1, 2, 3, 4, 5] as const;

export function checkImageField(form: FormData): Promise<CheckedImage> {
  return checkImageUpload(form.get(IMAGE_FIELD));
}

/**
 * Deletes an image a new one replaced. Only keys this shop's uploads made are deleted (public/shops/{shopId}/…), so a
 * key shared with seeds or another shop can never be removed through this shop.
 */
export async function deleteReplacedImage(
  bucket: R2Bucket,
  shopId: number,
  oldKey: string | null | undefined,
): Promise<void> {
  if (oldKey?.startsWith(`public/shops/${shopId}/`)) await bucket.delete(oldKey);
}

export async function getLogoKey(scope: ShopScope): Promise<string | null> {
  const { directory, shopId } = scope;
  const [row] = await directory.select({ logoKey: shops.logoKey }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row?.logoKey ?? null;
}

/** Stores the new logo, points the shop at it, then removes the old one. Returns the new key. */
export async function replaceLogo(scope: ShopScope, bucket: R2Bucket, image: CheckedUpload): Promise<string> {
  const { directory, shopId } = scope;
  const oldKey = await getLogoKey(scope);
  const key = await storePublicImage(bucket, shopId, "logo", image);
  try {
    await directory.update(shops).set({ logoKey: key, updatedAt: new Date() }).where(eq(shops.id, shopId));
  } catch (error) {
    await bucket.delete(key); // nothing points at it
    throw error;
  }
  await syncScopeShopCopy(scope);
  await deleteReplacedImage(bucket, shopId, oldKey);
  return key;
}

export type StoreImageSlot = { slot: number; imageKey: string | null };

/** All five slots, empty ones with no key. */
export async function listStoreImages(scope: ShopScope): Promise<StoreImageSlot[]> {
  const { db, shopId } = scope;
  const rows = await db
    .select({ slot: storeImages.slot, imageKey: storeImages.imageKey })
    .from(storeImages)
    .where(eq(storeImages.shopId, shopId))
    .orderBy(asc(storeImages.slot));
  const bySlot = new Map(rows.map((r) => [r.slot, r.imageKey]));
  return STORE_IMAGE_SLOTS.map((slot) => ({ slot, imageKey: bySlot.get(slot) ?? null }));
}

export function isStoreImageSlot(value: unknown): value is (typeof STORE_IMAGE_SLOTS)[number] {
  return typeof value === "string" && /^[1-5]$/.test(value);
}

/** Puts an image into one of the five slots (one row per shop and slot), removing the image it replaced. */
export async function replaceStoreImage(
  scope: ShopScope,
  bucket: R2Bucket,
  slot: number,
  image: CheckedUpload,
): Promise<string> {
  const { db, shopId } = scope;
  const [old] = await db
    .select({ imageKey: storeImages.imageKey })
    .from(storeImages)
    .where(and(eq(storeImages.shopId, shopId), eq(storeImages.slot, slot)))
    .limit(1);
  const key = await storePublicImage(bucket, shopId, "store-images", image);
  try {
    await db
      .insert(storeImages)
      .values({ shopId, slot, imageKey: key })
      .onConflictDoUpdate({
        target: [storeImages.shopId, storeImages.slot],
        set: { imageKey: key, updatedAt: new Date() },
      });
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  await deleteReplacedImage(bucket, shopId, old?.imageKey);
  return key;
}
