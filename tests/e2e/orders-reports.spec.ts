// Spec 3 "Customer Visits", "Downloads", "Productwise Sale", "Yaadies": the shop's reports and downloads from orders
// placed in its store. What only the server decides (the CSV bytes of large ranges, other shops' rows) is in
// tests/integration/reports-downloads.test.ts and report-exports.test.ts; that Productwise Sale and Yaadies are
// premium only, in tests/integration/panel-locks.test.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { ASHA, asText, DESKTOP, orderByApi, orderInStore, PRODUCTS, RAVI, row, showToday } from "./order-helpers";

test("the yaadi and customer downloads, and Customer Visits", async ({ page, browser }) => {
  // Nobody has ordered yet: the spec's 'No Data'.
  const admin = await newShopAdmin(page, {
    prefix: "cus",
    owner: { version: 2 },
    products: PRODUCTS,
    at: "/adminpanel/customer-data",
  });
  const noData = page.waitForEvent("dialog").then(async (d) => {
    await d.accept();
    return d.message();
  });
  await page.getByRole("link", { name: "Download Customer Data" }).click();
  expect(await noData).toBe("No Data");

  const yaadi = await orderInStore(browser, admin.shopUrl, RAVI, ["Tomato"]);
  await showToday(page);
  const [sheet] = await Promise.all([
    page.waitForEvent("download"),
    row(page, yaadi.id)
      .getByRole("link", { name: `Download yaadi no. ${yaadi.id}` })
      .click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(`Yaadi no. ${yaadi.id}.csv`);
  expect(readFileSync((await sheet.path())!, "utf8")).toBe(
    "\uFEFFS.No.,Description,quantity,final price,Total\r\n1,Tomato,250 gms,40.00,10.00\r\n,Grand Total,,,10.00\r\n",
  );

  await gotoReady(page, "/adminpanel/customer-data");
  const [data] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Customer Data" }).click(),
  ]);
  await expect(page.getByText("Customer-Data downloaded.", { exact: true })).toBeVisible();
  expect(data.suggestedFilename()).toBe(`${admin.storeName} All Customers.csv`);
  expect(readFileSync((await data.path())!, "utf8")).toMatch(
    /^\uFEFFName,WhatsApp No\.,Address,Yaadies,Last Yaadi\r\nRavi Kulkarni,"=""9123456780""",Flat 4- Shivajinagar- Pune,1,"/,
  );
  const [products] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Product Sheet" }).click(),
  ]);
  await expect(page.getByText("Product-sheet downloaded.", { exact: true })).toBeVisible();
  expect(products.suggestedFilename()).toBe(`${admin.shopUrl}-products.csv`);
  await screenshot(page, "admin-customer-data-360.png");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-customer-data-1280.png");
  await page.setViewportSize({ width: 360, height: 780 });

  // The customer's form entry is a visit; the number opens a chat.
  await gotoReady(page, "/adminpanel/customer-visits");
  await expect(page.getByRole("radio", { name: "Between Dates" })).toHaveCount(0);
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page.getByText("Total 1 Customer/s.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `WhatsApp ${RAVI.name} on ${RAVI.whatsApp}` })).toHaveAttribute(
    "href",
    `https://wa.me/91${RAVI.whatsApp}`,
  );
  await screenshot(page, "admin-customer-visits-360.png");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-customer-visits-1280.png");
  await page.getByRole("radio", { name: "Yesterday" }).check();
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page.getByText("No Customer Visits.", { exact: true })).toBeVisible();
});

test("Productwise Sale adds up today's quantities; Yaadies downloads challans", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "pws", owner: { version: 2 }, products: PRODUCTS, at: null });
  const asha = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar", "Tomato"]);
  const ravi = await orderByApi(page.request, admin.shopUrl, RAVI, ["Tomato"]);

  await gotoReady(page, "/adminpanel/productwise-sale");
  await expect(page.getByRole("radio", { name: "Today" })).toBeChecked();
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page.getByText("Total items: 2", { exact: true })).toBeVisible();
  const sales = page.getByRole("table", { name: "Productwise Sale" });
  await expect(sales.getByRole("row")).toHaveText(["Description↕Quantity↕", "Sugar1", "Tomato0.5 kg"]);
  await page.getByRole("searchbox", { name: "Search an item" }).fill("tom");
  await expect(sales.getByRole("row")).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search an item" }).fill("");
  await page.getByRole("button", { name: /^Quantity/ }).click();
  await page.getByRole("button", { name: /^Quantity/ }).click();
  await expect(sales.getByRole("row").nth(1)).toHaveText("Sugar1");
  await screenshot(page, "admin-productwise-360.png");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-productwise-1280.png");
  await page.setViewportSize({ width: 360, height: 780 });
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^Cumulative \d{4}-\d\d-\d\d\.csv$/);
  expect(readFileSync((await csv.path())!, "utf8")).toBe("\uFEFFDescription,Quantity\r\nSugar,1\r\nTomato,0.5 kg\r\n");

  await gotoReady(page, "/adminpanel/all-yaadies");
  await expect(page.getByRole("radio", { name: "Between Dates" })).toBeChecked();
  const [challans] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Challans" }).click(),
  ]);
  await expect(page.getByText("Challans downloaded.", { exact: true })).toBeVisible();
  expect(readFileSync((await challans.path())!, "utf8").split("\r\n")).toEqual([
    "\uFEFFYaadi No.,Name,WhatsApp,Address,S.No.,Description,quantity",
    `${asha.id},${ASHA.name},${asText(ASHA.whatsApp)},12- MG Road- Pune,1,Sugar,1`,
    `${asha.id},${ASHA.name},${asText(ASHA.whatsApp)},12- MG Road- Pune,2,Tomato,250 gms`,
    `${ravi.id},${RAVI.name},${asText(RAVI.whatsApp)},Flat 4- Shivajinagar- Pune,1,Tomato,250 gms`,
    "",
  ]);
  await screenshot(page, "admin-all-yaadies-360.png");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-all-yaadies-1280.png");
  await page.setViewportSize({ width: 360, height: 780 });
});
