// Products-Price, Products-Stock/Rating, Products-Image, Store Logo and Store Images (spec 2 §2, §4, §5, §8): each
// change is seen by a customer in the store, and by the admin in the product sheet's download.
// The actions' refusals (another shop's rows, files judged by their bytes, anonymous visitors) are asserted in
// tests/integration/admin-bulk.test.ts ("screen actions") and tests/integration/cross-tenant.test.ts.

import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { browseAsGuest, gotoReady, productItems, productSheet, screenshot } from "./helpers";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

const row = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

/** Opens a bulk screen, hydrated: its rows react to the first keystroke. */
async function openScreen(page: Page, path: string, heading: string) {
  await gotoReady(page, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function desktopShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** Change image → choose a file (spec 2 §4); the page has hydrated, so the button opens the chooser. */
async function chooseImage(page: Page, scope: Locator, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: "Change image" }).click();
  await (await chooser).setFiles(fixture(file));
}

test("Products-Price: live messages, keep both prices same, a saved price shows in the store", async ({ page }) => {
  const admin = await newShopAdmin(page, {
    prefix: "prc",
    products: [
      { name: "Basmati Rice", mrp: 120, price: 110, rating: 9 },
      { name: "Toor Dal", mrp: 150, price: 150, rating: 7 },
    ],
    at: null,
  });
  await openScreen(page, "/adminpanel/prices", "Products-Price");
  await expect(page.getByText("LIST OF PRODUCTS (2)", { exact: true })).toBeVisible();
  // Rating descending.
  await expect(page.getByRole("list", { name: "Products" }).getByRole("heading")).toHaveText([
    "Basmati Rice",
    "Toor Dal",
  ]);

  const rice = row(page, "Basmati Rice");
  const finalPrice = rice.getByLabel("Final price (Rs.)");
  await expect(rice.getByRole("button", { name: "Save" })).toHaveCount(0);
  // Typing shows the live message and the changed row's Save.
  await finalPrice.fill("9a");
  await expect(rice.getByText("Enter only digits", { exact: true })).toBeVisible();
  await expect(rice.getByRole("button", { name: "Save" })).toBeDisabled();
  await finalPrice.fill("");
  await expect(rice.getByText("Final price is required", { exact: true })).toBeVisible();
  await finalPrice.fill("99");
  await expect(rice.getByText("Enter only digits")).toHaveCount(0);
  await screenshot(page, "admin-prices-360.png");
  await rice.getByRole("button", { name: "Save" }).click();
  await expect(rice.getByText("Price of Basmati Rice updated successfully", { exact: true })).toBeVisible();
  await expect(rice.getByText("(Updated..)", { exact: true })).toBeVisible();
  await expect(rice.getByRole("button", { name: "Save" })).toHaveCount(0);

  // 'keep both prices same': the final price follows mrp and cannot be typed in.
  const dal = row(page, "Toor Dal");
  await expect(dal.getByLabel("keep both prices same")).toBeChecked();
  await dal.getByLabel("MRP (Rs.)").fill("160");
  await expect(dal.getByLabel("Final price (Rs.)")).toHaveValue("160");
  await expect(dal.getByLabel("Final price (Rs.)")).not.toBeEditable();
  await dal.getByRole("button", { name: "Save" }).click();
  await expect(dal.getByText("Price of Toor Dal updated successfully", { exact: true })).toBeVisible();
  await desktopShot(page, "admin-prices-1280.png");

  const sheet = await productSheet(page);
  expect(sheet.get("Basmati Rice")).toMatchObject({ MRP: "120", "Final price": "99" });
  expect(sheet.get("Toor Dal")).toMatchObject({ MRP: "160", "Final price": "160" });

  // Search finds one row.
  await page.getByLabel("Search products").fill("toor");
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(1);

  await browseAsGuest(page, `/${admin.shopUrl}`);
  const card = productItems(page).filter({ hasText: "Basmati Rice" });
  await expect(card).toContainText("Rs. 99");
  await expect(card).toContainText("Rs. 120");
  await expect(productItems(page).filter({ hasText: "Toor Dal" })).toContainText("Rs. 160");
});

