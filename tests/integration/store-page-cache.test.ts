import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StorePageWire } from "#app/domain/store-page";
import { brands, categories, products, shopSettings, specialOffers } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { shops, shopTypes, storeImages } from "#db/schema/platform";
import { STORE_CACHE_HEADER } from "#workers/store-page-cache";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { embeddedData, get, type Visit } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";
import { STORE_ROUTE, storeCatalogue } from "./store-page";

/*
 * The store page in the edge cache (docs/decisions/0017): kept per shop version, answered with the request's own CSP
 * nonce, fresh after any write a customer could see, and never for a visitor with a session or in billing mode.
 */

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await createTestShop();
  await makeShopReady(shop);
  await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, shop.id));
  adminToken = (await asAdminOf(shop)).token!;
});

async function visit(path: string, options: Visit = {}) {
  const response = await get(path, options);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  return { response, html, nonce, cache: response.headers.get(STORE_CACHE_HEADER) };
}

const version = async () =>
  (await db().select({ v: shops.catalogueVersion }).from(shops).where(eq(shops.id, shop.id)))[0]!.v;

describe("a store page from the cache", () => {
  it("is rendered once, then answered from the cache with this request's own nonce", async () => {
    const first = await visit(`/${shop.url}`);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("MISS");
    const second = await visit(`/${shop.url}`);
    expect(second.cache).toBe("HIT");
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    // Every script carries the new nonce; nothing else differs.
    expect(second.html).not.toContain(first.nonce!);
    expect(second.html.split(`nonce="${second.nonce}"`).length).toBe(first.html.split(`nonce="${first.nonce}"`).length);
    expect(second.html.replaceAll(second.nonce!, "N")).toBe(first.html.replaceAll(first.nonce!, "N"));
    // The answer stays the visitor's own: the last-store cookie, and no copy in a browser or shared cache without asking.
    expect(second.response.headers.get("Set-Cookie")).toContain(`yaadi_store=%2F${shop.url};`);
    expect(second.response.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("shows a price change on the next load", async () => {
    const [product] = await db()
      .insert(products)
      .values({ shopId: shop.id, name: "Cache Basmati", mrpPaise: 12_000, pricePaise: 11_000 })
      .returning();
    await visit(`/${shop.url}`);
    expect((await visit(`/${shop.url}`)).cache).toBe("HIT");
    await db().update(products).set({ pricePaise: 9_900 }).where(eq(products.id, product!.id));
    const after = await visit(`/${shop.url}`);
    expect(after.cache).toBe("MISS");
    const catalogue = await storeCatalogue(embeddedData(after.html).loaderData[STORE_ROUTE] as StorePageWire);
    expect(catalogue.find((p) => p.id === product!.id)?.pricePaise).toBe(9_900);
  });

  it("shares one copy between tracking tags, and keeps the cart view apart", async () => {
    await visit(`/${shop.url}`);
    expect((await visit(`/${shop.url}?utm_source=whatsapp`)).cache).toBe("HIT");
    const cart = await visit(`/${shop.url}?open=cart`);
    expect(cart.cache).toBe("MISS");
    expect((embeddedData(cart.html).loaderData[STORE_ROUTE] as StorePageWire).openView).toBe("CART");
    expect((await visit(`/${shop.url}?open=cart`)).cache).toBe("HIT");
  });

  it("is never used for, nor filled by, a visitor with a session or billing mode", async () => {
    await db().update(shops).set({ aboutUs: "A fresh about-us, to start a new version." }).where(eq(shops.id, shop.id));
    const admin = await visit(`/${shop.url}`, { token: adminToken });
    expect(admin.cache).toBe("BYPASS");
    expect((embeddedData(admin.html).loaderData[STORE_ROUTE] as StorePageWire).adminView).toBe(true);
    // The admin's view was not kept: the next visitor renders the page afresh, without the admin's view.
    const visitor = await visit(`/${shop.url}`);
    expect(visitor.cache).toBe("MISS");
    expect((embeddedData(visitor.html).loaderData[STORE_ROUTE] as StorePageWire).adminView).toBe(false);
    expect((await visit(`/${shop.url}`, { token: adminToken })).cache).toBe("BYPASS");
    const billing = await visit(`/${shop.url}?billing=yes`, { token: adminToken });
    expect(billing.response.status).toBe(200);
    expect(billing.cache).toBe("BYPASS");
    expect((embeddedData(billing.html).loaderData[STORE_ROUTE] as StorePageWire).billing).not.toBeNull();
    // A made-up session is a session too: never the cached copy.
    expect((await visit(`/${shop.url}`, { cookie: "yaadi_session=not-a-session" })).cache).toBe("BYPASS");
  });
});

describe("the shop's version moves with every write a customer could see", () => {
  const bumps = (label: string, write: () => Promise<unknown>) =>
    it(label, async () => {
      const before = await version();
      await write();
      expect(await version()).toBeGreaterThan(before);
    });

  let categoryId = 0;
  bumps("a category added", async () => {
    const [row] = await db().insert(categories).values({ shopId: shop.id, name: "Cache Dals" }).returning();
    categoryId = row!.id;
  });
  bumps("a category renamed", () =>
    db().update(categories).set({ name: "Cache Pulses" }).where(eq(categories.id, categoryId)),
  );
  bumps("a category deleted", () => db().delete(categories).where(eq(categories.id, categoryId)));
  bumps("a brand added", () => db().insert(brands).values({ shopId: shop.id, name: "Cache Brand" }));
  bumps("a product's stock changed", () =>
    db().update(products).set({ inStock: 0 }).where(eq(products.shopId, shop.id)),
  );
  bumps("a product deleted", () => db().delete(products).where(eq(products.shopId, shop.id)));
  bumps("an offer added", () =>
    db().insert(specialOffers).values({ shopId: shop.id, name: "Cache offer", description: "Two for one" }),
  );
  bumps("the store settings changed", () =>
    db().update(shopSettings).set({ firstPageMessage: "Open on Sunday" }).where(eq(shopSettings.shopId, shop.id)),
  );
  bumps("a store image replaced", () =>
    db()
      .insert(storeImages)
      .values({ shopId: shop.id, slot: 1, imageKey: "public/cache-test.png" })
      .onConflictDoUpdate({
        target: [storeImages.shopId, storeImages.slot],
        set: { imageKey: "public/cache-test-2.png" },
      }),
  );
  bumps("a dealer added", () =>
    db().insert(dealers).values({ shopId: shop.id, name: "Cache Dealer", whatsApp: "9000000077", link: "cachedealer" }),
  );
  bumps("the theme changed", () => db().update(shops).set({ colorScheme: "blue" }).where(eq(shops.id, shop.id)));
  bumps("the shop's type renamed its list", async () => {
    const [{ typeId }] = (await db().select({ typeId: shops.shopTypeId }).from(shops).where(eq(shops.id, shop.id))) as [
      { typeId: number },
    ];
    const [type] = await db().select().from(shopTypes).where(eq(shopTypes.id, typeId));
    await db().update(shopTypes).set({ listWord: type!.listWord }).where(eq(shopTypes.id, typeId));
  });

  it("but not with another shop's writes", async () => {
    const other = await createTestShop();
    const before = await version();
    await db().insert(products).values({ shopId: other.id, name: "Elsewhere", mrpPaise: 100, pricePaise: 100 });
    await db().run(sql`update shops set about_us = 'Another shop' where id = ${other.id}`);
    expect(await version()).toBe(before);
  });
});
