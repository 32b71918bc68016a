import { and, eq, type SQL, sql } from "drizzle-orm";
import type { LiveOrder } from "#app/domain/orders/live-order";
import { products, shopSettings } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { idempotencyKeys, shopTypes } from "#db/schema/platform";
import type { ListWord } from "../domain/cart";
import { NO_ORDER_SETTINGS, type OrderTotals } from "../domain/order";
import type { OrderRefusal, PlacedOrder } from "../domain/order-outcome";
import type { OrderRequest } from "../domain/order-request";
import { checkOrder, type PricedLine } from "../domain/place-order";
import { orderMessage, whatsAppLink } from "../domain/whatsapp";
import { makeYaadiUrl } from "../domain/yaadi-url";
import { figuresOf, loadBook } from "../i18n/book";
import { DEFAULT_LOCALE, ENGLISH, isDigits, type Writing } from "../i18n/locale";
import { STORE_BOOK, type StoreTexts } from "../i18n/store";
import { whatsAppTexts } from "../i18n/store/whatsapp";
import { rateLimitHit, rateLimitOutcome } from "./auth/rate-limit.server";
import { insertWhereStatements, runBatch } from "./db.server";
import { activeMoveOf, moveLock, notMoving } from "./shop-data/move.server";
import { lastRestoreOf, locksShop } from "./shop-data/restore.server";
import type { StoreScope } from "./store-scope.server";
import { STOREFRONT_LIMITS, storefrontLimitKey, type Throttled } from "./storefront-limits.server";
import { yaadiLineRows } from "./yaadi-lines.server";

/*
 * A customer's order in three D1 round trips (docs/decisions/0027): the store was resolved in one (StoreScope); one
 * batch reads all a decision needs and counts the post against its phone; one batch counts the order against the
 * shop and stores it only if that count allows. The checks between them are pure (checkOrder).
 */

export type PlaceOrderResult =
  /** `fresh`: the order this request stored (a retry of a stored one answers without it), for the shop's panels. */
  | { ok: true; order: PlacedOrder; fresh?: LiveOrder }
  | { ok: false; refusal: OrderRefusal; listWord: ListWord; throttled?: Throttled };

export type PlaceOrderOptions = {
  /** The address the order page's link starts with. */
  origin: string;
  /** Who posted it (the connecting address): every post but a retry of a placed order counts against its client. */
  clientKey: string;
  now?: Date;
};

const ORDER_SCOPE = "order";

/** Whether an order post with this key was stored before (a retry: a slow network, an order kept offline). */
const keyUsed = (shopId: number, key: string): SQL =>
  sql`exists (select 1 from idempotency_keys where shop_id = ${shopId} and scope = ${ORDER_SCOPE} and key = ${key})`;

/** The yaadi an earlier post with this key stored, with what its answer needs. */
function earlierOrder({ db, shop }: StoreScope, key: string) {
  return db
    .select({
      id: yaadies.id,
      url: yaadies.url,
      customerName: yaadies.customerName,
      netPaise: yaadies.netPaise,
      itemCount: sql<number>`(select count(*) from yaadi_lines l where l.shop_id = ${yaadies.shopId} and l.yaadi_id = ${yaadies.id})`,
      dealerWhatsApp: dealers.whatsApp,
    })
    .from(idempotencyKeys)
    .innerJoin(
      yaadies,
      and(
        eq(yaadies.shopId, idempotencyKeys.shopId),
        eq(yaadies.url, sql`json_extract(${idempotencyKeys.response}, '$.yaadiUrl')`),
      ),
    )
    .leftJoin(dealers, and(eq(dealers.shopId, yaadies.shopId), eq(dealers.id, yaadies.dealerId)))
    .where(
      and(eq(idempotencyKeys.shopId, shop.id), eq(idempotencyKeys.scope, ORDER_SCOPE), eq(idempotencyKeys.key, key)),
    )
    .limit(1);
}

type StoredOrder = {
  id: number;
  url: string;
  customerName: string;
  netPaise: number;
  itemCount: number;
  /** The dealer whose link it came through: WhatsApp opens to them instead of the shop. */
  dealerWhatsApp: string | null;
};

/** How the order's answer is written: the customer's language, the shop's digits, and where its page is. */
type Answering = { t: StoreTexts; writing: Writing; origin: string };

/**
 * The store's texts in the order's language, with the shop's digits (a dynamic import, bundled on the server: no
 * round trip).
 */
async function textsFor(writing: Writing): Promise<StoreTexts> {
  const book = await loadBook(STORE_BOOK, writing.locale);
  return book(figuresOf(writing));
}

