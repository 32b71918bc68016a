import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readCsv, toCsv } from "#app/domain/admin/csv";
import { PRODUCT_TAX_MESSAGES } from "#app/domain/gst/product-tax";
import { SHOP_TAX_MESSAGES } from "#app/domain/gst/shop-tax-form";
import { productSheetCsv, uploadSheet } from "#app/server/admin/product-sheet.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { productTax, shopTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import { auditEvents, shops } from "#db/schema/platform";
import { SHEET_HEADER } from "../fixtures/product-sheet-header";
import { asAdminOf, asOwner, db, seedTwoShops, type TestShop } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * GST's settings through the Worker (issue 28, part 1): Store Settings' Tax (GST) form, a product's HSN and GST rate in
 * the product form, Duplicate and Products-Tax, the product sheet's columns, and the owner's correction. A refusal
 * writes nothing; another shop's product's tax is never read nor written.
 */

const GSTIN = "27AAPFU0939F1ZV"; // Maharashtra's (27), check character V
let a: TestShop;
let b: TestShop;
let tokenA: string;

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  await makeShopReady(a);
  await makeShopReady(b);
  await db().update(shops).set({ state: "Maharashtra" }).where(eq(shops.id, a.id));
  tokenA = (await asAdminOf(a)).token!;
});

const taxRowOf = async (shopId: number) =>
  (await db().select().from(shopTax).where(eq(shopTax.shopId, shopId)))[0] ?? null;
const productTaxOf = async (productId: number) =>
  (await db().select().from(productTax).where(eq(productTax.productId, productId)))[0] ?? null;
async function addProduct(shop: TestShop, name: string, tax?: { hsn: string; rateBp: number }) {
  const [row] = await db()
    .insert(products)
    .values({ shopId: shop.id, name, mrpPaise: 5000, pricePaise: 4500 })
    .returning();
  if (tax)
    await db()
      .insert(productTax)
      .values({ productId: row!.id, shopId: shop.id, ...tax });
  return row!;
}

const REGULAR = {
  intent: "tax",
  kind: "regular",
  gstin: GSTIN,
  stateCode: "27",
  legalName: "Sai Traders",
  turnoverBand: "upto5cr",
};

