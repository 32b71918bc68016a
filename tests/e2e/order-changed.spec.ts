// What the customer confirmed is what is stored: the shop changes a price and a stock while a customer's final list is
// open; sending it is refused with a sentence per changed line, the list is shown again with the shop's new figures,
// and sending that stores exactly what was shown. A cart restored on a later visit says what it lost. That the refused
// post stored nothing is tested in tests/integration/orders.test.ts.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { E2E_CUSTOMER, enterAsRegular, gotoReady, hydrated, screenshot } from "./helpers";

// Texts of app/domain/order-outcome.ts (copied, not imported: see helpers.ts).
const CHANGED = "Some items have changed since you opened this store. Check your Yaadi below and send it again.";

const add = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
const more = (page: Page, name: string) => page.getByRole("button", { name: `More ${name}`, exact: true });
const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });
const adminRow = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

/** The customer's own phone: a browser of its own, not signed in to the admin panel. */
async function customerPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Products-Price: a new final price for one product, saved on its row. */
async function changePrice(owner: Page, name: string, rupees: string) {
  await gotoReady(owner, "/adminpanel/prices");
  const row = adminRow(owner, name);
  await row.getByLabel("keep both prices same").setChecked(false);
  await row.getByLabel("Final price (Rs.)").fill(rupees);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText(`Price of ${name} updated successfully`, { exact: true })).toBeVisible();
}

/** Products-Stock/Rating: out of stock. */
async function markOutOfStock(owner: Page, name: string) {
  await gotoReady(owner, "/adminpanel/stock-rating");
  const row = adminRow(owner, name);
  await row.getByLabel("In stock").selectOption("No");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText(`Stock and Rating of ${name} updated successfully`, { exact: true })).toBeVisible();
}

test("a price and a stock changed while the final list is open: refused, shown again with the new figures, then stored as shown", async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const admin = await newShopAdmin(owner, {
    prefix: "chg",
    products: [
      { name: "Basmati Rice", mrp: 110, price: 110, rating: 9 },
      { name: "Sugar", mrp: 45, price: 45, rating: 8 },
      { name: "Jaggery", mrp: 70, price: 70, rating: 7 },
      { name: "Toor Dal", mrp: 150, price: 150, rating: 6 },
    ],
    at: null,
  });
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
  await expect(notice.getByRole("listitem")).toHaveText([
    "Basmati Rice: the price is now Rs. 115 (was Rs. 110).",
    "Sugar is out of stock and was removed from your Yaadi.",
  ]);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["Basmati Rice", "2", "115.00", "230.00"]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["Jaggery", "1", "70.00", "70.00"]);
  await expect(page.getByRole("definition")).toHaveText(["300.00", "00.00", "300.00"]);
  expect(posts).toEqual([409]);
  await screenshot(page, "order-changed-360.png");

  // Sending what is shown now stores exactly that: the order's page shows the lines and totals as stored.
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  expect(posts).toEqual([409, 201]);
  const text = new URL(page.url()).searchParams.get("text") ?? "";
  expect(text).toContain("Items: 2");
  expect(text).toContain("Total (with delivery): Rs. 300\n");
  const orderPage = text.match(/https?:\/\/\S+?(\/yaadilist\/[A-Za-z0-9_]+)/)?.[1];
  expect(orderPage, text).toBeTruthy();
  await page.goto(orderPage!);
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(customer.name);
  const stored = page.getByRole("row");
  await expect(stored).toHaveCount(3);
  await expect(stored.nth(1).getByRole("cell")).toHaveText(["Basmati Rice", "2", "115.00", "230.00"]);
  await expect(stored.nth(2).getByRole("cell")).toHaveText(["Jaggery", "1", "70.00", "70.00"]);
  // No delivery charge (the order page leaves it out): Rs. 300 is also the net payable, as the text above says.
  await expect(page.getByRole("term")).toHaveText(["Products", "Grand Total"]);
  await expect(page.getByRole("definition")).toHaveText(["2", "300.00"]);

  // A later visit: Toor Dal and Jaggery in the list, then the shop runs out of Jaggery. The restored cart says so.
  await enterAsRegular(page, `/${admin.shopUrl}`, customer);
  await page.getByRole("button", { name: "Continue with current or empty Yaadi" }).click();
  await add(page, "Toor Dal");
  await add(page, "Jaggery");
  await expect(page.getByRole("button", { name: "Checkout (2) Rs. 220", exact: true })).toBeVisible();
  await markOutOfStock(owner, "Jaggery");
  await page.reload(); // the list view again (views live in the history entry), its cart restored from the phone
  await hydrated(page);
  await page.getByRole("button", { name: "Checkout (1) Rs. 150", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(/Jaggery is out of stock and was removed from your Yaadi\./);
  await screenshot(page, "cart-restored-pruned-360.png");
  await page.context().close();
});
