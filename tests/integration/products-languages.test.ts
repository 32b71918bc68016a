import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { flashOf } from "./admin-answers";
import { asAdminOf, createTestShop, db } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The Products screens say what the server says in the admin's own language (docs/decisions/0028): the flash after an
 * add, an update and a duplicate, the refusals of the form's rules, of the prompt's count and of the plan's limit.
 * English stays the specs' text; each language's words are its book's.
 */

const FORM = { name: "Toor Dal", mrp: "140", finalPrice: "130", unitId: "3", rating: "8", inStock: "1" };

describe("the Products screens in the admin's language", () => {
  it.each(["mr", "hi", "en"] as const)("%s: flashes and refusals", async (locale) => {
    const t = panelTexts(locale);
    const shop = await createTestShop();
    await makeShopReady(shop);
    await db().update(shops).set({ productsLimit: 2 }).where(eq(shops.id, shop.id));
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const { token } = await asAdminOf(shop);
    const visit = { token, cookie: `yaadi_panel_lang=${locale}` };
    const refused = async (path: string, fields: Record<string, string>) => {
      const response = await postForm(dataUrl(path), fields, visit);
      expect(response.status, path).toBe(400);
      return ((await dataResponse(response)).data as { error: string }).error;
    };

    const added = await postForm("/adminpanel/products/new", FORM, visit);
    expect(added.status).toBe(302);
    expect(flashOf(added).text).toBe(t.products.added("Toor Dal"));
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.shopId, shop.id));
    const id = String(row!.id);

    const updated = await postForm(`/adminpanel/products/${id}`, { ...FORM, finalPrice: "125" }, visit);
    expect(flashOf(updated).text).toBe(t.products.updated("Toor Dal"));

    // A field rule's message, its label said in the language too.
    expect(await refused("/adminpanel/products/new", { ...FORM, name: "" })).toBe(
      t.fields.required(t.products.said["Product name"]),
    );

    // The prompt's count, then copies the plan has no room for, then one that fits.
    expect(await refused("/adminpanel/products", { intent: "duplicate", id, count: "abc" })).toBe(
      t.products.said["You didn't enter a valid number."],
    );
    expect(await refused("/adminpanel/products", { intent: "duplicate", id, count: "5" })).toBe(
      t.products.duplicate.noRoom({ kind: "noRoom", current: 1, limit: 2 }),
    );
    const copied = await postForm("/adminpanel/products", { intent: "duplicate", id, count: "1" }, visit);
    expect(flashOf(copied).text).toBe(t.products.duplicate.done("Toor Dal", 1));

    // The plan is full: ADD says so before the form is filled, and refuses a post.
    const addScreen = await (await get("/adminpanel/products/new", visit)).text();
    expect(addScreen).toContain(t.products.limitReached(2));
    expect(await refused("/adminpanel/products/new", { ...FORM, name: "Poha" })).toBe(t.products.limitReached(2));

    if (locale === "en") {
      expect(flashOf(added).text).toBe("The product 'Toor Dal' added successfully.");
      expect(t.products.limitReached(2)).toBe(
        "The store has reached the limit of 2 products. Go to Store-Settings to change the plan",
      );
    } else {
      for (const text of [flashOf(added).text, t.products.limitReached(2)]) expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
