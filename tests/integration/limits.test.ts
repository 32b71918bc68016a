import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isVisible } from "#app/domain/product";
import { recordPayment } from "#app/server/admin/account.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { storeScope } from "#app/server/store-scope.server";
import { STOREFRONT_LIMITS, throttleStorefront, YAADI_LINK_MISSES } from "#app/server/storefront-limits.server";
import { checkImageUpload } from "#app/server/uploads.server";
import { loadYaadiPageFor } from "#app/server/yaadi-page.server";
import { products } from "#db/schema/catalogue";
import { payments, yaadies } from "#db/schema/orders";
import { rateLimits } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, countRows, createTestShop, db, uniqueSuffix } from "./helpers";
import { asSeen, customer, line, newKey, order, post, shopOf } from "./order-helpers";

/* Limits on what anyone may send without signing in (orders, customer entries, order links), and on payment uploads. */
const visitor = asAnonymous();
const app = () => ({ env, db: db() });
const fromClient = (ip: string) => ({ "CF-Connecting-IP": ip });
const clientIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${uniqueSuffix()}`;
const entry = (segment: string, ip: string) =>
  visitor(`/api/v1/stores/${segment}/customer-entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...fromClient(ip) },
    body: JSON.stringify(customer),
  });

/** A body the store's page would post: 10 (kg or pieces) of each of five products the shop sells (its minimums met). */
async function goodOrder(shopUrl: string) {
  const shopId = (await shopOf(shopUrl))!.id;
  const rows = await db().select().from(products).where(eq(products.shopId, shopId));
  const lines = rows.filter((p) => isVisible(p) && p.inStock === 1).slice(0, 5);
  return {
    idempotencyKey: newKey(),
    customer,
    ...(await asSeen(
      shopUrl,
      lines.map((p) => line(p.id, 10_000)),
    )),
  };
}

let veggieId: number;
/** The veggie store as the storefront's services get it (only its shop matters to the limits). */
const veggieStore = async () =>
  storeScope(db(), {
    shop: (await shopOf("demoveggiestore"))!,
    dealer: null,
    via: "path",
    basePath: "/demoveggiestore",
  });
let onionId: number;
beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  veggieId = (await shopOf("demoveggiestore"))!.id;
  onionId = (
    await db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, veggieId), eq(products.name, "Onion")))
  )[0]!.id;
});

