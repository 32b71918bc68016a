// Products-Price, Products-Stock/Rating, Products-Image, Store Logo and Store Images (spec 2 §2, §4, §5, §8): each
// change is seen by a customer in the store; other shops' rows answer 404; uploads are judged by their bytes.
import { expect, type Page, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { newShopAdmin, type TestAdmin } from "./admin-fixtures";
import { browseAsGuest, productItems, screenshot, withWriteKey } from "./helpers";
import { localD1, sqlText } from "./local-d1";

// Each test makes its own shop (so they run in parallel) through the wizard and the e-mailed password, which alone
// takes a while on a busy machine.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

function shopId(shopUrl: string): number {
  const [row] = localD1(`SELECT id FROM shops WHERE url = ${sqlText(shopUrl)}`);
  return Number(row!.id);
}

type NewProduct = { name: string; mrp: number; price: number; rating?: number; inStock?: 0 | 1 };

/** Test setup: products written straight into the shop's catalogue (adding products is another screen's test). */
function addProducts(id: number, rows: NewProduct[]) {
  const values = rows
    .map((p) => {
      expect(p.name).toMatch(/^[A-Za-z0-9 ]+$/);
      return `(${id}, '${p.name}', ${p.mrp * 100}, ${p.price * 100}, ${p.rating ?? 5}, ${p.inStock ?? 1})`;
    })
    .join(", ");
  localD1(`INSERT INTO products (shop_id, name, mrp_paise, price_paise, rating, in_stock) VALUES ${values}`);
}

function productOf(id: number, name: string) {
  const [row] = localD1(`SELECT id, mrp_paise, price_paise, in_stock, rating, image_key FROM products WHERE shop_id = ${id} AND name = '${name}'`);
  return row!;
}

const row = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

/** Opens a bulk screen and waits until its rows react (the page has hydrated). */
async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function desktopShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
}

