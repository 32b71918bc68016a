import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ProductInput } from "#app/domain/admin/product-form";
import { countProducts } from "#app/server/admin/product-count.server";
import { parseProductForm } from "#app/server/admin/product-input.server";
import {
  addProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listChoices,
  listProducts,
  ownsChoices,
  updateProduct,
} from "#app/server/admin/products.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { brands, categories, products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/* The shop admin's products service (spec 2 §2–§5) on the real migrations: tenant isolation, the plan limit, duplicate. */

const input = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: "Toor Dal",
  nameRegional: "तूर डाळ",
  information: "",
  mrpPaise: 14000,
  pricePaise: 13000,
  unitId: 3,
  categoryId: null,
  brandId: null,
  rating: 5,
  inStock: 1,
  searchWords: "arhar",
  ...over,
});

async function addOk(shopId: number, over: Partial<ProductInput> = {}, limit = 150): Promise<number> {
  const result = await addProduct(bindToShop(db(), shopId), limit, input(over));
  if (!result.ok) throw new Error(`add failed: ${result.reason}`);
  return result.id;
}

async function choicesOf(shop: TestShop) {
  const [cat] = await db()
    .insert(categories)
    .values({ shopId: shop.id, name: `Cat ${shop.name}` })
    .returning();
  const [brand] = await db()
    .insert(brands)
    .values({ shopId: shop.id, name: `Brand ${shop.name}` })
    .returning();
  return { categoryId: cat!.id, brandId: brand!.id };
}

let a: TestShop;
let b: TestShop;
let bProduct: number;
let bRowBefore: unknown;

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  const bChoices = await choicesOf(b);
  bProduct = await addOk(b.id, { name: "B Basmati", ...bChoices });
  bRowBefore = await getProduct(bindToShop(db(), b.id), bProduct);
});

async function expectBUnchanged() {
  expect(await getProduct(bindToShop(db(), b.id), bProduct)).toEqual(bRowBefore);
  expect(await countProducts(bindToShop(db(), b.id))).toBe(1);
}

describe("tenant isolation", () => {
  it("lists and reads only the shop's own products", async () => {
    const mine = await addOk(a.id, { name: "A Sugar" });
    expect((await listProducts(bindToShop(db(), a.id))).map((p) => p.id)).toEqual([mine]);
    expect(await getProduct(bindToShop(db(), a.id), bProduct)).toBeNull();
    expect(await getProduct(bindToShop(db(), a.id), mine)).toMatchObject({ name: "A Sugar", shopId: a.id });
  });

  it("cannot update, delete or duplicate another shop's product", async () => {
    expect(await updateProduct(bindToShop(db(), a.id), bProduct, input({ name: "Hacked" }))).toBe(false);
    expect(await deleteProduct(bindToShop(db(), a.id), bProduct)).toBeNull();
    expect(await duplicateProduct(bindToShop(db(), a.id), 150, bProduct, 3)).toEqual({ ok: false, reason: "notFound" });
    await expectBUnchanged();
    expect(await countProducts(bindToShop(db(), a.id))).toBe(0);
  });

  it("refuses another shop's category or brand for a product", async () => {
    const own = await choicesOf(a);
    const [bCat] = await db().select().from(categories).where(eq(categories.shopId, b.id));
    const [bBrand] = await db().select().from(brands).where(eq(brands.shopId, b.id));
    expect(await ownsChoices(bindToShop(db(), a.id), own)).toBe(true);
    expect(await ownsChoices(bindToShop(db(), a.id), { categoryId: null, brandId: null })).toBe(true);
    expect(await ownsChoices(bindToShop(db(), a.id), { categoryId: bCat!.id, brandId: own.brandId })).toBe(false);
    expect(await ownsChoices(bindToShop(db(), a.id), { categoryId: own.categoryId, brandId: bBrand!.id })).toBe(false);
    expect(await ownsChoices(bindToShop(db(), a.id), { categoryId: 987654321, brandId: null })).toBe(false);
    const choices = await listChoices(bindToShop(db(), a.id));
    expect(choices.categories.map((c) => c.id)).toEqual([own.categoryId]);
    expect(choices.brands.map((c) => c.id)).toEqual([own.brandId]);
  });

  it("never shows another shop's category name, even if a row pointed at it", async () => {
    const [bCat] = await db().select().from(categories).where(eq(categories.shopId, b.id));
    const mine = await addOk(a.id);
    await db()
      .update(products)
      .set({ categoryId: bCat!.id })
      .where(and(eq(products.shopId, a.id), eq(products.id, mine)));
    const [row] = await listProducts(bindToShop(db(), a.id));
    expect(row).toMatchObject({ id: mine, categoryName: null });
  });
});

