import { and, eq, gt } from "drizzle-orm";
import { rateLimits } from "#db/schema/platform";
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from "./auth/rate-limit.server";
import type { Db } from "./db.server";
import type { StoreScope } from "./store-scope.server";

/*
 * Limits on what anyone may send a store without signing in. A phone places an order or two in a visit and never needs
 * more than a few a minute; a busy kirana takes about 100 orders in its rush hour. The limits sit well above both, and
 * a client is counted per shop: many customers share one carrier address (CGNAT), so one shop's rush does not refuse
 * another shop's customers. They stop scripts from flooding a shop's order list and its visits report.
 */
export const STOREFRONT_LIMITS = {
  order: { perClient: { limit: 20, windowMs: 10 * 60_000 }, perShop: { limit: 500, windowMs: 60 * 60_000 } },
  customerEntry: { perClient: { limit: 30, windowMs: 10 * 60_000 }, perShop: { limit: 2000, windowMs: 60 * 60_000 } },
} satisfies Record<string, { perClient: RateLimitRule; perShop: RateLimitRule }>;

export type Throttled = { scope: "client" | "shop"; retryAfterMs: number };

type StorefrontAction = keyof typeof STOREFRONT_LIMITS;

/** A storefront limit's counter: a client's in one shop, or the whole shop's when no client is named. */
export const storefrontLimitKey = (action: StorefrontAction, shopId: number, clientKey?: string) =>
  clientKey === undefined ? `${action}:shop:${shopId}` : `${action}:client:${shopId}:${clientKey}`;

const throttled = (scope: Throttled["scope"], result: RateLimitResult): Throttled | null =>
  result.allowed ? null : { scope, retryAfterMs: result.retryAfterMs };

/**
 * Counts one post from a client, whatever it holds: a phone (or script) sending junk is stopped here, per shop, and
 * never touches the shop's own count. Null when it may go on. (An order counts its posts inside placeOrder's reads.)
 */
export async function throttleClient(
  store: StoreScope,
  action: StorefrontAction,
  clientKey: string,
  now = Date.now(),
): Promise<Throttled | null> {
  const key = storefrontLimitKey(action, store.shop.id, clientKey);
  return throttled("client", await hitRateLimit(store.db, key, STOREFRONT_LIMITS[action].perClient, now));
}

/**
 * Counts one customer entry (or order) the shop is about to take. Only a post that was read and validated is
 * counted: posts of `{}` from many addresses cannot close a shop's store.
 */
export async function throttleShop(
  store: StoreScope,
  action: StorefrontAction,
  now = Date.now(),
): Promise<Throttled | null> {
  const key = storefrontLimitKey(action, store.shop.id);
  return throttled("shop", await hitRateLimit(store.db, key, STOREFRONT_LIMITS[action].perShop, now));
}

/** Both, as one good post meets them: the client first, and a client over its limit is not counted against the shop. */
export async function throttleStorefront(
  store: StoreScope,
  action: StorefrontAction,
  clientKey: string,
  now = Date.now(),
): Promise<Throttled | null> {
  return (await throttleClient(store, action, clientKey, now)) ?? throttleShop(store, action, now);
}

/**
 * Yaadi links are unguessable (DECISIONS.md: 12+ random characters), and a client that opens many links that do not
 * exist is refused for the rest of the window, found links included, so guessing cannot go on at speed.
 */
export const YAADI_LINK_MISSES: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };
const missKey = (clientKey: string) => `yaadi-miss:${clientKey}`;

/**
 * Whether the client is refused now, without counting: hitRateLimit counts every call, but a found link must not
 * count as a miss. Reads the same fixed window hitRateLimit keeps (over the limit until the window ends).
 */
export async function yaadiLinksRefused(db: Db, clientKey: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, missKey(clientKey)),
        gt(rateLimits.windowStart, new Date(now - YAADI_LINK_MISSES.windowMs)),
      ),
    )
    .limit(1);
  return (row?.count ?? 0) > YAADI_LINK_MISSES.limit;
}

/** Counts a link that does not exist; true when the client has now gone over the limit. */
export async function countYaadiLinkMiss(db: Db, clientKey: string, now = Date.now()): Promise<boolean> {
  return !(await hitRateLimit(db, missKey(clientKey), YAADI_LINK_MISSES, now)).allowed;
}
