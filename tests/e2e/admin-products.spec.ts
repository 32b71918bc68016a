// Spec 2 §2–§5, §8: the shop admin's Products screens — LIST (search, sort, column groups, tips), ADD and UPDATE with
// live messages, DELETE, duplicate with every message, the plan limit, and that a change shows in the store at once.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { browseAsGuest, screenshot, waitUntilLive, withWriteKey } from "./helpers";
import { localD1, sqlText } from "./local-d1";

/** Test setup: products written straight into the shop's catalogue (the form itself is tested separately). */
function seedProducts(shopUrl: string, rows: { name: string; rating?: number; mrp?: number; price?: number; unitId?: number }[]): number[] {
  return rows.map((r) => {
    const [row] = localD1(
      `INSERT INTO products (shop_id, name, mrp_paise, price_paise, rating, unit_id) SELECT id, '${r.name.replaceAll("'", "''")}', ${(r.mrp ?? 50) * 100}, ${(r.price ?? r.mrp ?? 50) * 100}, ${r.rating ?? 5}, ${r.unitId ?? 1} FROM shops WHERE url = ${sqlText(shopUrl)} RETURNING id`,
    );
    return Number(row!.id);
  });
}

function setLimit(shopUrl: string, limit: number) {
  localD1(`UPDATE shops SET products_limit = ${limit} WHERE url = ${sqlText(shopUrl)}`);
}

const productCount = (shopUrl: string) => Number(localD1(`SELECT count(*) AS n FROM products WHERE shop_id = (SELECT id FROM shops WHERE url = ${sqlText(shopUrl)})`)[0]!.n);

/** Opens the list and waits until its search reacts (the page has hydrated, so buttons work). */
async function openList(page: Page) {
  await page.goto("/adminpanel/products");
  await waitUntilLive(page.getByRole("searchbox"), "zzzqqq", page.getByText(/^No product matches/));
}

/** Opens ADD and waits until the name field gives live messages. */
async function openAdd(page: Page) {
  await page.goto("/adminpanel/products/new");
  await waitUntilLive(page.getByLabel("Product name", { exact: true }), "x".repeat(81), page.getByText("Maximum 80 characters allowed", { exact: true }));
}

/** Answers the next prompt/confirm with `answer` and returns its message. */
function answerNextDialog(page: Page, answer?: string): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.message());
      await dialog.accept(answer);
    });
  });
}

/** The names in the list's rows, top to bottom (each row's Edit link is named "Edit {name}"). */
async function rowNames(page: Page): Promise<string[]> {
  const labels = await page.getByRole("link", { name: /^Edit / }).evaluateAll((links) => links.map((l) => l.getAttribute("aria-label") ?? ""));
  return labels.map((l) => l.replace(/^Edit /, ""));
}

