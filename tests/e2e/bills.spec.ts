// Issue 28 (part 2): the bills a shop makes, prints and shares. A counter sale from Cash Billing is stored, numbered in
// the shop's series and printed from the stored bill's page (A4 and 80 mm); a regular shop's tax invoice and a
// composition shop's bill of supply; cancel keeps the number. Who may open a bill, bad input and concurrency are
// tested through the routes (tests/integration/bill-screens.test.ts).
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";

const PHONE = { width: 360, height: 780 };
const SHOP_GSTIN = "27AAPFU0939F1ZV";

/** Counts window.print() calls across the page's navigations. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = Number(sessionStorage.getItem("prints") ?? 0);
    window.print = () => {
      w.__prints++;
      sessionStorage.setItem("prints", String(w.__prints));
    };
  });
}
const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

/** In billing mode: adds each product once, goes to the bill and taps Print Bill; lands on the stored bill. */
async function billAtCounter(page: Page, shopUrl: string, names: string[]) {
  await gotoReady(page, `/${shopUrl}?billing=yes`);
  for (const name of names) await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await page.getByRole("button", { name: /^Checkout \(/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("radio", { name: "Cash Sale" })).toBeChecked();
  await page.getByRole("button", { name: "Print Bill" }).click();
  await expect(page).toHaveURL(/\/adminpanel\/bills\/\d+\?print=1&paper=a4$/);
  await hydrated(page);
}

test("a counter sale is stored as a numbered tax invoice and printed on A4 and an 80 mm roll", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await countPrints(page);
  const admin = await newShopAdmin(page, {
    at: null,
    owner: { version: 3 },
    tax: { kind: "regular", gstin: SHOP_GSTIN, legalName: "Asha Traders LLP", stateCode: "27" },
    products: [
      { name: "Basmati Rice", mrp: 120, price: 105, hsn: "1006", gstRate: 5 },
      { name: "Marie Biscuits", mrp: 40, price: 35.4, hsn: "1905", gstRate: 18 },
    ],
  });
  await billAtCounter(page, admin.shopUrl, ["Basmati Rice", "Marie Biscuits"]);

  // The stored bill's page opened and printed at once.
  await expect.poll(() => prints(page)).toBe(1);
  const bill = page.getByRole("article");
  await expect(bill).toContainText("Tax Invoice");
  await expect(bill).toContainText("Asha Traders LLP");
  await expect(bill).toContainText(`GSTIN: ${SHOP_GSTIN}`);
  await expect(bill).toContainText(/Bill No\. \d{4}-\d{2}\/1(?!\d)/);
  // 105.00 at 5% inside: 100.00 taxable, 2.50 + 2.50; 35.40 at 18%: 30.00 taxable, 2.70 + 2.70.
  await expect(bill.getByRole("row", { name: /Basmati Rice/ }).getByRole("cell")).toHaveText([
    "1",
    "Basmati Rice",
    "1006",
    "1",
    "105.00",
    "105.00",
    "100.00",
    "5%",
    "2.50",
    "2.50",
    "105.00",
  ]);
  await expect(bill.getByRole("row", { name: /Marie Biscuits/ }).getByRole("cell")).toHaveText([
    "2",
    "Marie Biscuits",
    "1905",
    "1",
    "35.40",
    "35.40",
    "30.00",
    "18%",
    "2.70",
    "2.70",
    "35.40",
  ]);
  await expect(bill.getByRole("definition")).toHaveText([
    "Rs. 140.40",
    "Rs. 130.00",
    "Rs. 5.20",
    "Rs. 5.20",
    "Rs. 140.40",
  ]);
  await expect(bill).toContainText("rounded to the nearest paisa");
  await expect(bill).toContainText("Authorised signatory");
  await screenshot(page, "bill-stored-360.png");

  // A4 as printed: only the bill.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toBeHidden();
  await expect(bill).toBeVisible();
  await screenshot(page, "bill-print-a4-360.png");
  await page.emulateMedia({ media: "screen" });

  // The 80 mm roll.
  await page.getByRole("radio", { name: "80 mm receipt" }).check();
  await expect(bill).toHaveAttribute("data-paper", "receipt");
  // Three columns fit the roll: HSN, quantity and rate under the name; the taxes stay in the table by rate.
  await expect(bill.getByRole("row", { name: /Basmati Rice/ }).getByRole("cell")).toHaveText([
    "Basmati Rice1006 · 1 × 105.00",
    "5%",
    "105.00",
  ]);
  await expect(bill.getByRole("table").last()).toContainText("2.70");
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await expect.poll(() => prints(page)).toBe(2);
  await page.emulateMedia({ media: "print" });
  await expect(bill).toBeVisible();
  await screenshot(page, "bill-print-80mm-360.png");
  await page.emulateMedia({ media: "screen" });

  // Shared on WhatsApp: the bill's private link, which opens the customer's read-only copy.
  const share = page.getByRole("link", { name: "Send on WhatsApp" });
  const href = (await share.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(href.split("text=")[1]!);
  expect(text).toContain("your bill no.");
  const link = text.match(/https?:\/\/\S+\/bill\/[A-Za-z0-9_-]{24}\?lang=en/)![0];
  const copy = new URL(link);
  await gotoReady(page, `${copy.pathname}${copy.search}`);
  await expect(page.getByRole("article")).toContainText("Tax Invoice");
  await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel bill" })).toHaveCount(0);
  await screenshot(page, "bill-customer-copy-360.png");

  // The Bills list has it, and the counter's cart was emptied for the next sale.
  await gotoReady(page, "/adminpanel/bills");
  await expect(page.getByRole("link", { name: /Bill No\. \d{4}-\d{2}\/1(?!\d)/ })).toContainText("Cash Sale");
  await screenshot(page, "bills-list-360.png");
});

test("a composition shop's bill of supply; cancel keeps its number and marks it CANCELLED", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await countPrints(page);
  const admin = await newShopAdmin(page, {
    at: null,
    owner: { version: 3 },
    tax: { kind: "composition", gstin: SHOP_GSTIN, legalName: "Asha Traders", stateCode: "27" },
    products: [{ name: "Basmati Rice", mrp: 120, price: 105, hsn: "1006", gstRate: 5 }],
  });
  await billAtCounter(page, admin.shopUrl, ["Basmati Rice"]);
  const bill = page.getByRole("article");
  await expect(bill).toContainText("Bill of Supply");
  await expect(bill).toContainText("composition taxable person, not eligible to collect tax on supplies");
  await expect(bill).not.toContainText("CGST");
  await expect(bill).toContainText("No tax is charged on this bill.");
  const number = (await page.getByRole("heading", { level: 1 }).textContent())!;
  expect(number).toMatch(/^Bill No\. \d{4}-\d{2}\/1$/);

  // Cancel asks first; dismissed, nothing changes.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("button", { name: "Cancel bill" }).click();
  await expect(bill).not.toContainText("CANCELLED");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("It keeps its number");
    return dialog.accept();
  });
  await page.getByRole("button", { name: "Cancel bill" }).click();
  await expect(bill.getByRole("status")).toContainText("CANCELLED");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
  await expect(page.getByRole("button", { name: "Cancel bill" })).toHaveCount(0);
  await screenshot(page, "bill-cancelled-360.png");

  // The next bill takes the next number; the cancelled one keeps its own, marked in the list.
  await billAtCounter(page, admin.shopUrl, ["Basmati Rice"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\/2$/);
  await gotoReady(page, "/adminpanel/bills");
  const cancelled = page.getByRole("link", { name: new RegExp(`${number.replace(/[./]/g, "\\$&")}\\b`) });
  await expect(cancelled).toContainText("Cancelled");
  await page.getByLabel("Search by bill number or customer").fill("/2");
  await expect(page.getByRole("link", { name: /^Bill No\./ })).toHaveCount(1);
});
