import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import fixtures from "../fixtures/worker/entry";
import type { FixtureShop } from "../fixtures/worker/fixture-shop";
import { countRows, db, ensureShopTypes } from "./helpers";
import { get, worker } from "./route-harness";

/*
 * The shop fixture the end-to-end tests start from (tests/fixtures/worker/): what it makes, what it refuses, and that
 * the product's Worker does not have it.
 */

const fixtureRequest = (path: string, body: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Origin: "http://localhost", "Content-Type": "application/json" },
    body,
  });
/** A request to the fixtures' own Worker (as the end-to-end server routes /dev/fixtures/* to it). */
const postRaw = (path: string, body: string, onEnv: Env = env) =>
  fixtures.fetch(fixtureRequest(path, body), onEnv, createExecutionContext());
const postJson = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));

beforeAll(async () => {
  await ensureShopTypes();
});

describe("POST /dev/fixtures/shops", () => {
  it("makes a ready shop whose admin's cookie opens the admin home, with the products asked for", async () => {
    const response = await postJson("/dev/fixtures/shops", {
      prefix: "fix",
      owner: { version: 3, plan: 1, homePageFacility: true },
      products: [{ name: "Moong Dal", mrp: 130, price: 120, rating: 10, unit: 3, category: "Pulses" }],
      generatedProducts: 3,
    });
    expect(response.status).toBe(201);
    const made = await response.json<FixtureShop>();
    expect(made.storeName).toMatch(/^fix[a-z0-9]+$/);
    expect(made.cookie.name).toBe("yaadi_session");

    const [shop] = await db().select().from(shops).where(eq(shops.id, made.shopId));
    expect(shop).toMatchObject({
      url: made.shopUrl,
      status: "ready",
      versionTypeId: 3,
      plan: 1,
      productsLimit: 500,
      homePageFacility: 1,
    });
    const [admin] = await db().select().from(admins).where(eq(admins.shopId, made.shopId));
    expect(admin).toMatchObject({ userName: made.userName, firstLoginDone: 1 });
    const names = (
      await db()
        .select({ name: products.name, price: products.pricePaise })
        .from(products)
        .where(eq(products.shopId, made.shopId))
    ).map((p) => `${p.name} ${p.price}`);
    expect(names.sort()).toEqual(["Item 1 1100", "Item 2 1200", "Item 3 1300", "Moong Dal 12000"]);

    const home = await get("/adminpanel/", { cookie: `${made.cookie.name}=${made.cookie.value}` });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(made.storeName);
  });

  it("makes a not-ready vegetable shop with the master list, as the wizard does; the admin lands on Home Page Settings", async () => {
    await seed(db(), { localCredentials: false });
    const made = await (
      await postJson("/dev/fixtures/shops", { type: "vegetables", owner: { status: "not ready" } })
    ).json<FixtureShop>();
    expect(await countRows(products, eq(products.shopId, made.shopId))).toBeGreaterThan(100);
    const home = await get("/adminpanel/", { cookie: `${made.cookie.name}=${made.cookie.value}` });
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/adminpanel/home-page-settings");
  });

  it("refuses what it does not know with a 400 that names the field, and makes nothing", async () => {
    const before = await countRows(shops);
    for (const body of [
      { type: "bakery" },
      { owner: { version: 9 } },
      { products: [{ name: "x", mrp: -1, price: 1 }] },
      { surprise: 1 },
    ]) {
      const response = await postJson("/dev/fixtures/shops", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<{ error: string }>()).error).toMatch(/^(type|owner|products|body)/);
    }
    const notJson = await postRaw("/dev/fixtures/shops", "{");
    expect(notJson.status).toBe(400);
    expect(await countRows(shops)).toBe(before);
  });

  it("changes what the platform owner sets on a shop; an unknown shop is a 404", async () => {
    const made = await (await postJson("/dev/fixtures/shops", {})).json<FixtureShop>();
    expect(
      (await postJson(`/dev/fixtures/shops/${made.shopUrl}`, { status: "disabled", productsLimit: 7 })).status,
    ).toBe(204);
    const [shop] = await db().select().from(shops).where(eq(shops.id, made.shopId));
    expect(shop).toMatchObject({ status: "disabled", productsLimit: 7 });
    expect((await postJson("/dev/fixtures/shops/nosuchshop", { status: "ready" })).status).toBe(404);
  });
});

describe("the product's Worker", () => {
  it("has no fixtures, in development or production: 404, and nothing is made", async () => {
    const before = await countRows(shops);
    // Real-looking platform settings: without them a production Worker answers 503 to everything (configuration.test).
    const production = {
      ...env,
      ENVIRONMENT: "production",
      ROOT_DOMAIN: "yaadi.in",
      PLATFORM_WHATSAPP: "9822012345",
      PLATFORM_UPI_ID: "yaadi.platform@okaxis",
    };
    for (const onEnv of [env, production]) {
      for (const path of ["/dev/fixtures/shops", "/dev/fixtures/shops/demoveggiestore"]) {
        const response = await worker.fetch(fixtureRequest(path, "{}"), onEnv, createExecutionContext());
        expect(response.status, path).toBe(404);
      }
    }
    expect(await countRows(shops)).toBe(before);
  });

  it("and the fixtures themselves refuse to run outside development", async () => {
    const before = await countRows(shops);
    const production = { ...env, ENVIRONMENT: "production", ROOT_DOMAIN: "yaadi.in" };
    expect((await postRaw("/dev/fixtures/shops", "{}", production)).status).toBe(404);
    expect(await countRows(shops)).toBe(before);
  });
});