describe("Store Settings' Tax (GST) form", () => {
  it("opens on the shop's state read from its address, not registered", async () => {
    const page = await get("/adminpanel/store-settings", { token: tokenA });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Tax (GST)");
    expect(html).toMatch(/<input[^>]*name="kind" checked="" value="none"/);
    const data = (await dataResponse(await get(dataUrl("/adminpanel/store-settings"), { token: tokenA }))) as Record<
      string,
      { data: { tax: unknown } }
    >;
    expect(data["routes/admin/settings/store-settings"]!.data.tax).toEqual({
      kind: "none",
      gstin: "",
      stateCode: "27",
      legalName: "",
      turnoverBand: "upto5cr",
    });
  });

  it("saves a regular shop typed in small letters with spaces, and refuses a wrong check character first", async () => {
    const wrong = await postForm(
      "/adminpanel/store-settings",
      { ...REGULAR, gstin: "27AAPFU0939F1ZA" },
      { token: tokenA },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(SHOP_TAX_MESSAGES.gstinCheck.replaceAll("'", "&#x27;"));
    expect(await taxRowOf(a.id)).toBeNull();

    const saved = await postForm(
      "/adminpanel/store-settings",
      { ...REGULAR, gstin: " 27aapfu 0939f1zv ", legalName: " Sai  Traders " },
      { token: tokenA },
    );
    expect(saved.status).toBe(302);
    expect(await taxRowOf(a.id)).toMatchObject({
      kind: "regular",
      gstin: GSTIN,
      stateCode: "27",
      legalName: "Sai Traders",
      turnoverBand: "upto5cr",
    });
    // The other form of the screen was not touched by it.
    expect((await db().select().from(shops).where(eq(shops.id, a.id)))[0]!.colorScheme).toBeTruthy();
  });

  it.each([
    [{ gstin: "29AAGCB7383J1Z4" }, SHOP_TAX_MESSAGES.gstinOtherState],
    [{ gstin: "27AAPFU0939F1Z" }, SHOP_TAX_MESSAGES.gstinShape],
    [{ legalName: "" }, "Legal name is required"],
    [{ kind: "gst" }, "GST registration is required"],
    [{ turnoverBand: "huge" }, "Turnover is required"],
  ])("refuses %j and keeps what was saved", async (change, message) => {
    expect((await postForm("/adminpanel/store-settings", REGULAR, { token: tokenA })).status).toBe(302);
    const before = await taxRowOf(a.id);
    const refused = await postForm("/adminpanel/store-settings", { ...REGULAR, ...change }, { token: tokenA });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message.replaceAll("'", "&#x27;"));
    expect(await taxRowOf(a.id)).toEqual(before);
  });

  it("says the refusal in the admin's language", async () => {
    await postForm("/adminpanel/account", { intent: "panel-language", language: "mr" }, { token: tokenA });
    const refused = await postForm(
      "/adminpanel/store-settings",
      { ...REGULAR, gstin: "27AAPFU0939F1ZA" },
      { token: tokenA, cookie: "yaadi_panel_lang=mr" },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("या GSTIN चे शेवटचे अक्षर बाकीच्यांशी जुळत नाही");
  });

  it("not registered keeps no GSTIN, and the shop's other settings stay as they were", async () => {
    await postForm("/adminpanel/store-settings", REGULAR, { token: tokenA });
    const [before] = await db().select().from(shops).where(eq(shops.id, a.id));
    const saved = await postForm(
      "/adminpanel/store-settings",
      { intent: "tax", kind: "none", stateCode: "27" },
      { token: tokenA },
    );
    expect(saved.status).toBe(302);
    expect(await taxRowOf(a.id)).toMatchObject({ kind: "none", gstin: "", legalName: "", stateCode: "27" });
    const [after] = await db().select().from(shops).where(eq(shops.id, a.id));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });
});

describe("a product's HSN and GST rate in the product form", () => {
  const form = (over: Record<string, string> = {}) => ({
    name: "Parle-G",
    mrp: "10",
    finalPrice: "10",
    unitId: "1",
    information: "",
    categoryId: "",
    brandId: "",
    rating: "5",
    inStock: "1",
    searchWords: "",
    hsn: "1905 90",
    gstRate: "1800",
    ...over,
  });

  it("adds a product with its tax, updates it, and refuses a rate outside the list with nothing written", async () => {
    const added = await postForm("/adminpanel/products/new", form(), { token: tokenA });
    expect(added.status).toBe(302);
    const [product] = await db().select().from(products).where(eq(products.shopId, a.id));
    expect(await productTaxOf(product!.id)).toMatchObject({ shopId: a.id, hsn: "190590", rateBp: 1800 });

    const updated = await postForm(`/adminpanel/products/${product!.id}`, form({ hsn: "1905", gstRate: "500" }), {
      token: tokenA,
    });
    expect(updated.status).toBe(302);
    expect(await productTaxOf(product!.id)).toMatchObject({ hsn: "1905", rateBp: 500 });

    for (const bad of [{ gstRate: "1200" }, { hsn: "19" }] as Record<string, string>[]) {
      const refused = await postForm(`/adminpanel/products/${product!.id}`, form({ name: "Changed", ...bad }), {
        token: tokenA,
      });
      expect(refused.status).toBe(400);
    }
    expect(await productTaxOf(product!.id)).toMatchObject({ hsn: "1905", rateBp: 500 });
    expect((await db().select().from(products).where(eq(products.id, product!.id)))[0]!.name).toBe("Parle-G");
  });

  it("shows the stored tax on the edit form, and a form from before the fields leaves it as it is", async () => {
    const biscuit = await addProduct(a, "Marie", { hsn: "1905", rateBp: 1800 });
    const data = await dataResponse(await get(dataUrl(`/adminpanel/products/${biscuit.id}`), { token: tokenA }));
    expect(JSON.stringify(data)).toContain("1905");
    const { hsn: _h, gstRate: _g, ...old } = form({ name: "Marie" });
    expect((await postForm(`/adminpanel/products/${biscuit.id}`, old, { token: tokenA })).status).toBe(302);
    expect(await productTaxOf(biscuit.id)).toMatchObject({ hsn: "1905", rateBp: 1800 });
  });

  it("another shop's product: its form is a 404 and a post writes no tax for it", async () => {
    const theirs = await addProduct(b, "B biscuit", { hsn: "1905", rateBp: 500 });
    expect((await get(`/adminpanel/products/${theirs.id}`, { token: tokenA })).status).toBe(404);
    const post = await postForm(`/adminpanel/products/${theirs.id}`, form({ gstRate: "4000" }), { token: tokenA });
    expect(post.status).toBe(404);
    expect(await productTaxOf(theirs.id)).toMatchObject({ shopId: b.id, hsn: "1905", rateBp: 500 });
  });

  it("Duplicate copies the HSN and rate to every copy", async () => {
    const tea = await addProduct(a, "Tea", { hsn: "0902", rateBp: 500 });
    const response = await postForm(
      "/adminpanel/products",
      { intent: "duplicate", id: String(tea.id), count: "2" },
      { token: tokenA },
    );
    expect(response.status).toBe(302);
    const copies = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, a.id), eq(products.name, "D_Tea")));
    expect(copies).toHaveLength(2);
    for (const copy of copies)
      expect(await productTaxOf(copy.id)).toMatchObject({ shopId: a.id, hsn: "0902", rateBp: 500 });
  });
});

