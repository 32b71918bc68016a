// Spec 3 "Platform owner back office" (§5, §8) and DECISIONS.md (one-time passwords, audited actions): an admin's
// password reset and the Logs screen showing it, registrations becoming shops, payments verified and suspension, and
// the Actual Customers Data downloads. What only the server decides (suspension ending sessions, logs' retention, the
// downloads' audit rows) is in tests/integration/owner-*.test.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newShop, newShopAdmin } from "./admin-fixtures";
import { asOwnClient, gotoReady, screenshot, shopAsRegular } from "./helpers";
import { DESKTOP, firstSignIn, mobileNumber, PNG, signInOwner, unique } from "./owner-helpers";

test("an admin's password reset: a new one-time password shown once; the Logs screen shows the admin's sign-in", async ({
  page,
  browser,
}) => {
  const shop = await newShop(page.request, { prefix: "rst" });
  await signInOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Admin Passwords" }).click();
  await expect(page.getByRole("heading", { name: /^LIST OF Admins/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search Admins" }).fill(shop.shopUrl);
  await expect(page.getByRole("table", { name: "Admins" })).toContainText(shop.userName);
  await page.getByRole("link", { name: `Edit ${shop.shopUrl}` }).click();
  await expect(page.getByRole("heading", { name: "Update the Admin Password" })).toBeVisible();
  await page.getByRole("button", { name: "Issue a new one-time password" }).click();
  await expect(page.getByText(`${shop.shopUrl} admin info updated successfully`, { exact: true })).toBeVisible();
  const password = (await page.getByText(/One-time password: /).textContent())!.match(
    /One-time password: ([a-z0-9]{10})/,
  )![1]!;
  await screenshot(page, "owner-admin-password-360.png");
  await firstSignIn(browser, shop.userName, password);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Logs" }).click();
  await expect(page.getByRole("heading", { name: "Log Files" })).toBeVisible();
  await page.getByRole("link", { name: "Refresh content" }).click();
  await expect(page.getByLabel("info log")).toContainText(`Admin ${shop.userName} signed in to ${shop.shopUrl}`);
  await page.getByRole("link", { name: "last Date and Time" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Last event:" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("info_yaadi.log");
  await page.getByRole("link", { name: "Refresh content" }).click();
  await screenshot(page, "owner-logs-360.png");
});

test("registration: submit disabled until the rules hold, WhatsApp opens with the greeting; the owner creates the shop from it", async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
  });
  const phone = await context.newPage();
  await asOwnClient(phone);
  await gotoReady(phone, "/registration");
  await expect(phone.getByRole("heading", { name: "Registration form" })).toBeVisible();
  const register = phone.getByRole("button", { name: "Register" });
  await expect(register).toBeDisabled();
  const shopName = `Laxmi Sweets ${unique()}`.slice(0, 40);
  await phone.getByLabel("Shop name").fill(shopName);
  await phone.getByLabel("Owner name").fill("Laxmi Kale");
  await phone.getByLabel("Address").fill("7, Tilak Road, Sadashiv Peth");
  await phone.getByLabel("City").fill("Pun");
  await expect(phone.getByText("Min 4 characters required", { exact: true })).toBeVisible();
  await expect(register).toBeDisabled();
  await phone.getByLabel("City").fill("Pune");
  await phone.getByLabel("Pincode").fill("411030");
  await phone.getByLabel("WhatsApp number").fill("9822012345");
  await phone.getByLabel("Mobile number").fill("9822012345");
  await screenshot(phone, "registration-360.png");
  await phone.route("https://wa.me/**", (route) => route.fulfill({ body: "whatsapp" }));
  await register.click();
  await expect(phone).toHaveURL(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  const greeting = new URL(phone.url()).searchParams.get("text")!;
  expect(greeting).toContain("Laxmi Kale");
  expect(greeting).toContain(shopName);
  await context.close();

  await signInOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Registrations" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: shopName });
  await entry.getByRole("link", { name: "Create shop" }).click();
  await expect(page.getByLabel("Shop name")).toHaveValue(shopName);
  await expect(page.getByLabel("Owner")).toHaveValue("Laxmi Kale");
  const url = `laxmi${unique()}`.slice(0, 20);
  await page.getByLabel("Shop url").fill(url);
  await page.getByLabel("Shop type").selectOption({ label: "Sweets" });
  await page.getByLabel("Mobile").fill(mobileNumber());
  await page.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(page.getByText(`${url} added successfully.`, { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Registrations" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: shopName }).getByRole("link", { name: "Shop created" }),
  ).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "owner-registrations-1280.png");
});

test("a payment verified moves the shop's due date; suspension ends the admin's live session and the store says so", async ({
  page,
  browser,
}) => {
  // The shop's admin, in a browser of their own, pays and uploads the screenshot.
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopPage = await shopContext.newPage();
  const admin = await newShopAdmin(shopPage, { prefix: "pay", at: "/adminpanel/account" });
  await shopPage.getByText("Pay due amount").click();
  await shopPage
    .getByLabel("Payment screenshot")
    .setInputFiles({ name: "payment.png", mimeType: "image/png", buffer: PNG });
  await shopPage.getByRole("button", { name: "Upload screenshot" }).click();
  await expect(shopPage.getByRole("definition").filter({ hasText: "Verification Pending" })).toBeVisible();

  await signInOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Payments" }).click();
  const payment = page.getByRole("listitem").filter({ hasText: admin.shopUrl });
  await expect(payment.getByRole("img", { name: `Payment screenshot of ${admin.shopUrl}` })).toBeVisible();
  await screenshot(page, "owner-payments-360.png");
  await payment.getByRole("button", { name: `Verify the payment of ${admin.shopUrl}` }).click();
  await expect(
    page.getByText(new RegExp(`^Payment of ${admin.shopUrl} verified\\. Next due date \\d{1,2}/\\d{1,2}/20\\d\\d\\.$`)),
  ).toBeVisible();
  const due = (await page.getByText(/Next due date/).textContent())!.match(/(\d{1,2}\/\d{1,2}\/20\d\d)/)![1]!;
  await gotoReady(shopPage, "/adminpanel/account");
  await expect(shopPage.getByRole("definition").filter({ hasText: "Verification Pending" })).toHaveCount(0);
  await expect(shopPage.getByRole("definition").filter({ hasText: due })).toBeVisible();

  // Suspended: the admin's open panel is signed out at its next step, the store shows a plain notice.
  await gotoReady(page, `/owner/shops?q=${admin.shopUrl}`);
  await page.getByRole("link", { name: `Open ${admin.shopUrl}` }).click();
  await page.getByRole("radio", { name: "disabled", exact: true }).check();
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText(`${admin.shopUrl} updated successfully`, { exact: true })).toBeVisible();
  await shopPage.goto("/adminpanel/products");
  await expect(shopPage.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
  await shopPage.goto(`/${admin.shopUrl}`);
  await expect(
    shopPage.getByText("This store is not taking orders at the moment. Please contact the shop."),
  ).toBeVisible();
  await shopContext.close();
});

test("Actual Customers Data: a reason opens the downloads, which are audited; the new customers are added to the shop", async ({
  page,
  browser,
}) => {
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await newShop(customerContext.request, {
    prefix: "cdata",
    owner: { version: 2 },
    products: [{ name: "Sugar", mrp: 50, price: 45 }],
  });
  // A customer orders in the store.
  const phone = await customerContext.newPage();
  await shopAsRegular(phone, `/${shop.shopUrl}`, {
    name: "Meera Joshi",
    whatsApp: "9811122233",
    address: "3, Karve Road, Kothrud",
  });
  await phone.getByRole("button", { name: "Add Sugar", exact: true }).click();
  await phone.getByRole("button", { name: /^Checkout \(1\)/ }).click();
  await phone.getByRole("button", { name: "Place Order" }).click();
  await phone.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await phone.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(phone).toHaveURL(/^https:\/\/wa\.me\//);
  await customerContext.close();

  await signInOwner(page);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Actual Customers Data" })
    .click();
  await expect(page.getByRole("heading", { name: "Select a Shop" })).toBeVisible();
  await page.getByLabel("Shop", { exact: true }).selectOption({ label: `${shop.shopUrl} · ${shop.storeName}` });
  await expect(page).toHaveURL(new RegExp(`/owner/customers-data/${shop.shopId}$`));
  await expect(page.getByRole("link", { name: "Download the new customers' data" })).toHaveCount(0);
  await page.getByLabel("Why do you download this data?").fill("Diwali greetings list");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the new customers' data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${shop.shopUrl} New Customers \\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(readFileSync((await file.path())!, "utf8")).toBe(
    '\uFEFFName,WhatsApp No.,Address\r\nMeera Joshi,"=""9811122233""",3- Karve Road- Kothrud\r\n',
  );
  await screenshot(page, "owner-customers-data-360.png");
  await page.getByRole("button", { name: "Add the new customers" }).click();
  await expect(page.getByText(`1 new customer added to ${shop.shopUrl}.`, { exact: true })).toBeVisible();

  await gotoReady(page, `/owner/audit?shop=${shop.shopUrl}`);
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText("Reason: Diwali greetings list");
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText("new customers added");
});
