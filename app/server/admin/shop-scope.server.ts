import { shopDatabase } from "../cells.server";
import type { Db } from "../db.server";
import type { Shop } from "../shops.server";

declare const boundToShop: unique symbol;

/**
 * The database as one shop's admin may use it: every repository of the admin panel takes a ShopScope instead of a
 * bare shop id, and only the admin pipeline makes one — from the signed-in session, never from a request field. So
 * "every tenant query is scoped by the session's shop" holds by type: a loader cannot hand a repository an id it read
 * from the browser.
 */
export type ShopScope = { readonly db: Db; readonly shopId: number; readonly [boundToShop]: true };

/** For the admin pipeline (and tests that call repositories directly); routes get their scope from the pipeline. */
export function bindToShop(db: Db, shopId: number): ShopScope {
  return { db, shopId } as ShopScope;
}

/**
 * The scope of a shop the directory found (the signed-in admin's): the database of the shop's cell (docs/decisions/0041),
 * bound to its id.
 */
export function scopeOfShop(app: { env: Env; db: Db }, shop: Pick<Shop, "id" | "cell">): ShopScope {
  return bindToShop(shopDatabase(app.env, app.db, shop), shop.id);
}
