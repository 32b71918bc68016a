// Spec 3 "Yaadi Summary"; DECISIONS.md "Order status": a day's or a range's yaadies as the shop sees them — exact
// totals, search, sort, the CSV, the day choice, add-customer and the row actions on a laptop and a phone. The orders
// are sent as the store's page sends them (order-helpers.ts); what only the server decides (other shops' yaadies
// answering 404, refused moves, the CSV bytes, India days at midnight) is in tests/integration/reports-summary.test.ts;
// that a basic shop is not offered add-customer, in tests/integration/panel-locks.test.ts.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { ASHA, asText, DESKTOP, orderByApi, PRODUCTS, RAVI, row, showToday } from "./order-helpers";

test("Today's summary lists the store's orders with exact totals, and searches and sorts them", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "sum", owner: { version: 2 }, products: PRODUCTS, at: null });
  const asha = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]); // 1 × Rs. 45
  // Rs. 45 + 250 gms at Rs. 40/kg = 55
  const ravi = await orderByApi(page.request, admin.shopUrl, RAVI, ["Sugar", "Tomato"]);

  // The admin home counts today at a glance.
  await gotoReady(page, "/adminpanel");
  const glance = page.getByRole("region", { name: "Today" });
  await expect(glance.getByRole("definition")).toHaveText(["2", "Rs. 100", "2"]);
  await screenshot(page, "admin-home-today-360.png");

  await showToday(page);
  const totals = page.locator("dl[aria-label=Totals]");
  await expect(totals.getByRole("definition")).toHaveText(["2", "100.00", "0.00", "100.00", "0", "100.00"]);
  await expect(page.getByRole("columnheader")).toHaveText([
    /^S\.No\./,
    /^Yaadi No\./,
    /^Name/,
    /^WhatsApp/,
    /^Address/,
    /^Total Amount/,
    /^Delivery Charges/,
    /^Net Amount/,
    /^Time/,
    /^Status/,
    "Actions",
  ]);
  await expect(row(page, ravi.id).getByRole("cell")).toHaveText([
    "1",
    String(ravi.id),
    RAVI.name,
    RAVI.whatsApp,
    RAVI.address,
    "55.00",
    "0.00",
    "55.00",
    /^\d\d:\d\d [AP]M$/,
    /^Placed/,
    /^Accept/,
  ]);
  await expect(row(page, asha.id).getByRole("cell").nth(7)).toHaveText("45.00");
  await screenshot(page, "admin-yaadi-summary-360.png", { fullPage: true });

  // The search and the sort are the server's, over the whole range, and the URL carries them.
  await page.getByRole("searchbox", { name: "Search by customer name" }).fill("ravi");
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveText([String(ravi.id)]);
  await expect(page).toHaveURL(/[?&]q=ravi(&|$)/);
  await page.getByRole("searchbox", { name: "Search by customer name" }).fill("");
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveCount(2);
  await page.getByRole("link", { name: /^Net Amount/ }).click();
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveText([String(asha.id), String(ravi.id)]);
  await expect(page).toHaveURL(/[?&]sort=netPaise&dir=asc(&|$)/);
  await page.getByRole("link", { name: /^Net Amount/ }).click();
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveText([String(ravi.id), String(asha.id)]);

  // The summary's CSV: the spec's columns, newest first, the address's commas as hyphens.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^Yaadi Summary \d{4}-\d\d-\d\d\.csv$/);
  const rows = readFileSync((await csv.path())!, "utf8").split("\r\n");
  expect(rows[0]).toBe("\uFEFFS.No.,Yaadi No.,Name,WhatsApp,Address,Total Amount,Delivery Charges,Net Amount,Time");
  expect(rows[1]).toMatch(
    new RegExp(
      `^1,${ravi.id},${RAVI.name},${asText(RAVI.whatsApp)},Flat 4- Shivajinagar- Pune,55\\.00,0\\.00,55\\.00,"`,
    ),
  );
  expect(rows[2]).toMatch(
    new RegExp(`^2,${asha.id},${ASHA.name},${asText(ASHA.whatsApp)},12- MG Road- Pune,45\\.00,0\\.00,45\\.00,"`),
  );

  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-yaadi-summary-1280.png", { fullPage: true });
});

