// Spec 3 "Yaadi view page", "Yaadi Summary"; DECISIONS.md "Delete in Yaadi Summary", "Order status": one yaadi's
// life on the shop's side — a status step, paid, the challan on paper, delete, an edit, Pay by UPI — each seen on the
// customer's own order page. The orders are sent as the store's page sends them (order-helpers.ts).
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { ASHA, DESKTOP, orderByApi, PRODUCTS, row, showToday } from "./order-helpers";

test("a status step reaches the customer's page, and the customer's chat carries the news", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, { prefix: "sta", owner: { version: 2 }, products: PRODUCTS, at: null });
  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar", "Tomato"]);
  await showToday(page);

  await row(page, yaadi.id)
    .getByRole("button", { name: `Accept: yaadi no. ${yaadi.id}` })
    .click();
  await expect(page.getByText(`Yaadi no. ${yaadi.id} is now Accepted.`, { exact: true })).toBeVisible();
  const chat = row(page, yaadi.id).getByRole("link", { name: `WhatsApp ${ASHA.name} on ${ASHA.whatsApp}` });
  const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe(
    `Namaste ${ASHA.name},\nyour yaadi no. ${yaadi.id} from ${admin.storeName} is accepted.\nSee it here: ${new URL(yaadi.link, page.url()).href}`,
  );

  const customer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await customer.goto(yaadi.link);
  await expect(customer.getByText("Status: Accepted")).toBeVisible();
});