test("Products-Price: a shop of 1,000 products shows 100 rows until Show more", async ({ page }) => {
  await newShopAdmin(page, { prefix: "big", owner: { productsLimit: 1000 }, generatedProducts: 1000, at: null });
  await openScreen(page, "/adminpanel/prices", "Products-Price");
  await expect(page.getByText("LIST OF PRODUCTS (1000)", { exact: true })).toBeVisible();
  const items = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(items).toHaveCount(100);
  await expect(page.getByText("Showing 100 of 1000", { exact: true })).toBeVisible();
  // Search looks through all 1,000, not only the rows shown.
  const search = page.getByLabel("Search products");
  await search.fill("Item 999");
  await expect(items).toHaveCount(1);
  await search.fill("");
  await expect(items).toHaveCount(100);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(items).toHaveCount(200);
  await expect(page.getByText("Showing 200 of 1000", { exact: true })).toBeVisible();
  await search.fill("Item 999");
  await expect(items).toHaveCount(1);
  await row(page, "Item 999").getByLabel("MRP (Rs.)").fill("5");
  await row(page, "Item 999").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Price of Item 999 updated successfully", { exact: true })).toBeVisible();
  expect((await productSheet(page)).get("Item 999")).toMatchObject({ MRP: "5", "Final price": "5" });
});

test("Products-Stock/Rating: out of stock shows 'Out-of-stock' in the store", async ({ page }) => {
  const admin = await newShopAdmin(page, {
    prefix: "stk",
    products: [
      { name: "Sugar", mrp: 50, price: 45 },
      { name: "Jaggery", mrp: 80, price: 70 },
    ],
    at: null,
  });
  await openScreen(page, "/adminpanel/stock-rating", "Products-Stock/Rating");
  const sugar = row(page, "Sugar");
  await expect(sugar.getByLabel("In stock")).toHaveValue("1");
  await expect(sugar.getByLabel("Rating")).toHaveValue("5");
  await sugar.getByLabel("In stock").selectOption("No");
  await expect(sugar.getByRole("button", { name: "Save" })).toBeVisible();
  await sugar.getByLabel("Rating").selectOption("8");
  await screenshot(page, "admin-stock-rating-360.png");
  await sugar.getByRole("button", { name: "Save" }).click();
  await expect(sugar.getByText("Stock and Rating of Sugar updated successfully", { exact: true })).toBeVisible();
  await expect(sugar.getByText("(Updated..)", { exact: true })).toBeVisible();
  expect((await productSheet(page)).get("Sugar")).toMatchObject({ Instock: "No", Rating: "8" });
  await desktopShot(page, "admin-stock-rating-1280.png");

  await browseAsGuest(page, `/${admin.shopUrl}`);
  await expect(productItems(page).filter({ hasText: "Sugar" })).toContainText("Out-of-stock");
  await expect(productItems(page).filter({ hasText: "Jaggery" })).not.toContainText("Out-of-stock");
  // Rating 8 puts Sugar above Jaggery (5).
  await expect(productItems(page).first()).toContainText("Sugar");
});

