import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addCustomer } from "#app/server/admin/customers.server";
import { addNamedItem } from "#app/server/admin/named-lists.server";
import { addOffer } from "#app/server/admin/offers.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { categories } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { offer } from "./list-fixtures";
import { get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * The admin's categories, brands, special offers and customers screens through the whole Worker (spec 2 §2, §3, §8):
 * shop B's rows answer 404 to shop A's admin and stay as they were, a basic shop's customer posts and CSV are refused
 * with the premium notice, and an anonymous visitor is sent to the sign-in.
 */

let a: TestShop;
let b: TestShop;

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
});

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
      expect(response.headers.get("Location"), path).toBe("/adminpanel/");
    }
    const post = await postForm("/adminpanel/categories/new", { name: "Sneaky", rating: "5" });
    expect([302, 303]).toContain(post.status);
    expect(post.headers.get("Location")).toBe("/adminpanel/");
    expect(await db().select().from(categories).where(eq(categories.name, "Sneaky"))).toEqual([]);
  });
});
