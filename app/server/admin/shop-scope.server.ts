import { shopDatabase } from "../cells.server";
import type { Db } from "../db.server";
import type { Shop } from "../shops.server";

declare const boundToShop: unique symbol;

/**
 * The database as one shop's admin may use it: every repository of the admin panel takes a ShopScope instead of a
 * bare shop id, and only the admin pipeline makes one — from the signed-in session, never from a request field. So
 * "every tenant query is scoped by the session's shop" holds by type: a loader cannot hand a repository an id it read
 * from the browser.
 *
 * Two databases (docs/decisions/0041): `db` is the shop's cell, which holds its catalogue, orders, bills and every
 * other row of its own; `directory` holds the platform's tables — the shop's own row (its name, address, plan,
 * logo), its admins, its payments to the platform and its push devices. For a shop in cell 0 they are one database.
 */
export type ShopScope = {
  readonly db: Db;
  readonly directory: Db;
  readonly shopId: number;
  /** The number of the shop's cell, for the jobs its screens queue (they open the cell again by it). */
  readonly cell: number;
  readonly [boundToShop]: true;
};

/**
 * For the admin pipeline (and tests that call repositories directly); routes get their scope from the pipeline.
 * Without a directory the shop is taken to be in cell 0, where the two are one database.
 */
export function bindToShop(db: Db, shopId: number, directory: Db = db, cell = 0): ShopScope {
  return { db, directory, shopId, cell } as ShopScope;
}

/**
 * The scope of a shop the directory found (the signed-in admin's): the database of the shop's cell
 * (docs/decisions/0041), bound to its id, with the directory beside it.
 */
export function scopeOfShop(app: { env: Env; db: Db }, shop: Pick<Shop, "id" | "cell">): ShopScope {
  return bindToShop(shopDatabase(app.env, app.db, shop), shop.id, app.db, shop.cell);
}