test("Products-Price: live messages, keep both prices same, a saved price shows in the store", async ({ page }) => {
  const admin = await newShopAdmin(page, { ready: true, prefix: "prc" });
  const id = shopId(admin.shopUrl);
  addProducts(id, [
    { name: "Basmati Rice", mrp: 120, price: 110, rating: 9 },
    { name: "Toor Dal", mrp: 150, price: 150, rating: 7 },
  ]);
  await openScreen(page, "/adminpanel/prices", "Products-Price");
  await expect(page.getByText("LIST OF PRODUCTS (2)", { exact: true })).toBeVisible();
  // Rating descending.
  await expect(page.getByRole("list", { name: "Products" }).getByRole("heading")).toHaveText(["Basmati Rice", "Toor Dal"]);

  const rice = row(page, "Basmati Rice");
  const finalPrice = rice.getByLabel("Final price (Rs.)");
  await expect(rice.getByRole("button", { name: "Save" })).toHaveCount(0);
  // The page hydrates: typing then shows the live message and the changed row's Save.
  await expect(async () => {
    await finalPrice.fill("9a");
    await expect(rice.getByText("Enter only digits", { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
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
  expect(productOf(id, "Basmati Rice")).toMatchObject({ mrp_paise: 12000, price_paise: 9900 });

  // 'keep both prices same': the final price follows mrp and cannot be typed in.
  const dal = row(page, "Toor Dal");
  await expect(dal.getByLabel("keep both prices same")).toBeChecked();
  await dal.getByLabel("MRP (Rs.)").fill("160");
  await expect(dal.getByLabel("Final price (Rs.)")).toHaveValue("160");
  await expect(dal.getByLabel("Final price (Rs.)")).not.toBeEditable();
  await dal.getByRole("button", { name: "Save" }).click();
  await expect(dal.getByText("Price of Toor Dal updated successfully", { exact: true })).toBeVisible();
  expect(productOf(id, "Toor Dal")).toMatchObject({ mrp_paise: 16000, price_paise: 16000 });
  await desktopShot(page, "admin-prices-1280.png");

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
  const admin = await newShopAdmin(page, { ready: true, prefix: "big" });
  const id = shopId(admin.shopUrl);
  localD1(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000) ` +
      `INSERT INTO products (shop_id, name, mrp_paise, price_paise) SELECT ${id}, 'Item ' || i, 1000 + i * 100, 1000 + i * 100 FROM n`,
  );
  await openScreen(page, "/adminpanel/prices", "Products-Price");
  await expect(page.getByText("LIST OF PRODUCTS (1000)", { exact: true })).toBeVisible();
  const items = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(items).toHaveCount(100);
  await expect(page.getByText("Showing 100 of 1000", { exact: true })).toBeVisible();
  // Search looks through all 1,000, not only the rows shown (retried until the page has hydrated).
  const search = page.getByLabel("Search products");
  await expect(async () => {
    await search.fill("Item 999");
    await expect(items).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
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
  expect(productOf(id, "Item 999")).toMatchObject({ mrp_paise: 500, price_paise: 500 });
});

test("Products-Stock/Rating: out of stock shows 'Out-of-stock' in the store", async ({ page }) => {
  const admin = await newShopAdmin(page, { ready: true, prefix: "stk" });
  const id = shopId(admin.shopUrl);
  addProducts(id, [
    { name: "Sugar", mrp: 50, price: 45 },
    { name: "Jaggery", mrp: 80, price: 70 },
  ]);
  await openScreen(page, "/adminpanel/stock-rating", "Products-Stock/Rating");
  const sugar = row(page, "Sugar");
  await expect(sugar.getByLabel("In stock")).toHaveValue("1");
  await expect(sugar.getByLabel("Rating")).toHaveValue("5");
  await expect(async () => {
    await sugar.getByLabel("In stock").selectOption("No");
    await expect(sugar.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await sugar.getByLabel("Rating").selectOption("8");
  await screenshot(page, "admin-stock-rating-360.png");
  await sugar.getByRole("button", { name: "Save" }).click();
  await expect(sugar.getByText("Stock and Rating of Sugar updated successfully", { exact: true })).toBeVisible();
  await expect(sugar.getByText("(Updated..)", { exact: true })).toBeVisible();
  expect(productOf(id, "Sugar")).toMatchObject({ in_stock: 0, rating: 8 });
  await desktopShot(page, "admin-stock-rating-1280.png");

  await browseAsGuest(page, `/${admin.shopUrl}`);
  await expect(productItems(page).filter({ hasText: "Sugar" })).toContainText("Out-of-stock");
  await expect(productItems(page).filter({ hasText: "Jaggery" })).not.toContainText("Out-of-stock");
  // Rating 8 puts Sugar above Jaggery (5).
  await expect(productItems(page).first()).toContainText("Sugar");
});

/** Change image → choose a file → preview → Update (spec 2 §4). */
async function chooseImage(page: Page, scope: ReturnType<Page["getByRole"]>, file: string) {
  await expect(async () => {
    const chooser = page.waitForEvent("filechooser", { timeout: 5000 });
    await scope.getByRole("button", { name: "Change image" }).click({ timeout: 5000 });
    await (await chooser).setFiles(fixture(file));
  }).toPass({ timeout: 30_000 });
}

test("Products-Image: preview, Cancel, Update; the image shows in the store; a text file named .png is refused", async ({ page }) => {
  const admin = await newShopAdmin(page, { ready: true, prefix: "img" });
  const id = shopId(admin.shopUrl);
  addProducts(id, [{ name: "Green Tea", mrp: 200, price: 180 }]);
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
  const stored = String(productOf(id, "Green Tea").image_key);
  expect(stored).toMatch(new RegExp(`^public/shops/${id}/products/.+\\.jpg$`));
  await expect(tea.getByRole("img", { name: "Image of Green Tea" })).toHaveAttribute("src", `/files/${stored}`);

  // A text file named .png: the page cannot draw it and refuses it before any upload...
  await chooseImage(page, tea, "not-an-image.png");
  await expect(tea.getByText("Invalid file... Check type of file", { exact: true })).toBeVisible();
  await expect(tea.getByRole("button", { name: "Update" })).toHaveCount(0);
  await expect(tea.getByRole("img", { name: "Image of Green Tea" })).toHaveAttribute("src", `/files/${stored}`);
  // ...and the server, which trusts neither the name nor the declared type, reads its bytes and refuses it too.
  const posted = await page.request.post("/adminpanel/product-images", {
    multipart: withWriteKey({ id: String(productOf(id, "Green Tea").id), imageFile: { name: "photo.png", mimeType: "image/png", buffer: readFileSync(fixture("not-an-image.png")) } }),
  });
  expect(posted.status()).toBe(400);
  expect(productOf(id, "Green Tea").image_key).toBe(stored);
  await desktopShot(page, "admin-product-images-1280.png");

  await browseAsGuest(page, `/${admin.shopUrl}`);
  const image = productItems(page).filter({ hasText: "Green Tea" }).locator("img");
  await expect(image).toHaveAttribute("src", `/files/${stored}`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
});

test("Store Logo: the uploaded logo shows at the top of the store", async ({ page }) => {
  const admin = await newShopAdmin(page, { ready: true, prefix: "logo" });
  await openScreen(page, "/adminpanel/logo", "Store Logo");
  const screen = page.getByRole("main");
  await chooseImage(page, screen, "tiny-logo.png");
  await expect(screen.getByRole("img", { name: "New store logo" })).toBeVisible();
  await screen.getByRole("button", { name: "Update" }).click();
  await expect(screen.getByText("Logo updated successfully.", { exact: true })).toBeVisible();
  const [shop] = localD1(`SELECT logo_key FROM shops WHERE url = ${sqlText(admin.shopUrl)}`);
  expect(String(shop!.logo_key)).toMatch(/^public\/shops\/\d+\/logo\/.+\.png$/);
  await screenshot(page, "admin-logo-360.png");
  await desktopShot(page, "admin-logo-1280.png");

  // Without the home page facility the screen explains itself instead of offering uploads.
  await openScreen(page, "/adminpanel/store-images", "Store Images");
  await expect(page.getByText("Store Images are not part of this store's plan", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change image" })).toHaveCount(0);

  await browseAsGuest(page, `/${admin.shopUrl}`);
  await expect(page.getByRole("banner").locator("img")).toHaveAttribute("src", `/files/${shop!.logo_key}`);
});

test("Store Images: a shop with the home page facility fills a slot, and About us shows it", async ({ page }) => {
  const admin = await newShopAdmin(page, { ready: true, prefix: "simg" });
  localD1(`UPDATE shops SET home_page_facility = 1 WHERE url = ${sqlText(admin.shopUrl)}`);
  await openScreen(page, "/adminpanel/store-images", "Store Images");
  const slots = page.getByRole("main").getByRole("listitem");
  await expect(slots).toHaveCount(5);
  const second = page.getByRole("listitem", { name: "Image 2" });
  await chooseImage(page, second, "tiny.jpg");
  await second.getByRole("button", { name: "Update" }).click();
  await expect(second.getByText("Store image updated successfully.", { exact: true })).toBeVisible();
  const [image] = localD1(`SELECT slot, image_key FROM store_images WHERE shop_id = ${shopId(admin.shopUrl)}`);
  expect(image).toMatchObject({ slot: 2 });
  await chooseImage(page, page.getByRole("listitem", { name: "Image 4" }), "not-an-image.png");
  await expect(page.getByRole("listitem", { name: "Image 4" }).getByText("Invalid file... Check type of file", { exact: true })).toBeVisible();
  const posted = await page.request.post("/adminpanel/store-images", {
    multipart: withWriteKey({ slot: "4", imageFile: { name: "shop.png", mimeType: "image/png", buffer: readFileSync(fixture("not-an-image.png")) } }),
  });
  expect(posted.status()).toBe(400);
  expect(localD1(`SELECT slot FROM store_images WHERE shop_id = ${shopId(admin.shopUrl)}`)).toEqual([{ slot: 2 }]);
  await screenshot(page, "admin-store-images-360.png");
  await desktopShot(page, "admin-store-images-1280.png");

  await page.goto(`/${admin.shopUrl}`);
  await expect(page.getByRole("img", { name: /photo 1 of 1$/ })).toHaveAttribute("src", `/files/${image!.image_key}`);
});

test("another shop's rows answer 404 and stay unchanged; anonymous visitors go to the sign-in", async ({ page, browser }) => {
  const admin: TestAdmin = await newShopAdmin(page, { ready: true, prefix: "xten" });
  // Shop B: written as setup (its screens are not what this test looks at).
  const otherUrl = `${admin.shopUrl}b`;
  localD1(`INSERT INTO shops (url, shop_type_id, name, status) VALUES (${sqlText(otherUrl)}, 2, 'Other shop', 'ready')`);
  const other = shopId(otherUrl);
  addProducts(other, [{ name: "Other Rice", mrp: 100, price: 90 }]);
  const before = productOf(other, "Other Rice");
  const bId = String(before.id);

  const prices = await page.request.post("/adminpanel/prices", { form: withWriteKey({ id: bId, mrp: "1", finalPrice: "1" }) });
  expect(prices.status()).toBe(404);
  const stock = await page.request.post("/adminpanel/stock-rating", { form: withWriteKey({ id: bId, inStock: "0", rating: "1" }) });
  expect(stock.status()).toBe(404);
  const image = await page.request.post("/adminpanel/product-images", {
    multipart: withWriteKey({ id: bId, imageFile: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex") } }),
  });
  expect(image.status()).toBe(404);
  expect(productOf(other, "Other Rice")).toEqual(before);

  // Anonymous: every screen and action sends to the sign-in.
  const anonymous = await browser.newContext({ baseURL: new URL(page.url()).origin });
  for (const path of ["/adminpanel/prices", "/adminpanel/stock-rating", "/adminpanel/product-images", "/adminpanel/logo", "/adminpanel/store-images"]) {
    const get = await anonymous.request.get(path, { maxRedirects: 0 });
    expect(get.status(), path).toBe(302);
    expect(get.headers().location, path).toMatch(/^\/adminpanel(\?|$)/);
  }
  const post = await anonymous.request.post("/adminpanel/prices", { form: withWriteKey({ id: bId, mrp: "1", finalPrice: "1" }), maxRedirects: 0 });
  expect([302, 303]).toContain(post.status());
  expect(productOf(other, "Other Rice")).toEqual(before);
  await anonymous.close();
});
