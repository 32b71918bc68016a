// Spec 1 §2 (Repeat order screen, /order-success), §3 (browser storage: the last order), §4 (customer form → REPEATORDER,
// order completion: out-of-stock and unknown lines dropped, prices from the catalogue). Demo data:
// scripts/seed/demo-stores.ts (Jackfruit is out of stock in the veggie store), scripts/seed/data/vegetables.ts.
import { expect, type Page, test } from "@playwright/test";
import { addThreeItems, cartLines, expectCartOfThreeItems, quantity } from "./cart-helpers";
import { E2E_CUSTOMER, enterAsRegular, gotoReady, openCustomerForm, screenshot, stored } from "./helpers";

const STORE = "/demoveggiestore";
const LAST_ORDER = "lastOrder:demoveggiestore";
const DESKTOP = { width: 1280, height: 800 };

const repeatView = (page: Page) => page.getByRole("region", { name: "Your last yaadi" });
const addAll = (page: Page) => page.getByRole("button", { name: "Add ALL these items in Yaadi", exact: true });
const keepCurrent = (page: Page) =>
  page.getByRole("button", { name: "Continue with current or empty Yaadi", exact: true });

type Placed = { yaadiId: number; yaadiUrl: string; whatsAppLink: string; text: string };

/**
 * A real order as a regular customer: Coriander ×2 (Rs. 30), Green Chilli 500 gms (Rs. 40), Onion 1 kg (Rs. 38),
 * Rs. 108 + Rs. 20 delivery. WhatsApp is intercepted; returns the order API's answer and the prefilled text.
 */
async function placeOrder(page: Page): Promise<Placed> {
  await enterAsRegular(page, STORE);
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await addThreeItems(page);
  await page.getByRole("button", { name: "Checkout (3) Rs. 108", exact: true }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("definition")).toHaveText(["108.00", "20.00", "128.00"]);

  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  // The order API's answer is read on its way to the page (the page leaves for WhatsApp right after).
  let answer: { status: number; order: Omit<Placed, "text"> } | null = null;
  await page.route("**/api/v1/stores/demoveggiestore/orders", async (route) => {
    const response = await route.fetch();
    answer = { status: response.status(), order: await response.json() };
    await route.fulfill({ response });
  });
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919000000001\?text=/);
  await page.unrouteAll();
  expect(answer!.status).toBe(201);
  return { ...answer!.order, text: new URL(page.url()).searchParams.get("text") ?? "" };
}