describe("Products-Tax", () => {
  const save = (rows: { id: number; hsn: string; gstRate: string }[], token = tokenA) =>
    postForm(
      dataUrl("/adminpanel/products-tax"),
      { id: rows.map((r) => String(r.id)), hsn: rows.map((r) => r.hsn), gstRate: rows.map((r) => r.gstRate) },
      { token },
    );

  it("lists only this shop's products with their tax, and saves the changed rows at once", async () => {
    const rice = await addProduct(a, "Rice loose");
    const biscuit = await addProduct(a, "Biscuit", { hsn: "1905", rateBp: 500 });
    const theirs = await addProduct(b, "B secret", { hsn: "2106", rateBp: 1800 });
    const list = (await dataResponse(await get(dataUrl("/adminpanel/products-tax"), { token: tokenA }))) as Record<
      string,
      { data: { products: { id: number; hsn: string; rateBp: number }[] } }
    >;
    const rows = list["routes/admin/bulk/products-tax"]!.data.products;
    expect(rows.map((r) => [r.id, r.hsn, r.rateBp]).sort()).toEqual(
      [
        [rice.id, "", 0],
        [biscuit.id, "1905", 500],
      ].sort(),
    );
    expect(JSON.stringify(list)).not.toContain("B secret");

    const saved = await save([
      { id: rice.id, hsn: "1006", gstRate: "0" },
      { id: biscuit.id, hsn: "190590", gstRate: "1800" },
    ]);
    expect(saved.status).toBe(200);
    expect(JSON.stringify(await dataResponse(saved))).toContain("Tax of 2 products updated successfully");
    expect(await productTaxOf(rice.id)).toMatchObject({ shopId: a.id, hsn: "1006", rateBp: 0 });
    expect(await productTaxOf(biscuit.id)).toMatchObject({ hsn: "190590", rateBp: 1800 });
    expect(await productTaxOf(theirs.id)).toMatchObject({ hsn: "2106", rateBp: 1800 });
  });

  it("a post naming another shop's product is a 404 and writes nothing, not even this shop's rows", async () => {
    const mine = await addProduct(a, "Mine", { hsn: "1905", rateBp: 500 });
    const theirs = await addProduct(b, "Theirs", { hsn: "2106", rateBp: 1800 });
    const response = await save([
      { id: mine.id, hsn: "0902", gstRate: "0" },
      { id: theirs.id, hsn: "0000", gstRate: "0" },
    ]);
    expect(response.status).toBe(404);
    expect(await productTaxOf(mine.id)).toMatchObject({ hsn: "1905", rateBp: 500 });
    expect(await productTaxOf(theirs.id)).toMatchObject({ shopId: b.id, hsn: "2106", rateBp: 1800 });
    expect((await save([{ id: 987_654_321, hsn: "", gstRate: "0" }])).status).toBe(404);
  });

  it("refuses a bad row with its message (400) and writes none of the rows", async () => {
    const one = await addProduct(a, "One");
    const two = await addProduct(a, "Two");
    const response = await save([
      { id: one.id, hsn: "1905", gstRate: "500" },
      { id: two.id, hsn: "1905", gstRate: "1200" },
    ]);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await dataResponse(response))).toContain(PRODUCT_TAX_MESSAGES.rate);
    expect(await productTaxOf(one.id)).toBeNull();
    expect((await save([])).status).toBe(400);
  });
});

