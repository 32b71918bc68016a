// Spec 2 §2, §3, §5, §8, §9: the shop admin's Categories, Brands, Special Offers and Customers screens — add (stays on
// ADD), update (back to LIST, at the top), delete with the spec's confirmation, the exact result texts, premium gating
// and the customer CSV, and the store showing what the admin wrote. What only the server decides (premium refusals of
// posts and the CSV, other shops' ids answering 404, anonymous visitors sent to the sign-in) is checked in
// tests/integration/admin-lists.test.ts and cross-tenant.test.ts; a basic shop's customer screens, showing only the
// premium notice, in tests/integration/panel-locks.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { apiGet } from "./api";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { acceptDeleteOf, deleteWhileHeld, namesIn, sortBy } from "./list-helpers";

const DESKTOP = { width: 1280, height: 800 };

/** Types into a field and expects the form's live message for it. */
async function expectLiveMessage(page: Page, field: string, typed: string, message: string) {
  await page.getByLabel(field, { exact: true }).fill(typed);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe("categories", () => {
  test("add stays on ADD, update moves to the top, delete confirms; the texts are the spec's", async ({ page }) => {
    await newShopAdmin(page, { prefix: "cat" });
    await page.getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("heading", { name: "NO CATEGORIES" })).toBeVisible();
    await screenshot(page, "admin-categories-empty-360.png");

    await gotoReady(page, "/adminpanel/categories/new");
    const name = page.getByLabel("Category name", { exact: true });
    const add = page.getByRole("button", { name: "ADD", exact: true });
    await expectLiveMessage(page, "Category name", "x".repeat(31), "Maximum 30 characters allowed");
    await expectLiveMessage(page, "Category name", "", "Category name is required");
    await expect(add).toBeDisabled();
    await expect(page.getByLabel("Rating")).toHaveValue("5");
    // Not the master store: no store type to choose.
    await expect(page.getByLabel("Store type")).toHaveCount(0);
    await screenshot(page, "admin-category-add-360.png");

    for (const [text, rating] of [
      ["Dals", "8"],
      ["Rice", "9"],
      ["Spices", "3"],
    ] as const) {
      await name.fill(text);
      await page.getByLabel("Rating").selectOption(rating);
      await add.click();
      await expect(page.getByText(`Category ${text} added successfully.`, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/adminpanel\/categories\/new$/);
      await expect(name).toHaveValue("");
      await expect(page.getByLabel("Rating")).toHaveValue("5");
    }

    // The same name in another case is refused, and what was typed stays.
    await name.fill(" rICE ");
    await add.click();
    await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toHaveText(
      "Category 'rICE' already exists.",
    );
    await expect(name).toHaveValue(" rICE ");

    // The items just added come first on LIST (newest first); a reload shows rating order.
    await page.getByRole("link", { name: "LIST", exact: true }).click();
    await expect(page.getByRole("heading", { name: "LIST OF CATEGORIES (3)" })).toBeVisible();
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Spices", "Rice", "Dals"]);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Rice", "Dals", "Spices"]);

    // Name sorts ascending, then descending; search narrows the list.
    await sortBy(page, "Name", "ascending");
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Dals", "Rice", "Spices"]);
    await sortBy(page, "Name", "descending");
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Spices", "Rice", "Dals"]);
    await page.getByRole("searchbox", { name: "Search categories" }).fill("ric");
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Rice"]);
    await page.getByRole("searchbox", { name: "Search categories" }).fill("");
    await screenshot(page, "admin-categories-list-360.png");

    // UPDATE returns to LIST with the message, the item at the top.
    await page.getByRole("link", { name: "Edit Spices" }).click();
    await expectLiveMessage(page, "Category name", "x".repeat(31), "Maximum 30 characters allowed");
    await name.fill("Masala");
    await page.getByLabel("Rating").selectOption("2");
    await screenshot(page, "admin-category-edit-360.png");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel\/categories$/);
    await expect(page.getByText("The category 'Masala' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Masala", "Rice", "Dals"]);

    // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs, then the result.
    await deleteWhileHeld(page, "categories", "Dals", "Dals deleted successfully");
    await expect(page.getByRole("heading", { name: "LIST OF CATEGORIES (2)" })).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-categories-list-1280.png");
    await page.goto("/adminpanel/categories/new");
    await screenshot(page, "admin-category-add-1280.png");
  });
});

