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
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * The admin's categories, brands, special offers and customers (spec 2 §2, §3): every repository call of shop A with
 * shop B's ids finds nothing and changes nothing; a basic shop reads and writes no customers.
 */

let a: TestShop;
let b: TestShop;

const premium = (shop: TestShop) => db().update(shops).set({ versionTypeId: 2 }).where(eq(shops.id, shop.id));
const offer = {
  name: "Diwali",
  description: "10% off above Rs. 500",
  criteria: "amount",
  discountIn: "percent",
  discountValue: 10,
  status: 1,
} as const;

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
describe("the screens through the Worker", () => {
  const PREMIUM_ONLY = "This feature is available in Premium version !";
  /** The CSV as downloaded, byte-order mark included (Response.text() would drop it). */

  it("shop A's admin gets 404 for shop B's rows on every screen, B's rows stay as they were, and A sees none of them", async () => {
    await makeShopReady(a); // ready and premium, so every screen (customers too) opens
    await makeShopReady(b);
    const named = async (kind: "category" | "brand") => {
      const added = await addNamedItem(bindToShop(db(), b.id), kind, {
        name: `B ${kind}`,
        rating: 6,
        shopTypeId: null,
      });
      if (!added.ok) throw new Error("setup");
      return added.id;
    };
    const customer = await addCustomer(bindToShop(db(), b.id), {
      name: "B customer",
      address: "B address",
      whatsApp: "9000000001",
    });
    const ids = {
      categories: await named("category"),
      brands: await named("brand"),
      offers: await addOffer(bindToShop(db(), b.id), { ...offer, name: "B offer", description: "B offer description" }),
      customers: customer,
    };
    const bNames = ["B category", "B brand", "B offer", "B customer", "9000000001"];
    const before = await shopRowsSnapshot(b.id);
    const token = (await asAdminOf(a)).token;

    const forms = {
      categories: { name: "Taken over", rating: "1" },
      brands: { name: "Taken over", rating: "1" },
      offers: {
        name: "Taken over",
        description: "Taken over by shop A",
        criteria: "other",
        discountIn: "percent",
        discountValue: "1",
        status: "0",
      },
      customers: { name: "Taken over", address: "Shop A", whatsApp: "9999999999" },
    };
    const empty = {
      categories: "NO CATEGORIES",
      brands: "NO BRANDS",
      offers: "NO SPECIAL OFFERS",
      customers: "NO CUSTOMERS",
    };
    for (const screen of ["categories", "brands", "offers", "customers"] as const) {
      const id = String(ids[screen]);
      expect((await get(`/adminpanel/${screen}/${id}`, { token })).status, `GET ${screen}`).toBe(404);
      expect((await postForm(`/adminpanel/${screen}/${id}`, forms[screen], { token })).status, `update ${screen}`).toBe(
        404,
      );
      expect(
        (await postForm(`/adminpanel/${screen}/${id}`, { intent: "delete", id }, { token })).status,
        `delete on edit ${screen}`,
      ).toBe(404);
      expect(
        (await postForm(`/adminpanel/${screen}`, { intent: "delete", id }, { token })).status,
        `delete on list ${screen}`,
      ).toBe(404);
      // A's own list is empty and names none of B's rows.
      const list = await get(`/adminpanel/${screen}`, { token });
      expect(list.status).toBe(200);
      const html = await list.text();
      expect(html).toContain(empty[screen]);
      for (const name of bNames) expect(html, screen).not.toContain(name);
    }
    expect(await shopRowsSnapshot(b.id)).toEqual(before);
    // A's CSV holds none of B's customers: A has none, so there is no file (spec 3 §5 'No Data').
    const csv = await get("/adminpanel/customers.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([404, "No Data"]);
  });

  it("a basic shop's customer screens show the premium notice; posts and CSV answer 403 and change nothing", async () => {
    await makeShopReady(a);
    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, a.id));
    const [mine] = await db()
      .insert(customers)
      .values({ shopId: a.id, name: "Asha Deshmukh", address: "MG Road, Pune", whatsApp: "9876543210" })
      .returning();
    const token = (await asAdminOf(a)).token;
    for (const path of ["/adminpanel/customers", "/adminpanel/customers/new", `/adminpanel/customers/${mine!.id}`]) {
      const screen = await get(path, { token });
      expect(screen.status, path).toBe(200);
      const html = await screen.text();
      expect(html, path).toContain(PREMIUM_ONLY);
      expect(html, path).not.toContain("Asha Deshmukh");
    }

    expect(
      (
        await postForm(
          "/adminpanel/customers/new",
          { name: "Ravi Kulkarni", address: "MG Road, Pune", whatsApp: "9123456780" },
          { token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await postForm(
          `/adminpanel/customers/${mine!.id}`,
          { name: "Changed name", address: "MG Road, Pune", whatsApp: "9876543210" },
          { token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await postForm("/adminpanel/customers", { intent: "delete", id: String(mine!.id) }, { token })).status,
    ).toBe(403);
    const csv = await get("/adminpanel/customers.csv", { token });
    expect(csv.status).toBe(403);
    expect(await csv.text()).toBe(PREMIUM_ONLY);
    expect(await db().select().from(customers).where(eq(customers.shopId, a.id))).toEqual([mine]);
  });

  it("sends an anonymous visitor to /adminpanel, and an anonymous post writes nothing", async () => {
    for (const path of [
      "/adminpanel/categories",
      "/adminpanel/brands/new",
      "/adminpanel/offers/1",
      "/adminpanel/customers",
      "/adminpanel/customers.csv",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/adminpanel");
    }
    const post = await postForm("/adminpanel/categories/new", { name: "Sneaky", rating: "5" });
    expect([302, 303]).toContain(post.status);
    expect(post.headers.get("Location")).toBe("/adminpanel");
    expect(await db().select().from(categories).where(eq(categories.name, "Sneaky"))).toEqual([]);
  });
});
