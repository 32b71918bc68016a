import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { capturingShopUrls } from "#app/domain/admin/dealer";
import type { DealerInput } from "#app/domain/admin/dealer-schema";
import { dealers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { hashPassword } from "../auth/password.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's dealers (spec 3 §2 "Dealers"). Only a shop with the dealer facility reaches these: the dealer screens
 * and the download sit behind the "dealers" gate (app/server/panel/gate.server.ts), which reads the shop as it is
 * at the start of each request. Every query is scoped by the shop id. The password is kept only as a hash, and no
 * function here ever returns it.
 */

/** What the screens may see of a dealer: never the password hash. */
export type DealerRow = { id: number; name: string; whatsApp: string; link: string; createdAt: Date };

/**
 * The link is another dealer's of this shop (null: one who took it in the same moment and is gone again), or another
 * store would open instead of this dealer.
 */
export type LinkRefusal =
  | { ok: false; reason: "linkUsed"; dealerName: string | null }
  | { ok: false; reason: "linkIsStore"; storeUrl: string };

const columns = {
  id: dealers.id,
  name: dealers.name,
  whatsApp: dealers.whatsApp,
  link: dealers.link,
  createdAt: dealers.createdAt,
};

/** By name. */
export async function listDealers(scope: ShopScope): Promise<DealerRow[]> {
  const { db, shopId } = scope;
  return db.select(columns).from(dealers).where(eq(dealers.shopId, shopId)).orderBy(asc(dealers.name), asc(dealers.id));
}

export async function getDealer(scope: ShopScope, id: number): Promise<DealerRow | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .select(columns)
    .from(dealers)
    .where(and(eq(dealers.shopId, shopId), eq(dealers.id, id)))
    .limit(1);
  return row ?? null;
}

/** This shop's other dealer holding `link`, if any. */
async function dealerWithLink(
  scope: ShopScope,
  link: string,
  exceptId: number | null,
): Promise<{ name: string } | undefined> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({ name: dealers.name })
    .from(dealers)
    .where(
      and(eq(dealers.shopId, shopId), eq(dealers.link, link), exceptId === null ? undefined : ne(dealers.id, exceptId)),
    )
    .limit(1);
  return row;
}

/**
 * Why `link` cannot be this dealer's, or null: another dealer of the shop has it (the unique index would refuse it
 * anyway, with a 500), or a store — master catalogues included, to be safe — holds {shopUrl}_{link} or a longer reading
 * of it, and tenant resolution would open that store instead.
 */
async function linkConflict(
  scope: ShopScope,
  shopUrl: string,
  link: string,
  exceptId: number | null,
): Promise<LinkRefusal | null> {
  const other = await dealerWithLink(scope, link, exceptId);
  if (other) return { ok: false, reason: "linkUsed", dealerName: other.name };
  const candidates = capturingShopUrls(shopUrl, link);
  const [store] = await scope.directory
    .select({ url: shops.url })
    .from(shops)
    .where(inArray(shops.url, candidates))
    .limit(1);
  return store ? { ok: false, reason: "linkIsStore", storeUrl: store.url } : null;
}

/** The error's message and its causes' (drizzle wraps D1's own error, which names the constraint, as the cause). */
const messagesOf = (error: unknown): string =>
  error instanceof Error ? `${error.message}\n${messagesOf(error.cause)}` : String(error ?? "");

/** Whether a write failed on the unique (shop_id, link) index of dealers. */
export const isDuplicateLink = (error: unknown): boolean =>
  /UNIQUE constraint failed: dealers\.shop_id, dealers\.link/.test(messagesOf(error));

/** Two saves of the same link at once: the second meets the unique index after the check; answered like the check. */
async function linkRaceRefusal(
  scope: ShopScope,
  error: unknown,
  link: string,
  exceptId: number | null,
): Promise<LinkRefusal> {
  if (!isDuplicateLink(error)) throw error;
  const other = await dealerWithLink(scope, link, exceptId);
  return { ok: false, reason: "linkUsed", dealerName: other?.name ?? null };
}

/** `shopUrl`: the shop's store address, which the dealer's link extends ({shopUrl}_{link}). */
export async function addDealer(
  scope: ShopScope,
  shopUrl: string,
  input: DealerInput,
): Promise<{ ok: true; id: number } | LinkRefusal> {
  const { db, shopId } = scope;
  const conflict = await linkConflict(scope, shopUrl, input.link, null);
  if (conflict) return conflict;
  const { password, ...fields } = input;
  try {
    const [row] = await db
      .insert(dealers)
      .values({ shopId, ...fields, passwordHash: await hashPassword(password) })
      .returning({ id: dealers.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    return linkRaceRefusal(scope, error, input.link, null);
  }
}

/** An empty password keeps the stored hash; a new one replaces it. */
export async function updateDealer(
  scope: ShopScope,
  shopUrl: string,
  id: number,
  input: DealerInput,
): Promise<{ ok: true; id: number } | { ok: false; reason: "notFound" } | LinkRefusal> {
  const { db, shopId } = scope;
  const conflict = await linkConflict(scope, shopUrl, input.link, id);
  if (conflict) return conflict;
  const { password, ...fields } = input;
  try {
    const [row] = await db
      .update(dealers)
      .set({
        ...fields,
        ...(password === "" ? {} : { passwordHash: await hashPassword(password) }),
        updatedAt: new Date(),
      })
      .where(and(eq(dealers.shopId, shopId), eq(dealers.id, id)))
      .returning({ id: dealers.id });
    return row ? { ok: true, id: row.id } : { ok: false, reason: "notFound" };
  } catch (error) {
    return linkRaceRefusal(scope, error, input.link, id);
  }
}

/** The dealer's past yaadies stay, without the dealer (yaadies.dealer_id is ON DELETE SET NULL); the link ends at once. */
export async function deleteDealer(scope: ShopScope, id: number): Promise<{ name: string } | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .delete(dealers)
    .where(and(eq(dealers.shopId, shopId), eq(dealers.id, id)))
    .returning({ name: dealers.name });
  return row ?? null;
}
