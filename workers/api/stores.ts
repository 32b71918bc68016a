import { type Context, Hono } from "hono";
import { catalogueTag } from "#app/domain/catalogue-text";
import { rules } from "#app/domain/field-rules";
import { zField } from "#app/domain/field-schemas";
import { refusalAnswer } from "#app/domain/order-outcome";
import { orderRequestSchema, requestRefusal } from "#app/domain/order-request";
import { z } from "#app/domain/zod";
import { closedStoreJson } from "#app/server/closed-store.server";
import { recordCustomerEntry } from "#app/server/customer-entries.server";
import { getDb } from "#app/server/db.server";
import { announceNewOrder } from "#app/server/live.server";
import { englishTexts, placeOrder } from "#app/server/orders.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { readsOf } from "#app/server/replica-reads.server";
import { moveLock } from "#app/server/shop-data/move.server";
import { restoreLock } from "#app/server/shop-data/restore.server";
import { resolveStore, type StoreScope } from "#app/server/store-scope.server";
import { loadCatalogueText } from "#app/server/storefront.server";
import { type Throttled, throttleClient, throttleStorefront } from "#app/server/storefront-limits.server";
import { clientKeyOf } from "../app-context";
import { keptCatalogueText } from "../catalogue-cache";
import { STORE_CACHE_HEADER } from "../store-page-cache";

/**
 * The storefront's calls, under /api/v1/stores/{shopUrl or shopUrl_dealer}. The store is resolved like its page
 * (a shop's own host name wins over the segment).
 */
type StoresEnv = { Bindings: Env; Variables: { store: StoreScope } };
export const stores = new Hono<StoresEnv>();

stores.use("/:segment/*", async (c, next) => {
  const segment = new URL(`/${c.req.param("segment")}`, c.req.url);
  const resolution = await resolveStore(c.env, getDb(c.env.DB), segment, readsOf(c.req.raw));
  if (resolution.kind !== "store") return c.json({ error: "This store link is not valid." }, 404);
  if (resolution.store.shop.closedAt) return closedStoreJson(resolution.store.shop);
  c.set("store", resolution.store);
  await next();
});

/** A client (or, in a flood, every client of the shop) over its limit: 429 with a sentence and Retry-After. */
async function busy(c: Context<StoresEnv>, throttled: Throttled) {
  c.header("Retry-After", String(Math.ceil(throttled.retryAfterMs / 1000)));
  const { status, body } = refusalAnswer(
    { code: "rateLimited", scope: throttled.scope },
    "Yaadi",
    await englishTexts(),
  );
  return c.json(body, status);
}

/**
 * POST …/orders: places an order; prices and totals are the server's (see placeOrder). A refusal answers with its
 * code and details (app/domain/order-outcome.ts) and the text in `error`.
 *
 * What counts where (app/server/storefront-limits.server.ts): a retry of a placed order is answered from its stored
 * answer and counts nowhere; every other post counts against its client, junk included; only an order that passed
 * every check counts against the shop, so unreadable or invalid posts from any number of addresses never close it.
 */
stores.post("/:segment/orders", async (c) => {
  const store = c.get("store");
  const parsed = orderRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    const client = await throttleClient(store, "order", clientKeyOf(c));
    if (client) return busy(c, client);
    // These refusals' texts do not depend on the list word.
    const { status, body } = refusalAnswer(requestRefusal(parsed.error), "Yaadi", await englishTexts());
    return c.json(body, status);
  }
  const origin = publicOrigin(c.env, new URL(c.req.url));
  const result = await placeOrder(store, parsed.data, { origin, clientKey: clientKeyOf(c) });
  if (result.ok) {
    if (result.fresh) c.executionCtx.waitUntil(announceNewOrder(c.env, getDb(c.env.DB), store.shop, result.fresh));
    return c.json(result.order, 201);
  }
  if (result.throttled) return busy(c, result.throttled);
  const { status, body } = refusalAnswer(result.refusal, result.listWord, await englishTexts());
  return c.json(body, status);
});

const customerEntrySchema = z.object({
  name: zField(rules.customerName),
  whatsApp: zField(rules.customerWhatsApp),
  address: zField(rules.customerAddress),
});

/**
 * POST …/customer-entries: a customer entered their details (the Customer Visits report counts these). As for orders,
 * every post counts against its client, and only a valid entry against the shop.
 */
stores.post("/:segment/customer-entries", async (c) => {
  const store = c.get("store");
  const parsed = customerEntrySchema.safeParse(await c.req.json().catch(() => null));
  const throttled = parsed.success
    ? await throttleStorefront(store, "customerEntry", clientKeyOf(c))
    : await throttleClient(store, "customerEntry", clientKeyOf(c));
  if (throttled) return busy(c, throttled);
  if (!parsed.success) return c.json({ error: parsed.error.issues[0]!.message }, 400);
  // While the shop is restored from a backup its rows are being replaced (0037), and while it is moved to another cell
  // they are being copied (0041): the visit is not recorded.
  const [restoring, moving] = await Promise.all([
    restoreLock(store.db, store.shop.id),
    moveLock(store.db, store.shop.id),
  ]);
  if (restoring || moving) return c.body(null, 204);
  await recordCustomerEntry(store, parsed.data);
  return c.body(null, 204);
});

/** A year: a catalogue asked for by its current tag never changes under that address. */
const KEPT_FOR_GOOD = "public, max-age=31536000, immutable";

/**
 * GET …/catalogue?v={tag}: the store's catalogue text (app/domain/catalogue-text.ts), which the store page fetches
 * once its scripts run. Asked for by the current tag, it is the same text for as long as the address exists, so
 * browsers and the edge keep it. Any other tag (a page kept from before the shop's last change) gets today's text,
 * which nobody keeps.
 */
stores.get("/:segment/catalogue", async (c) => {
  const store = c.get("store");
  const tag = catalogueTag({ shopId: store.shop.id, version: store.shop.catalogueVersion });
  const load = () => loadCatalogueText(store);
  // Development only: a benchmark asks for what a miss costs (bench/store-throughput.ts), as for the store page.
  const missWanted = c.env.ENVIRONMENT === "development" && c.req.header(STORE_CACHE_HEADER) === "BYPASS";
  const text = missWanted
    ? await load()
    : await keptCatalogueText(new URL(c.req.url).origin, tag, load, c.executionCtx as ExecutionContext);
  const cacheControl = c.req.query("v") === tag ? KEPT_FOR_GOOD : "no-store";
  return c.body(text, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl });
});