test("the yaadi's screen marks it paid; delete cancels it, and the customer's page says so", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, { prefix: "can", owner: { version: 2 }, products: PRODUCTS, at: null });
  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar", "Tomato"]);
  await showToday(page);
  await row(page, yaadi.id)
    .getByRole("link", { name: `Open yaadi no. ${yaadi.id}` })
    .click();
  await expect(page.getByRole("heading", { name: `Yaadi no. ${yaadi.id}` })).toBeVisible();
  await expect(
    page.getByRole("row", { name: /^Tomato/ }).getByRole("cell", { name: "250 gms", exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(`Yaadi no. ${yaadi.id} is marked paid.`, { exact: true })).toBeVisible();
  await screenshot(page, "admin-yaadi-360.png", { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-yaadi-1280.png", { fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });

  // The challan on a 58 mm roll: quantities without prices, and nothing of the panel around it on paper.
  await page.getByRole("radio", { name: "Challan (no prices)" }).check();
  await page.getByRole("radio", { name: "58 mm receipt" }).check();
  const challan = page.getByRole("article", { name: "Challan" });
  await expect(challan).toHaveAttribute("data-paper", "receipt58");
  await expect(challan.getByRole("columnheader")).toHaveText(["S.No.", "Description", "Qty"]);
  await expect(challan.getByRole("row", { name: /Tomato/ })).toHaveText("2Tomato250 gms");
  await expect(page.getByRole("button", { name: "Print Challan" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print Challan" })).toBeHidden();
  await expect(challan).toBeVisible();
  await screenshot(page, "admin-challan-print.png", { fullPage: true });
  await page.emulateMedia({ media: "screen" });

  const customer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await customer.goto(yaadi.link);
  await expect(customer.getByText("Status: Placed")).toBeVisible();
  await expect(customer.getByText("Paid", { exact: true })).toBeVisible();

  await showToday(page);
  page.once("dialog", async (d) => {
    expect(d.message()).toBe(`You really want to delete Yaadi no. ${yaadi.id} ?`);
    await d.accept();
  });
  await row(page, yaadi.id)
    .getByRole("button", { name: `Delete yaadi no. ${yaadi.id}` })
    .click();
  await expect(page.getByText(`Yaadi no. ${yaadi.id} deleted successfully`, { exact: true })).toBeVisible();
  await expect(row(page, yaadi.id)).toHaveCount(0);
  await expect(page.locator("dl[aria-label=Totals]").getByRole("definition").first()).toHaveText("0");
  await customer.reload();
  await expect(customer.getByText("The yaadi is cancelled.", { exact: true })).toBeVisible();
  await expect(customer.getByRole("link", { name: "Start shopping again" })).toBeVisible();
});

test("an edit changes the yaadi's lines and totals, and the customer's page shows it", async ({ page, browser }) => {
  const admin = await newShopAdmin(page, { prefix: "edt", owner: { version: 2 }, products: PRODUCTS, at: null });
  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar", "Tomato"]); // Rs. 45 + 10
  await showToday(page);
  await row(page, yaadi.id)
    .getByRole("link", { name: `Edit yaadi no. ${yaadi.id}` })
    .click();
  await expect(page.getByRole("heading", { name: `Edit yaadi no. ${yaadi.id}` })).toBeVisible();
  await page.getByRole("button", { name: "More Tomato" }).click();
  await expect(page.getByLabel("Quantity of Tomato")).toHaveText("500 gms");
  await page.getByRole("button", { name: "Remove Sugar" }).click();
  await page.getByLabel("Add a product").selectOption({ label: "Onion – Rs. 30.00" });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("Quantity of Onion")).toHaveText("1 kg");
  await expect(page.getByText("Grand Total").locator("..")).toContainText("50.00");
  await screenshot(page, "admin-edit-yaadi-360.png", { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-edit-yaadi-1280.png", { fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Save yaadi" }).click();
  await expect(page.getByText(`Yaadi no. ${yaadi.id} updated successfully`, { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Sugar/ })).toHaveCount(0);

  const customer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await customer.goto(yaadi.link);
  await expect(customer.getByText(/^Changed by the shop on /)).toBeVisible();
  await expect(
    customer.getByRole("row", { name: /^Tomato/ }).getByRole("cell", { name: "500 gms", exact: true }),
  ).toBeVisible();
  await expect(
    customer.getByRole("row", { name: /^Onion/ }).getByRole("cell", { name: "1 kg", exact: true }),
  ).toBeVisible();
  await expect(customer.getByRole("row", { name: /^Sugar/ })).toHaveCount(0);
  await expect(customer.getByRole("definition")).toHaveText(["2", "50.00"]);

  await showToday(page);
  await expect(row(page, yaadi.id).getByRole("cell").nth(7)).toHaveText("50.00");
});

test("with a UPI id in Store Settings, the customer's order page offers Pay by UPI until the shop marks it paid", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "upi",
    owner: { version: 2 },
    products: PRODUCTS,
    at: "/adminpanel/store-settings",
  });
  const upi = page.getByLabel("UPI id for customers' payments");
  await upi.fill("not an id");
  await expect(page.getByText("Enter a UPI id like shopname@okaxis, or leave it empty", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await upi.fill("saikirana@okaxis");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Store Settings updated successfully.", { exact: true })).toBeVisible();

  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);
  const customer = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
  });
  await customer.goto(yaadi.link);
  const pay = customer.getByRole("link", { name: "Pay Rs. 45 by UPI" });
  const href = new URL((await pay.getAttribute("href"))!);
  expect(href.protocol).toBe("upi:");
  expect(Object.fromEntries(href.searchParams)).toEqual({
    pa: "saikirana@okaxis",
    pn: admin.storeName,
    am: "45.00",
    cu: "INR",
    tn: `Yaadi no. ${yaadi.id}`,
  });
  await expect(customer.getByRole("img", { name: "QR code to pay Rs. 45 to saikirana@okaxis" })).toBeVisible();
  await screenshot(customer, "order-page-upi-360.png", { fullPage: true });

  await gotoReady(page, `/adminpanel/yaadies/${yaadi.id}`);
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(`Yaadi no. ${yaadi.id} is marked paid.`, { exact: true })).toBeVisible();
  await customer.reload();
  await expect(customer.getByText("Paid", { exact: true })).toBeVisible();
  await expect(customer.getByRole("link", { name: /by UPI$/ })).toHaveCount(0);
});
