// Shared helpers for the end-to-end tests: unique names, hydration, screenshots, colours, the product sheet.
import { expect, type Locator, type Page } from "@playwright/test";
import Papa from "papaparse";
import { apiGet } from "./api";

/**
 * Texts and data of the product that the specs do not give. Copied, not imported: tests/e2e is type-checked by
 * tsconfig.node.json, which has no JSX and does not list app/ or db/.
 */
// app/components/home-page.tsx INVALID_URL_NOTICE
export const INVALID_URL_NOTICE =
  "The store link you opened is not valid. Check the link, or open one of the demo stores below.";
// scripts/seed/demo-stores.ts (local passwords exist only in local seeds)
export const DEMO_VEGGIE = {
  url: "demoveggiestore",
  name: "Demo Veggie Store",
  userName: "veggie@demo.yaadi.in",
  localPassword: "demo-veggie-123",
};

// scripts/seed/demo-stores.ts LOCAL_OWNER: the platform owner of local seeds.
export const LOCAL_OWNER = { userName: "owner@yaadi.local", password: "owner-local-123" };

/** Where the screenshots for humans go (not assertions). */
export const SCREENS = "test-results/screens";

/** Screenshots are taken in this run (`E2E_SCREENSHOTS=1`): a page visited only to be looked at is visited then. */
export const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;

/**
 * A screenshot for a person to look at (`E2E_SCREENSHOTS=1 npx playwright test …`): full page by default,
 * `fullPage: false` keeps long pages (a store's 100+ cards) to what the first screen shows. Nothing asserts on them, so
 * the suite's own runs skip them (about a minute of Chromium's time over the whole suite).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENS}/${name}`, fullPage: options.fullPage ?? true });
}

/**
 * Digits unique to this run (the clock and four random digits). Digits, because letters could spell a word: a name
 * holding "show" would also match a test's `getByRole("button", { name: "Show" })` through a Delete button's label.
 */
export function uniqueDigits(): string {
  const random = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return `${Date.now() % 1_000_000_000}${random}`;
}

/** A store name unique to this test run: letters and digits only, 4–20 characters. */
export function uniqueStoreName(prefix = "e2e"): string {
  const name = `${prefix}${uniqueDigits()}`;
  if (name.length < 4 || name.length > 20 || !/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`bad test store name ${name}`);
  return name;
}

/** An e-mail address (8–30 characters) unique to this test run, derived from a store name. */
export function uniqueEmail(storeName: string): string {
  const email = `${storeName.toLowerCase()}@ex.in`;
  if (email.length < 8 || email.length > 30) throw new Error(`bad test e-mail ${email}`);
  return email;
}

/**
 * Waits until the page has hydrated: the root layout marks `<html data-hydrated>` once every effect of the page has
 * run (app/root.tsx). Before that, the server-rendered page shows the same controls, but a tap or a keystroke there
 * changes nothing React knows about.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Opens a page and waits until it is interactive. */
export async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** Opens the store-creation wizard (/start) as a client of its own, hydrated; returns its store-name field. */
export async function openWizard(page: Page): Promise<Locator> {
  await asOwnClient(page);
  await gotoReady(page, "/start");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  return page.getByLabel("Store name");
}

