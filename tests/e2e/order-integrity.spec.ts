// Orders that the browser cannot bend: prices and totals from the catalogue (DECISIONS.md, app/domain/order-request.ts),
// one order per request key (spec 1 §7 order sending), the count minimum (spec 1 §5 "Place order") and unit 5's weight
// chooser and C button (spec 1 §4 "Quantities", §8, §9). What only the database shows (no second order stored, the
// cancelled order's page) is tested in tests/integration/orders.test.ts and yaadi-page.test.ts.
// Demo data: scripts/seed/demo-stores.ts, scripts/seed/data/vegetables.ts, scripts/seed/data/grocery.ts.
import { expect, type Page, test } from "@playwright/test";
import { apiPost } from "./api";
import {
  add,
  addThreeItems,
  cartButton,
  cartLines,
  expectOrderPageOfThreeItems,
  less,
  moreButton,
  quantity,
} from "./cart-helpers";
import { browseAsGuest, E2E_CUSTOMER, shopAsRegular } from "./helpers";

const VEGGIE = "/demoveggiestore"; // minimum Rs. 100; Rs. 20 delivery below Rs. 300; WhatsApp 9000000001
const GROCERY = "/demogrocerystore"; // minimum 3 items (count); Rs. 30 delivery below Rs. 500; WhatsApp 9000000002
const ORDER_API = "**/api/v1/stores/*/orders";

// Spec texts, verbatim (copied, not imported: see helpers.ts). app/domain/order.ts, app/domain/cart.ts.
const CANCELLED = "The yaadi is cancelled.";
const MINIMUM_3_ITEMS = "Minimum 3 items should be purchased";

type Customer = typeof E2E_CUSTOMER;
type OrderBody = { idempotencyKey: string; customer: Customer; lines: Record<string, unknown>[] } & Record<
  string,
  unknown
>;
type Answer = { yaadiId: number; yaadiUrl: string; itemCount: number; netPaise: number; whatsAppLink: string };
type Sent = { url: string; body: OrderBody; status: number; answer: Answer; text: string };

const message = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).getByText(text, { exact: true });

/** Coriander ×2 (Rs. 15 each), Green Chilli 500 gms (Rs. 80/kg), Onion 1 kg (Rs. 38/kg): Rs. 108, then the final yaadi. */
async function finalYaadiOfThreeItems(page: Page, customer: Customer = E2E_CUSTOMER) {
  await shopAsRegular(page, VEGGIE, customer);
  await addThreeItems(page);
  await cartButton(page, "Checkout (3) Rs. 108").click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("term")).toHaveText(["Grand Total", "Delivery Charges", "Net payable amount"]);
  await expect(page.getByRole("definition")).toHaveText(["108.00", "20.00", "128.00"]);
}

/**
 * Open WhatsApp on the final yaadi: the order post goes through `rewrite` (if given) on its way out, and its answer is
 * read on its way back (the page leaves for WhatsApp, stubbed, right after). Returns what was sent and answered.
 */
async function sendOrder(page: Page, rewrite?: (body: OrderBody) => OrderBody): Promise<Sent> {
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  let sent: Omit<Sent, "text"> | null = null;
  await page.route(ORDER_API, async (route) => {
    const original = route.request().postDataJSON() as OrderBody;
    const body = rewrite ? rewrite(structuredClone(original)) : original;
    const response = await route.fetch({ postData: JSON.stringify(body) });
    sent = { url: route.request().url(), body, status: response.status(), answer: await response.json() };
    await route.fulfill({ response });
  });
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919000000001\?text=/);
  await page.unrouteAll();
  expect(sent, "the order post was seen").not.toBeNull();
  return { ...sent!, text: new URL(page.url()).searchParams.get("text") ?? "" };
}

/** The /yaadilist/… path of the link in the WhatsApp text. */
function orderPath(text: string): string {
  const path = text.match(/https?:\/\/\S+?(\/yaadilist\/[A-Za-z0-9_]+)/)?.[1];
  expect(path, text).toBeTruthy();
  return path!;
}