// One order, then what the browser does with it: these steps each need an order placed, and placing one through the
// store is this file's longest part, so they share it (each step leaves the store on its list or its last yaadi).
test("after an order: /order-success, the last yaadi offered on the next visit, the saved details, Add ALL", async ({
  page,
}) => {
  const order = await placeOrder(page);
  expect(order.text).toContain(`Yaadi no. ${order.yaadiId}`);
  await test.step("/order-success shows the 'ready to send' step with the yaadi number", async () => {
    await gotoReady(page, "/order-success");
    await expect(page).toHaveURL(/\/demoveggiestore\?open=order-sent$/);
    await expect(page.getByRole("heading", { name: `Your Yaadi no. ${order.yaadiId} is ready to send` })).toBeVisible();
    await expect(
      page.getByText("WhatsApp opens with your yaadi. Press send there to reach the shop.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute("href", order.whatsAppLink);
    await expect(page.getByRole("link", { name: "See your yaadi" })).toHaveAttribute(
      "href",
      `/yaadilist/${order.yaadiUrl}`,
    );
    await screenshot(page, "order-success-360.png");

    await page.getByRole("button", { name: "Back to Shopping" }).click();
    await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
    await expect(page.getByRole("button", { name: "View Cart (0) Rs. 0", exact: true })).toBeVisible();
  });
  await test.step("the next visit offers the last yaadi again", async () => {
    // What the browser keeps: the order and its lines with name and unit; the cart is emptied.
    await page.goto(STORE);
    const last = await stored<{
      yaadiId: number;
      lines: { productId: number; quantity: number; name: string; unitId: number }[];
    }>(page, LAST_ORDER);
    expect(last?.yaadiId).toBe(order.yaadiId);
    expect(last?.lines.map((l) => [l.name, l.quantity, l.unitId])).toEqual([
      ["Coriander", 2000, 1],
      ["Green Chilli", 500, 2],
      ["Onion", 1000, 3],
    ]);
    expect(await stored(page, "cart:demoveggiestore")).toEqual([]);

    // The saved customer is offered on the form; proceeding opens the last order instead of the list.
    await enterAsRegular(page, STORE);
    const view = repeatView(page);
    await expect(view).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);
    const rows = view.getByRole("listitem");
    await expect(rows).toHaveText([
      "1.Coriander 2Rs. 30.00",
      "2.Green Chilli 500 gmsRs. 40.00",
      "3.Onion 1 kgRs. 38.00",
    ]);
    await expect(addAll(page)).toBeVisible();
    await expect(keepCurrent(page)).toBeVisible();
    // The header still offers the (empty) cart.
    await expect(page.getByRole("button", { name: "View Cart (0) Rs. 0", exact: true })).toBeVisible();
    await screenshot(page, "repeat-order-360.png");
    await page.setViewportSize(DESKTOP);
    await expect(view).toBeVisible();
    await screenshot(page, "repeat-order-desktop.png");
    await page.setViewportSize({ width: 360, height: 780 });

    await keepCurrent(page).click();
    await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
    await expect(page.getByRole("button", { name: "View Cart (0) Rs. 0", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Coriander", exact: true })).toBeVisible();
  });
  await test.step("the saved customer's details fill the form", async () => {
    await openCustomerForm(page, STORE);
    const proceed = page.getByRole("button", { name: "Proceed For Shopping" });
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(E2E_CUSTOMER.name);
    await expect(page.getByLabel("WhatsApp number", { exact: true })).toHaveValue(E2E_CUSTOMER.whatsApp);
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(E2E_CUSTOMER.address);
    await proceed.click();
    await expect(repeatView(page)).toBeVisible();
  });
  await test.step("Add ALL keeps a product already in the cart at the customer's quantity", async () => {
    // The next visit: Onion is in the cart again at 2 kg before the last order is added. Written from the home page
    // (same origin): an open store page would save its own, empty cart over it once it has loaded.
    await page.goto("/");
    const last = await stored<{ lines: { productId: number; name: string }[] }>(page, LAST_ORDER);
    const onionId = last!.lines.find((l) => l.name === "Onion")!.productId;
    await page.evaluate(
      ([id]) =>
        window.localStorage.setItem("cart:demoveggiestore", JSON.stringify([{ productId: id, quantity: 2000 }])),
      [onionId] as const,
    );

    await enterAsRegular(page, STORE);
    await expect(repeatView(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout (1) Rs. 76", exact: true })).toBeVisible();
    await addAll(page).click();
    await expect(cartLines(page)).toHaveCount(3);
    await expect(quantity(page, "Onion")).toHaveText("2 kgs");
    await expect(page.getByText("Rs. 146.00", { exact: true })).toBeVisible();
  });
});

test("out-of-stock and unknown lines are marked and left out; Add ALL fills the cart at today's prices", async ({
  page,
}) => {
  // Jackfruit's product id, from the page: a regular customer's star stores it under favourites:{shopUrl}.
  await enterAsRegular(page, STORE);
  await page.getByRole("combobox", { name: "Search products" }).fill("Jackfruit");
  const jackfruit = page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Favourite Jackfruit", exact: true }) });
  await expect(jackfruit.getByText("Out-of-stock", { exact: true })).toBeVisible();
  await jackfruit.getByRole("button", { name: "Favourite Jackfruit" }).click();
  await expect.poll(() => stored<number[]>(page, "favourites:demoveggiestore")).toHaveLength(1);
  const [jackfruitId] = (await stored<number[]>(page, "favourites:demoveggiestore"))!;
  expect(jackfruitId).toBeGreaterThan(0);

  await placeOrder(page);
  // Edited from the home page (same origin): a store page could write its own copy of the keys meanwhile.
  await page.goto("/");
  await page.evaluate(
    ([key, id]) => {
      const order = JSON.parse(window.localStorage.getItem(key as string)!);
      // A price kept with a line (an old app's copy, or an edit) is not used: prices are today's catalogue's.
      for (const line of order.lines) Object.assign(line, { pricePaise: 100, finalPrice: 1, mrp: 1 });
      order.lines.push(
        { productId: id, quantity: 500, name: "Jackfruit", unitId: 4 },
        { productId: 987654321, quantity: 1000, name: "Dragon Fruit", unitId: 1 },
      );
      window.localStorage.setItem(key as string, JSON.stringify(order));
    },
    [LAST_ORDER, jackfruitId] as const,
  );

  await enterAsRegular(page, STORE);
  const view = repeatView(page);
  const rows = view.getByRole("listitem");
  await expect(rows).toHaveText([
    "1.Coriander 2Rs. 30.00",
    "2.Green Chilli 500 gmsRs. 40.00",
    "3.Onion 1 kgRs. 38.00",
    "4.Jackfruit 500 gmsOut-of-stock",
    "5.Dragon Fruit 1Not Available",
  ]);
  await expect(rows.nth(3).getByText("Out-of-stock", { exact: true })).toBeVisible();
  await expect(rows.nth(4).getByText("Not Available", { exact: true })).toBeVisible();
  await screenshot(page, "repeat-order-markers-360.png");

  await addAll(page).click();
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  await expectCartOfThreeItems(page);
  await expect(page.getByText("Jackfruit")).toHaveCount(0);
  await expect(page.getByText("Dragon Fruit")).toHaveCount(0);
  await expect(page.getByText("Rs. 108.00", { exact: true })).toBeVisible();
  expect(await stored<{ productId: number }[]>(page, "cart:demoveggiestore")).not.toContainEqual(
    expect.objectContaining({ productId: jackfruitId }),
  );

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("button", { name: "Checkout (3) Rs. 108", exact: true })).toBeVisible();
});
