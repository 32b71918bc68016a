// The store without a network: a store opened once opens again offline (its service worker keeps the page, scripts
// and images), says it is offline, browses, searches and builds the yaadi; an order placed then is kept on the phone
// with its key and sent — WhatsApp opened — as soon as the network is back, exactly once. A price the shop changed
// meanwhile is handled as for any order: refused, and the list shown again with the shop's figures.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { newShop } from "./admin-fixtures";
import { gotoReady, hydrated, productItems, shopAsRegular, stored } from "./helpers";

const PRODUCTS = [
  { name: "Toor Dal", mrp: 150, price: 140, rating: 9 },
  { name: "Sugar", mrp: 50, price: 45, rating: 8 },
];
const OFFLINE = "You are offline. You can still browse and make your Yaadi with the prices from your last visit.";
const KEPT =
  "No network. Your Yaadi is kept on this phone and will be sent, and WhatsApp opened, as soon as you are online.";

/** The shop's yaadies today, as its admin's Yaadi Summary lists them. */
async function ordersToday(browser: Browser, cookie: { name: string; value: string }): Promise<number> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies([{ ...cookie, url: test.info().project.use.baseURL! }]);
  const admin = await context.newPage();
  await gotoReady(admin, "/adminpanel/yaadi-summary?day=today");
  await expect(
    admin.getByRole("table", { name: "Yaadies" }).or(admin.getByText(YAADI_REPORT_MESSAGES.noYaadies, { exact: true })),
  ).toBeVisible();
  const count = await admin.getByRole("link", { name: /^Open yaadi no\. \d+$/ }).count();
  await context.close();
  return count;
}

/** Fills the list and opens the final list, online. */
async function toFinalList(page: Page, shopUrl: string) {
  await shopAsRegular(page, `/${shopUrl}`);
  await page.getByRole("button", { name: "Add Toor Dal", exact: true }).click();
  await page.getByRole("button", { name: "Add Sugar", exact: true }).click();
  await page.getByRole("button", { name: /^Checkout \(2\)/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toBeVisible();
}

test("an order placed offline is kept, then sent once and WhatsApp opened when the network is back", async ({
  page,
  context,
  browser,
}) => {
  const shop = await newShop(page.request, { prefix: "offl", products: PRODUCTS });
  await toFinalList(page, shop.shopUrl);
  const posts: number[] = [];
  page.on("response", (r) => r.url().endsWith("/orders") && r.request().method() === "POST" && posts.push(r.status()));
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page.getByText(KEPT, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toHaveCount(0);
  const kept = await stored<{ idempotencyKey: string; lines: unknown[] }>(page, `keptOrder:${shop.shopUrl}`);
  expect(kept?.lines).toHaveLength(2);
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919876543210\?text=/);
  const text = new URL(page.url()).searchParams.get("text") ?? "";
  expect(text).toContain("Yaadi no. ");
  expect(posts).toEqual([201]);
  expect(await ordersToday(browser, shop.cookie)).toBe(1);
});

test("a kept order whose price the shop changed meanwhile is refused and shown again with the new figures", async ({
  page,
  context,
  browser,
}) => {
  const shop = await newShop(page.request, { prefix: "offp", products: PRODUCTS });
  await toFinalList(page, shop.shopUrl);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page.getByText(KEPT, { exact: true })).toBeVisible();

  // Meanwhile the shop raises the price of Toor Dal (its admin, on another device).
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await adminContext.addCookies([{ ...shop.cookie, url: test.info().project.use.baseURL! }]);
  const admin = await adminContext.newPage();
  await gotoReady(admin, "/adminpanel/prices");
  const dal = admin.getByRole("listitem", { name: "Toor Dal", exact: true });
  await dal.getByLabel("keep both prices same").uncheck();
  await dal.getByLabel("Final price (Rs.)").fill("145");
  await dal.getByRole("button", { name: "Save" }).click();
  await expect(dal.getByText("Price of Toor Dal updated successfully", { exact: true })).toBeVisible();
  await adminContext.close();

  await context.setOffline(false);
  // Refused as changed: the list is shown again at the new price, to be confirmed; nothing was stored.
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toBeVisible();
  await expect(page.getByText(KEPT, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "145.00" }).first()).toBeVisible();
  expect(await stored(page, `keptOrder:${shop.shopUrl}`)).toBeNull();
  expect(await ordersToday(browser, shop.cookie)).toBe(0);
});

/** Waits until the store's service worker has kept its page and scripts; the kept page's CSP header. */
async function keptForOffline(page: Page, storePath: string): Promise<string> {
  const handle = await page.waitForFunction(
    async (path) => {
      const store = await caches.open(`yaadi-store:${path}`);
      const pageCopy = await store.match(`${location.origin}${path}`);
      // The scripts it loaded, and the views after browsing, which the page itself has not fetched yet.
      const assets = (await (await caches.open("yaadi-assets")).keys()).map((key) => key.url);
      const orderViews = assets.some((url) => url.includes("/assets/order-views-"));
      return pageCopy && orderViews ? pageCopy.headers.get("Content-Security-Policy") : false;
    },
    storePath,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as string;
}

test("a store opened once opens, browses, searches and takes an order without a network", async ({
  page,
  context,
  browser,
}) => {
  const shop = await newShop(page.request, { prefix: "offs", products: PRODUCTS });
  const store = `/${shop.shopUrl}`;
  await shopAsRegular(page, store);
  const keptPolicy = await keptForOffline(page, store);
  // The first visit loaded the shelf only: the list's views came to the phone through the service worker.
  const fetchedByPage = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(fetchedByPage.filter((url) => url.includes("/assets/order-views-"))).toEqual([]);

  await context.setOffline(true);
  const reloaded = await page.reload();
  // The page is the kept copy, with the script nonce its own CSP header names.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(await reloaded!.headerValue("Content-Security-Policy")).toBe(keptPolicy);
  await hydrated(page);
  // Some Chromium builds' network emulation does not reach a document loaded while it is on: navigator.onLine says
  // true there, unlike on a phone without a network. Switching it off and on again tells the page, as a phone would.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
  // The reload keeps the view the customer was on (it lives in the history entry): the list.
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await page.getByRole("combobox", { name: "Search products" }).fill("sugar");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(productItems(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Add Sugar", exact: true }).click();
  await page.getByRole("button", { name: /^Checkout \(1\)/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page.getByText(KEPT, { exact: true })).toBeVisible();

  const posts: number[] = [];
  page.on("response", (r) => r.url().endsWith("/orders") && r.request().method() === "POST" && posts.push(r.status()));
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await context.setOffline(false);
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919876543210\?text=/);
  expect(posts).toEqual([201]);
  expect(await ordersToday(browser, shop.cookie)).toBe(1);
});

test("each store keeps its own page: another shop under a longer name is never answered from it", async ({
  page,
  context,
}) => {
  const shop = await newShop(page.request, { prefix: "offk", products: PRODUCTS });
  await shopAsRegular(page, `/${shop.shopUrl}`);
  await keptForOffline(page, `/${shop.shopUrl}`);
  // The worker's scope is a prefix: /{shopUrl}x falls under it, but is not its store, so offline it is not there.
  await context.setOffline(true);
  const other = await page.goto(`/${shop.shopUrl}x`).catch(() => null);
  expect(other === null || !other.fromServiceWorker()).toBe(true);
  await expect(page.getByText(shop.storeName)).toHaveCount(0);
});
