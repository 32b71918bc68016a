// Orders placed in a fixture shop for the tests of the shop's side of orders (orders-*.spec.ts): the customers, the
// products, a customer's order through the store on a phone, or the same order sent as the store's page sends it.
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiGet, apiPost } from "./api";
import { gotoReady, shopAsRegular } from "./helpers";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 780 };
export const ASHA = { name: "Asha Deshmukh", whatsApp: "9876543210", address: "12, MG Road, Pune" };
export const RAVI = { name: "Ravi Kulkarni", whatsApp: "9123456780", address: "Flat 4, Shivajinagar, Pune" };
export type Customer = typeof ASHA;
/** A phone number as the CSVs write it: kept as text for spreadsheets (="…", quoted). */
export const asText = (phone: string) => `"=""${phone}"""`;
export const PRODUCTS = [
  { name: "Sugar", mrp: 50, price: 45 },
  { name: "Tomato", mrp: 45, price: 40, unit: 2 as const },
  { name: "Onion", mrp: 35, price: 30, unit: 3 as const },
];

export type Placed = { id: number; link: string };

/** A customer orders in the store on a phone of their own: the yaadi's number and its page, from the WhatsApp text. */
export async function orderInStore(browser: Browser, shopUrl: string, customer: Customer, adds: string[]) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    isMobile: true,
  });
  const phone = await context.newPage();
  await shopAsRegular(phone, `/${shopUrl}`, customer);
  for (const name of adds) await phone.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await phone.getByRole("button", { name: new RegExp(`^Checkout \\(${adds.length}\\)`) }).click();
  await phone.getByRole("button", { name: "Place Order" }).click();
  await phone.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await phone.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(phone).toHaveURL(/^https:\/\/wa\.me\//);
  const text = new URL(phone.url()).searchParams.get("text") ?? "";
  await context.close();
  const id = text.match(/Yaadi no\. (\d+)/)?.[1];
  const link = text.match(/https?:\/\/\S+(\/yaadilist\/\S+)/)?.[1];
  if (!id || !link) throw new Error(`no yaadi in ${text}`);
  return { id: Number(id), link } satisfies Placed;
}

/** The first quantity the store's Add puts in the cart, by unit (app/domain/units.ts): 1 piece, 250 gms, 1 kg. */
const FIRST_QUANTITY: Record<number, number> = { 1: 1000, 2: 250, 3: 1000 };

/**
 * The same order sent the way the store's page sends it (POST /api/v1/stores/{shopUrl}/orders, from a phone of its
 * own): the catalogue's prices and the net payable the page would show. For tests about what the shop does with an
 * order; the customer's walk through the store is order-flow.spec.ts's and orderInStore's.
 */
export async function orderByApi(request: APIRequestContext, shopUrl: string, customer: Customer, adds: string[]) {
  const catalogue = await apiGet(request, `/api/v1/stores/${shopUrl}/catalogue`);
  expect(catalogue.status()).toBe(200);
  // A catalogue row: [id, name, regional name, information, mrp, price, unit, …] (prices in paise).
  const rows = (await catalogue.json()) as [number, string, unknown, unknown, number, number, number][];
  const lines = adds.map((name) => {
    const row = rows.find((r) => r[1] === name);
    if (!row) throw new Error(`no ${name} in the catalogue of ${shopUrl}`);
    const quantity = FIRST_QUANTITY[row[6]];
    if (!quantity) throw new Error(`${name}: unit ${row[6]} has no first quantity here`);
    return { productId: row[0], quantity, pricePaise: row[5] };
  });
  const netPaise = lines.reduce((sum, l) => sum + (l.pricePaise * l.quantity) / 1000, 0);
  const idempotencyKey = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  const client = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
  const response = await apiPost(request, `/api/v1/stores/${shopUrl}/orders`, {
    data: { idempotencyKey, customer, lines, netPaise },
    headers: { "CF-Connecting-IP": client },
  });
  expect(response.status(), await response.text()).toBe(201);
  const placed = (await response.json()) as { yaadiId: number; yaadiUrl: string; whatsAppLink: string };
  expect(placed.whatsAppLink).toMatch(/^https:\/\/wa\.me\//);
  return { id: placed.yaadiId, link: `/yaadilist/${placed.yaadiUrl}` } satisfies Placed;
}

/** A yaadi's row in Yaadi Summary. */
export const row = (page: Page, yaadiId: number) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: `Open yaadi no. ${yaadiId}` }) });

/** Yaadi Summary, Today, shown. */
export async function showToday(page: Page) {
  await gotoReady(page, "/adminpanel/yaadi-summary");
  await expect(page.getByRole("table", { name: "Yaadies" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Today" })).toBeChecked();
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page).toHaveURL(/\?day=today$/);
}