test.describe("brands", () => {
  test("add, update to the top and delete from the edit screen with the spec's texts", async ({ page }) => {
    await newShopAdmin(page, { prefix: "brd", at: "/adminpanel/brands/new" });
    await expectLiveMessage(page, "Brand name", "x".repeat(31), "Maximum 30 characters allowed");
    for (const text of ["Tata", "Amul"]) {
      await page.getByLabel("Brand name", { exact: true }).fill(text);
      await page.getByRole("button", { name: "ADD", exact: true }).click();
      await expect(page.getByText(`Brand ${text} added successfully.`, { exact: true })).toBeVisible();
    }
    await screenshot(page, "admin-brand-add-360.png");
    await gotoReady(page, "/adminpanel/brands");
    await expect(page.getByRole("heading", { name: "LIST OF BRANDS (2)" })).toBeVisible();
    await expect.poll(() => namesIn(page, "Brands")).toEqual(["Amul", "Tata"]);

    await page.getByRole("link", { name: "Edit Tata" }).click();
    await expectLiveMessage(page, "Brand name", "x".repeat(31), "Maximum 30 characters allowed");
    await page.getByLabel("Brand name", { exact: true }).fill("Tata Sampann");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page.getByText("The brand 'Tata Sampann' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Brands")).toEqual(["Tata Sampann", "Amul"]);
    await screenshot(page, "admin-brands-list-360.png");

    await page.getByRole("link", { name: "Edit Amul" }).click();
    await expect(page.getByRole("heading", { name: "Update brand" })).toBeVisible();
    await screenshot(page, "admin-brand-edit-360.png");
    acceptDeleteOf(page, "Amul");
    await page.getByRole("button", { name: "Delete Amul" }).click();
    await expect(page.getByText("Amul deleted successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/brands$/);
    await expect(page.getByRole("heading", { name: "LIST OF BRANDS (1)" })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-brands-list-1280.png");
  });
});

test.describe("special offers", () => {
  test("an added offer shows under Offers in the store; update and delete say the spec's texts", async ({ page }) => {
    const admin = await newShopAdmin(page, { prefix: "off", at: "/adminpanel/offers" });
    await expect(page.getByRole("heading", { name: "NO SPECIAL OFFERS" })).toBeVisible();

    await gotoReady(page, "/adminpanel/offers/new");
    await expectLiveMessage(page, "Offer name", "abc", "Min 4 characters required");
    // Typing is cut at the maximum (spec 2 §5).
    await page.getByLabel("Offer name", { exact: true }).fill("x".repeat(35));
    await expect(page.getByLabel("Offer name", { exact: true })).toHaveValue("x".repeat(30));
    await page.getByLabel("Description").fill("y".repeat(210));
    await expect(page.getByLabel("Description")).toHaveValue("y".repeat(200));
    await page.getByLabel("Description").fill("short");
    await expect(page.getByText("Min 10 characters required", { exact: true })).toBeVisible();
    await page.getByLabel("Discount value").fill("150");
    await page.getByLabel("Criteria").selectOption({ label: "Amount" });
    await expect(page.getByText("At most 100 percent", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "ADD", exact: true })).toBeDisabled();
    await screenshot(page, "admin-offer-add-360.png");

    await page.getByLabel("Offer name", { exact: true }).fill("DIWALI10");
    await page.getByLabel("Description").fill("10% off on orders above Rs. 500");
    await page.getByLabel("Discount value").fill("10");
    await page.getByRole("button", { name: "ADD", exact: true }).click();
    await expect(page.getByText("Special Offer DIWALI10 added successfully.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/offers\/new$/);
    await expect(page.getByLabel("Offer name", { exact: true })).toHaveValue("");

    await page.getByLabel("Offer name", { exact: true }).fill("FREEDEL");
    await page.getByLabel("Description").fill("Free delivery this week");
    await page.getByLabel("Criteria").selectOption({ label: "Delivery" });
    await page.getByLabel("Discount in").selectOption({ label: "Rupees (Rs.)" });
    await page.getByLabel("Discount value").fill("30");
    await page.getByLabel("Status").selectOption({ label: "Inactive" });
    await page.getByRole("button", { name: "ADD", exact: true }).click();
    await expect(page.getByText("Special Offer FREEDEL added successfully.", { exact: true })).toBeVisible();

    // The store shows the active offer only.
    await gotoReady(page, `/${admin.shopUrl}`);
    await page.getByRole("button", { name: "Proceed as Guest" }).click();
    await page.getByRole("button", { name: "Offers", exact: true }).click();
    const shown = page.getByRole("list", { name: "Special offers" }).getByRole("listitem");
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole("heading", { name: "DIWALI10" })).toBeVisible();
    await expect(shown.getByText("10% off on orders above Rs. 500")).toBeVisible();

    // UPDATE: back to LIST with the spec's (misspelt, double-spaced) text, the offer at the top.
    await gotoReady(page, "/adminpanel/offers");
    await expect(page.getByRole("heading", { name: "LIST OF SPECIAL OFFERS (2)" })).toBeVisible();
    await screenshot(page, "admin-offers-list-360.png");
    await page.getByRole("link", { name: "Edit DIWALI10" }).click();
    await expectLiveMessage(page, "Offer name", "abc", "Min 4 characters required");
    await page.getByLabel("Offer name", { exact: true }).fill("DIWALI15");
    await page.getByLabel("Discount value").fill("15");
    await screenshot(page, "admin-offer-edit-360.png");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel\/offers$/);
    await expect(page.getByText("Speical Offer  updated successfully", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Special offers")).toEqual(["DIWALI15", "FREEDEL"]);
    await expect(page.getByRole("row", { name: /DIWALI15/ }).getByText("15%")).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-offers-list-1280.png");
    acceptDeleteOf(page, "FREEDEL");
    await page.getByRole("button", { name: "Delete FREEDEL" }).click();
    await expect(page.getByText("Special Offer 'FREEDEL' deleted successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "LIST OF SPECIAL OFFERS (1)" })).toBeVisible();
    await page.goto("/adminpanel/offers/new");
    await screenshot(page, "admin-offer-add-1280.png");
  });
});

test.describe("customers", () => {
  const people = [
    { name: "Asha Deshmukh", address: "12, MG Road, Pune", whatsApp: "9876543210" },
    // A name a spreadsheet would run as a formula: the CSV keeps it as text.
    { name: "=HYPERLINK(1) Ravi", address: "Shivajinagar", whatsApp: "9123456780" },
  ];

  /** Adds customers on the open Add Customer screen, expecting the spec's text and an empty form after each. */
  async function addCustomers(page: Page) {
    for (const p of people) {
      await page.getByLabel("Name", { exact: true }).fill(p.name);
      await page.getByLabel("Address").fill(p.address);
      await page.getByLabel("WhatsApp number").fill(p.whatsApp);
      await page.getByRole("button", { name: "ADD", exact: true }).click();
      await expect(page.getByText(`Customer ${p.name} added successfully.`, { exact: true })).toBeVisible();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    }
  }

  test("a premium shop adds, updates and deletes customers and downloads the CSV", async ({ page }) => {
    await newShopAdmin(page, { prefix: "cup", owner: { version: 2 }, at: "/adminpanel/customers" });
    await expect(page.getByRole("heading", { name: "NO CUSTOMERS" })).toBeVisible();

    await gotoReady(page, "/adminpanel/customers/new");
    await expectLiveMessage(page, "Name", "Asha", "Min 5 characters required");
    await page.getByLabel("WhatsApp number").fill("98765");
    await expect(page.getByText("Min 10 digits required", { exact: true })).toBeVisible();
    await screenshot(page, "admin-customer-add-360.png");
    await addCustomers(page);

    await page.getByRole("link", { name: "LIST", exact: true }).click();
    await expect(page.getByRole("heading", { name: "LIST OF CUSTOMERS (2)" })).toBeVisible();
    await page.getByRole("link", { name: "Edit Asha Deshmukh" }).click();
    await expectLiveMessage(page, "Name", "Asha", "Min 5 characters required");
    await page.getByLabel("Name", { exact: true }).fill("Asha Patil");
    await screenshot(page, "admin-customer-edit-360.png");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page.getByText("The customer 'Asha Patil' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Customers")).toEqual(["Asha Patil", "=HYPERLINK(1) Ravi"]);
    await screenshot(page, "admin-customers-list-360.png");

    // The CSV: a download named 'Customers  .csv' with Name, Address, WhatsApp No. only.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Customers  .csv");
    const response = await apiGet(page.request, "/adminpanel/customers.csv");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(
      "attachment; filename=\"Customers  .csv\"; filename*=UTF-8''Customers%20%20.csv",
    );
    expect(await response.text()).toBe(
      '\uFEFFName,Address,WhatsApp No.\r\n\'=HYPERLINK(1) Ravi,Shivajinagar,"=""9123456780"""\r\n' +
        'Asha Patil,12- MG Road- Pune,"=""9876543210"""\r\n',
    );

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-customers-list-1280.png");
    acceptDeleteOf(page, "Asha Patil");
    await page.getByRole("button", { name: "Delete Asha Patil" }).click();
    await expect(page.getByText("Asha Patil deleted successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "LIST OF CUSTOMERS (1)" })).toBeVisible();
    await gotoReady(page, "/adminpanel/customers/new");
    await screenshot(page, "admin-customer-add-1280.png");
  });

  test("billing mode offers a Turbo shop's saved customers on the bill", async ({ page }) => {
    // A product lets billing mode make a bill; bills are a Turbo feature (spec 3 §1), and Turbo is premium too.
    const admin = await newShopAdmin(page, {
      prefix: "cbl",
      owner: { version: 3 },
      products: [{ name: "Sugar", mrp: 50, price: 45 }],
      at: "/adminpanel/customers/new",
    });
    await addCustomers(page);

    await gotoReady(page, `/${admin.shopUrl}?billing=yes`);
    await page.getByRole("button", { name: "Add Sugar", exact: true }).click();
    await page.getByRole("button", { name: /^Checkout \(1\)/ }).click();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("radio", { name: "Select Customer" }).check();
    const chooser = page.getByRole("combobox", { name: "Customer", exact: true });
    await expect(chooser.getByRole("option", { name: "Asha Deshmukh – 9876543210" })).toHaveCount(1);
    await expect(chooser.getByRole("option", { name: "=HYPERLINK(1) Ravi – 9123456780" })).toHaveCount(1);
  });
});
