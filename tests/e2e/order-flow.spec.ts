// Spec 1 §2 (views), §4 (flow, quantities, cart rules), §5 (customer form, place-order rules), §7 (order sending),
// §8 (cart messages); spec 3 "Yaadi view page" (an unknown order link's page: tests/integration/yaadi-page.test.ts).
// Demo data: scripts/seed/demo-stores.ts, scripts/seed/data/vegetables.ts.
import { expect, type Page, test } from "@playwright/test";
import {
  add,
  addThreeItems,
  cartButton,
  cartLines,
  expectCartOfThreeItems,
  expectOrderPageOfThreeItems,
  less,
  more,
  quantity,
} from "./cart-helpers";
import {
  browseAsGuest,
  E2E_CUSTOMER,
  openCustomerForm,
  productItems,
  screenshot,
  scrollThroughProducts,
  shopAsRegular,
  shownCount,
} from "./helpers";

const STORE = "/demoveggiestore"; // minimum Rs. 100; Rs. 20 delivery below Rs. 300; WhatsApp 9000000001

/** The three items in the list, then the checkout button's count and total. */
async function addThreeItemsToCheckout(page: Page) {
  await addThreeItems(page);
  await expect(cartButton(page, "Checkout (3) Rs. 108")).toBeVisible();
}

function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  return seen;
}

