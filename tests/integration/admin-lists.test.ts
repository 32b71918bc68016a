import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  addCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "#app/server/admin/customers.server";
import {
  addNamedItem,
  deleteNamedItem,
  getNamedItem,
  listNamedItems,
  updateNamedItem,
} from "#app/server/admin/named-lists.server";
import { addOffer, deleteOffer, getOffer, listOffers, updateOffer } from "#app/server/admin/offers.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { storeScope } from "#app/server/store-scope.server";
import { listBillingCustomers, loadStorePage } from "#app/server/storefront.server";
import { brands, categories, products, specialOffers } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { db, seedTwoShops, type TestShop } from "./helpers";
import { offer, premium } from "./list-fixtures";

/*
 * The admin's categories, brands, special offers and customers (spec 2 §2, §3): every repository call of shop A with
 * shop B's ids finds nothing and changes nothing; a basic shop reads and writes no customers. The same lists through
 * the Worker's screens are in admin-lists-screens.test.ts.
 */

let a: TestShop;
let b: TestShop;

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
});

describe.each(["category", "brand"] as const)("%s repository", (kind) => {
  const table = kind === "category" ? categories : brands;

  it("lists only the shop's own rows, rating descending", async () => {
    await addNamedItem(bindToShop(db(), a.id), kind, { name: "Low", rating: 2, shopTypeId: null });
    await addNamedItem(bindToShop(db(), a.id), kind, { name: "High", rating: 9, shopTypeId: null });
    await addNamedItem(bindToShop(db(), b.id), kind, { name: "B only", rating: 5, shopTypeId: null });
    expect((await listNamedItems(bindToShop(db(), a.id), kind)).map((r) => r.name)).toEqual(["High", "Low"]);
  });

  it("refuses a second row of the same name in the same shop, but not in another shop", async () => {
    const first = await addNamedItem(bindToShop(db(), a.id), kind, { name: "Rice", rating: 5, shopTypeId: null });
    expect(first.ok).toBe(true);
    expect(await addNamedItem(bindToShop(db(), a.id), kind, { name: " RICE ", rating: 5, shopTypeId: null })).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect((await addNamedItem(bindToShop(db(), b.id), kind, { name: "Rice", rating: 5, shopTypeId: null })).ok).toBe(
      true,
    );
    const other = await addNamedItem(bindToShop(db(), a.id), kind, { name: "Dal", rating: 5, shopTypeId: null });
    if (!other.ok || !first.ok) throw new Error("setup");
    expect(
      await updateNamedItem(
        bindToShop(db(), a.id),
        kind,
        other.id,
        { name: "rice", rating: 5, shopTypeId: null },
        false,
      ),
    ).toEqual({ ok: false, reason: "duplicate" });
    // Renaming a row to its own name (another case) is fine.
    expect(
      await updateNamedItem(
        bindToShop(db(), a.id),
        kind,
        first.id,
        { name: "RICE", rating: 6, shopTypeId: null },
        false,
      ),
    ).toEqual({ ok: true, id: first.id });
  });

  it("A cannot read, update or delete B's row; B's row is unchanged", async () => {
    const added = await addNamedItem(bindToShop(db(), b.id), kind, { name: "B's row", rating: 7, shopTypeId: 1 });
    if (!added.ok) throw new Error("setup");
    const before = await db().select().from(table).where(eq(table.id, added.id));

    expect(await getNamedItem(bindToShop(db(), a.id), kind, added.id)).toBeNull();
    expect(
      await updateNamedItem(
        bindToShop(db(), a.id),
        kind,
        added.id,
        { name: "Taken over", rating: 1, shopTypeId: null },
        true,
      ),
    ).toEqual({ ok: false, reason: "notFound" });
    expect(await deleteNamedItem(bindToShop(db(), a.id), kind, added.id)).toBeNull();

    expect(await db().select().from(table).where(eq(table.id, added.id))).toEqual(before);
    expect(await getNamedItem(bindToShop(db(), b.id), kind, added.id)).toMatchObject({
      name: "B's row",
      rating: 7,
      shopTypeId: 1,
    });
  });

  it("keeps the store type when a shop that may not set it updates the row", async () => {
    const added = await addNamedItem(bindToShop(db(), a.id), kind, { name: "Typed", rating: 5, shopTypeId: 2 });
    if (!added.ok) throw new Error("setup");
    await updateNamedItem(
      bindToShop(db(), a.id),
      kind,
      added.id,
      { name: "Typed", rating: 8, shopTypeId: null },
      false,
    );
    expect(await getNamedItem(bindToShop(db(), a.id), kind, added.id)).toMatchObject({ rating: 8, shopTypeId: 2 });
  });

  it("deleting leaves the shop's products without it", async () => {
    const added = await addNamedItem(bindToShop(db(), a.id), kind, { name: "Gone", rating: 5, shopTypeId: null });
    if (!added.ok) throw new Error("setup");
    const link = kind === "category" ? { categoryId: added.id } : { brandId: added.id };
    const [product] = await db()
      .insert(products)
      .values({ shopId: a.id, name: "Toor dal", mrpPaise: 100, pricePaise: 100, ...link })
      .returning();
    expect(await deleteNamedItem(bindToShop(db(), a.id), kind, added.id)).toEqual({ name: "Gone" });
    const [after] = await db().select().from(products).where(eq(products.id, product!.id));
    expect(kind === "category" ? after!.categoryId : after!.brandId).toBeNull();
  });
});

