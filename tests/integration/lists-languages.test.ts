import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { flashOf, refusal } from "./admin-answers";
import { ramesh } from "./dealer-fixtures";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * What the Categories, Brands, Special Offers, Customers and Dealers screens say from the server — a save's message, a
 * refusal, an empty download — in the admin's own language (docs/decisions/0028), from the book's own texts. The
 * English of the same answers is in admin-lists, admin-dealers, admin-dealer-links and customer-lists.
 */

async function adminIn(language: "mr" | "hi") {
  const shop = await createTestShop();
  await makeShopReady(shop); // ready, premium, with the dealer facility
  await db().update(admins).set({ language }).where(eq(admins.id, shop.admin.id));
  const { token } = await asAdminOf(shop);
  return { post: (path: string, fields: Record<string, string>) => postForm(path, fields, { token }), token };
}

describe.each(["mr", "hi"] as const)("the lists' server texts in %s", (locale) => {
  const t = panelTexts(locale);

  it("a saved category, brand, offer and customer are reported in the admin's language", async () => {
    const { post } = await adminIn(locale);
    const category = await post("/adminpanel/categories/new", { name: "Masale", rating: "5" });
    expect(flashOf(category)).toMatchObject({ tone: "success", text: t.lists.categories.added("Masale") });
    const brand = await post("/adminpanel/brands/new", { name: "Tata", rating: "7" });
    expect(flashOf(brand)).toMatchObject({ tone: "success", text: t.lists.brands.added("Tata") });
    const offer = await post("/adminpanel/offers/new", {
      name: "DIWALI10",
      description: "10% off above Rs. 500",
      criteria: "amount",
      discountIn: "percent",
      discountValue: "10",
      status: "1",
    });
    expect(flashOf(offer)).toMatchObject({ tone: "success", text: t.lists.offers.added("DIWALI10") });
    const customer = await post("/adminpanel/customers/new", {
      name: "Asha Deshmukh",
      address: "MG Road, Pune",
      whatsApp: "9876543210",
    });
    expect(flashOf(customer)).toMatchObject({ tone: "success", text: t.people.customers.added("Asha Deshmukh") });
    expect(t.lists.categories.added("Masale")).toMatch(/[\u0900-\u097F]/);
  });

  it("refusals are said in the admin's language: a name the list has, a dealer's link taken, a field's rule", async () => {
    const { post } = await adminIn(locale);
    expect((await post("/adminpanel/categories/new", { name: "Masale", rating: "5" })).status).toBe(302);
    const duplicate = await refusal(
      await post("/adminpanel/categories/new", { name: " masale ", rating: "5" }),
      "routes/admin/categories/new",
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.answer?.error).toBe(t.lists.categories.duplicate("masale"));

    expect((await post("/adminpanel/dealers/new", ramesh)).status).toBe(302);
    const taken = await refusal(
      await post("/adminpanel/dealers/new", { ...ramesh, name: "Suresh Patil", whatsApp: "9000000012" }),
      "routes/admin/dealers/new",
    );
    expect(taken.status).toBe(409);
    expect(taken.answer?.error).toBe(t.people.dealers.linkUsed(ramesh.link, ramesh.name));

    // 'Name' is said per screen: the rule's message names the field in the admin's language.
    const unnamed = await refusal(
      await post("/adminpanel/customers/new", { name: "", address: "MG Road, Pune", whatsApp: "9876543210" }),
      "routes/admin/customers/new",
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.answer?.error).toBe(t.fields.required(t.people.customers.name));

    const percent = await refusal(
      await post("/adminpanel/offers/new", {
        name: "DIWALI10",
        description: "A festival offer for everyone",
        criteria: "amount",
        discountIn: "percent",
        discountValue: "150",
        status: "1",
      }),
      "routes/admin/offers/new",
    );
    expect(percent.status).toBe(400);
    expect(percent.answer?.error).toBe(t.lists.said["At most 100 percent"]);
  });

  it("an empty customers' download answers in the admin's language", async () => {
    const { token } = await adminIn(locale);
    const csv = await get("/adminpanel/customers.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([404, t.people.noData]);
  });
});
