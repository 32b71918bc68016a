import { and, eq, inArray, or } from "drizzle-orm";
import { pagePathOf } from "#app/server/request/page-path.server";
import { dealers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { dealerReadings, isReservedShopUrl, looksLikeShopSegment, toShopUrl } from "../domain/shop-url";
import { cellDatabase, shopDatabase } from "./cells.server";
import type { Db } from "./db.server";
import { nearestCopy, type Reads } from "./replica-reads.server";
import { type Dealer, findDealerByLink, findStoreByDomain, findStoreByUrl, type Shop } from "./shops.server";

declare const resolvedStore: unique symbol;

/**
 * The store a request is for and the database as that store's customers may use it, resolved once per request by the
 * Worker (resolveStore) and handed to everything the storefront does — its page, orders, visits, catalogue — the way
 * ShopScope is for the admin panel: nothing takes a shop id from the browser, and nothing resolves the store again.
 */
export type StoreScope = {
  readonly db: Db;
  readonly shop: Shop;
  /** The dealer whose link the store was opened through (always this shop's), if any. */
  readonly dealer: Dealer | null;
  readonly via: "host" | "domain" | "path";
  /** Prefix of in-store links: "" when the host names the shop, "/{shopUrl}" (or "/{shopUrl}_{dealer}") otherwise. */
  readonly basePath: string;
  readonly [resolvedStore]: true;
};

export type StoreResolution =
  | { kind: "none" }
  | { kind: "store"; store: StoreScope }
  /** Not a store: redirect to the home page with the invalid-URL notice. */
  | { kind: "invalid"; homeUrl: string }
  /** The store exists under its lowercase URL. */
  | { kind: "canonical"; location: string };

/** For resolveStore (and tests that call the storefront's services directly). */
export function storeScope(db: Db, found: Omit<StoreScope, "db" | typeof resolvedStore>): StoreScope {
  return { db, ...found } as StoreScope;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

function subdomainOf(hostname: string, rootDomain: string): string | null {
  for (const root of new Set([rootDomain, "localhost"])) {
    if (hostname.endsWith(`.${root}`)) {
      const sub = hostname.slice(0, -root.length - 1);
      return sub.includes(".") ? null : sub;
    }
  }
  return null;
}

function homeOf(url: URL, rootDomain: string): string {
  const onLocal = url.hostname === "localhost" || url.hostname.endsWith(".localhost");
  const host = onLocal ? "localhost" : rootDomain;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}/?invalid=1`;
}

/**
 * Resolution order (docs/decisions/0002): {shop}.{ROOT_DOMAIN} or {shop}.localhost, then a custom domain, then the
 * first path segment — the whole segment as a shop, else {shopUrl}_{dealer} with the longest shop URL. Each is one
 * D1 round trip: a segment's every reading is asked in one batch.
 */
export async function resolveStore(env: Env, db: Db, url: URL, reads: Reads = "primary"): Promise<StoreResolution> {
  const rootDomain = env.ROOT_DOMAIN;
  // The store's scope reads and writes in the shop's cell (docs/decisions/0041); the shop is found in the directory,
  // always on its primary. A visitor's reads may come from the cell's nearest copy (replica-reads.server.ts).
  const scopeOf = async (found: Omit<StoreScope, "db" | typeof resolvedStore>) => {
    if (reads === "replica") {
      const nearest = nearestCopy(cellDatabase(env, found.shop.cell));
      const shop = await withCellVersion(nearest, found.shop);
      if (shop) return storeScope(nearest, { ...found, shop });
    }
    const cell = shopDatabase(env, db, found.shop);
    const shop = found.shop.cell === 0 ? found.shop : await withCellVersion(cell, found.shop);
    if (!shop) throw new Error(`Shop ${found.shop.id} is in cell ${found.shop.cell}, which holds no row of it`);
    return storeScope(cell, { ...found, shop });
  };
  const hostname = url.hostname.toLowerCase();
  const sub = subdomainOf(hostname, rootDomain);
  if (sub !== null && sub !== "www") {
    const shop = looksLikeShopSegment(sub) && !isReservedShopUrl(sub) ? await findStoreByUrl(db, sub) : undefined;
    return shop && !shop.hiddenAt
      ? { kind: "store", store: await scopeOf({ shop, dealer: null, via: "host", basePath: "" }) }
      : { kind: "invalid", homeUrl: homeOf(url, rootDomain) };
  }
  if (sub === null && hostname !== rootDomain && !LOCAL_HOSTS.has(hostname)) {
    const shop = await findStoreByDomain(db, hostname);
    if (shop && !shop.hiddenAt)
      return { kind: "store", store: await scopeOf({ shop, dealer: null, via: "domain", basePath: "" }) };
  }

  const pathname = pagePathOf(url);
  const segment = pathname.split("/")[1] ?? "";
  if (!segment || !looksLikeShopSegment(segment) || isReservedShopUrl(segment)) return { kind: "none" };
  const wanted = toShopUrl(segment);
  if (wanted !== segment) {
    const rest = url.pathname.slice(segment.length + 1);
    return { kind: "canonical", location: `/${wanted}${rest}${url.search}` };
  }
  const found = await findBySegment(env, db, wanted);
  // An inspection copy (docs/decisions/0037 "Import") is no store to customers until the owner shows it.
  return found && !found.shop.hiddenAt
    ? { kind: "store", store: await scopeOf({ ...found, via: "path", basePath: `/${wanted}` }) }
    : { kind: "invalid", homeUrl: "/?invalid=1" };
}

/**
 * The catalogue's version as the database the store reads has it: a shop in a cell of its own keeps it there (the
 * cell's triggers raise it on the cell's copy of the shop's row, docs/decisions/0041), and a copy of a database has
 * its own. The store page's cache key must follow the rows it is made from. Null when that database holds no row of
 * the shop (a copy a moment behind a move).
 */
async function withCellVersion(cell: Db, shop: Shop): Promise<Shop | null> {
  const [row] = await cell
    .select({ version: shops.catalogueVersion })
    .from(shops)
    .where(eq(shops.id, shop.id))
    .limit(1);
  return row ? { ...shop, catalogueVersion: row.version } : null;
}

/**
 * The segment as a shop, else as the first reading {shopUrl}_{dealer} that names a shop with the dealer facility.
 * Dealers' links are a shop's own rows, in its cell: the directory's batch finds those of cell 0 (the directory's own
 * database) with the shops, and a shop in another cell is asked once more, in its cell.
 */
async function findBySegment(env: Env, db: Db, segment: string): Promise<{ shop: Shop; dealer: Dealer | null } | null> {
  const readings = dealerReadings(segment).filter((r) => !isReservedShopUrl(r.shopUrl));
  if (readings.length === 0) {
    const shop = await findStoreByUrl(db, segment);
    return shop ? { shop, dealer: null } : null;
  }
  const [candidates, links] = await db.batch([
    db
      .select()
      .from(shops)
      .where(and(inArray(shops.url, [segment, ...readings.map((r) => r.shopUrl)]), eq(shops.isMaster, 0))),
    db
      .select({ dealer: dealers, shopUrl: shops.url })
      .from(dealers)
      .innerJoin(shops, eq(shops.id, dealers.shopId))
      .where(
        and(
          eq(shops.isMaster, 0),
          or(...readings.map((r) => and(eq(shops.url, r.shopUrl), eq(dealers.link, r.dealerLink.toLowerCase())))),
        ),
      ),
  ]);
  const whole = candidates.find((c) => c.url === segment);
  if (whole) return { shop: whole, dealer: null };
  // Readings are longest shop URL first; the first that names a shop decides.
  const reading = readings.find((r) => candidates.some((c) => c.url === r.shopUrl));
  const owner = reading && candidates.find((c) => c.url === reading.shopUrl);
  if (!reading || !owner || owner.dealerFacility !== 1) return null;
  const dealer =
    owner.cell === 0
      ? links.find((l) => l.shopUrl === owner.url)?.dealer
      : await findDealerByLink(shopDatabase(env, db, owner), owner.id, reading.dealerLink);
  return dealer ? { shop: owner, dealer } : null;
}