describe("orders and customer entries: per client and per shop", () => {
  it(`lets one phone send ${STOREFRONT_LIMITS.order.perClient.limit} order posts in 10 minutes, then answers 429 with a sentence and Retry-After`, async () => {
    const ip = clientIp();
    const { limit } = STOREFRONT_LIMITS.order.perClient;
    for (let i = 0; i < limit; i++)
      expect((await post("demoveggiestore", { bad: true }, fromClient(ip))).status).toBe(400);
    const response = await visitor("/api/v1/stores/demoveggiestore/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromClient(ip) },
      body: "{}",
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      code: "rateLimited",
      scope: "client",
      error: "Too many requests from this phone. Please wait a few minutes and try again.",
    });
    // Even a good order from that phone waits; another phone is not held up.
    const seen = await asSeen("demoveggiestore", [line(onionId, 3000)]);
    expect(
      (await post("demoveggiestore", { idempotencyKey: newKey(), customer, ...seen }, fromClient(ip))).status,
    ).toBe(429);
    expect(
      (await post("demoveggiestore", { idempotencyKey: newKey(), customer, ...seen }, fromClient(clientIp()))).status,
    ).toBe(201);
  });

  it("refuses every client of a shop over the shop's hourly limit, and no other shop", async () => {
    const grocery = (await shopOf("demogrocerystore"))!.id;
    // Setup: the shop has had its hour's worth (as if 500 orders came in).
    await db()
      .insert(rateLimits)
      .values({ key: `order:shop:${grocery}`, windowStart: new Date(), count: STOREFRONT_LIMITS.order.perShop.limit });
    const before = await countRows(yaadies);
    const answer = await post("demogrocerystore", await goodOrder("demogrocerystore"), fromClient(clientIp()));
    expect(await countRows(yaadies)).toBe(before);
    // A post the shop would never take is refused for what it is, not for the shop's flood.
    expect((await post("demogrocerystore", { bad: true }, fromClient(clientIp()))).status).toBe(400);
    expect(answer).toEqual({
      status: 429,
      body: {
        code: "rateLimited",
        scope: "shop",
        error: "This shop is very busy just now. Please try again in a few minutes.",
      },
    });
    expect((await post("demoveggiestore", { bad: true }, fromClient(clientIp()))).status).toBe(400);
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${grocery}`));
  });

  it("takes a kirana's rush hour (100 orders from 100 phones) and a phone's few orders a minute", async () => {
    const now = Date.now();
    for (let i = 0; i < 100; i++)
      expect(await throttleStorefront(await veggieStore(), "order", `rush-${i}-${now}`, now + i * 30_000)).toBeNull();
    for (let i = 0; i < 5; i++)
      expect(await throttleStorefront(await veggieStore(), "order", `phone-${now}`, now + i * 10_000)).toBeNull();
    // A phone that was refused may send again once its window has passed.
    const ip = `window-${now}`;
    for (let i = 0; i < STOREFRONT_LIMITS.order.perClient.limit; i++)
      await throttleStorefront(await veggieStore(), "order", ip, now);
    expect(await throttleStorefront(await veggieStore(), "order", ip, now)).toMatchObject({ scope: "client" });
    expect(
      await throttleStorefront(await veggieStore(), "order", ip, now + STOREFRONT_LIMITS.order.perClient.windowMs),
    ).toBeNull();
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${veggieId}`));
  });

  it("a flood of unreadable or invalid posts from several phones leaves the shop taking real orders", async () => {
    const shopId = (await shopOf("demodryfruitstore"))!.id;
    const { limit } = STOREFRONT_LIMITS.order.perClient;
    const phones = [clientIp(), clientIp(), clientIp()];
    // Setup: the shop's hour is full but for as many posts as these phones may send (as if the flood had run long).
    const room = phones.length * limit;
    await db()
      .insert(rateLimits)
      .values({
        key: `order:shop:${shopId}`,
        windowStart: new Date(),
        count: STOREFRONT_LIMITS.order.perShop.limit - room,
      });
    const junk = [
      "{}",
      "not json",
      // Readable, but not an order the shop would take: a product it does not have, no customer details.
      {
        idempotencyKey: newKey(),
        customer,
        lines: [{ productId: 999_999, quantity: 1000, pricePaise: 1 }],
        netPaise: 1,
      },
      { idempotencyKey: newKey(), customer: { name: "" }, lines: [], netPaise: 0 },
    ];
    for (const ip of phones) {
      for (let i = 0; i < limit; i++)
        expect((await post("demodryfruitstore", junk[i % junk.length], fromClient(ip))).status).toBeGreaterThanOrEqual(
          400,
        );
      // Each phone is still held to its own limit.
      expect((await post("demodryfruitstore", "{}", fromClient(ip))).body).toMatchObject({ scope: "client" });
    }
    const real = await post("demodryfruitstore", await goodOrder("demodryfruitstore"), fromClient(clientIp()));
    expect(real.status, JSON.stringify(real.body)).toBe(201);
    expect(real.body.whatsAppLink).toMatch(/^https:\/\/wa\.me\//);
    const [count] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${shopId}`));
    expect(count!.count).toBe(STOREFRONT_LIMITS.order.perShop.limit - room + 1); // the real order alone
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${shopId}`));
  });

  it("answers a retry of a placed order from its stored answer, counted against neither phone nor shop", async () => {
    const ip = clientIp();
    const body = await goodOrder("demoveggiestore");
    const first = await post("demoveggiestore", body, fromClient(ip));
    expect(first.status).toBe(201);
    // Both limits now full: the phone's (as if it had sent its 20) and the shop's hour.
    const full = (key: string, count: number) =>
      db()
        .insert(rateLimits)
        .values({ key, windowStart: new Date(), count })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart: new Date() } });
    await full(`order:client:${veggieId}:${ip}`, STOREFRONT_LIMITS.order.perClient.limit);
    await full(`order:shop:${veggieId}`, STOREFRONT_LIMITS.order.perShop.limit);
    const before = await countRows(yaadies);
    for (const from of [ip, clientIp()]) expect(await post("demoveggiestore", body, fromClient(from))).toEqual(first);
    expect(await countRows(yaadies)).toBe(before);
    const counts = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${veggieId}`));
    expect(counts[0]!.count).toBe(STOREFRONT_LIMITS.order.perShop.limit);
    // A new order still waits for the shop's hour.
    const another = await post("demoveggiestore", { ...body, idempotencyKey: newKey() }, fromClient(clientIp()));
    expect(another.body).toMatchObject({ code: "rateLimited", scope: "shop" });
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${veggieId}`));
  });

  it(`lets one phone record ${STOREFRONT_LIMITS.customerEntry.perClient.limit} customer entries in 10 minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < STOREFRONT_LIMITS.customerEntry.perClient.limit; i++)
      expect((await entry("demoveggiestore", ip)).status).toBe(204);
    const refused = await entry("demoveggiestore", ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: "Too many requests from this phone. Please wait a few minutes and try again.",
    });
    expect((await entry("demoveggiestore", clientIp())).status).toBe(204);
  });
});

describe("order links: guessing is throttled", () => {
  const unknown = () => `000000${uniqueSuffix()}ab0101_demoveggiestore`;

  it(`refuses a client for a while after ${YAADI_LINK_MISSES.limit} links that do not exist, found links included`, async () => {
    const { body } = await order([line(onionId, 3000)], {}, "demoveggiestore");
    const real = body.yaadiUrl;
    const ip = `guesser-${uniqueSuffix()}`;
    const now = Date.now();
    // A found link is not a miss: a customer opening their order again and again is never refused.
    for (let i = 0; i < 50; i++) expect((await loadYaadiPageFor(app(), real, ip, now)).page.state).toBe("ok");
    for (let i = 0; i < YAADI_LINK_MISSES.limit; i++)
      expect((await loadYaadiPageFor(app(), unknown(), ip, now)).page).toMatchObject({ state: "invalid" });
    expect((await loadYaadiPageFor(app(), unknown(), ip, now)).page).toEqual({ state: "throttled" });
    expect((await loadYaadiPageFor(app(), real, ip, now + 1000)).page).toEqual({ state: "throttled" });
    expect((await loadYaadiPageFor(app(), real, `other-${ip}`, now)).page.state).toBe("ok");
    expect((await loadYaadiPageFor(app(), real, ip, now + YAADI_LINK_MISSES.windowMs)).page.state).toBe("ok");
  });
});

describe("payment screenshots", () => {
  const PNG = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

  it("keeps at most 3 waiting for verification per shop, and says so", async () => {
    const shop = await createTestShop();
    const image = await checkImageUpload(new File([PNG], "pay.png", { type: "image/png" }));
    if (!image.ok) throw new Error(image.message);
    for (let i = 0; i < 3; i++)
      expect(await recordPayment(bindToShop(db(), shop.id), env.FILES, image)).toMatchObject({ ok: true });
    const objectsBefore = (await env.FILES.list({ prefix: `private/shops/${shop.id}/payments/` })).objects.length;
    expect(await recordPayment(bindToShop(db(), shop.id), env.FILES, image)).toEqual({
      ok: false,
      message:
        "3 payment screenshots are already waiting for verification. You can send another once they are verified.",
    });
    expect(await db().select().from(payments).where(eq(payments.shopId, shop.id))).toHaveLength(3);
    expect((await env.FILES.list({ prefix: `private/shops/${shop.id}/payments/` })).objects).toHaveLength(
      objectsBefore,
    );
    // Once the owner has verified one, another may be sent.
    const [first] = await db().select().from(payments).where(eq(payments.shopId, shop.id)).limit(1);
    await db().update(payments).set({ status: "verified" }).where(eq(payments.id, first!.id));
    expect(await recordPayment(bindToShop(db(), shop.id), env.FILES, image)).toMatchObject({ ok: true });
  });
});
