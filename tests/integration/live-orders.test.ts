import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LIVE_PATH, type LiveEvent, parseLiveEvent } from "#app/domain/orders/live-order";
import { announceNewOrder } from "#app/server/live.server";
import { products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { asSeen, customer, newKey, post } from "./order-helpers";
import { land, postForm, send } from "./route-harness";
import { fixtureShop, makeShopReady } from "./shop-fixtures";

/*
 * A new order reaches the shop's open panels at once (issue 27, docs/decisions/0030): an admin's panel holds a
 * WebSocket to its shop's live object, and an order stored through the store's API is told to every panel of that
 * shop, and to no other shop's.
 */

const ORIGIN = "http://localhost";

/** A shop taking orders, with one product sold by number (on Turbo, whose counter has Make Yaadi). */
async function shopWithProduct(): Promise<{ shop: TestShop; productId: number }> {
  const shop = await createTestShop();
  await makeShopReady(shop);
  await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, shop.id));
  const [row] = await db()
    .insert(products)
    .values({ shopId: shop.id, name: "Sugar", unitId: 1, mrpPaise: 5_000, pricePaise: 4_500 })
    .returning({ id: products.id });
  return { shop, productId: row!.id };
}

/** A panel's live connection as the admin's browser opens it, and every event it hears. */
async function openPanel(token: string | null, headers: Record<string, string> = {}) {
  const response = await send(LIVE_PATH, {
    token,
    headers: { Upgrade: "websocket", Origin: ORIGIN, ...headers },
  });
  const socket = response.webSocket;
  const heard: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  socket?.accept();
  socket?.addEventListener("message", (message) => {
    const event = parseLiveEvent(String(message.data));
    if (event) heard.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    response,
    heard,
    /** Resolves once `count` events were heard, or after `withinMs` with what was. */
    async hear(count: number, withinMs = 3_000): Promise<LiveEvent[]> {
      const deadline = Date.now() + withinMs;
      while (heard.length < count && Date.now() < deadline)
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 100);
        });
      return heard;
    },
    close: () => socket?.close(1000, "done"),
  };
}

async function orderFrom(shop: TestShop, productId: number) {
  const seen = await asSeen(shop.url, [{ productId, quantity: 2000 }]);
  const placed = await post(shop.url, { idempotencyKey: newKey(), customer, ...seen });
  expect(placed.status).toBe(201);
  return placed.body;
}

