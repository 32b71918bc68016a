import type { Db } from "../db.server";

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