describe("add, update, delete", () => {
  it("lists by rating, highest first, and keeps the regional name when the form had none", async () => {
    const low = await addOk(a.id, { name: "Low", rating: 2 });
    const high = await addOk(a.id, { name: "High", rating: 9 });
    expect((await listProducts(bindToShop(db(), a.id))).map((p) => p.id)).toEqual([high, low]);
    expect(
      await updateProduct(bindToShop(db(), a.id), low, input({ name: "Low 2", nameRegional: null, mrpPaise: 5000 })),
    ).toBe(true);
    expect(await getProduct(bindToShop(db(), a.id), low)).toMatchObject({
      name: "Low 2",
      nameRegional: "तूर डाळ",
      mrpPaise: 5000,
      imageKey: null,
    });
    expect(await deleteProduct(bindToShop(db(), a.id), high)).toBe("High");
    expect(await getProduct(bindToShop(db(), a.id), high)).toBeNull();
    await expectBUnchanged();
  });
});

describe("plan limit", () => {
  it("adds up to products_limit and refuses the next one inside the same transaction", async () => {
    await addOk(a.id, {}, 2);
    await addOk(a.id, {}, 2);
    // The service itself refuses (the batch rolls back), even without the route's earlier count.
    expect(await addProduct(bindToShop(db(), a.id), 2, input())).toEqual({ ok: false, reason: "limit" });
    expect(await countProducts(bindToShop(db(), a.id))).toBe(2);
  });
});

describe("duplicate", () => {
  it("writes N copies named D_{name} with the same details", async () => {
    const own = await choicesOf(a);
    const source = await addOk(a.id, { name: "x".repeat(80), ...own, rating: 7 });
    const result = await duplicateProduct(bindToShop(db(), a.id), 150, source, 3);
    expect(result).toMatchObject({ ok: true, name: "x".repeat(80) });
    if (!result.ok) throw new Error("no copies");
    expect(result.ids).toHaveLength(3);
    for (const id of result.ids) {
      expect(await getProduct(bindToShop(db(), a.id), id)).toMatchObject({
        name: `D_${"x".repeat(78)}`,
        rating: 7,
        mrpPaise: 14000,
        pricePaise: 13000,
        unitId: 3,
        ...own,
        shopId: a.id,
      });
    }
    expect(await countProducts(bindToShop(db(), a.id))).toBe(4);
    await expectBUnchanged();
  });

  it("says when the store is full or the copies do not fit, and writes nothing", async () => {
    await db().update(shops).set({ productsLimit: 3 }).where(eq(shops.id, a.id));
    const source = await addOk(a.id, {}, 3);
    expect(await duplicateProduct(bindToShop(db(), a.id), 3, source, 3)).toEqual({
      ok: false,
      reason: "room",
      message: "The store has currently 1 products. It can accomodate maximum 3.",
    });
    expect(await countProducts(bindToShop(db(), a.id))).toBe(1);
    expect(await duplicateProduct(bindToShop(db(), a.id), 3, source, 2)).toMatchObject({ ok: true });
    expect(await duplicateProduct(bindToShop(db(), a.id), 3, source, 1)).toEqual({
      ok: false,
      reason: "room",
      message: "The store has reached the maximum limit of 3 products.",
    });
    expect(await countProducts(bindToShop(db(), a.id))).toBe(3);
  });
});

describe("form re-check on the server", () => {
  const form = {
    name: " Onion ",
    nameRegional: "कांदा",
    information: "bunch",
    mrp: "40",
    finalPrice: "035",
    unitId: "2",
    categoryId: "",
    brandId: "",
    rating: "8",
    inStock: "0",
    searchWords: "kanda",
  };

  it("stores rupees as paise, empties Unit Information for weight units, trims", () => {
    expect(parseProductForm(form, { regional: true })).toEqual({
      ok: true,
      input: {
        name: "Onion",
        nameRegional: "कांदा",
        information: "",
        mrpPaise: 4000,
        pricePaise: 3500,
        unitId: 2,
        categoryId: null,
        brandId: null,
        rating: 8,
        inStock: 0,
        searchWords: "kanda",
      },
    });
    const unit1 = parseProductForm({ ...form, unitId: "1" }, { regional: false });
    expect(unit1).toMatchObject({ ok: true, input: { information: "bunch", nameRegional: null } });
  });

  it("answers bad input with the spec's messages", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: "" }, "Product name is required"],
      [{ ...form, name: "x".repeat(81) }, "Maximum 80 characters allowed"],
      [{ ...form, mrp: "4O" }, "Enter only digits"],
      [{ ...form, finalPrice: undefined }, "Final price is required"],
      [{ ...form, mrp: "9".repeat(31) }, "Maximum 30 digits allowed"],
      [{ ...form, searchWords: "y".repeat(41) }, "Maximum 40 characters allowed"],
      [{ ...form, nameRegional: "क".repeat(41) }, "Maximum 40 characters allowed"],
      [{ ...form, unitId: "9" }, "Unit is required"],
      [{ ...form, rating: "0" }, "Rating is required"],
      [{ ...form, inStock: "maybe" }, "In stock is required"],
      [{ ...form, categoryId: "abc" }, "Category is required"],
    ];
    for (const [bad, message] of cases)
      expect(parseProductForm(bad, { regional: true })).toEqual({ ok: false, message });
  });
});