describe("a new order reaches the shop's open panels", () => {
  let a: { shop: TestShop; productId: number };
  let b: { shop: TestShop; productId: number };
  beforeAll(async () => {
    [a, b] = await Promise.all([shopWithProduct(), shopWithProduct()]);
  });

  it("tells every open panel of the shop, with the order's number, name and amount, and no other shop's", async () => {
    const [tokenA, tokenB] = [(await asAdminOf(a.shop)).token, (await asAdminOf(b.shop)).token];
    const phone = await openPanel(tokenA);
    const desk = await openPanel(tokenA);
    const otherShop = await openPanel(tokenB);
    expect([phone.response.status, desk.response.status, otherShop.response.status]).toEqual([101, 101, 101]);

    const placed = await orderFrom(a.shop, a.productId);
    const expected = { id: placed.yaadiId, customerName: customer.name, netPaise: 9_000 };
    for (const panel of [phone, desk]) {
      const [event, ...more] = await panel.hear(1);
      expect(event).toMatchObject({ type: "order", order: expected });
      expect(more).toEqual([]);
    }
    // What the shop's own panels heard was told at once; another shop's panel heard nothing, then only its own order.
    expect(await otherShop.hear(1, 300)).toEqual([]);
    await orderFrom(b.shop, b.productId);
    expect(await otherShop.hear(1)).toHaveLength(1);
    for (const panel of [phone, desk, otherShop]) panel.close();
  });

  it("answers a retried order without telling the panels twice", async () => {
    const token = (await asAdminOf(a.shop)).token;
    const panel = await openPanel(token);
    const seen = await asSeen(a.shop.url, [{ productId: a.productId, quantity: 1000 }]);
    const body = { idempotencyKey: newKey(), customer, ...seen };
    const first = await post(a.shop.url, body);
    const again = await post(a.shop.url, body);
    expect([first.status, again.status, again.body.yaadiId]).toEqual([201, 201, first.body.yaadiId]);
    await panel.hear(1);
    await panel.hear(2, 300);
    expect(panel.heard.map((event) => event.order.id)).toEqual([first.body.yaadiId]);
    panel.close();
  });

  it("tells the other devices' panels of a yaadi made at the counter (Make Yaadi)", async () => {
    const token = (await asAdminOf(a.shop)).token;
    const panel = await openPanel(token);
    const make = (fields: Record<string, string>) => postForm("/adminpanel/make-yaadi", fields, { token });
    await make({ intent: "new" });
    const lines = JSON.stringify([{ productId: a.productId, quantity: 3000 }]);
    await make({ intent: "done", slot: "1", version: "1", lines });
    const made = { customer: "details", name: "Ravi Kulkarni", whatsApp: "9822012345", address: "5 Tilak Road, Pune" };
    expect((await make({ intent: "finish", slot: "1", version: "2", ...made })).status).toBe(302);
    const [event] = await panel.hear(1);
    expect(event?.order).toMatchObject({ customerName: "Ravi Kulkarni", netPaise: 13_500 });
    panel.close();
  });

  it("puts the order's notification on the Queue as it tells the panels (Web Push for the shop's devices)", async () => {
    const token = (await asAdminOf(a.shop)).token;
    const panel = await openPanel(token);
    const queued: unknown[] = [];
    const jobs = { send: async (body: unknown) => void queued.push(body) } as unknown as Queue;
    const order = { id: 4242, customerName: "Asha", netPaise: 4_500, placedAt: Date.now() };
    await announceNewOrder({ SHOP_LIVE: env.SHOP_LIVE, JOBS: jobs }, db(), { id: a.shop.id, cell: 0 }, order);
    expect(queued).toEqual([{ type: "push-order", shopId: a.shop.id, yaadiId: 4242, cell: 0 }]);
    expect((await panel.hear(1))[0]?.order).toEqual(order);
    panel.close();
  });

  it("opens only for the shop's signed-in admin, from the panel's own pages, as a WebSocket", async () => {
    const token = (await asAdminOf(a.shop)).token;
    expect((await openPanel(null)).response.status).toBe(401);
    expect((await openPanel("not-a-session")).response.status).toBe(401);
    const elsewhere = await openPanel(token, { Origin: "https://attacker.example" });
    expect([elsewhere.response.status, elsewhere.response.webSocket]).toEqual([403, null]);
    expect((await send(LIVE_PATH, { token })).status).toBe(426);
  });
});

describe("a diet clinic's panel", () => {
  /** Whether the page carries the live panel (app/components/admin/live-orders.tsx: the banner's frame, `data-live`). */
  const listens = async (path: string, cookie: string) => {
    const { response, html } = await land(path, { cookie });
    expect(response.status, path).toBe(200);
    return html.includes("data-live=");
  };

  it("opens no live connection and shows no new-order banner on its screens; the Worker refuses one too", async () => {
    const clinic = await fixtureShop({ type: "dietClinic", owner: { version: 2 } });
    for (const path of ["/adminpanel/", "/adminpanel/clients", "/adminpanel/diets", "/adminpanel/client-sheets"])
      expect(await listens(path, clinic.cookie), path).toBe(false);
    const socket = await send(LIVE_PATH, {
      cookie: clinic.cookie,
      headers: { Upgrade: "websocket", Origin: ORIGIN },
    });
    expect([socket.status, socket.webSocket]).toEqual([404, null]);

    // A shop that takes orders keeps it on every screen.
    const shop = await fixtureShop({ owner: { version: 2 } });
    for (const path of ["/adminpanel/", "/adminpanel/products", "/adminpanel/yaadi-summary"])
      expect(await listens(path, shop.cookie), path).toBe(true);
  });
});
