import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { NamedListKind } from "#app/domain/admin/category-brand";
import { brands, categories } from "#db/schema/catalogue";
import { shopTypes } from "#db/schema/platform";
import type { Db } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Categories and brands of one shop (spec 2 §3): the same columns, so one repository serves both. Every query is
 * scoped by the shop id first; an id of another shop is simply not found.
 */

const TABLE = { category: categories, brand: brands } as const;
// Both tables have the columns used here; the category table is read through the brand table's type.
const tableOf = (kind: NamedListKind) => TABLE[kind] as typeof brands;

export type NamedItem = {
  id: number;
  name: string;
  rating: number;
  shopTypeId: number | null;
  shopTypeName: string | null;
};
export type NamedItemWrite = { name: string; rating: number; shopTypeId: number | null };
export type WriteResult = { ok: true; id: number } | { ok: false; reason: "duplicate" | "notFound" };

/** The shop's list, rating descending then name (spec 2 §4), with the store type's name for the master store. */
export async function listNamedItems(scope: ShopScope, kind: NamedListKind): Promise<NamedItem[]> {
  const { db, shopId } = scope;
  const t = tableOf(kind);
  return db
    .select({ id: t.id, name: t.name, rating: t.rating, shopTypeId: t.shopTypeId, shopTypeName: shopTypes.name })
    .from(t)
    .leftJoin(shopTypes, eq(shopTypes.id, t.shopTypeId))
    .where(eq(t.shopId, shopId))
    .orderBy(desc(t.rating), asc(t.name));
}

export async function getNamedItem(scope: ShopScope, kind: NamedListKind, id: number): Promise<NamedItem | null> {
  const { db, shopId } = scope;
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id, name: t.name, rating: t.rating, shopTypeId: t.shopTypeId, shopTypeName: shopTypes.name })
    .from(t)
    .leftJoin(shopTypes, eq(shopTypes.id, t.shopTypeId))
    .where(and(eq(t.shopId, shopId), eq(t.id, id)))
    .limit(1);
  return row ?? null;
}

/** Is the name (trimmed, any case) already used by another row of this shop? */
async function nameTaken(
  db: Db,
  shopId: number,
  kind: NamedListKind,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const t = tableOf(kind);
  const sameName = sql`lower(trim(${t.name})) = lower(${name.trim()})`;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      exceptId === null ? and(eq(t.shopId, shopId), sameName) : and(eq(t.shopId, shopId), sameName, ne(t.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function addNamedItem(scope: ShopScope, kind: NamedListKind, input: NamedItemWrite): Promise<WriteResult> {
  const { db, shopId } = scope;
  if (await nameTaken(db, shopId, kind, input.name, null)) return { ok: false, reason: "duplicate" };
  const t = tableOf(kind);
  const [row] = await db
    .insert(t)
    .values({ shopId, name: input.name, rating: input.rating, shopTypeId: input.shopTypeId })
    .returning({ id: t.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "notFound" };
}

/**
 * Updates name and rating; the store type only when `setShopType` (the master store), so another shop's edit never
 * clears a type it cannot see.
 */
export async function updateNamedItem(
  scope: ShopScope,
  kind: NamedListKind,
  id: number,
  input: NamedItemWrite,
  setShopType: boolean,
): Promise<WriteResult> {
  const { db, shopId } = scope;
  if (await nameTaken(db, shopId, kind, input.name, id)) return { ok: false, reason: "duplicate" };
  const t = tableOf(kind);
  const values = setShopType
    ? { name: input.name, rating: input.rating, shopTypeId: input.shopTypeId }
    : { name: input.name, rating: input.rating };
  const [row] = await db
    .update(t)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(t.shopId, shopId), eq(t.id, id)))
    .returning({ id: t.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "notFound" };
}

/** Deletes one row of this shop; its products keep going without one (the foreign key sets null). Null when not found. */
export async function deleteNamedItem(
  scope: ShopScope,
  kind: NamedListKind,
  id: number,
): Promise<{ name: string } | null> {
  const { db, shopId } = scope;
  const t = tableOf(kind);
  const [row] = await db
    .delete(t)
    .where(and(eq(t.shopId, shopId), eq(t.id, id)))
    .returning({ name: t.name });
  return row ?? null;
}

/** The store types the master store may assign (spec 2 §1). */
export async function listShopTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: shopTypes.id, name: shopTypes.name })
    .from(shopTypes)
    .orderBy(asc(shopTypes.sortOrder), asc(shopTypes.id));
}
