// Spec 2 §2–§5, §8: the shop admin's Products screens — LIST (search, sort, column groups, tips), ADD and UPDATE with
// live messages, DELETE, duplicate with every message, the plan limit, and that a change shows in the store at once.
// What only the server answers (another shop's ids, posts past the browser's checks, anonymous visitors) is asserted in
// tests/integration/admin-products.test.ts ("screen actions") and tests/integration/cross-tenant.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { type FixtureProduct, newShopAdmin } from "./admin-fixtures";
import { browseAsGuest, gotoReady, productSheet, screenshot } from "./helpers";

/** Opens LIST, hydrated: its search and buttons work at once. */
async function openList(page: Page) {
  await gotoReady(page, "/adminpanel/products");
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
  const labels = await page
    .getByRole("link", { name: /^Edit / })
    .evaluateAll((links) => links.map((l) => l.getAttribute("aria-label") ?? ""));
  return labels.map((l) => l.replace(/^Edit /, ""));
}

/**
 * 998 generated products of every unit, stock and rating (2–9), then Moong Dal on top (rating 10, in a category) and
 * Kanda hidden from customers (rating 1): 1,000 rows.
 */
function thousandProducts(): FixtureProduct[] {
  const generated = Array.from({ length: 998 }, (_, k): FixtureProduct => {
    const i = k + 1;
    return {
      name: `Item ${i}`,
      nameRegional: `वस्तू ${i}`,
      mrp: 10 + (i % 90),
      price: 9 + (i % 90),
      rating: 2 + (i % 8),
      unit: (1 + (i % 5)) as FixtureProduct["unit"],
      inStock: i % 7 !== 0,
      searchWords: `word${i}`,
      information: i % 5 === 0 ? "dozen" : "",
    };
  });
  return [
    ...generated,
    {
      name: "Moong Dal",
      nameRegional: "मूग डाळ",
      mrp: 130,
      price: 120,
      rating: 10,
      unit: 3,
      searchWords: "green gram",
      category: "Pulses",
    },
    { name: "Kanda", mrp: 40, price: 40, rating: 1 },
  ];
}

test.describe("admin products", () => {
  test("ADD: live messages, per-kg labels, the exact success text and an empty form after it", async ({ page }) => {
    await newShopAdmin(page, { at: null });
    await openList(page);
    await expect(page.getByRole("heading", { name: "NO PRODUCTS" })).toBeVisible();
    await page.getByRole("link", { name: "ADD", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel\/products\/new$/);

    const submit = page.getByRole("button", { name: "Add product" });
    const name = page.getByLabel("Product name", { exact: true });
    await name.fill("x".repeat(81));
    await expect(page.getByText("Maximum 80 characters allowed", { exact: true })).toBeVisible();
    await name.fill("");
    await expect(page.getByText("Product name is required", { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    // Defaults: in stock, rating 5, unit Number with its Unit Information.
    await expect(page.getByLabel("In stock")).toHaveValue("1");
    await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await expect(page.getByLabel("Unit Information")).toBeVisible();
    await expect(page.getByLabel("Regional name")).toBeVisible(); // a new shop's language choice is 1

    await name.fill("Toor Dal");
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
    await expect(name).toHaveValue("");
    await expect(page.getByLabel("MRP in Rs.", { exact: true })).toHaveValue("");

    await page.getByRole("link", { name: "LIST", exact: true }).click();
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1)" })).toBeVisible();
    // What was stored, as the product sheet gives it back (no image: tests/integration/admin-products.test.ts).
    const sheet = await productSheet(page);
    expect([...sheet.values()]).toEqual([
      {
        ID: expect.stringMatching(/^\d+$/),
        Name: "Toor Dal",
        "Regional name": "तूर डाळ",
        Information: "",
        MRP: "140",
        "Final price": "130",
        Unit: "Multiple of 1 kg",
        Instock: "Yes",
        Rating: "8",
        Category: "",
        Brand: "",
        "Search words": "arhar tuvar",
        // No tax given: no HSN, and exempt until the shop says otherwise (tests/e2e/tax-settings.spec.ts).
        HSN: "",
        "GST Rate": "0",
      },
    ]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/adminpanel/products/new");
    await screenshot(page, "admin-products-form-1280.png");
  });

  test("UPDATE moves the product to the top and the store shows the change at once", async ({ page }) => {
    const admin = await newShopAdmin(page, {
      products: [
        { name: "Basmati Rice", rating: 9, mrp: 120, price: 120 },
        { name: "Sugar", rating: 6, mrp: 45, price: 45 },
        { name: "Jaggery", rating: 3, mrp: 80, price: 80 },
      ],
      at: null,
    });
    await openList(page);
    await expect.poll(() => rowNames(page)).toEqual(["Basmati Rice", "Sugar", "Jaggery"]); // rating, highest first

    await page.getByRole("link", { name: "Edit Jaggery", exact: true }).click();
    const name = page.getByLabel("Product name", { exact: true });
    await expect(name).toHaveValue("Jaggery");
    const searchWords = page.getByLabel("Search words");
    await searchWords.fill("y".repeat(41));
    await expect(page.getByText("Maximum 40 characters allowed", { exact: true })).toBeVisible();
    await searchWords.fill("");
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
    await newShopAdmin(page, {
      products: [
        { name: "Poha", mrp: 50, price: 50 },
        { name: "Rava", mrp: 50, price: 50 },
      ],
      at: null,
    });
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
    await newShopAdmin(page, {
      owner: { productsLimit: 3 },
      products: [{ name: "Cashew 250g", mrp: 50, price: 50, rating: 7 }],
      at: null,
    });
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
    // Refused in the browser: the list opened again still has the one product.
    await openList(page);
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1)" })).toBeVisible();

    await tryCount("2", "Cashew 250g duplicated 2 time(s).");
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (3)" })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(["D_Cashew 250g", "D_Cashew 250g", "Cashew 250g"]);
    await tryCount("1", "The store has reached the maximum limit of 3 products.");

    // ADD says so up front (the server's own refusals past the limit: tests/integration/admin-products.test.ts).
    await gotoReady(page, "/adminpanel/products/new");
    await expect(
      page.getByText("The store has reached the limit of 3 products. Go to Store-Settings to change the plan", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add product" })).toBeDisabled();
    await openList(page);
    await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (3)" })).toBeVisible();
  });

  test("a 1,000-product list opens, searches, sorts and shows each column group (screenshots)", async ({ page }) => {
    await newShopAdmin(page, { owner: { productsLimit: 1000 }, products: thousandProducts(), at: null });
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
    for (const [group, column, file] of [
      ["Stock/Rating", "In stock", "stock"],
      ["Category/Brand", "Category", "category"],
      ["Unit/Info", "Info", "unit"],
    ] as const) {
      await page.getByText(group, { exact: true }).click();
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "MRP" })).toBeHidden();
      // The name and one group fit a 360 px phone without scrolling sideways.
      expect(
        await page.getByRole("table").evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
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