test("Products-Image: preview, Cancel, Update; the image shows in the store; a text file named .png is refused", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "img",
    products: [{ name: "Green Tea", mrp: 200, price: 180 }],
    at: null,
  });
  await openScreen(page, "/adminpanel/product-images", "Products-Image");
  const tea = row(page, "Green Tea");
  await expect(tea.getByText("No image", { exact: true })).toBeVisible();

  await chooseImage(page, tea, "tiny.jpg");
  await expect(tea.getByRole("img", { name: "New image of green tea" })).toBeVisible();
  await tea.getByRole("button", { name: "Cancel" }).click();
  await expect(tea.getByText("No image", { exact: true })).toBeVisible();

  await chooseImage(page, tea, "tiny.jpg");
  await screenshot(page, "admin-product-images-360.png");
  await tea.getByRole("button", { name: "Update" }).click();
  await expect(tea.getByText("Image of Green Tea updated successfully", { exact: true })).toBeVisible();
  await expect(tea.getByText("(Updated..)", { exact: true })).toBeVisible();
  // Stored under the shop's own folder: the screen shows the stored file.
  const image = tea.getByRole("img", { name: "Image of Green Tea" });
  await expect(image).toHaveAttribute("src", new RegExp(`^/files/public/shops/${admin.shopId}/products/.+\\.jpg$`));
  const src = (await image.getAttribute("src"))!;

  // A text file named .png: the page cannot draw it and refuses it before any upload (the server's own refusal by
  // the file's bytes is asserted in tests/integration/admin-bulk.test.ts).
  await chooseImage(page, tea, "not-an-image.png");
  await expect(tea.getByText("Invalid file... Check type of file", { exact: true })).toBeVisible();
  await expect(tea.getByRole("button", { name: "Update" })).toHaveCount(0);
  await expect(image).toHaveAttribute("src", src);
  await desktopShot(page, "admin-product-images-1280.png");

  // Opened again, the screen shows the stored image.
  await openScreen(page, "/adminpanel/product-images", "Products-Image");
  await expect(image).toHaveAttribute("src", src);

  await browseAsGuest(page, `/${admin.shopUrl}`);
  const card = productItems(page).filter({ hasText: "Green Tea" }).locator("img");
  await expect(card).toHaveAttribute("src", src);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
});

test("Store Logo: the uploaded logo shows at the top of the store", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "logo", at: null });
  await openScreen(page, "/adminpanel/logo", "Store Logo");
  const screen = page.getByRole("main");
  await chooseImage(page, screen, "tiny-logo.png");
  await expect(screen.getByRole("img", { name: "New store logo" })).toBeVisible();
  await screen.getByRole("button", { name: "Update" }).click();
  await expect(screen.getByText("Logo updated successfully.", { exact: true })).toBeVisible();
  const logo = screen.getByRole("img", { name: "Store logo" });
  await expect(logo).toHaveAttribute("src", new RegExp(`^/files/public/shops/${admin.shopId}/logo/.+\\.png$`));
  const src = (await logo.getAttribute("src"))!;
  await screenshot(page, "admin-logo-360.png");
  await desktopShot(page, "admin-logo-1280.png");

  // Without the home page facility the screen explains itself instead of offering uploads.
  await openScreen(page, "/adminpanel/store-images", "Store Images");
  await expect(page.getByText("Store Images are not part of this store's plan", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change image" })).toHaveCount(0);

  await browseAsGuest(page, `/${admin.shopUrl}`);
  await expect(page.getByRole("banner").locator("img")).toHaveAttribute("src", src);
});

test("Store Images: a shop with the home page facility fills a slot, and About us shows it", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "simg", owner: { homePageFacility: true }, at: null });
  await openScreen(page, "/adminpanel/store-images", "Store Images");
  const slots = page.getByRole("main").getByRole("listitem");
  await expect(slots).toHaveCount(5);
  const second = page.getByRole("listitem", { name: "Image 2" });
  await chooseImage(page, second, "tiny.jpg");
  await second.getByRole("button", { name: "Update" }).click();
  await expect(second.getByText("Store image updated successfully.", { exact: true })).toBeVisible();
  const fourth = page.getByRole("listitem", { name: "Image 4" });
  await chooseImage(page, fourth, "not-an-image.png");
  await expect(fourth.getByText("Invalid file... Check type of file", { exact: true })).toBeVisible();
  await screenshot(page, "admin-store-images-360.png");
  await desktopShot(page, "admin-store-images-1280.png");

  // Opened again: only slot 2 holds an image (the server's refusal of the text file is asserted in
  // tests/integration/admin-bulk.test.ts).
  await openScreen(page, "/adminpanel/store-images", "Store Images");
  const stored = second.getByRole("img", { name: "Store image 2" });
  await expect(stored).toHaveAttribute(
    "src",
    new RegExp(`^/files/public/shops/${admin.shopId}/store-images/.+\\.jpg$`),
  );
  await expect(slots.getByRole("img")).toHaveCount(1);
  await expect(slots.getByText("No image", { exact: true })).toHaveCount(4);
  const src = (await stored.getAttribute("src"))!;

  await page.goto(`/${admin.shopUrl}`);
  await expect(page.getByRole("img", { name: /photo 1 of 1$/ })).toHaveAttribute("src", src);
});