/** Open WhatsApp with the order post held back until 'Opening WhatsApp...Wait...' shows; returns the decoded text. */
async function sendOrder(page: Page, whatsApp: string): Promise<string> {
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/v1/stores/*/orders", async (r) => {
    await held;
    await r.continue();
  });
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page.getByText("Opening WhatsApp...Wait...", { exact: true })).toBeVisible();
  release();
  await expect(page).toHaveURL(new RegExp(`^https://wa\\.me/91${whatsApp}\\?text=`));
  return new URL(page.url()).searchParams.get("text") ?? "";
}

test("a regular customer orders from the veggie store and opens the order page", async ({ page }) => {
  await openCustomerForm(page, STORE);
  const proceed = page.getByRole("button", { name: "Proceed For Shopping" });
  const name = page.getByLabel("Name", { exact: true });
  const whatsApp = page.getByLabel("WhatsApp number", { exact: true });
  const address = page.getByLabel("Address", { exact: true });
  await expect(proceed).toBeDisabled();
  const live = [
    [name, "Ashaa", "Min 6 characters required"],
    [whatsApp, "abc", "Enter only digits"],
    [whatsApp, "987654321", "Min 10 digits required"],
    [address, "MG Road", "Min 10 characters required"],
  ] as const;
  for (const [field, value, message] of live) {
    await field.fill(value);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(proceed).toBeDisabled();
  }
  await screenshot(page, "flow-form-360.png");
  await name.fill(E2E_CUSTOMER.name);
  await expect(proceed).toBeDisabled();
  await whatsApp.fill(E2E_CUSTOMER.whatsApp);
  await address.fill(E2E_CUSTOMER.address);
  await expect(page.getByText(/^Min \d+ (characters|digits) required$|^Enter only digits$/)).toHaveCount(0);
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(cartButton(page, "View Cart (0) Rs. 0")).toBeVisible();
  await addThreeItemsToCheckout(page);
  await screenshot(page, "flow-browse-360.png", { fullPage: false });

  await cartButton(page, "Checkout (3) Rs. 108").click();
  await expectCartOfThreeItems(page);
  await screenshot(page, "flow-cart-360.png");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(E2E_CUSTOMER.name);
  await expect(
    page.getByRole("row", { name: /^Green Chilli/ }).getByRole("cell", { name: "500 gms", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("term")).toHaveText(["Grand Total", "Delivery Charges", "Net payable amount"]);
  await expect(page.getByRole("definition")).toHaveText(["108.00", "20.00", "128.00"]);
  await expect(page.getByRole("button", { name: "Back to Shopping" })).toBeVisible();
  await screenshot(page, "flow-final-360.png");

  const text = await sendOrder(page, "9000000001");
  expect(text).toContain(E2E_CUSTOMER.name);
  expect(text).toContain("Items: 3");
  expect(text).toContain("Rs. 128");
  const [yaadiNo, link] = [text.match(/Yaadi no\. (\d+)/)?.[1], text.match(/https?:\/\/\S+(\/yaadilist\/\S+)/)?.[1]];
  expect(yaadiNo && link, text).toBeTruthy();

  await page.goto(link!);
  const customer = page.getByRole("region", { name: "Customer" });
  for (const part of [E2E_CUSTOMER.name, E2E_CUSTOMER.whatsApp, E2E_CUSTOMER.address, `Yaadi no. ${yaadiNo}`])
    await expect(customer).toContainText(part);
  for (const [product, qty] of [
    ["Coriander", "2"],
    ["Green Chilli", "500 gms"],
    ["Onion", "1 kg"],
  ]) {
    await expect(
      page.getByRole("row", { name: new RegExp(`^${product}`) }).getByRole("cell", { name: qty, exact: true }),
    ).toBeVisible();
  }
  await expectOrderPageOfThreeItems(page);
  await screenshot(page, "order-page-360.png");
});

test("an order below the minimum amount stays in the cart with the message", async ({ page }) => {
  await shopAsRegular(page, STORE);
  await add(page, "Coriander");
  await cartButton(page, "Checkout (1) Rs. 15").click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Minimum shopping amount should be 100", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  await expect(page.getByText("Grand Total")).toHaveCount(0);
});

test("a guest cannot place an order", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await browseAsGuest(page, STORE);
  await add(page, "Onion");
  await cartButton(page, "Checkout (1) Rs. 38").click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect.poll(() => dialogs).toEqual(["alert: Guest is not allowed to place order. Refresh this page"]);
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
});

test("cart rules: minimum quantities, Saved for Later, add back and Delete all items", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await browseAsGuest(page, STORE);
  await add(page, "Coriander");
  await expect(page.getByText("Coriander added to Yaadi.", { exact: true })).toBeVisible();
  await less(page, "Coriander").click();
  await expect(page.getByText("Coriander deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Coriander", exact: true })).toBeVisible();
  await expect(cartButton(page, "View Cart (0) Rs. 0")).toBeVisible();

  for (const product of ["Coriander", "Green Chilli", "Onion"]) await add(page, product);
  await cartButton(page, "Checkout (3) Rs. 73").click();
  await expect(cartLines(page)).toHaveCount(3);
  for (const product of ["Coriander", "Green Chilli", "Onion"]) await expect(less(page, product)).toBeDisabled();
  await more(page, "Green Chilli");
  await expect(quantity(page, "Green Chilli")).toHaveText("500 gms");
  await less(page, "Green Chilli").click();
  await expect(quantity(page, "Green Chilli")).toHaveText("250 gms");
  await expect(less(page, "Green Chilli")).toBeDisabled();

  const saved = page.getByRole("region", { name: "Saved for Later" });
  await page.getByRole("button", { name: "Delete Onion", exact: true }).click();
  await expect(page.getByText("Onion saved for later.", { exact: true })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  await saved.getByRole("button", { name: "Add back Onion" }).click();
  await expect(page.getByText("Onion added to Yaadi.", { exact: true })).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(quantity(page, "Onion")).toHaveText("1 kg");

  await page.getByRole("button", { name: "Delete Onion", exact: true }).click();
  await saved.getByRole("button", { name: "Delete Onion from Saved for Later" }).click();
  await expect(page.getByText("Onion deleted from Saved-For-Later.", { exact: true })).toBeVisible();
  await expect(saved).toHaveCount(0);

  await page.getByRole("button", { name: "Delete Coriander", exact: true }).click();
  await expect(saved).toContainText("Coriander");
  await page.getByRole("button", { name: "Delete all items" }).click();
  await expect.poll(() => dialogs.map((d) => d.split(":")[0])).toEqual(["confirm"]);
  await expect(page.getByText("All items deleted !", { exact: true })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(0);
  await expect(saved.getByRole("button", { name: "Add back Coriander" })).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(cartButton(page, "View Cart (0) Rs. 0")).toBeVisible();
});

test("the cart survives a reload", async ({ page }) => {
  await browseAsGuest(page, STORE);
  await add(page, "Coriander");
  await more(page, "Coriander");
  await add(page, "Onion");
  await expect(cartButton(page, "Checkout (2) Rs. 68")).toBeVisible();
  // A reload keeps the view (it lives in the history entry) and the cart (localStorage).
  await page.reload();
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await expect(cartButton(page, "Checkout (2) Rs. 68")).toBeVisible();
  await expect(quantity(page, "Coriander")).toHaveText("2");
  await expect(quantity(page, "Onion")).toHaveText("1 kg");
});

test("an order through the dealer link goes to the dealer's WhatsApp", async ({ page }) => {
  await shopAsRegular(page, "/demoveggiestore_ramesh");
  await addThreeItemsToCheckout(page);
  await cartButton(page, "Checkout (3) Rs. 108").click();
  await page.getByRole("button", { name: "Place Order" }).click();
  const text = await sendOrder(page, "9000000011");
  expect(text).toContain(E2E_CUSTOMER.name);
  expect(text).toMatch(/\/yaadilist\/\S+_demoveggiestore/);
});

test("search by search words, no match, category and Show All", async ({ page }) => {
  await browseAsGuest(page, STORE);
  const all = await shownCount(page);
  const search = page.getByRole("combobox", { name: "Search products" });
  const status = (re: RegExp) => page.getByRole("status").filter({ hasText: re });

  await search.fill("kanda");
  await expect(status(/^Showing total \d+ matched items$/)).toBeVisible();
  const matched = Number((await status(/matched/).textContent())!.match(/\d+/)![0]);
  await expect(productItems(page)).toHaveCount(matched);
  await expect(productItems(page).getByRole("heading", { name: "Onion", exact: true })).toBeVisible();

  await search.fill("qwzxqwzx");
  await expect(page.getByText("No matched item found.", { exact: true })).toBeVisible();
  await expect(page.getByText("No matched item found", { exact: true })).toBeVisible();

  // The veggie store has few categories: they show as a panel of buttons, not a dropdown.
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("button", { name: "Leafy Vegetables", exact: true })
    .click();
  await expect(status(/^Showing Leafy Vegetables - \d+ items$/)).toBeVisible();
  const leafy = Number((await status(/Leafy/).textContent())!.match(/\d+/)![0]);
  await scrollThroughProducts(page, leafy);
  await expect(productItems(page).getByRole("heading", { name: "Coriander", exact: true })).toBeVisible();
  await expect(productItems(page).getByRole("heading", { name: "Onion", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Show All" }).click();
  await expect(page.getByText(`Showing all ${all} items`, { exact: true })).toBeVisible();
});
