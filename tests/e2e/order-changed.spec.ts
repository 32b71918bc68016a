// What the customer confirmed is what is stored: the shop changes a price and a stock while a customer's final list is
// open; sending it is refused with a sentence per changed line, the list is shown again with the shop's new figures,
// and sending that stores exactly what was shown. A cart restored on a later visit says what it lost.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { E2E_CUSTOMER, enterAsRegular, screenshot } from "./helpers";
import { localD1, sqlText } from "./local-d1";

// A shop of its own (through the wizard) and two browsers: the owner's and the customer's phone.
test.describe.configure({ timeout: 180_000 });

// Texts of app/domain/order-outcome.ts (copied, not imported: see helpers.ts).
const CHANGED = "Some items have changed since you opened this store. Check your Yaadi below and send it again.";

const add = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
const more = (page: Page, name: string) => page.getByRole("button", { name: `More ${name}`, exact: true });
const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });
const adminRow = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

/** The customer's own phone: a browser of its own, not signed in to the admin panel. */
async function customerPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Products-Price: a new final price for one product, saved on its row (retried until the screen has hydrated). */
async function changePrice(owner: Page, name: string, rupees: string) {
  await owner.goto("/adminpanel/prices");
  const row = adminRow(owner, name);
  await expect(async () => {
    await row.getByLabel("keep both prices same").setChecked(false);
    await row.getByLabel("Final price (Rs.)").fill(rupees);
    await expect(row.getByRole("button", { name: "Save" })).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText(`Price of ${name} updated successfully`, { exact: true })).toBeVisible();
}

/** Products-Stock/Rating: out of stock. */
async function markOutOfStock(owner: Page, name: string) {
  await owner.goto("/adminpanel/stock-rating");
  const row = adminRow(owner, name);
  await expect(async () => {
    await row.getByLabel("In stock").selectOption("No");
    await expect(row.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText(`Stock and Rating of ${name} updated successfully`, { exact: true })).toBeVisible();
}

test("a price and a stock changed while the final list is open: refused, shown again with the new figures, then stored as shown", async ({ page: owner, browser, baseURL }) => {
  const admin = await newShopAdmin(owner, { ready: true, prefix: "chg" });
  const [shop] = localD1(`SELECT id FROM shops WHERE url = ${sqlText(admin.shopUrl)}`);
  // Setup: the shop's catalogue, written as the products screens would (adding products is another screen's test).
  localD1(
    `INSERT INTO products (shop_id, name, mrp_paise, price_paise, rating) VALUES ` +
      `(${shop!.id}, 'Basmati Rice', 11000, 11000, 9), (${shop!.id}, 'Sugar', 4500, 4500, 8), (${shop!.id}, 'Jaggery', 7000, 7000, 7), (${shop!.id}, 'Toor Dal', 15000, 15000, 6)`,
  );
  const page = await customerPhone(browser, baseURL!);

  // The customer's phone: Basmati Rice × 2 (Rs. 220), Sugar (Rs. 45), Jaggery (Rs. 70): Rs. 335 on the final list.
  const customer = { ...E2E_CUSTOMER, name: `Changed ${Date.now().toString(36)}` };
  await enterAsRegular(page, `/${admin.shopUrl}`, customer);
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await add(page, "Basmati Rice");
  await more(page, "Basmati Rice").click();
  await expect(quantity(page, "Basmati Rice")).toHaveText("2");
  await add(page, "Sugar");
  await add(page, "Jaggery");
  await page.getByRole("button", { name: "Checkout (3) Rs. 335", exact: true }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("definition")).toHaveText(["335.00", "00.00", "335.00"]);

  // Meanwhile the owner raises the rice to Rs. 115 and runs out of sugar.
  await changePrice(owner, "Basmati Rice", "115");
  await markOutOfStock(owner, "Sugar");

  const posts: number[] = [];
  page.on("response", (r) => r.url().endsWith(`/api/v1/stores/${admin.shopUrl}/orders`) && posts.push(r.status()));
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await page.getByRole("button", { name: "Open WhatsApp" }).click();

  // Refused: what changed, per line; the list again with the shop's figures, Sugar gone.
  const notice = page.getByRole("alert");
  await expect(notice).toContainText(CHANGED);
  await expect(notice.getByRole("listitem")).toHaveText(["Basmati Rice: the price is now Rs. 115 (was Rs. 110).", "Sugar is out of stock and was removed from your Yaadi."]);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["Basmati Rice", "2", "115.00", "230.00"]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["Jaggery", "1", "70.00", "70.00"]);
  await expect(page.getByRole("definition")).toHaveText(["300.00", "00.00", "300.00"]);
  expect(posts).toEqual([409]);
  expect(localD1(`SELECT count(*) AS n FROM yaadies WHERE customer_name = '${customer.name}'`)).toEqual([{ n: 0 }]);
  await screenshot(page, "order-changed-360.png");

  // Sending what is shown now stores exactly that.
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  expect(posts).toEqual([409, 201]);
  const text = new URL(page.url()).searchParams.get("text") ?? "";
  expect(text).toContain("Items: 2");
  expect(text).toContain("Total (with delivery): Rs. 300\n");
  const stored = localD1(
    `SELECT l.name AS name, l.quantity_milli AS q, l.price_paise AS price, l.line_total_paise AS total, y.net_paise AS net FROM yaadies y JOIN yaadi_lines l ON l.yaadi_id = y.id WHERE y.customer_name = '${customer.name}' ORDER BY l.id`,
  );
  expect(stored).toEqual([
    { name: "Basmati Rice", q: 2000, price: 11500, total: 23000, net: 30000 },
    { name: "Jaggery", q: 1000, price: 7000, total: 7000, net: 30000 },
  ]);

  // A later visit: Toor Dal and Jaggery in the list, then the shop runs out of Jaggery. The restored cart says so.
  await enterAsRegular(page, `/${admin.shopUrl}`, customer);
  await page.getByRole("button", { name: "Continue with current or empty Yaadi" }).click();
  await add(page, "Toor Dal");
  await add(page, "Jaggery");
  await expect(page.getByRole("button", { name: "Checkout (2) Rs. 220", exact: true })).toBeVisible();
  await markOutOfStock(owner, "Jaggery");
  await page.reload(); // the list view again (views live in the history entry), its cart restored from the phone
  await page.getByRole("button", { name: "Checkout (1) Rs. 150", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(/Jaggery is out of stock and was removed from your Yaadi\./);
  await screenshot(page, "cart-restored-pruned-360.png");
  await page.context().close();
});