/*
 * The screens' actions with a real admin session (what the browser's checks hide): another shop's product or category
 * is a 404 and changes nothing, the plan's limit and the copies' range hold on the server, anonymous visitors go to the
 * sign-in. cross-tenant.test.ts probes these routes too (no leak, B unchanged); here the answers themselves are named.
 */
describe("screen actions", () => {
  const form = { name: "Stolen", mrp: "1", finalPrice: "1", unitId: "1", rating: "5", inStock: "1" };
  const tokenOf = async (shop: TestShop) => (await asAdminOf(shop)).token;

  it("answer 404 for B's product and category, and change nothing", async () => {
    await makeShopReady(a);
    const token = await tokenOf(a);
    const [bCat] = await db().select().from(categories).where(eq(categories.shopId, b.id));
    expect((await get(`/adminpanel/products/${bProduct}`, { token })).status).toBe(404);
    expect((await postForm(`/adminpanel/products/${bProduct}`, form, { token })).status).toBe(404);
    expect((await postForm("/adminpanel/products", { intent: "delete", id: String(bProduct) }, { token })).status).toBe(
      404,
    );
    expect(
      (await postForm("/adminpanel/products", { intent: "duplicate", id: String(bProduct), count: "2" }, { token }))
        .status,
    ).toBe(404);
    expect(
      (await postForm("/adminpanel/products/new", { ...form, categoryId: String(bCat!.id) }, { token })).status,
    ).toBe(404);
    await expectBUnchanged();
    expect(await countProducts(bindToShop(db(), a.id))).toBe(0);
  });

  it("ADD stores what the form sent, without an image", async () => {
    await makeShopReady(a);
    const sent = {
      name: "Toor Dal",
      nameRegional: "तूर डाळ",
      information: "",
      mrp: "140",
      finalPrice: "130",
      unitId: "3",
      rating: "8",
      inStock: "1",
      searchWords: "arhar tuvar",
    };
    const response = await postForm("/adminpanel/products/new", sent, { token: await tokenOf(a) });
    expect(response.status).toBe(302);
    const [row] = await listProducts(bindToShop(db(), a.id));
    // The sample product's fields, sent in rupees with a rating and search words of their own, no category or brand.
    expect(await getProduct(bindToShop(db(), a.id), row!.id)).toMatchObject({
      ...input({ rating: 8, searchWords: "arhar tuvar" }),
      imageKey: null,
    });
  });

  it("refuse copies and adds past the plan's limit, and a count outside 1–10, with the spec's messages", async () => {
    await makeShopReady(a);
    await db().update(shops).set({ productsLimit: 3 }).where(eq(shops.id, a.id));
    const source = await addOk(a.id, { name: "Cashew 250g" }, 3);
    await addOk(a.id, {}, 3);
    await addOk(a.id, {}, 3);
    const token = await tokenOf(a);
    // As the page's fetcher or form posts it (a .data request): the action's own answer, not the page around it.
    const refused = async (path: string, fields: Record<string, string>, message: string) => {
      const response = await postForm(dataUrl(path), fields, { token });
      expect(response.status, message).toBe(400);
      expect(await dataResponse(response)).toMatchObject({ data: { error: message } });
    };
    await refused(
      "/adminpanel/products",
      { intent: "duplicate", id: String(source), count: "1" },
      "The store has reached the maximum limit of 3 products.",
    );
    await refused(
      "/adminpanel/products",
      { intent: "duplicate", id: String(source), count: "12" },
      "Enter a number between 1 to 10.",
    );
    await refused(
      "/adminpanel/products/new",
      { ...form, name: "Extra" },
      "The store has reached the limit of 3 products. Go to Store-Settings to change the plan",
    );
    expect(await countProducts(bindToShop(db(), a.id))).toBe(3);
  });

  it("send anonymous visitors to the sign-in", async () => {
    for (const path of ["/adminpanel/products", "/adminpanel/products/new", `/adminpanel/products/${bProduct}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/adminpanel/");
    }
  });
});
