import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productsLimitMessage } from "#app/domain/admin/messages";
import { addFromMasterList, alreadyInStore, readMasterList } from "#app/server/admin/master-list.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { categories, products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAdminOf, countRows, createTestShop, db, seedTwoShops, type TestShop } from "./helpers";
import { postForm } from "./route-harness";

/* Use Master List: a shop copies products from its type's master list, never writing to the master or another shop. */

const productCount = (shopId: number) => countRows(products, eq(products.shopId, shopId));

async function masterShopId(url: string) {
  const [row] = await db()
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.url, url), eq(shops.isMaster, 1)));
  return row!.id;
}

let a: TestShop;
let b: TestShop;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  ({ a, b } = await seedTwoShops());
});

describe("use master list", () => {
  it("lists the master list of the shop's type by category, marking products the shop has", async () => {
    const page = await readMasterList(bindToShop(db(), b.id), null);
    if (!page.available) throw new Error("grocery has a master list");
    expect(page.masterName).toBe("Master list: Kirana / Grocery");
    expect(page.categories.length).toBeGreaterThan(1);
    expect(page.products.length).toBe(page.categories[0]!.productCount);
    expect(page.products.every((p) => !p.inStore)).toBe(true);
  });

  it("copies a product into the session's shop with its category, never writing to the master", async () => {
    const masterId = await masterShopId("mastergrocery");
    const masterProducts = await productCount(masterId);
    const [masterCategories] = await db()
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.shopId, masterId));
    const [source] = await db().select().from(products).where(eq(products.shopId, masterId)).limit(1);
    const bBefore = await productCount(b.id);

    const result = await addFromMasterList(bindToShop(db(), a.id), source!.id);
    expect(result).toMatchObject({ ok: true, name: source!.name });
    const [copy] = await db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, a.id), eq(products.name, source!.name)));
    expect(copy).toMatchObject({ pricePaise: source!.pricePaise, unitId: source!.unitId });
    const [category] = await db().select().from(categories).where(eq(categories.id, copy!.categoryId!));
    expect(category!.shopId).toBe(a.id);

    // Twice is refused; the list marks it.
    expect(await addFromMasterList(bindToShop(db(), a.id), source!.id)).toEqual({
      ok: false,
      status: 400,
      message: alreadyInStore(source!.name),
    });
    const page = await readMasterList(bindToShop(db(), a.id), source!.categoryId);
    if (!page.available) throw new Error("no master list");
    expect(page.products.find((p) => p.id === source!.id)?.inStore).toBe(true);

    expect(await productCount(masterId)).toBe(masterProducts);
    const [masterCategoriesAfter] = await db()
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.shopId, masterId));
    expect(masterCategoriesAfter!.n).toBe(masterCategories!.n);
    expect(await productCount(b.id)).toBe(bBefore);
  });

  it("answers 404 for another shop's product or another type's master list", async () => {
    const masterId = await masterShopId("mastergrocery");
    const [source] = await db().select().from(products).where(eq(products.shopId, masterId)).limit(1).offset(1);
    expect((await addFromMasterList(bindToShop(db(), b.id), source!.id)).ok).toBe(true);
    const [bProduct] = await db().select().from(products).where(eq(products.shopId, b.id)).limit(1);
    const [veggie] = await db()
      .select()
      .from(products)
      .where(eq(products.shopId, await masterShopId("masterveggies")))
      .limit(1);
    const before = await productCount(a.id);
    for (const id of [bProduct!.id, veggie!.id, 999_999_999]) {
      expect(await addFromMasterList(bindToShop(db(), a.id), id)).toEqual({
        ok: false,
        status: 404,
        message: "Not found",
      });
    }
    expect(await productCount(a.id)).toBe(before);
  });

  it("respects the plan's products limit, also for two adds at once", async () => {
    const masterId = await masterShopId("mastergrocery");
    const current = await productCount(a.id);
    await db()
      .update(shops)
      .set({ productsLimit: current + 1 })
      .where(eq(shops.id, a.id));
    const candidates = await db().select().from(products).where(eq(products.shopId, masterId)).limit(6).offset(2);
    const results = await Promise.all(
      candidates.slice(0, 2).map((p) => addFromMasterList(bindToShop(db(), a.id), p.id)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await productCount(a.id)).toBe(current + 1);
    expect(await addFromMasterList(bindToShop(db(), a.id), candidates[4]!.id)).toEqual({
      ok: false,
      status: 400,
      message: productsLimitMessage(current + 1),
    });
    expect(await productCount(a.id)).toBe(current + 1);
  });

  it("says when the shop's type has no master list", async () => {
    const [sweets] = await db().select({ id: shops.id }).from(shops).where(eq(shops.id, b.id));
    await db().update(shops).set({ shopTypeId: 3 }).where(eq(shops.id, sweets!.id));
    expect(await readMasterList(bindToShop(db(), b.id), null)).toEqual({ available: false });
    expect((await addFromMasterList(bindToShop(db(), b.id), 1)).ok).toBe(false);
    await db().update(shops).set({ shopTypeId: 1 }).where(eq(shops.id, b.id));
  });
});

/* Use Master List as a browser or a script posts it, through the Worker. */
describe("the master list's requests", () => {
  const adminToken = async (shop: TestShop) => (await asAdminOf(shop)).token!;

  it("Use Master List answers 404 for a demo store's product, another type's master product and a non-number, adding nothing", async () => {
    const shop = await createTestShop();
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
    const token = await adminToken(shop);
    const firstProductOf = async (url: string) => {
      const [row] = await db()
        .select({ id: products.id })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(eq(shops.url, url))
        .limit(1);
      return String(row!.id);
    };
    for (const productId of [await firstProductOf("demoveggiestore"), await firstProductOf("masterveggies"), "abc"]) {
      expect((await postForm("/adminpanel/master-list", { productId }, { token })).status, productId).toBe(404);
    }
    expect(await productCount(shop.id)).toBe(0);
    // The same post with a product of the shop's own master list adds it.
    expect(
      (await postForm("/adminpanel/master-list", { productId: await firstProductOf("mastergrocery") }, { token }))
        .status,
    ).toBe(200);
    expect(await productCount(shop.id)).toBe(1);
  });
});
