import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { yaadies } from "#db/schema/orders";
import { rateLimits } from "#db/schema/platform";
import { createApp } from "#workers/hono";
import { seed } from "../../scripts/seed/seed";
import { countingD1 } from "./d1-round-trips";
import { BASE_URL, countRows, db, uniqueSuffix } from "./helpers";
import { type Answer, asSeen, customer, demoVeggieProduct, type Line, line, newKey, shopOf } from "./order-helpers";

/*
 * What an order costs in D1 round trips (docs/decisions/0027): the store resolved once, then one batch of reads and
 * one batch of writes, through a dealer's link too. Each trip is the way from the Worker to the database and back.
 */
const app = createApp(async () => new Response("page"));
const d1 = countingD1(env.DB);

async function postCounted(segment: string, body: unknown): Promise<{ status: number; body: Answer; trips: number }> {
  d1.reset();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${BASE_URL}/api/v1/stores/${segment}/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `trips-${uniqueSuffix()}` },
      body: JSON.stringify(body),
    }),
    { ...env, DB: d1.binding },
    ctx,
  );
  const answer = await response.json<Answer>();
  const trips = d1.trips();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: answer, trips };
}

let wanted: Line[];

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  const [onion, coriander, tomato] = await Promise.all(
    ["Onion", "Coriander", "Tomato"].map((name) => demoVeggieProduct(name)),
  );
  wanted = [line(onion!.id, 2000), line(coriander!.id, 1000), line(tomato!.id, 1500)];
});

describe("an order's D1 round trips", () => {
  it("a new order through the store's link: at most 3, and it is stored", async () => {
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", wanted)) };
    const placed = await postCounted("demoveggiestore", body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.trips).toBeLessThanOrEqual(3);
    const [row] = await db().select().from(yaadies).where(eq(yaadies.url, placed.body.yaadiUrl));
    expect(row?.dealerId).toBeNull();
  });

  it("a new order through a dealer's link: at most 3, stored for the dealer, WhatsApp to the dealer", async () => {
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", wanted)) };
    const placed = await postCounted("demoveggiestore_ramesh", body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.trips).toBeLessThanOrEqual(3);
    expect(placed.body.whatsAppLink).toContain("wa.me/919000000011");
    const [row] = await db().select().from(yaadies).where(eq(yaadies.url, placed.body.yaadiUrl));
    expect(row?.dealerId).not.toBeNull();
  });

  it("a retry of a placed order is answered from the first in at most 2, and stores nothing more", async () => {
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", wanted)) };
    const first = await postCounted("demoveggiestore_ramesh", body);
    const before = await countRows(yaadies);
    const again = await postCounted("demoveggiestore_ramesh", body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.trips).toBeLessThanOrEqual(2);
    expect(await countRows(yaadies)).toBe(before);
  });

  it("an order refused for a changed price costs at most 2 and stores nothing", async () => {
    const seen = await asSeen("demoveggiestore", wanted);
    const body = { idempotencyKey: newKey(), customer, ...seen, netPaise: seen.netPaise + 100 };
    const before = await countRows(yaadies);
    const refused = await postCounted("demoveggiestore", body);
    expect(refused.status).toBe(409);
    expect(refused.trips).toBeLessThanOrEqual(2);
    expect(await countRows(yaadies)).toBe(before);
  });

  it("an order over the shop's hourly limit costs at most 3, stores nothing and answers 429", async () => {
    const shop = (await shopOf("demoveggiestore"))!;
    await db()
      .insert(rateLimits)
      .values({ key: `order:shop:${shop.id}`, windowStart: new Date(), count: 500 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: new Date(), count: 500 } });
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", wanted)) };
    const before = await countRows(yaadies);
    const busy = await postCounted("demoveggiestore", body);
    expect(busy.status).toBe(429);
    expect(busy.trips).toBeLessThanOrEqual(3);
    expect(await countRows(yaadies)).toBe(before);
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `order:shop:${shop.id}`));
  });
});
