import { and, desc, eq } from "drizzle-orm";
import type { OfferRow } from "#app/domain/admin/offer";
import type { OfferInput } from "#app/domain/admin/offer-schema";
import { specialOffers } from "#db/schema/catalogue";
import type { ShopScope } from "./shop-scope.server";

/* The shop's special offers (spec 2 §3). Every query is scoped by the shop id; another shop's id is not found. */

const columns = {
  id: specialOffers.id,
  name: specialOffers.name,
  description: specialOffers.description,
  criteria: specialOffers.criteria,
  discountIn: specialOffers.discountIn,
  discountValue: specialOffers.discountValue,
  status: specialOffers.status,
};

/** Newest first. */
export async function listOffers(scope: ShopScope): Promise<OfferRow[]> {
  const { db, shopId } = scope;
  return db.select(columns).from(specialOffers).where(eq(specialOffers.shopId, shopId)).orderBy(desc(specialOffers.id));
}

export async function getOffer(scope: ShopScope, id: number): Promise<OfferRow | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .select(columns)
    .from(specialOffers)
    .where(and(eq(specialOffers.shopId, shopId), eq(specialOffers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function addOffer(scope: ShopScope, input: OfferInput): Promise<number> {
  const { db, shopId } = scope;
  const [row] = await db
    .insert(specialOffers)
    .values({ shopId, ...input })
    .returning({ id: specialOffers.id });
  return row!.id;
}

/** True when this shop's offer was updated. */
export async function updateOffer(scope: ShopScope, id: number, input: OfferInput): Promise<boolean> {
  const { db, shopId } = scope;
  const rows = await db
    .update(specialOffers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(specialOffers.shopId, shopId), eq(specialOffers.id, id)))
    .returning({ id: specialOffers.id });
  return rows.length === 1;
}

/** The deleted offer's name, or null when this shop has no such offer. */
export async function deleteOffer(scope: ShopScope, id: number): Promise<{ name: string } | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .delete(specialOffers)
    .where(and(eq(specialOffers.shopId, shopId), eq(specialOffers.id, id)))
    .returning({ name: specialOffers.name });
  return row ?? null;
}
