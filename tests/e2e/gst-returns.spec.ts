// Issue 28, parts 3 and 4: counter sales billed, then the month's GST returns on the screen and the HSN summary
// downloaded and added up against the bills; the Yaadi Summary's and Productwise Sale's Counter sales filter showing
// the counter's sales apart from an online order. What only the server decides (another shop's bills, bad periods, cancelled bills) is in
// tests/integration/gst-returns.test.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { apiPost } from "./api";
import { gotoReady, screenshot } from "./helpers";
import { ASHA, orderByApi, PRODUCTS } from "./order-helpers";

type Bill = { number: string; totalPaise: number };

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

test("the month's HSN summary adds up to the bills, and the Yaadi Summary shows counter sales apart", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, { prefix: "gst", owner: { version: 3 }, products: PRODUCTS, at: null });
  // Three counter sales, billed by the bills' service as Cash Billing does: sugar at 5%, tomatoes exempt.
  const billed = await apiPost(page.request, `/dev/fixtures/shops/${admin.shopUrl}/bills`, {
    data: {
      taxes: [
        { product: "Sugar", hsn: "1701", rateBp: 500 },
        { product: "Tomato", hsn: "0702", rateBp: 0 },
      ],
      sales: [
        [
          { product: "Sugar", quantity: 2000 },
          { product: "Tomato", quantity: 1500 },
        ],
        [{ product: "Sugar", quantity: 5000 }],
        [{ product: "Tomato", quantity: 250 }],
      ],
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const { bills } = (await billed.json()) as { bills: Bill[] };
  const billsTotal = bills.reduce((sum, b) => sum + b.totalPaise, 0);
  await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);

  await gotoReady(page, "/adminpanel/");
  await page.getByRole("link", { name: "GST Returns" }).click();
  await expect(page.getByRole("heading", { name: "GST Returns", level: 1 })).toBeVisible();
  // The month under way is chosen; its tax by rate and the bills issued show.
  const rates = page.getByRole("table", { name: /^Tax by rate/ });
  // 7 × Rs. 45 at 5%, worked back per line: 85.72 + 214.28 taxable, 2.14 + 5.36 of CGST and of SGST.
  await expect(rates.getByRole("row", { name: /^5%/ })).toContainText("300.00");
  await expect(rates.getByRole("row", { name: /^5%/ })).toContainText("315.00");
  await expect(page.getByText(bills[0]!.number, { exact: true })).toBeVisible();
  await expect(page.getByText(bills[2]!.number, { exact: true })).toBeVisible();
  await screenshot(page, "admin-gst-returns-360.png");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "HSN summary (hsn.csv)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hsn \d{4}-\d{2}\.csv$/);
  const [header, ...rows] = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
  const column = (name: string) => header!.indexOf(name);
  const sum = (name: string) => rows.reduce((s, row) => s + paise(row[column(name)]!), 0);
  // Every bill's total is in the summary's Total Value, and each row's taxable value and taxes add up to it.
  expect(sum("Total Value")).toBe(billsTotal);
  expect(
    sum("Taxable Value") + sum("Central Tax Amount") + sum("State/UT Tax Amount") + sum("Integrated Tax Amount"),
  ).toBe(billsTotal);
  expect(rows.map((row) => [row[column("HSN")], row[column("UQC")], row[column("Total Quantity")]])).toEqual([
    ["0702", "KGS-KILOGRAMS", "1.75"],
    ["1701", "NOS-NUMBERS", "7"],
  ]);

  // The Yaadi Summary: today's counter sales only.
  await gotoReady(page, "/adminpanel/yaadi-summary");
  await page.getByLabel("Sales").selectOption({ label: "Counter sales" });
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page).toHaveURL(/\?day=today&sale=counter$/);
  const table = page.getByRole("table", { name: "Yaadies" });
  await expect(table.getByRole("cell", { name: "Cash Sale", exact: true })).toHaveCount(3);
  await expect(table.getByText(ASHA.name)).toHaveCount(0);
  await screenshot(page, "admin-yaadi-summary-counter-360.png");
  // And the online orders: Asha's, no Cash Sale.
  await page.getByLabel("Sales").selectOption({ label: "Online orders" });
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(page).toHaveURL(/\?day=today&sale=online$/);
  await expect(table.getByText(ASHA.name)).toBeVisible();
  await expect(table.getByRole("cell", { name: "Cash Sale", exact: true })).toHaveCount(0);

  // Productwise Sale: what the counter sold (7 sugar, 1.75 kg of tomatoes), and apart from it the online order's sugar.
  await gotoReady(page, "/adminpanel/productwise-sale");
  await page.getByLabel("Sales").selectOption({ label: "Counter sales" });
  await page.getByRole("link", { name: "Show Here" }).click();
  const sold = page.getByRole("table", { name: "Productwise Sale" });
  await expect(sold.getByRole("row")).toHaveText(["Description↕Quantity↕", "Sugar7", "Tomato1.75 kg"]);
  await page.getByLabel("Sales").selectOption({ label: "Online orders" });
  await page.getByRole("link", { name: "Show Here" }).click();
  await expect(sold.getByRole("row")).toHaveText(["Description↕Quantity↕", "Sugar1"]);
});