describe("special offers repository", () => {
  it("A cannot read, update or delete B's offer; B's offer is unchanged", async () => {
    const id = await addOffer(bindToShop(db(), b.id), offer);
    const before = await db().select().from(specialOffers).where(eq(specialOffers.id, id));
    expect(await listOffers(bindToShop(db(), a.id))).toEqual([]);
    expect(await getOffer(bindToShop(db(), a.id), id)).toBeNull();
    expect(await updateOffer(bindToShop(db(), a.id), id, { ...offer, name: "Taken" })).toBe(false);
    expect(await deleteOffer(bindToShop(db(), a.id), id)).toBeNull();
    expect(await db().select().from(specialOffers).where(eq(specialOffers.id, id))).toEqual(before);
  });

  it("an active offer shows in the store, an inactive one does not", async () => {
    const id = await addOffer(bindToShop(db(), a.id), offer);
    const [shop] = await db().select().from(shops).where(eq(shops.id, a.id));
    const page = () =>
      loadStorePage(storeScope(db(), { shop: shop!, dealer: null, via: "path", basePath: `/${a.url}` }), {
        billing: null,
        adminView: false,
        openView: null,
        pageUrl: "",
      });
    expect((await page()).offers).toEqual([{ id, name: "Diwali", description: offer.description }]);
    expect(await updateOffer(bindToShop(db(), a.id), id, { ...offer, status: 0 })).toBe(true);
    expect((await page()).offers).toEqual([]);
  });
});

describe("customers repository", () => {
  const asha = { name: "Asha Deshmukh", address: "MG Road, Pune", whatsApp: "9876543210" };

  it("premium A cannot read, update or delete premium B's customer; B's customer is unchanged", async () => {
    await premium(a);
    await premium(b);
    const added = await addCustomer(bindToShop(db(), b.id), asha);
    const before = await db().select().from(customers).where(eq(customers.id, added));
    expect(await listCustomers(bindToShop(db(), a.id))).toEqual([]);
    expect(await getCustomer(bindToShop(db(), a.id), added)).toBeNull();
    expect(await updateCustomer(bindToShop(db(), a.id), added, { ...asha, name: "Taken over" })).toBe(false);
    expect(await deleteCustomer(bindToShop(db(), a.id), added)).toBeNull();
    expect(await db().select().from(customers).where(eq(customers.id, added))).toEqual(before);
  });

  it("a premium shop's added customer is offered by billing mode", async () => {
    await premium(a);
    const added = await addCustomer(bindToShop(db(), a.id), asha);
    const [shop] = await db().select().from(shops).where(eq(shops.id, a.id));
    const store = storeScope(db(), { shop: shop!, dealer: null, via: "path", basePath: `/${a.url}` });
    expect(await listBillingCustomers(store)).toEqual([{ id: added, ...asha }]);
    expect(await deleteCustomer(bindToShop(db(), a.id), added)).toEqual({ name: asha.name });
    expect(
      await db()
        .select()
        .from(customers)
        .where(and(eq(customers.shopId, a.id))),
    ).toEqual([]);
  });
});

/*
 * The screens through the Worker (routes, pipeline, actions) with a real admin session: the answers the browser never
 * shows as such — another shop's ids answer 404, a basic shop's customer posts and CSV answer 403, and an anonymous
 * visitor is sent to the sign-in. The generated cross-tenant suite (cross-tenant.test.ts) also aims every route at
 * another shop's rows and checks that nothing leaks or changes; here the exact answers are pinned.
 */
