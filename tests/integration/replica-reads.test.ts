import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { getDb } from "#app/server/db.server";
import { cellOfYaadiLink } from "#app/server/public-links.server";
import { readsOf } from "#app/server/replica-reads.server";
import { resolveStore } from "#app/server/store-scope.server";
import { loadYaadiPageFor } from "#app/server/yaadi-page.server";
import { createTestShop, db, uniqueSuffix } from "./helpers";
import { customer, newKey, post } from "./order-helpers";
import { makeShopReady } from "./shop-fixtures";

/*
 * Reads near the customer (docs/decisions/0041, replica-reads.server.ts). Local D1 has no replicas, so a lagging one is
 * made here: the directory's database whose "nearest copy" is the second cell, which holds none of this shop's rows —
 * as a replica a few seconds behind holds none of an order just placed.
 */

/** DB as it would be with a replica that lags behind everything this file writes. */
const laggingDb = new Proxy(env.DB, {
  get(target, property) {
    if (property === "withSession")
      return (constraint?: string) =>
        constraint === "first-unconstrained" ? env.CELL_1.withSession("first-primary") : target.withSession(constraint);
    const value = Reflect.get(target, property);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const lagging = { ...env, DB: laggingDb } as Env;

const request = (method: string, cookie?: string) =>
  new Request("http://localhost/shop", { method, headers: cookie ? { Cookie: cookie } : {} });

describe("reads near the customer", () => {
  it("come from a copy for a visitor's page, from the primary for a post and for the signed-in admin", () => {
    expect(readsOf(request("GET"))).toBe("replica");
    expect(readsOf(request("HEAD", "yaadi_lang=mr"))).toBe("replica");
    expect(readsOf(request("POST"))).toBe("primary");
    expect(readsOf(request("GET", `yaadi_lang=mr; ${SESSION_COOKIE}=abc`))).toBe("primary");
  });

  it("give a visitor's store a session on the nearest copy, and the primary when the copy lacks the shop", async () => {
    const shop = await createTestShop();
    const url = new URL(`http://localhost/${shop.url}`);
    const near = await resolveStore(env, db(), url, "replica");
    expect(near.kind).toBe("store");
    if (near.kind !== "store") return;
    expect(typeof (near.store.db.$client as unknown as D1DatabaseSession).getBookmark).toBe("function");
    // A copy that does not hold the shop yet (a move a moment ago): the primary answers.
    const directory = getDb(laggingDb);
    const behind = await resolveStore(lagging, directory, url, "replica");
    expect(behind.kind === "store" && behind.store.db).toBe(directory);
  });

  it("find an order a copy does not know yet on the primary, and open its page", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    await env.DB.prepare("insert into products (shop_id, name, mrp_paise, price_paise) values (?, 'Tea', 5000, 4500)")
      .bind(shop.id)
      .run();
    const tea = await env.DB.prepare("select id, price_paise from products where shop_id = ?")
      .bind(shop.id)
      .first<{ id: number; price_paise: number }>();
    const placed = await post(shop.url, {
      idempotencyKey: newKey(),
      customer,
      lines: [{ productId: tea!.id, quantity: 1000, pricePaise: tea!.price_paise }],
      netPaise: tea!.price_paise,
    });
    expect(placed.status).toBe(201);
    const app = { env: lagging, db: getDb(laggingDb) };
    expect(await cellOfYaadiLink(app, String(placed.body.yaadiUrl))).not.toBeNull();
    const { page } = await loadYaadiPageFor(app, String(placed.body.yaadiUrl), `c-${uniqueSuffix()}`);
    expect(page.state).toBe("ok");
    // A link no copy and no primary knows is unknown.
    expect(await cellOfYaadiLink(app, `${String(placed.body.yaadiUrl).slice(0, -3)}zzz`)).toBeNull();
  });
});