describe("the product sheet's HSN and GST Rate", () => {
  const scopeA = () => bindToShop(db(), a.id);
  const csv = (rows: string[][]) => new File([toCsv(rows)], "sheet.csv", { type: "text/csv" });
  const download = async () => readCsv(await productSheetCsv(scopeA())).filter((r) => r.some((c) => c !== ""));

  it("round trip: download, change HSN and rates, add a taxed product, upload; the download then shows them", async () => {
    const tea = await addProduct(a, "Tea", { hsn: "0902", rateBp: 500 });
    const atta = await addProduct(a, "Atta");
    const rows = await download();
    expect(rows[0]).toEqual(SHEET_HEADER);
    const hsnAt = SHEET_HEADER.indexOf("HSN");
    const rateAt = SHEET_HEADER.indexOf("GST Rate");
    expect(rows.slice(1).map((r) => [r[1], r[hsnAt], r[rateAt]])).toEqual([
      ["Tea", "0902", "5"],
      ["Atta", "", "0"],
    ]);
    rows[1]![rateAt] = "18%";
    rows[2]![hsnAt] = "1101";
    const added = SHEET_HEADER.map(() => "");
    Object.assign(added, { 1: "Biscuit", 4: "10", 5: "10", 6: "Number", 7: "Yes", 8: "5" });
    added[hsnAt] = "1905";
    added[rateAt] = "18";
    const first = SHEET_HEADER.map(() => "");
    Object.assign(first, { 1: "Ghee", 4: "600", 5: "550", 6: "Number", 7: "Yes", 8: "5" });
    first[hsnAt] = "0405";
    first[rateAt] = "5";
    const result = await uploadSheet(scopeA(), 150, csv([...rows, added, first]));
    expect(result.written).toBe(true);
    expect(await productTaxOf(tea.id)).toMatchObject({ hsn: "0902", rateBp: 1800 });
    expect(await productTaxOf(atta.id)).toMatchObject({ shopId: a.id, hsn: "1101", rateBp: 0 });
    const after = await download();
    expect(after.slice(1).map((r) => [r[1], r[hsnAt], r[rateAt]])).toEqual([
      ["Tea", "0902", "18"],
      ["Atta", "1101", "0"],
      ["Biscuit", "1905", "18"],
      ["Ghee", "0405", "5"],
    ]);
  });

  it("an old sheet without the columns uploads and leaves every tax as it was; B's rows are never touched", async () => {
    const tea = await addProduct(a, "Tea", { hsn: "0902", rateBp: 500 });
    const theirs = await addProduct(b, "B Tea", { hsn: "0902", rateBp: 1800 });
    const hsnAt = SHEET_HEADER.indexOf("HSN");
    const rows = (await download()).map((r) => r.slice(0, hsnAt));
    rows[1]![5] = "40";
    const result = await uploadSheet(scopeA(), 150, csv(rows));
    expect(result.written).toBe(true);
    expect(await productTaxOf(tea.id)).toMatchObject({ hsn: "0902", rateBp: 500 });
    expect(await productTaxOf(theirs.id)).toMatchObject({ shopId: b.id, hsn: "0902", rateBp: 1800 });
    // B's product's id in A's sheet is refused, as every foreign id is.
    const foreign = await download();
    foreign[1]![0] = String(theirs.id);
    foreign[1]![SHEET_HEADER.indexOf("GST Rate")] = "40";
    expect((await uploadSheet(scopeA(), 150, csv(foreign))).written).toBe(false);
    expect(await productTaxOf(theirs.id)).toMatchObject({ rateBp: 1800 });
  });
});

describe("the owner's correction", () => {
  it("shows the shop's tax settings, corrects them with the same rules, and audits the change", async () => {
    const owner = (await asOwner()).token!;
    const page = await get(`/owner/shops/${a.id}/tax`, { token: owner });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Tax (GST) of ${a.url}`);
    expect((await get(`/owner/shops/${a.id}/tax`, { token: tokenA })).status).toBe(302);

    const refused = await postForm(
      `/owner/shops/${a.id}/tax`,
      { ...REGULAR, gstin: "27AAPFU0939F1ZA" },
      { token: owner },
    );
    expect(refused.status).toBe(400);
    expect(await taxRowOf(a.id)).toBeNull();

    const saved = await postForm(`/owner/shops/${a.id}/tax`, REGULAR, { token: owner });
    expect(saved.status).toBe(302);
    expect(await taxRowOf(a.id)).toMatchObject({ kind: "regular", gstin: GSTIN });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopId, a.id), eq(auditEvents.action, "shop tax updated")))
      .orderBy(asc(auditEvents.id));
    expect(event!.details).toContain(`gstin: - → ${GSTIN}`);
    expect((await get("/owner/shops/987654321/tax", { token: owner })).status).toBe(404);
  });
});
