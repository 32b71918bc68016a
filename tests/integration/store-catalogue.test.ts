import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueTag, decodeCatalogue } from "#app/domain/catalogue-text";
import type { StorePageWire } from "#app/domain/store-page";
import { products } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { createTestShop, db, type TestShop } from "./helpers";
import { embeddedData, get } from "./route-harness";
import { STORE_ROUTE } from "./store-page";

/*
 * The catalogue a store page fetches on its own (docs/decisions/0021): at an address naming the shop's version, kept
 * for good by browsers and the edge while it is current, new after any write a customer could see, and only ever the
 * asked-for store's products.
 */

let shop: TestShop;
let other: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  other = await createTestShop();
  await db()
    .insert(products)
    .values([
      { shopId: shop.id, name: "Toor Dal", mrpPaise: 15_000, pricePaise: 14_000, rating: 5 },
      {
        shopId: shop.id,
        name: "Hidden Rice",
        mrpPaise: 9_000,
        pricePaise: 8_000,
        rating: 1,
        imageKey: "public/rice.webp",
      },
      { shopId: other.id, name: "Other Shop Cashew", mrpPaise: 90_000, pricePaise: 85_000, rating: 9 },
    ]);
});

const pageOf = async (path: string) =>
  embeddedData(await (await get(path)).text()).loaderData[STORE_ROUTE] as StorePageWire;
const version = async (id: number) =>
  (await db().select({ v: shops.catalogueVersion }).from(shops).where(eq(shops.id, id)))[0]!.v;
const names = async (response: Response) => decodeCatalogue(await response.text()).map((p) => p.name);

describe("a store's catalogue", () => {
  it("is named on the page by the shop's current version, and kept for good at that address", async () => {
    const page = await pageOf(`/${shop.url}`);
    expect(page.catalogueUrl).toBe(
      `/api/v1/stores/${shop.url}/catalogue?v=${catalogueTag({ shopId: shop.id, version: await version(shop.id) })}`,
    );
    // The page counts what customers see; a hidden product's image does not turn quick mode off.
    expect(page.productCount).toBe(1);
    expect(page.productImagesShown).toBe(false);
    expect("catalogue" in page).toBe(false);
    const response = await get(page.catalogueUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await names(response)).toEqual(["Toor Dal"]);
  });

  it("moves to a new address when a price changes; the old address gets today's text, kept by nobody", async () => {
    const before = await pageOf(`/${shop.url}`);
    await get(before.catalogueUrl);
    await db().update(products).set({ pricePaise: 13_500 }).where(eq(products.name, "Toor Dal"));
    const after = await pageOf(`/${shop.url}`);
    expect(after.catalogueUrl).not.toBe(before.catalogueUrl);
    const fresh = await get(after.catalogueUrl);
    expect(decodeCatalogue(await fresh.text()).map((p) => p.pricePaise)).toEqual([13_500]);
    const old = await get(before.catalogueUrl);
    expect(old.status).toBe(200);
    expect(old.headers.get("Cache-Control")).toBe("no-store");
    expect(decodeCatalogue(await old.text()).map((p) => p.pricePaise)).toEqual([13_500]);
  });

  it("says whether a product customers see has an image", async () => {
    await db().update(products).set({ imageKey: "public/dal.webp" }).where(eq(products.name, "Toor Dal"));
    expect((await pageOf(`/${shop.url}`)).productImagesShown).toBe(true);
  });

  it("is the same text through a dealer's link", async () => {
    await db().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, shop.id));
    await db()
      .insert(dealers)
      .values({ shopId: shop.id, name: "Catalogue Dealer", whatsApp: "9000000078", link: "catdealer" });
    const page = await pageOf(`/${shop.url}_catdealer`);
    expect(page.catalogueUrl).toMatch(new RegExp(`^/api/v1/stores/${shop.url}_catdealer/catalogue\\?v=`));
    expect(await names(await get(page.catalogueUrl))).toEqual(["Toor Dal"]);
  });

  it("is only ever the asked-for store's, whatever tag is sent", async () => {
    const otherPage = await pageOf(`/${other.url}`);
    const otherTag = new URL(otherPage.catalogueUrl, "http://localhost").searchParams.get("v")!;
    const response = await get(`/api/v1/stores/${shop.url}/catalogue?v=${encodeURIComponent(otherTag)}`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await names(response)).toEqual(["Toor Dal"]);
    for (const v of ["", "x".repeat(5_000), "1.2.3", "%00"]) {
      const odd = await get(`/api/v1/stores/${other.url}/catalogue?v=${v}`);
      expect(odd.status).toBe(200);
      expect(await names(odd)).toEqual(["Other Shop Cashew"]);
    }
  });

  it("is 404 for a store that does not exist", async () => {
    const response = await get("/api/v1/stores/no-such-store-here/catalogue?v=1.1.x");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This store link is not valid." });
  });
});