test.describe("admin products", () => {
  // Each test makes its own store through the wizard (and some a second one, or 1,000 products) first.
  test.describe.configure({ timeout: 240_000 });

  test("ADD: live messages, per-kg labels, the exact success text and an empty form after it", async ({ page }) => {
    const admin = await newShopAdmin(page, { ready: true });
    await page.goto("/adminpanel/products");
    await expect(page.getByRole("heading", { name: "NO PRODUCTS" })).toBeVisible();
    await page.getByRole("link", { name: "ADD", exact: true }).click();
    await openAdd(page);

    const submit = page.getByRole("button", { name: "Add product" });
    await expect(page.getByText("Product name is required", { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    // Defaults: in stock, rating 5, unit Number with its Unit Information.
    await expect(page.getByLabel("In stock")).toHaveValue("1");
    await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await expect(page.getByLabel("Unit Information")).toBeVisible();
    await expect(page.getByLabel("Regional name")).toBeVisible(); // a new shop's language choice is 1

    await page.getByLabel("Product name", { exact: true }).fill("Toor Dal");
    await page.getByLabel("MRP in Rs.", { exact: true }).fill("14O");
    await expect(page.getByText("Enter only digits", { exact: true })).toBeVisible();
    await page.getByLabel("MRP in Rs.", { exact: true }).fill("1".repeat(31));
    await expect(page.getByText("Maximum 30 digits allowed", { exact: true })).toBeVisible();
    await page.getByLabel("MRP in Rs.", { exact: true }).fill("140");
    await page.getByLabel("Final price in Rs.", { exact: true }).fill("");
    await page.getByLabel("Final price in Rs.", { exact: true }).blur();
    await expect(page.getByText("Final price is required", { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel("Final price in Rs.", { exact: true }).fill("130");
    await page.getByLabel("Regional name").fill("न".repeat(41));
    await expect(page.getByText("Maximum 40 characters allowed", { exact: true })).toBeVisible();
    await page.getByLabel("Regional name").fill("तूर डाळ");
    await page.getByLabel("Search words").fill("arhar tuvar");

    // Weight units are priced per kg and have no Unit Information.
    await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Multiple of 1 kg" });
    await expect(page.getByLabel("MRP in Rs. per kg")).toHaveValue("140");
    await expect(page.getByLabel("Unit Information")).toHaveCount(0);
    await page.getByRole("radio", { name: "8 stars" }).check({ force: true });
    await expect(submit).toBeEnabled();
    await screenshot(page, "admin-products-form-360.png");

    await submit.click();
    await expect(page.getByText("The product 'Toor Dal' added successfully.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/products\/new/);
    await expect(page.getByLabel("Product name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("MRP in Rs.", { exact: true })).toHaveValue("");

    await page.getByRole("link", { name: "LIST", exact: true }).click();
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1)" })).toBeVisible();
    const [stored] = localD1(`SELECT name, name_regional, mrp_paise, price_paise, unit_id, rating, in_stock, information, image_key FROM products WHERE shop_id = (SELECT id FROM shops WHERE url = ${sqlText(admin.shopUrl)})`);
    expect(stored).toEqual({ name: "Toor Dal", name_regional: "तूर डाळ", mrp_paise: 14000, price_paise: 13000, unit_id: 3, rating: 8, in_stock: 1, information: "", image_key: null });

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdd(page);
    await screenshot(page, "admin-products-form-1280.png");
  });

  test("UPDATE moves the product to the top and the store shows the change at once", async ({ page }) => {
    const admin = await newShopAdmin(page, { ready: true });
    seedProducts(admin.shopUrl, [{ name: "Basmati Rice", rating: 9, mrp: 120 }, { name: "Sugar", rating: 6, mrp: 45 }, { name: "Jaggery", rating: 3, mrp: 80 }]);
    await openList(page);
    await expect.poll(() => rowNames(page)).toEqual(["Basmati Rice", "Sugar", "Jaggery"]); // rating, highest first

    await page.getByRole("link", { name: "Edit Jaggery", exact: true }).click();
    const name = page.getByLabel("Product name", { exact: true });
    await expect(name).toHaveValue("Jaggery");
    await waitUntilLive(page.getByLabel("Search words"), "y".repeat(41), page.getByText("Maximum 40 characters allowed", { exact: true }));
    await name.fill("Organic Jaggery");
    await page.getByLabel("Final price in Rs.", { exact: true }).fill("75");
    await page.getByRole("button", { name: "Update product" }).click();

    await expect(page).toHaveURL(/\/adminpanel\/products$/);
    await expect(page.getByText("The product 'Organic Jaggery' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Organic Jaggery");

    await browseAsGuest(page, `/${admin.shopUrl}`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Organic Jaggery" }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Rs. 75", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jaggery", exact: true })).toHaveCount(0);
  });

  test("DELETE asks first, then says so", async ({ page }) => {
    const admin = await newShopAdmin(page, { ready: true });
    seedProducts(admin.shopUrl, [{ name: "Poha" }, { name: "Rava" }]);
    await openList(page);
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (2)" })).toBeVisible();
    const asked = answerNextDialog(page);
    await page.getByRole("button", { name: "Delete Poha" }).click();
    expect(await asked).toBe("You really want to delete Poha ?");
    await expect(page.getByText("Poha deleted successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1)" })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(["Rava"]);
  });

  test("duplicate: every message of the prompt and of the plan limit", async ({ page }) => {
    const admin = await newShopAdmin(page, { ready: true });
    seedProducts(admin.shopUrl, [{ name: "Cashew 250g", rating: 7 }]);
    setLimit(admin.shopUrl, 3);
    await openList(page);
    const duplicate = page.getByRole("button", { name: "Duplicate Cashew 250g" });
    const tryCount = async (answer: string, message: string) => {
      const asked = answerNextDialog(page, answer);
      await duplicate.click();
      expect(await asked).toContain("How many copies of Cashew 250g");
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    };
    await tryCount("two", "You didn't enter a valid number.");
    await tryCount("11", "Enter a number between 1 to 10.");
    await tryCount("3", "The store has currently 1 products. It can accomodate maximum 3.");
    expect(productCount(admin.shopUrl)).toBe(1);

    await tryCount("2", "Cashew 250g duplicated 2 time(s).");
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (3)" })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(["D_Cashew 250g", "D_Cashew 250g", "Cashew 250g"]);
    await tryCount("1", "The store has reached the maximum limit of 3 products.");

    // The server checks too: a post past the browser's checks changes nothing.
    const id = localD1(`SELECT id FROM products WHERE name = 'Cashew 250g' AND shop_id = (SELECT id FROM shops WHERE url = ${sqlText(admin.shopUrl)})`)[0]!.id;
    const refused = await page.request.post("/adminpanel/products", { form: withWriteKey({ intent: "duplicate", id: String(id), count: "1" }) });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("The store has reached the maximum limit of 3 products.");
    expect((await page.request.post("/adminpanel/products", { form: withWriteKey({ intent: "duplicate", id: String(id), count: "12" }) })).status()).toBe(400);
    expect(productCount(admin.shopUrl)).toBe(3);

    // ADD says so up front, and the server refuses a post anyway.
    await page.goto("/adminpanel/products/new");
    await expect(page.getByText("The store has reached the limit of 3 products. Go to Store-Settings to change the plan", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add product" })).toBeDisabled();
    const add = await page.request.post("/adminpanel/products/new", { form: withWriteKey({ name: "Extra", mrp: "10", finalPrice: "10", unitId: "1", rating: "5", inStock: "1" }) });
    expect(add.status()).toBe(400);
    expect(productCount(admin.shopUrl)).toBe(3);
  });

  test("another shop's products and categories answer 404 and stay unchanged; anonymous visitors go to the login", async ({ page, browser }) => {
    const other = await browser.newPage();
    const b = await newShopAdmin(other, { ready: true, prefix: "admb" });
    await other.close();
    const [bId] = seedProducts(b.shopUrl, [{ name: "B Almonds", mrp: 900 }]);
    const [bCat] = localD1(`INSERT INTO categories (shop_id, name) SELECT id, 'B Nuts' FROM shops WHERE url = ${sqlText(b.shopUrl)} RETURNING id`);
    const before = localD1(`SELECT * FROM products WHERE id = ${bId}`);

    const a = await newShopAdmin(page, { ready: true, prefix: "adma" });
    const form = { name: "Stolen", mrp: "1", finalPrice: "1", unitId: "1", rating: "5", inStock: "1" };
    expect((await page.request.get(`/adminpanel/products/${bId}`)).status()).toBe(404);
    expect((await page.request.post(`/adminpanel/products/${bId}`, { form: withWriteKey(form) })).status()).toBe(404);
    expect((await page.request.post("/adminpanel/products", { form: withWriteKey({ intent: "delete", id: String(bId) }) })).status()).toBe(404);
    expect((await page.request.post("/adminpanel/products", { form: withWriteKey({ intent: "duplicate", id: String(bId), count: "2" }) })).status()).toBe(404);
    expect((await page.request.post("/adminpanel/products/new", { form: withWriteKey({ ...form, categoryId: String(bCat!.id) }) })).status()).toBe(404);
    expect(localD1(`SELECT * FROM products WHERE id = ${bId}`)).toEqual(before);
    expect(productCount(b.shopUrl)).toBe(1);
    expect(productCount(a.shopUrl)).toBe(0);

    const anonymous = await page.context().browser()!.newContext();
    for (const path of ["/adminpanel/products", "/adminpanel/products/new", `/adminpanel/products/${bId}`]) {
      const response = await anonymous.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/adminpanel(\?|$)/);
    }
    await anonymous.close();
  });

  test("a 1,000-product list opens, searches, sorts and shows each column group (screenshots)", async ({ page }) => {
    const admin = await newShopAdmin(page, { ready: true });
    // One setup command (each local D1 call starts wrangler): the plan, 998 generated products, a category, and two
    // named products — Moong Dal on top (rating 10) and Kanda hidden from customers (rating 1).
    const shop = `(SELECT id FROM shops WHERE url = ${sqlText(admin.shopUrl)})`;
    localD1(
      `UPDATE shops SET products_limit = 1000 WHERE id = ${shop};
       INSERT INTO categories (shop_id, name) VALUES (${shop}, 'Pulses');
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 998)
       INSERT INTO products (shop_id, name, name_regional, mrp_paise, price_paise, rating, unit_id, in_stock, search_words, information)
       SELECT ${shop}, 'Item ' || i, 'वस्तू ' || i, 100 * (10 + i % 90), 100 * (9 + i % 90), 2 + i % 8, 1 + i % 5, i % 7 != 0, 'word' || i, CASE WHEN i % 5 = 0 THEN 'dozen' ELSE '' END FROM n;
       INSERT INTO products (shop_id, name, name_regional, mrp_paise, price_paise, rating, unit_id, search_words, category_id)
       VALUES (${shop}, 'Moong Dal', 'मूग डाळ', 13000, 12000, 10, 3, 'green gram', (SELECT id FROM categories WHERE shop_id = ${shop} AND name = 'Pulses')),
              (${shop}, 'Kanda', '', 4000, 4000, 1, 1, '', NULL)`,
    );

    await openList(page);
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1000)" })).toBeVisible();
    // Nothing is wider than the phone: the table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole("button", { name: "Show more (950 more)" })).toBeVisible();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Moong Dal");
    await expect(page.getByRole("row")).toHaveCount(51);

    // Search covers name, regional name and search words.
    const search = page.getByRole("searchbox");
    for (const q of ["moong", "मूग", "green gram"]) {
      await search.fill(q);
      await expect.poll(() => rowNames(page)).toEqual(["Moong Dal"]);
    }
    await search.fill("word999");
    await expect(page.getByText(/^No product matches/)).toBeVisible();
    await search.fill("");

    // Headers sort ascending, then descending.
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Item 1");
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Moong Dal");
    await page.getByRole("button", { name: /^Name/ }).click();

    await screenshot(page, "admin-products-list-price-360.png", { fullPage: false });
    for (const [group, column, file] of [["Stock/Rating", "In stock", "stock"], ["Category/Brand", "Category", "category"], ["Unit/Info", "Info", "unit"]] as const) {
      await page.getByText(group, { exact: true }).click();
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "MRP" })).toBeHidden();
      // The name and one group fit a 360 px phone without scrolling sideways.
      expect(await page.getByRole("table").evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-products-list-${file}-360.png`, { fullPage: false });
    }
    await page.getByText("Important Tips").click();
    await expect(page.getByText("Rating 1 hides a product")).toBeVisible();
    await screenshot(page, "admin-products-tips-360.png", { fullPage: false });

    await page.getByRole("button", { name: "Show more (950 more)" }).click();
    await expect(page.getByRole("row")).toHaveCount(151);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("columnheader", { name: "MRP" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Brand" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Show columns" })).toBeHidden(); // every group shows on a wide screen
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "admin-products-tips-1280.png", { fullPage: false });
    await page.getByText("Important Tips").click();
    await expect(page.getByText("Rating 1 hides a product")).toBeHidden();
    await screenshot(page, "admin-products-list-1280.png", { fullPage: false });
  });
});
