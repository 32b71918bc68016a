// Issue 29, Udhaar: a yaadi put on credit, a part payment, the balance and its age on the shop's screens and on the
// customer's statement, the reminder's WhatsApp text, and Pay by UPI for the balance — on a 360 px phone.
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { ASHA, orderByApi, PHONE, PRODUCTS } from "./order-helpers";

test.use({ viewport: PHONE });

test("a yaadi on credit, a part payment, a reminder on WhatsApp and the customer's statement with Pay by UPI", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "udh",
    owner: { version: 2 },
    products: PRODUCTS,
    at: "/adminpanel/store-settings",
  });
  await page.getByLabel("UPI id for customers' payments").fill("saikirana@okaxis");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Store Settings updated successfully.", { exact: true })).toBeVisible();

  // Asha's yaadi (Sugar, Rs. 45) goes on credit from its screen.
  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);
  await gotoReady(page, `/adminpanel/yaadies/${yaadi.id}`);
  await page.getByRole("button", { name: `On credit: yaadi no. ${yaadi.id}` }).click();
  await expect(page.getByText("Put on credit.", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `See ${ASHA.name}'s udhaar` }).click();
  await hydrated(page);

  // A part payment by UPI.
  const payment = page.getByRole("form", { name: "Add payment" });
  await payment.getByLabel("Amount (Rs.)").fill("20");
  await payment.getByRole("radio", { name: "UPI" }).check();
  await payment.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Payment of Rs. 20 saved.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("ledger-balance")).toHaveText("Rs. 25");
  await expect(page.getByRole("definition").filter({ hasText: "Rs. 25" })).toHaveCount(1);
  await page.getByRole("button", { name: "Share statement" }).click();
  await expect(page.getByText("Statement link ready.", { exact: true })).toBeVisible();
  await screenshot(page, "udhaar-ledger-en-360.png");

  // Who owes what: Asha, Rs. 25, all of it 0–30 days old; Remind opens WhatsApp with the amount and the link.
  await gotoReady(page, "/adminpanel/udhaar");
  const asha = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Open ${ASHA.name}'s account` }) });
  await expect(asha).toContainText("Rs. 25");
  await expect(asha).toContainText("0–30 days: Rs. 25");
  await screenshot(page, "udhaar-list-en-360.png");
  await page
    .context()
    .route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp", contentType: "text/plain" }));
  const popup = page.waitForEvent("popup");
  await asha.getByRole("button", { name: `Remind ${ASHA.name} on WhatsApp` }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const sent = new URL(chat.url());
  expect(sent.pathname).toBe(`/91${ASHA.whatsApp}`);
  const text = sent.searchParams.get("text")!;
  const link = /See your account: (\S+)$/.exec(text)?.[1];
  expect(text).toBe(`Namaste ${ASHA.name},\nRs. 25 is due to ${admin.storeName}.\nSee your account: ${link}`);
  expect(link).toMatch(/\/udhaar\/[A-Za-z0-9_-]{24}$/);
  await chat.close();

  // The customer's statement: the balance, its age, and Pay Rs. 25 by UPI.
  const customer = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  await customer.goto(new URL(link!).pathname);
  await expect(customer.getByRole("heading", { name: admin.storeName })).toBeVisible();
  await expect(customer.getByTestId("statement-balance")).toHaveText("Rs. 25");
  await expect(customer.getByText("Bought on credit")).toBeVisible();
  await expect(customer.getByText("Paid · UPI")).toBeVisible();
  const pay = customer.getByRole("link", { name: "Pay Rs. 25 by UPI" });
  const href = new URL((await pay.getAttribute("href"))!);
  expect(href.protocol).toBe("upi:");
  expect(Object.fromEntries(href.searchParams)).toEqual({
    pa: "saikirana@okaxis",
    pn: admin.storeName,
    am: "25.00",
    cu: "INR",
    tn: ASHA.name,
  });
  await expect(customer.getByRole("img", { name: "QR code to pay Rs. 25 to saikirana@okaxis" })).toBeVisible();
  await screenshot(customer, "udhaar-statement-en-360.png");
});

test("in Marathi: On credit, the ledger and the statement", async ({ page, browser }) => {
  const admin = await newShopAdmin(page, {
    prefix: "udm",
    owner: { version: 3 },
    products: PRODUCTS,
    language: "mr",
    storeLanguage: "mr",
    at: null,
  });
  const yaadi = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);
  await gotoReady(page, `/adminpanel/yaadies/${yaadi.id}`);
  await page.getByRole("button", { name: `उधारीत टाका: यादी क्र. ${yaadi.id}` }).click();
  await expect(page.getByText("उधारीत टाकली.", { exact: true })).toBeVisible();
  await gotoReady(page, "/adminpanel/udhaar");
  await expect(page.getByRole("heading", { name: "उधारी" })).toBeVisible();
  await screenshot(page, "udhaar-list-mr-360.png");
  await page.getByRole("link", { name: `${ASHA.name} यांचे खाते उघडा` }).click();
  await hydrated(page);
  await expect(page.getByTestId("ledger-balance")).toHaveText("₹45");
  await page.getByRole("button", { name: "हिशोब शेअर करा" }).click();
  await expect(page.getByText("हिशोबाची लिंक तयार.", { exact: true })).toBeVisible();
  await screenshot(page, "udhaar-ledger-mr-360.png");
  const link = await page.getByRole("link", { name: /\/udhaar\// }).getAttribute("href");
  expect(link).toMatch(/\?lang=mr$/);
  const customer = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  await customer.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(customer.getByText("उधार घेतले")).toBeVisible();
  await screenshot(customer, "udhaar-statement-mr-360.png");
});
