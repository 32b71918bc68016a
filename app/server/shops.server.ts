import { and, asc, eq, inArray } from "drizzle-orm";
import { dealers } from "#db/schema/customers";
import { customDomains, shops, shopTypes } from "#db/schema/platform";
import type { Db } from "./db.server";

export type Shop = typeof shops.$inferSelect;
export type Dealer = typeof dealers.$inferSelect;
export type ShopType = typeof shopTypes.$inferSelect;

/** A public store by its URL; master catalogues are never stores. */
export async function findStoreByUrl(db: Db, url: string): Promise<Shop | undefined> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.url, url), eq(shops.isMaster, 0)))
    .limit(1);
  return shop;
}

export async function findStoresByUrls(db: Db, urls: string[]): Promise<Shop[]> {
  if (urls.length === 0) return [];
  return db
    .select()
    .from(shops)
    .where(and(inArray(shops.url, urls), eq(shops.isMaster, 0)));
}

export async function findStoreByDomain(db: Db, hostname: string): Promise<Shop | undefined> {
  const [row] = await db
    .select({ shop: shops })
    .from(customDomains)
    .innerJoin(shops, eq(shops.id, customDomains.shopId))
    .where(eq(customDomains.hostname, hostname))
    .limit(1);
  return row?.shop;
}

export async function findDealerByLink(db: Db, shopId: number, link: string): Promise<Dealer | undefined> {
  const [dealer] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.shopId, shopId), eq(dealers.link, link.toLowerCase())))
    .limit(1);
  return dealer;
}

/** Whether any shop, master catalogues included, holds this URL. */
export async function isShopUrlTaken(db: Db, url: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.url, url)).limit(1);
  return row !== undefined;
}

export async function anyShopUrlTaken(db: Db, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return false;
  const [row] = await db.select({ id: shops.id }).from(shops).where(inArray(shops.url, urls)).limit(1);
  return row !== undefined;
}

export async function listShopTypes(db: Db): Promise<ShopType[]> {
  return db.select().from(shopTypes).orderBy(asc(shopTypes.sortOrder), asc(shopTypes.id));
}

export async function findShopType(db: Db, id: number): Promise<ShopType | undefined> {
  const [row] = await db.select().from(shopTypes).where(eq(shopTypes.id, id)).limit(1);
  return row;
}
