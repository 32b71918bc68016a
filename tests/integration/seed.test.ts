import { and, count, eq, inArray } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, categories, products, shopSettings, specialOffers } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { admins, platformOwners, shops, shopTypes } from "#db/schema/platform";
import { DEMO_STORES } from "../../scripts/seed/demo-stores";
import { MASTER_LISTS } from "../../scripts/seed/master-lists";
import { seed } from "../../scripts/seed/seed";
import { db } from "./helpers";

/*
 * scripts/seed/seed.ts: idempotent, and the demo stores and master catalogues it writes are complete and well-formed.
 */

const TABLES: Record<string, SQLiteTable> = {
  shop_types: shopTypes,
  shops,
  categories,
  brands,
  products,
  special_offers: specialOffers,
  dealers,
  admins,
  shop_settings: shopSettings,
  platform_owners: platformOwners,
};

async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db().select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

async function productsPerShop(): Promise<Record<string, number>> {
  const rows = await db()
    .select({ url: shops.url, n: count(products.id) })
    .from(shops)
    .leftJoin(products, eq(products.shopId, shops.id))
    .groupBy(shops.url);
  return Object.fromEntries(rows.map((r) => [r.url, r.n]));
}

async function shopByUrl(url: string) {
  const [shop] = await db().select().from(shops).where(eq(shops.url, url));
  if (!shop) throw new Error(`shop ${url} missing`);
  return shop;
}

let firstCounts: Record<string, number>;
let firstPerShop: Record<string, number>;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  firstCounts = await tableCounts();
  firstPerShop = await productsPerShop();
  await seed(db(), { localCredentials: true });
});

describe("idempotency", () => {
  it("a second run changes no row count", async () => {
    expect(await tableCounts()).toEqual(firstCounts);
    expect(await productsPerShop()).toEqual(firstPerShop);
  });

  it("writes the expected number of shops, admins and settings", () => {
    expect(firstCounts.shops).toBe(MASTER_LISTS.length + DEMO_STORES.length);
    expect(firstCounts.admins).toBe(DEMO_STORES.length);
    expect(firstCounts.shop_settings).toBe(DEMO_STORES.length);
    expect(firstCounts.dealers).toBe(DEMO_STORES.length);
    expect(firstCounts.platform_owners).toBe(1);
  });

  it("populates every demo store (≥100 products for the veggie store)", () => {
    expect(firstPerShop.demoveggiestore).toBeGreaterThanOrEqual(100);
    expect(firstPerShop.demogrocerystore).toBeGreaterThanOrEqual(100);
    expect(firstPerShop.demodryfruitstore).toBeGreaterThanOrEqual(50);
    for (const demo of DEMO_STORES) expect(firstPerShop[demo.url]).toBeLessThanOrEqual(150);
  });
});

describe("shop types", () => {
  it("include the sign-up store types", async () => {
    const names = (await db().select({ name: shopTypes.name }).from(shopTypes)).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Kirana / Grocery",
        "Vegetables & Fruits",
        "Sweets",
        "Dry Fruits",
        "Food",
        "Other Type of Store",
        "Diet Clinic",
      ]),
    );
  });
});

describe("demo stores", () => {
  it.each(DEMO_STORES.map((d) => [d.url, d] as const))(
    "%s is ready, with about-us, settings, offers and a dealer",
    async (url, demo) => {
      const shop = await shopByUrl(url);
      expect(shop).toMatchObject({ status: "ready", isMaster: 0, dealerFacility: 1, productsLimit: 150, plan: 0 });
      expect(shop.aboutUs).toBe(demo.aboutUs);
      expect(shop.aboutUs.length).toBeGreaterThan(50);

      const [settings] = await db().select().from(shopSettings).where(eq(shopSettings.shopId, shop.id));
      expect(settings).toMatchObject(demo.settings);
      expect(settings!.minimumCriteria).not.toBe("none");
      expect(settings!.deliveryChargesPaise).toBeGreaterThan(0);

      const offers = await db().select().from(specialOffers).where(eq(specialOffers.shopId, shop.id));
      expect(offers.map((o) => o.name).sort()).toEqual(demo.offers.map((o) => o.name).sort());

      const [dealer] = await db()
        .select()
        .from(dealers)
        .where(and(eq(dealers.shopId, shop.id), eq(dealers.link, demo.dealer.link)));
      expect(dealer?.name).toBe(demo.dealer.name);

      const [admin] = await db().select().from(admins).where(eq(admins.shopId, shop.id));
      expect(admin).toMatchObject({ userName: demo.admin.userName, firstLoginDone: 1 });
      expect(admin!.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    },
  );

  it("every demo product's category and brand belong to the same demo store", async () => {
    const demoIds = (
      await db()
        .select({ id: shops.id })
        .from(shops)
        .where(
          inArray(
            shops.url,
            DEMO_STORES.map((d) => d.url),
          ),
        )
    ).map((s) => s.id);
    const rows = await db()
      .select({
        shopId: products.shopId,
        categoryId: products.categoryId,
        categoryShop: categories.shopId,
        brandId: products.brandId,
        brandShop: brands.shopId,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.shopId, demoIds));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.categoryId).not.toBeNull();
      expect(r.categoryShop).toBe(r.shopId);
      if (r.brandId !== null) expect(r.brandShop).toBe(r.shopId);
    }
  });
});

describe("master catalogues", () => {
  it.each(MASTER_LISTS.map((m) => [m.url, m] as const))(
    "%s is a master shop holding its whole list",
    async (url, master) => {
      const shop = await shopByUrl(url);
      expect(shop.isMaster).toBe(1);
      expect(firstPerShop[url]).toBe(master.list.products.length);
    },
  );

  it("every vegetable master product has a Devanagari regional name", async () => {
    const veggies = await shopByUrl("masterveggies");
    const rows = await db()
      .select({ name: products.name, nameRegional: products.nameRegional })
      .from(products)
      .where(eq(products.shopId, veggies.id));
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const missing = rows
      .filter((p) => !/^[\u0900-\u097F][\u0900-\u097F\s()\-/.,]*$/u.test(p.nameRegional))
      .map((p) => `${p.name}: "${p.nameRegional}"`);
    expect(missing).toEqual([]);
  });

  it("prices are whole paise with price ≤ MRP, in every shop", async () => {
    const rows = await db()
      .select({ name: products.name, mrp: products.mrpPaise, price: products.pricePaise })
      .from(products);
    expect(rows.length).toBeGreaterThan(0);
    const bad = rows.filter(
      (p) => !Number.isInteger(p.mrp) || !Number.isInteger(p.price) || p.price <= 0 || p.price > p.mrp,
    );
    expect(bad).toEqual([]);
  });
});