test("changing the day choice hides the results until Show Here; reversed dates are refused with the spec's alert", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, { prefix: "day", owner: { version: 2 }, products: PRODUCTS, at: null });
  await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);
  await showToday(page);
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveCount(1);
  await page.getByRole("radio", { name: "Between Dates" }).check();
  await expect(page.getByRole("table", { name: "Yaadies" })).toHaveCount(0);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).replaceAll("-", "/");
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10).replaceAll("-", "/");
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(yesterday);
  const alert = page.waitForEvent("dialog").then(async (d) => {
    await d.accept();
    return d.message();
  });
  await page.getByRole("link", { name: "Show Here" }).click();
  expect(await alert).toBe("Enter dates correctly...");
  await expect(page.getByText("Enter dates correctly...", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Yaadies" })).toHaveCount(0);
  await page.getByLabel("From", { exact: true }).fill(yesterday);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page.getByRole("figure")).toContainText("Net amount per day");
  await expect(page.getByRole("link", { name: /^Open yaadi no\./ })).toHaveCount(1);
  await screenshot(page, "admin-yaadi-summary-range-360.png", { fullPage: true });
});

test("add-customer on a premium shop saves the yaadi's customer", async ({ page }) => {
  const premium = await newShopAdmin(page, { prefix: "pre", owner: { version: 2 }, products: PRODUCTS, at: null });
  await orderByApi(page.request, premium.shopUrl, RAVI, ["Tomato"]);
  await showToday(page);
  await page.getByRole("button", { name: `Add customer: ${RAVI.name}` }).click();
  await expect(page.getByText(`Customer ${RAVI.name} added successfully.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Add customer: ${RAVI.name}` })).toHaveCount(0);
});

// Issue 24: on a laptop the day's work was past the table's right edge, behind a sideways scroll nothing showed.
test("the summary's row actions are in view without a sideways scroll at 1280×800 and at 360 px", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "wide", owner: { version: 2 }, products: PRODUCTS, at: null });
  const yaadi = await orderByApi(page.request, admin.shopUrl, RAVI, ["Sugar", "Tomato"]);
  const actions = (p: Page) => [
    row(p, yaadi.id).getByRole("button", { name: `Accept: yaadi no. ${yaadi.id}` }),
    row(p, yaadi.id).getByRole("link", { name: `Edit yaadi no. ${yaadi.id}` }),
    row(p, yaadi.id).getByRole("link", { name: `Download yaadi no. ${yaadi.id}` }),
    row(p, yaadi.id).getByRole("button", { name: `Add customer: ${RAVI.name}` }),
    row(p, yaadi.id).getByRole("button", { name: `Delete yaadi no. ${yaadi.id}` }),
  ];
  const table = page.getByRole("region", { name: "Yaadies, scrolls sideways" });

  await page.setViewportSize(DESKTOP);
  await showToday(page);
  for (const action of actions(page)) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  }
  // Every column fits: the table has nothing to scroll to, and neither has the page.
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await screenshot(page, "admin-yaadi-summary-actions-1280.png", { fullPage: false });

  // A phone: the actions stay at the right edge while the other columns scroll under them.
  await page.setViewportSize({ width: 360, height: 780 });
  await row(page, yaadi.id).evaluate((r) => window.scrollTo(0, r.getBoundingClientRect().top + window.scrollY - 200));
  for (const action of actions(page)) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await table.evaluate((t) => t.scrollLeft)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, "admin-yaadi-summary-actions-360.png", { fullPage: false });
  // And they work from there: Accept moves the yaadi on.
  await actions(page)[0]!.click();
  await expect(row(page, yaadi.id).getByRole("button", { name: `Packed: yaadi no. ${yaadi.id}` })).toBeVisible();
});