/** Steps 1 → 2 with a name the server says is free. */
export async function passStep1(page: Page, storeName: string) {
  await page.getByLabel("Store name").fill(storeName);
  await page.getByRole("button", { name: "Check name" }).click();
  await expect(page.getByText("Congratulations, this name is available!")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
}

/** Steps 2 → 3 with the given store type (its visible name). */
export async function passStep2(page: Page, storeType: string, productType?: string) {
  await page.getByLabel("Store type").selectOption({ label: storeType });
  if (productType !== undefined) await page.getByLabel("Product type").fill(productType);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
}

/** Opens the admin panel login, hydrated. */
export async function openAdminSignIn(page: Page) {
  await gotoReady(page, "/adminpanel");
  await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
}

/** Signs in at /adminpanel (the login form must be open, see openAdminSignIn). */
export async function signIn(page: Page, userName: string, password: string) {
  await page.getByLabel("User name").fill(userName);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The computed text colour of an element as [r, g, b] (Tailwind 4 colours are oklch; a canvas converts them). */
export async function textRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

export async function expectRed(locator: Locator) {
  const [r, g, b] = await textRgb(locator);
  expect(r, `text colour rgb(${r}, ${g}, ${b}) should be red`).toBeGreaterThan(Math.max(g, b) + 40);
}

export async function expectGreen(locator: Locator) {
  const [r, g, b] = await textRgb(locator);
  expect(g, `text colour rgb(${r}, ${g}, ${b}) should be green`).toBeGreaterThan(Math.max(r, b) + 20);
}

/** The "Products" list of a store page and its items. */
export function productItems(page: Page): Locator {
  return page.getByRole("list", { name: "Products" }).getByRole("listitem");
}

/** Reads N from the status line 'Showing all N items'. */
export async function shownCount(page: Page): Promise<number> {
  const status = page.getByText(/^Showing all \d+ items$/);
  await expect(status).toBeVisible();
  return Number((await status.textContent())!.match(/\d+/)![0]);
}

/** The grid renders pages as it scrolls: scrolls one page at a time until all `n` products are in the list. */
export async function scrollThroughProducts(page: Page, n: number) {
  const items = productItems(page);
  await expect(items.first()).toBeVisible();
  for (let shown = await items.count(); shown < n; shown = await items.count()) {
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).not.toHaveCount(shown);
  }
  await expect(items).toHaveCount(n);
}

/** A regular customer for the storefront tests (spec 1 §5: name 6–30, WhatsApp 10 digits, address 10–80). */
export const E2E_CUSTOMER = {
  name: "Asha Deshmukh",
  whatsApp: "9876543210",
  address: "12 MG Road, Shivajinagar, Pune",
};

/**
 * Makes the page's browser a client of its own: locally the Worker reads the client from CF-Connecting-IP, as
 * Cloudflare sets it in production. The suite sends more orders and customer entries from 127.0.0.1 than the limits
 * allow one phone (app/server/storefront-limits.server.ts); the limits themselves are tested in tests/integration.
 */
export async function asOwnClient(page: Page) {
  const ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
}

/**
 * Opens a store as a phone of its own, hydrated, on its customer form: a store with a home page opens on about-us,
 * and START SHOPPING leads on. Views live in the history entry, and Chromium turns a visit to the current URL into a
 * reload that keeps them: the page is left first, so the store opens at its first view.
 */
export async function openCustomerForm(page: Page, path: string) {
  await asOwnClient(page);
  if (new URL(page.url(), "http://x").pathname === path) await page.goto("about:blank");
  await gotoReady(page, path);
  const start = page.getByRole("button", { name: "START SHOPPING" });
  const proceed = page.getByRole("button", { name: "Proceed For Shopping" });
  await expect(start.or(proceed)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(proceed).toBeVisible();
}

/** Opens a store and browses it as a guest: the customer form's Proceed as Guest, then the list. */
export async function browseAsGuest(page: Page, path: string) {
  await openCustomerForm(page, path);
  await page.getByRole("button", { name: "Proceed as Guest" }).click();
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
}

/**
 * Opens a store, fills the customer form and clicks Proceed For Shopping. The caller checks where that leads: the
 * list, or the last order when the browser keeps one.
 */
export async function enterAsRegular(page: Page, path: string, customer = E2E_CUSTOMER) {
  await openCustomerForm(page, path);
  await page.getByLabel("Name", { exact: true }).fill(customer.name);
  await page.getByLabel("WhatsApp number", { exact: true }).fill(customer.whatsApp);
  await page.getByLabel("Address", { exact: true }).fill(customer.address);
  const proceed = page.getByRole("button", { name: "Proceed For Shopping" });
  await expect(proceed).toBeEnabled();
  await proceed.click();
}

/** A new regular customer's way in: the customer form filled, then the list. */
export async function shopAsRegular(page: Page, path: string, customer = E2E_CUSTOMER) {
  await enterAsRegular(page, path, customer);
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
}

/** Reads a JSON value the store keeps in the browser (cart:…, favourites:…, lastOrder:…, customer). */
export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

/**
 * The signed-in admin's product sheet download (Product Sheet), one record per product name, columns by their header:
 * what is stored, as the admin reads it.
 */
export async function productSheet(page: Page): Promise<Map<string, Record<string, string>>> {
  const response = await apiGet(page.request, "/adminpanel/product-sheet.csv");
  expect(response.status()).toBe(200);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const records = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  return new Map(records.map((r) => [r.Name!, r]));
}