/** The specs' English texts: what a refusal's `error` says to anyone reading the API's answer. */
export const englishTexts = (): Promise<StoreTexts> =>
  loadBook(STORE_BOOK, DEFAULT_LOCALE).then((book) => book(figuresOf(ENGLISH)));

/**
 * The answer for a stored order: what the page needs to open WhatsApp with the order's message, written in the
 * customer's language. The order page's link names that language, so it opens in it (English's stays as it was).
 */
function answerFor(store: StoreScope, order: StoredOrder, listWord: ListWord, how: Answering): PlacedOrder {
  const asked = how.writing.locale === DEFAULT_LOCALE ? "" : `?lang=${how.writing.locale}`;
  const text = orderMessage(
    {
      shopName: store.shop.name,
      customerName: order.customerName,
      listWord,
      yaadiId: order.id,
      itemCount: order.itemCount,
      netPaise: order.netPaise,
      orderPageUrl: `${how.origin}/yaadilist/${order.url}${asked}`,
    },
    whatsAppTexts(how.writing),
  );
  return {
    yaadiId: order.id,
    yaadiUrl: order.url,
    itemCount: order.itemCount,
    netPaise: order.netPaise,
    whatsAppLink: whatsAppLink(order.dealerWhatsApp ?? store.shop.whatsApp, text),
  };
}

/**
 * Everything the order's decision needs, in one batch: an earlier answer for its key, the post counted against its
 * client (unless it is a retry), the list word, the shop's order settings and every product it names (hidden and
 * out-of-stock ones too: checkOrder tells the customer which) — the ids travel as one JSON text, so an order of
 * 1,000 lines is one statement within D1's 100 parameters.
 */
function readForOrder(store: StoreScope, request: OrderRequest, clientKey: string, now: number) {
  const { db, shop } = store;
  const ids = JSON.stringify([...new Set(request.lines.map((l) => l.productId))]);
  const client = STOREFRONT_LIMITS.order.perClient;
  return db.batch([
    earlierOrder(store, request.idempotencyKey),
    rateLimitHit(
      db,
      storefrontLimitKey("order", shop.id, clientKey),
      client,
      now,
      sql`not ${keyUsed(shop.id, request.idempotencyKey)}`,
    ),
    db.select({ listWord: shopTypes.listWord }).from(shopTypes).where(eq(shopTypes.id, shop.shopTypeId)).limit(1),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
    db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shop.id), sql`${products.id} in (select value from json_each(${ids}))`)),
    lastRestoreOf(db, shop.id),
    activeMoveOf(db, shop.id),
  ]);
}

type Row = typeof products.$inferSelect;

/**
 * The order's own guard that this cell is the shop's while it is written (docs/decisions/0041): no move is copying
 * the shop away or clearing what it left, and the cell still holds the shop (a request that read the directory just
 * before a move finds, once the move is done, no row of the shop in the old cell — or, in cell 0, the directory's row
 * naming the new cell).
 */
const takesWrites = (shop: StoreScope["shop"]) =>
  sql`exists (select 1 from shops where id = ${shop.id} and cell = ${shop.cell}) and ${notMoving(shop.id)}`;

/**
 * Counts the order against the shop and stores it, its lines and its request key, in one batch: all or nothing. The
 * order is written only if the shop's count (the batch's first statement) is within its hourly limit, and its lines
 * and key only if the order was; so a shop over its limit stores nothing. A concurrent post with the same key makes
 * the batch fail whole (the key is unique per shop), and the first order stands.
 */