test("an order is stored with catalogue prices and names only when they are what the customer saw", async ({
  page,
}) => {
  await finalYaadiOfThreeItems(page);
  // What a tampered page could add: names, mrp and line totals, other totals. The prices and net amount stay as shown.
  const forged = {
    totalPaise: 1,
    deliveryChargesPaise: 1,
    promoDiscountPaise: 1,
    totalAmount: 1,
    deliveryCharges: 0,
    netAmount: 1,
  };
  const order = await sendOrder(page, (body) => ({
    ...body,
    ...forged,
    lines: body.lines.map((l) => ({
      ...l,
      ratePaise: 1,
      mrpPaise: 1,
      finalPrice: 1,
      totalPaise: 1,
      lineTotalPaise: 1,
      name: "Forged",
    })),
  }));
  // The page itself sends per line the product, quantity and the price on screen, and the net payable on screen.
  expect(order.body).toMatchObject({ ...forged, netPaise: 12800 });
  expect(order.body.lines).toHaveLength(3);
  for (const line of order.body.lines)
    expect(line).toMatchObject({
      productId: expect.any(Number),
      quantity: expect.any(Number),
      pricePaise: expect.any(Number),
      name: "Forged",
    });

  expect(order.status).toBe(201);
  expect(order.answer).toMatchObject({ itemCount: 3, netPaise: 12800 });
  expect(order.text).toContain(`Yaadi no. ${order.answer.yaadiId} from ${E2E_CUSTOMER.name}`);
  expect(order.text).toContain("Items: 3");
  expect(order.text).toContain("Total (with delivery): Rs. 128\n");

  // The text links to the order's own page, which shows the order (not the cancelled notice).
  expect(orderPath(order.text)).toBe(`/yaadilist/${order.answer.yaadiUrl}`);
  await page.goto(orderPath(order.text));
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(`Yaadi no. ${order.answer.yaadiId}`);
  await expect(page.getByText(CANCELLED, { exact: true })).toHaveCount(0);
  const rows = page.getByRole("row");
  // Header, then Description / Qty / Rate / Total from the catalogue (names too: no "Forged").
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([/^Coriander/, "2", "15.00", "30.00"]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText([/^Green Chilli/, "500 gms", "80.00", "40.00"]);
  await expect(rows.nth(3).getByRole("cell")).toHaveText([/^Onion/, "1 kg", "38.00", "38.00"]);
  await expect(page.getByText("Forged")).toHaveCount(0);
  await expectOrderPageOfThreeItems(page);
});

test("a doubled submit stores one order", async ({ page }) => {
  // A name of this test alone, to find on its order pages (customer name: 6–30 characters).
  const customer = { ...E2E_CUSTOMER, name: `Retry Test ${Date.now().toString(36)}` };
  await finalYaadiOfThreeItems(page, customer);
  const first = await sendOrder(page);
  expect(first.status).toBe(201);
  expect(first.body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(first.answer.yaadiUrl).toMatch(/_demoveggiestore$/);
  const post = (body: OrderBody) => apiPost(page.request, first.url, { data: body });
  const answerOf = async (body: OrderBody) => {
    const response = await post(body);
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Answer;
  };

  // The same post again (a retry on a slow network): the first order, not a second one.
  expect(await answerOf(first.body)).toEqual(first.answer);
  // Twice more at the same time: still the first order.
  expect(await Promise.all([answerOf(first.body), answerOf(first.body)])).toEqual([first.answer, first.answer]);

  // A new key is a new order, even when its two posts race each other: both get that one new order.
  const other = { ...first.body, idempotencyKey: `${first.body.idempotencyKey.slice(0, 20)}other` };
  const [racedA, racedB] = await Promise.all([answerOf(other), answerOf(other)]);
  expect(racedA).toEqual(racedB);
  expect(racedA.yaadiId).not.toBe(first.answer.yaadiId);
  expect(racedA.yaadiUrl).not.toBe(first.answer.yaadiUrl);
  expect(racedA).toMatchObject({ itemCount: 3, netPaise: 12800 });

  // What is stored, on each order's page: this customer's two orders, three lines each. That the retries and races
  // stored no third order: tests/integration/orders.test.ts "idempotency".
  for (const answer of [first.answer, racedA]) {
    await page.goto(`/yaadilist/${answer.yaadiUrl}`);
    const who = page.getByRole("region", { name: "Customer" });
    await expect(who).toContainText(`Yaadi no. ${answer.yaadiId}`);
    await expect(who).toContainText(customer.name);
    await expect(page.getByRole("row")).toHaveCount(4);
    await expect(page.getByRole("definition")).toHaveText(["3", "108.00", "20.00", "128.00"]);
  }
});

test("a grocery order below the minimum item count", async ({ page }) => {
  const posts: string[] = [];
  page.on(
    "request",
    (r) =>
      r.method() === "POST" &&
      /\/api\/v1\/stores\/[^/]+\/orders$/.test(new URL(r.url()).pathname) &&
      posts.push(r.url()),
  );
  await shopAsRegular(page, GROCERY);
  // Iodised Salt Rs. 28 a pack, Sugar Rs. 44/kg (unit 3).
  await add(page, "Iodised Salt");
  await add(page, "Sugar");
  await expect(quantity(page, "Sugar")).toHaveText("1 kg");
  await cartButton(page, "Checkout (2) Rs. 72").click();
  await expect(cartLines(page)).toHaveCount(2);

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(message(page, MINIMUM_3_ITEMS)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  await expect(page.getByText("Grand Total")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toHaveCount(0);

  // The minimum counts lines, not quantities: 3 kg of sugar is still two items.
  await moreButton(page, "Sugar").click();
  await moreButton(page, "Sugar").click();
  await expect(quantity(page, "Sugar")).toHaveText("3 kgs");
  await expect(page.getByText("Rs. 160.00", { exact: true })).toBeVisible();
  await expect(message(page, MINIMUM_3_ITEMS)).toHaveCount(0); // the first message has gone (2 s): the next one is new
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(message(page, MINIMUM_3_ITEMS)).toBeVisible();
  await expect(page.getByText("Grand Total")).toHaveCount(0);
  // A page that skips this check is refused by the server too: tests/integration/orders.test.ts "refuses fewer lines
  // than the grocery shop's minimum count (3)".
  expect(posts, "no order was sent").toEqual([]);

  // A third item reaches the final yaadi: Rs. 28 + Rs. 132 + Toor Dal Rs. 160 = Rs. 320, Rs. 30 delivery below Rs. 500.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await add(page, "Toor Dal");
  await cartButton(page, "Checkout (3) Rs. 320").click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("definition")).toHaveText(["320.00", "30.00", "350.00"]);
  await expect(message(page, MINIMUM_3_ITEMS)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toBeVisible();
  expect(posts, "still nothing sent before Open WhatsApp").toEqual([]);
});

/** Shows the unit-5 ("10 kg and above") products of the veggie store: Onion (bulk) and Potato (bulk) have "bori". */
async function showBulkProducts(page: Page) {
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("bori");
  await search.press("Enter"); // closes the suggestions, keeps the typed filter
  await expect(page.getByText("Showing total 2 matched items", { exact: true })).toBeVisible();
}

test("unit 5: the weight chooser and C button", async ({ page }) => {
  await browseAsGuest(page, VEGGIE);
  await showBulkProducts(page);
  const onion = "Onion (bulk)"; // Rs. 32/kg
  await expect(page.getByLabel(`Weight step for ${onion}`)).toHaveCount(0);

  // Add puts the default 10 kg in the list, shown in kg; the chooser offers 1, 10, 100 and 1000 kg, 10 chosen.
  await add(page, onion);
  await expect(message(page, `${onion} added to Yaadi.`)).toBeVisible();
  await expect(quantity(page, onion)).toHaveText("10 kgs");
  await expect(cartButton(page, "Checkout (1) Rs. 320")).toBeVisible();
  const chooser = page.getByLabel(`Weight step for ${onion}`, { exact: true });
  await expect(chooser).toHaveValue("10");
  await expect(chooser.getByRole("option")).toHaveText(["1 kg", "10 kg", "100 kg", "1000 kg"]);

  // + and − move by the chosen weight.
  await moreButton(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("20 kgs");
  await less(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("10 kgs");
  await chooser.selectOption({ label: "1 kg" });
  for (let kg = 9; kg >= 1; kg--) {
    await less(page, onion).click();
    await expect(quantity(page, onion)).toHaveText(kg === 1 ? "1 kg" : `${kg} kgs`);
  }
  await moreButton(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("2 kgs");
  await chooser.selectOption({ label: "100 kg" });
  await moreButton(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("102 kgs");
  await chooser.selectOption({ label: "1000 kg" });
  await moreButton(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("1102 kgs");
  await expect(cartButton(page, "Checkout (1) Rs. 35,264")).toBeVisible();
  await less(page, onion).click();
  await expect(quantity(page, onion)).toHaveText("102 kgs");
  await expect(cartButton(page, "Checkout (1) Rs. 3,264")).toBeVisible();

  // C clears the quantity: in browse view that removes the line.
  await page.getByRole("button", { name: `Clear ${onion}`, exact: true }).click();
  await expect(message(page, `${onion} deleted`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Add ${onion}`, exact: true })).toBeVisible();
  await expect(quantity(page, onion)).toHaveCount(0);
  await expect(cartButton(page, "View Cart (0) Rs. 0")).toBeVisible();

  // In the cart the minimum is the chosen step: Potato (bulk), Rs. 27/kg, at the default 10 kg step.
  const potato = "Potato (bulk)";
  await add(page, potato);
  await expect(quantity(page, potato)).toHaveText("10 kgs");
  await moreButton(page, potato).click();
  await expect(quantity(page, potato)).toHaveText("20 kgs");
  await cartButton(page, "Checkout (1) Rs. 540").click();
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  const lines = cartLines(page);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveText(new RegExp(`^1\\.${potato.replace(/[()]/g, "\\$&")}Rs\\. 540\\.00`));
  await expect(quantity(page, potato)).toHaveText("20 kgs");
  await expect(less(page, potato)).toBeEnabled();
  await less(page, potato).click();
  await expect(quantity(page, potato)).toHaveText("10 kgs");
  await expect(less(page, potato)).toBeDisabled();
  await expect(page.getByText("Rs. 270.00", { exact: true }).first()).toBeVisible();
  await moreButton(page, potato).click();
  await expect(quantity(page, potato)).toHaveText("20 kgs");

  // Zero in the cart keeps the line for later; Add back gives the default 10 kg again.
  await page.getByRole("button", { name: `Delete ${potato}`, exact: true }).click();
  await expect(message(page, `${potato} saved for later.`)).toBeVisible();
  const saved = page.getByRole("region", { name: "Saved for Later" });
  await saved.getByRole("button", { name: `Add back ${potato}`, exact: true }).click();
  await expect(message(page, `${potato} added to Yaadi.`)).toBeVisible();
  await expect(quantity(page, potato)).toHaveText("10 kgs");
  await expect(less(page, potato)).toBeDisabled();
});

test("unit 5 in the cart: the weight chooser sets the minimum, C saves the line for later", async ({ page }) => {
  // Spec 1 §4: the cart's minimum is the chosen step; "For unit 5 a C button clears the quantity", and zero in the
  // cart moves the line to Saved for Later.
  await browseAsGuest(page, VEGGIE);
  await showBulkProducts(page);
  const potato = "Potato (bulk)"; // Rs. 27/kg
  await add(page, potato);
  await cartButton(page, "Checkout (1) Rs. 270").click();
  await expect(quantity(page, potato)).toHaveText("10 kgs");
  await expect(less(page, potato)).toBeDisabled();
  const chooser = page.getByLabel(`Weight step for ${potato}`, { exact: true });
  await expect(chooser).toHaveValue("10");
  await chooser.selectOption({ label: "1 kg" });
  await expect(less(page, potato)).toBeEnabled();
  await less(page, potato).click();
  await expect(quantity(page, potato)).toHaveText("9 kgs");
  await expect(page.getByText("Rs. 243.00", { exact: true }).first()).toBeVisible();

  await page.getByRole("button", { name: `Clear ${potato}`, exact: true }).click();
  await expect(message(page, `${potato} saved for later.`)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Saved for Later" }).getByRole("button", { name: `Add back ${potato}` }),
  ).toBeVisible();
  await expect(cartLines(page)).toHaveCount(0);
});
