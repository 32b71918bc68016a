// Spec 2 §2, §3, §5, §8, §9: the shop admin's Categories, Brands, Special Offers and Customers screens — add (stays on
// ADD), update (back to LIST, at the top), delete with the spec's confirmation, the exact result texts, premium gating
// and the customer CSV, the store showing what the admin wrote, and other shops' ids answering 404.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin, type TestAdmin } from "./admin-fixtures";
import { clickUntilVisible, screenshot, waitUntilLive } from "./helpers";
import { localD1, sqlText } from "./local-d1";

const DESKTOP = { width: 1280, height: 800 };
// app/domain/admin/messages.ts (spec 2 §1, §8), copied: tests/e2e does not import app/.
const PREMIUM_ONLY = "This feature is available in Premium version !";

/** Opens an ADD form and waits until its first field answers typing (the page has hydrated). */
async function openAddForm(page: Page, path: string, firstField: string, tooLong: string, message: string) {
  await page.goto(path);
  await waitUntilLive(page.getByLabel(firstField, { exact: true }), tooLong, page.getByText(message, { exact: true }));
}

/** The names of a list's rows, top to bottom, read from each row's "Edit {name}" link. */
async function namesIn(page: Page, table: string): Promise<string[]> {
  const links = page.getByRole("table", { name: table }).getByRole("link", { name: /^Edit / });
  return (await links.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((label) => label.replace(/^Edit /, ""));
}

/** Sorts by a column header once the page reacts (the first click may land before hydration). */
async function sortBy(page: Page, column: string, direction: "ascending" | "descending") {
  const header = page.getByRole("columnheader", { name: new RegExp(`^${column}`) });
  await expect(async () => {
    if ((await header.getAttribute("aria-sort")) !== direction) await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", direction, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Accepts the spec's delete confirmation for `name` (and fails on any other text). */
function acceptDeleteOf(page: Page, name: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(`You really want to delete ${name} ?`);
    await dialog.accept();
  });
}

function shopId(admin: TestAdmin): number {
  const [row] = localD1(`SELECT id FROM shops WHERE url = ${sqlText(admin.shopUrl)}`);
  return Number(row!.id);
}

function makePremium(admin: TestAdmin) {
  localD1(`UPDATE shops SET version_type_id = 2 WHERE url = ${sqlText(admin.shopUrl)}`);
}

test.describe("categories", () => {
  test("add stays on ADD, update moves to the top, delete confirms; the texts are the spec's", async ({ page }) => {
    test.setTimeout(90_000);
    await newShopAdmin(page, { ready: true, prefix: "cat" });
    await page.goto("/adminpanel");
    await page.getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("heading", { name: "NO CATEGORIES" })).toBeVisible();
    await screenshot(page, "admin-categories-empty-360.png");

    await openAddForm(page, "/adminpanel/categories/new", "Category name", "x".repeat(31), "Maximum 30 characters allowed");
    const name = page.getByLabel("Category name", { exact: true });
    const add = page.getByRole("button", { name: "ADD", exact: true });
    await expect(page.getByText("Category name is required", { exact: true })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByLabel("Rating")).toHaveValue("5");
    // Not the master store: no store type to choose.
    await expect(page.getByLabel("Store type")).toHaveCount(0);
    await screenshot(page, "admin-category-add-360.png");

    for (const [text, rating] of [["Dals", "8"], ["Rice", "9"], ["Spices", "3"]] as const) {
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
    await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toHaveText("Category 'rICE' already exists.");
    await expect(name).toHaveValue(" rICE ");

    // The items just added come first on LIST (newest first); a reload shows rating order.
    await page.getByRole("link", { name: "LIST", exact: true }).click();
    await expect(page.getByRole("heading", { name: "LIST OF CATEGORIES (3)" })).toBeVisible();
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Spices", "Rice", "Dals"]);
    await page.reload();
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
    await waitUntilLive(page.getByLabel("Category name", { exact: true }), "x".repeat(31), page.getByText("Maximum 30 characters allowed", { exact: true }));
    await page.getByLabel("Category name", { exact: true }).fill("Masala");
    await page.getByLabel("Rating").selectOption("2");
    await screenshot(page, "admin-category-edit-360.png");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel\/categories$/);
    await expect(page.getByText("The category 'Masala' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Categories")).toEqual(["Masala", "Rice", "Dals"]);

    // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs, then the result.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/adminpanel/categories.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    acceptDeleteOf(page, "Dals");
    await page.getByRole("button", { name: "Delete Dals" }).click();
    await expect(page.getByText("Delete action in Progress.", { exact: true })).toBeVisible();
    release();
    await expect(page.getByText("Dals deleted successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "LIST OF CATEGORIES (2)" })).toBeVisible();
    await page.unroute("**/adminpanel/categories.data*");

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-categories-list-1280.png");
    await page.goto("/adminpanel/categories/new");
    await screenshot(page, "admin-category-add-1280.png");
  });
});

test.describe("brands", () => {
  test("add, update to the top and delete from the edit screen with the spec's texts", async ({ page }) => {
    test.setTimeout(60_000);
    await newShopAdmin(page, { ready: true, prefix: "brd" });
    await openAddForm(page, "/adminpanel/brands/new", "Brand name", "x".repeat(31), "Maximum 30 characters allowed");
    for (const text of ["Tata", "Amul"]) {
      await page.getByLabel("Brand name", { exact: true }).fill(text);
      await page.getByRole("button", { name: "ADD", exact: true }).click();
      await expect(page.getByText(`Brand ${text} added successfully.`, { exact: true })).toBeVisible();
    }
    await screenshot(page, "admin-brand-add-360.png");
    await page.goto("/adminpanel/brands");
    await expect(page.getByRole("heading", { name: "LIST OF BRANDS (2)" })).toBeVisible();
    await expect.poll(() => namesIn(page, "Brands")).toEqual(["Amul", "Tata"]);

    await page.getByRole("link", { name: "Edit Tata" }).click();
    await waitUntilLive(page.getByLabel("Brand name", { exact: true }), "x".repeat(31), page.getByText("Maximum 30 characters allowed", { exact: true }));
    await page.getByLabel("Brand name", { exact: true }).fill("Tata Sampann");
    await page.getByRole("button", { name: "UPDATE", exact: true }).click();
    await expect(page.getByText("The brand 'Tata Sampann' updated successfully.", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(page, "Brands")).toEqual(["Tata Sampann", "Amul"]);
    await screenshot(page, "admin-brands-list-360.png");

    await page.getByRole("link", { name: "Edit Amul" }).click();
    await expect(page.getByRole("heading", { name: "Update brand" })).toBeVisible();
    await screenshot(page, "admin-brand-edit-360.png");
    acceptDeleteOf(page, "Amul");
    await clickUntilVisible(page.getByRole("button", { name: "Delete Amul" }), page.getByText("Amul deleted successfully", { exact: true }));
    await expect(page).toHaveURL(/\/adminpanel\/brands$/);
    await expect(page.getByRole("heading", { name: "LIST OF BRANDS (1)" })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "admin-brands-list-1280.png");
  });
});