async function storeOrder(
  store: StoreScope,
  request: OrderRequest,
  lines: PricedLine<Row>[],
  totals: OrderTotals,
  now: Date,
): Promise<{ stored: { id: number; url: string } | null; throttled: Throttled | null } | null> {
  const { db, shop, dealer } = store;
  const perShop = STOREFRONT_LIMITS.order.perShop;
  const shopKey = storefrontLimitKey("order", shop.id);
  const url = makeYaadiUrl(shop.url, now, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const thisYaadi = and(eq(yaadies.shopId, shop.id), eq(yaadies.url, url));
  const written = sql`exists (select 1 from yaadies where shop_id = ${shop.id} and url = ${url})`;
  const { name: customerName, whatsApp: customerWhatsApp, address: customerAddress } = request.customer;
  const results = await runBatch(db, [
    rateLimitHit(db, shopKey, perShop, now.getTime()),
    ...insertWhereStatements(
      db,
      yaadies,
      [
        {
          shopId: shop.id,
          url,
          customerName,
          customerWhatsApp,
          customerAddress,
          dealerId: dealer?.id ?? null,
          ...totals,
          createdAt: now,
        },
      ],
      sql`(select count from rate_limits where key = ${shopKey}) <= ${perShop.limit} and ${takesWrites(shop)}`,
    ),
    ...insertWhereStatements(
      db,
      yaadiLines,
      yaadiLineRows(shop.id, sql`(select id from yaadies where shop_id = ${shop.id} and url = ${url})`, lines),
      written,
    ),
    ...insertWhereStatements(
      db,
      idempotencyKeys,
      [{ shopId: shop.id, scope: ORDER_SCOPE, key: request.idempotencyKey, response: { yaadiUrl: url } }],
      written,
    ),
    db.select({ id: yaadies.id }).from(yaadies).where(thisYaadi).limit(1),
  ]).catch(() => null);
  if (!results) return null;
  const count = results[0]?.results[0] as { count: number; window_start: number } | undefined;
  const shopCount = rateLimitOutcome(
    count && { count: count.count, windowStart: new Date(count.window_start) },
    perShop,
    now.getTime(),
  );
  const id = (results.at(-1)?.results[0] as { id: number } | undefined)?.id;
  return {
    stored: id === undefined ? null : { id, url },
    throttled: shopCount.allowed ? null : { scope: "shop", retryAfterMs: shopCount.retryAfterMs },
  };
}

/**
 * Places a customer's order for the store: read (one batch) → a retry answers the first order → the client's limit →
 * the store takes orders → checkOrder (pure: the catalogue's prices must be the ones the customer saw, DECISIONS.md)
 * → count against the shop and store (one batch). Only an order that passed every check counts against the shop, so
 * junk from any number of addresses cannot close a shop's store.
 */
export async function placeOrder(
  store: StoreScope,
  request: OrderRequest,
  { origin, clientKey, now = new Date() }: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const { shop } = store;
  const writing: Writing = {
    locale: request.locale ?? DEFAULT_LOCALE,
    digits: isDigits(shop.digits) ? shop.digits : "latn",
  };
  const [[[earlier], [clientCount], [type], [settings], catalogue, restore, moving], t] = await Promise.all([
    readForOrder(store, request, clientKey, now.getTime()),
    textsFor(writing),
  ]);
  const how: Answering = { t, writing, origin };
  const listWord = type?.listWord ?? "Yaadi";
  if (earlier) return { ok: true, order: answerFor(store, earlier, listWord, how) };
  const client = rateLimitOutcome(clientCount, STOREFRONT_LIMITS.order.perClient, now.getTime());
  if (!client.allowed) {
    const throttled: Throttled = { scope: "client", retryAfterMs: client.retryAfterMs };
    return { ok: false, refusal: { code: "rateLimited", scope: "client" }, listWord, throttled };
  }
  // A store that is not activated only lets guests browse (spec 1 §2); a disabled one says it takes no orders, as
  // its page does.
  if (shop.status === "disabled") return { ok: false, refusal: { code: "paused" }, listWord };
  if (shop.status !== "ready") return { ok: false, refusal: { code: "notActivated" }, listWord };
  if (locksShop(restore)) return { ok: false, refusal: { code: "restoring" }, listWord };
  if (moving.length > 0) return { ok: false, refusal: { code: "moving" }, listWord };
  const checked = checkOrder(request, new Map(catalogue.map((p) => [p.id, p])), settings ?? NO_ORDER_SETTINGS);
  if (!checked.ok) return { ok: false, refusal: checked.refusal, listWord };

  const outcome = await storeOrder(store, request, checked.lines, checked.totals, now);
  if (outcome?.throttled) {
    return { ok: false, refusal: { code: "rateLimited", scope: "shop" }, listWord, throttled: outcome.throttled };
  }
  if (outcome?.stored) {
    const { id, url } = outcome.stored;
    const order = { id, url, customerName: request.customer.name, netPaise: checked.totals.netPaise };
    const dealerWhatsApp = store.dealer?.whatsApp ?? null;
    return {
      ok: true,
      order: answerFor(store, { ...order, itemCount: checked.lines.length, dealerWhatsApp }, listWord, how),
      fresh: { id, customerName: order.customerName, netPaise: order.netPaise, placedAt: now.getTime() },
    };
  }
  // The batch failed: most likely a concurrent post with the same key stored the order first.
  const [first] = await earlierOrder(store, request.idempotencyKey);
  if (first) return { ok: true, order: answerFor(store, first, listWord, how) };
  // Or a move of the shop to another cell began between the reads and the write, which refused it.
  if (await moveLock(store.db, shop.id)) return { ok: false, refusal: { code: "moving" }, listWord };
  return { ok: false, refusal: { code: "failed" }, listWord };
}
