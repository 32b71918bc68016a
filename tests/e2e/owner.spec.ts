// Spec 3 "Platform owner back office" (§2, §4, §5, §8) and DECISIONS.md (the owner at /owner, one-time passwords,
// audited actions): the platform owner provisions a shop and its admin signs in; shop types; an admin's password
// reset; the Logs screen showing a real event. What only the server decides (every field rule, suspension ending
// sessions, a shop's deletion taking all its data and files, logs' retention) is in tests/integration/owner-*.test.ts.
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newShop, newShopAdmin } from "./admin-fixtures";
import { asOwnClient, gotoReady, LOCAL_OWNER, screenshot, shopAsRegular, signIn } from "./helpers";

const DESKTOP = { width: 1280, height: 800 };

async function signInOwner(page: Page) {
  await asOwnClient(page);
  await gotoReady(page, "/owner");
  await page.getByLabel("User name").fill(LOCAL_OWNER.userName);
  await page.getByLabel("Password").fill(LOCAL_OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const mobileNumber = () => `9${String(Date.now()).slice(-9)}`;

/** The new admin's first sign-in in a browser of their own: the one-time password, then the forced change. */
async function firstSignIn(browser: Browser, userName: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await asOwnClient(page);
  await gotoReady(page, "/adminpanel");
  await signIn(page, userName, password);
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await page.getByLabel("Old password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("shop-secret-2026");
  await page.getByLabel("New password again").fill("shop-secret-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password is modified successfully", { exact: true })).toBeVisible();
  await context.close();
}

test("the owner adds a shop; its admin signs in with the one-time password and must change it; the shop is found and updated", async ({
  page,
  browser,
}) => {
  // Two browsers and the whole Add / Update walk: on a loaded two-core machine it nears 30 s.
  test.slow();
  await signInOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Shops" }).click();
  await page.getByRole("link", { name: "ADD", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add Shop" })).toBeVisible();
  await expect(page.getByLabel("Products limit")).toHaveValue("50");
  const url = `own${unique()}`.slice(0, 20);
  const mobile = mobileNumber();
  await page.getByLabel("Shop name").fill("Ganesh Provision");
  await page.getByLabel("Shop url").fill("ganesh provision");
  await expect(page.getByText("space is not allowed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "ADD", exact: true })).toBeDisabled();
  await page.getByLabel("Shop url").fill(url);
  await page.getByLabel("Title").fill("Ganesh Provision, Pune");
  await page.getByLabel("Shop type").selectOption({ label: "Kirana / Grocery" });
  await page.getByLabel("Owner").fill("Ganesh Joshi");
  await page.getByLabel("Address").fill("4, Laxmi Road, Sadashiv Peth");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("Pin code").fill("41103");
  await expect(page.getByText("Min 6 digits required", { exact: true })).toBeVisible();
  await page.getByLabel("Pin code").fill("411030");
  await page.getByLabel("WhatsApp", { exact: true }).fill("9876501234");
  await page.getByLabel("Mobile").fill(mobile);
  await page.getByRole("radio", { name: "ready", exact: true }).check();
  await page.getByRole("button", { name: "ADD", exact: true }).click();

  await expect(page.getByText(`${url} added successfully.`, { exact: true })).toBeVisible();
  const credentials = page.getByText(/One-time password: /);
  const password = (await credentials.textContent())!.match(/One-time password: ([a-z0-9]{10})/)![1]!;
  await expect(credentials).toContainText(`Admin user name: ${mobile}`);
  await screenshot(page, "owner-shop-added-360.png");
  await firstSignIn(browser, mobile, password);

  // Found by the list's filters, then updated: premium and the dealer facility.
  await page.getByRole("link", { name: "LIST" }).click();
  await page.getByRole("search", { name: "Find shops" }).getByLabel("Find").fill(url);
  await page.getByRole("search", { name: "Find shops" }).getByLabel("Status").selectOption("ready");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${url}`));
  await expect(page.getByRole("heading", { name: "LIST OF SHOPS (1)" })).toBeVisible();
  await page.getByRole("button", { name: "WhatsApp/Mobile" }).click();
  await expect(page.getByRole("table", { name: "Shops" }).getByRole("cell", { name: mobile })).toBeVisible();
  await screenshot(page, "owner-shops-360.png");
  await page.getByRole("link", { name: `Open ${url}` }).click();
  await expect(page.getByRole("heading", { name: `Update Shop ${url}` })).toBeVisible();
  await page.getByLabel("Version").selectOption({ label: "Premium" });
  await page.getByLabel("Dealer facility").check();
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page).toHaveURL(/\/owner\/shops$/);
  await expect(page.getByText(`${url} updated successfully`, { exact: true })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await gotoReady(page, `/owner/shops?q=${url}`);
  await screenshot(page, "owner-shops-1280.png");
  await page.getByRole("link", { name: `Edit ${url}` }).click();
  await screenshot(page, "owner-shop-form-1280.png");

  // Audited.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText(`shop added · ${url}`);
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText(`shop updated · ${url}`);
});

test("shop types: add, update and delete with the spec's texts", async ({ page }) => {
  await signInOwner(page);
  await gotoReady(page, "/owner/shop-types/new");
  const name = `Chemist ${unique()}`.slice(0, 30);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Colour scheme").selectOption("cyan");
  await page.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(page.getByText(`ShopType ${name} added successfully.`, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "LIST" }).click();
  // A new type moves to the top.
  await expect(page.getByRole("table", { name: "Shop types" }).getByRole("row").nth(1)).toContainText(name);
  await page.getByRole("searchbox", { name: "Search shop types" }).fill(name);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByLabel("Colour scheme").selectOption("purple");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText(`ShopType ${name} updated successfully.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Shop types" }).getByRole("row").nth(1)).toContainText("purple");
  await screenshot(page, "owner-shop-types-360.png");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`You really want to delete ${name} ?`);
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`${name} deleted successfully`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Shop types" })).not.toContainText(name);
});

test("owner forms: focusing a field clears its message, and Submit is enabled again once none shows", async ({
  page,
}) => {
  await signInOwner(page);
  // Shop-Types: a broken rule's message (the field's description), cleared by focusing the field; the server's
  // refusal shows it again.
  await gotoReady(page, "/owner/shop-types/new");
  const add = page.getByRole("button", { name: "ADD", exact: true });
  const masterList = page.getByLabel("Master list name");
  const space = "space is not allowed";
  await page.getByLabel("Name", { exact: true }).fill(`Chemist ${unique()}`.slice(0, 30));
  await masterList.fill("chemist list");
  await expect(masterList).toHaveAccessibleDescription(space);
  await expect(add).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).focus();
  await masterList.focus();
  await expect(masterList).toHaveAccessibleDescription("");
  await expect(add).toBeEnabled();
  await add.click();
  await expect(masterList).toHaveAccessibleDescription(space);
  await masterList.focus();
  await expect(masterList).toHaveAccessibleDescription("");
  await expect(add).toBeEnabled();
  // Typing checks the field live again.
  await masterList.fill("chemist list 2");
  await expect(masterList).toHaveAccessibleDescription(space);

  // Update Shop: the same in the shop form.
  const shop = await newShop(page.request);
  await gotoReady(page, `/owner/shops/${shop.shopId}`);
  const update = page.getByRole("button", { name: "UPDATE", exact: true });
  const pinCode = page.getByLabel("Pin code");
  const short = "Min 6 digits required";
  await pinCode.fill("41103");
  await expect(pinCode).toHaveAccessibleDescription(short);
  await expect(update).toBeDisabled();
  await page.getByLabel("City").focus();
  await pinCode.focus();
  await expect(pinCode).toHaveAccessibleDescription("");
  await expect(update).toBeEnabled();
});

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

test("a shop admin never reaches the back office", async ({ page }) => {
  const shop = await newShop(page.request, { prefix: "nob" });
  await page.context().addCookies([{ ...shop.cookie, url: test.info().project.use.baseURL! }]);
  for (const path of ["/owner/shops", "/owner/admins", "/owner/logs"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/owner$/);
    await expect(page.getByRole("heading", { name: "Platform owner login" })).toBeVisible();
  }
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

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a payment verified moves the shop's due date; suspension ends the admin's live session and the store says so", async ({
  page,
  browser,
}) => {
  // The shop's admin, in a browser of their own, pays and uploads the screenshot.
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopPage = await shopContext.newPage();
  const admin = await newShopAdmin(shopPage, { prefix: "pay" });
  await gotoReady(shopPage, "/adminpanel/account");
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

test("the owner's changes to a shop's version and facilities show in its panel at once", async ({ page, browser }) => {
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopPage = await shopContext.newPage();
  const admin = await newShopAdmin(shopPage, { prefix: "facil", owner: { version: 1 } });
  await gotoReady(shopPage, "/adminpanel/productwise-sale");
  await expect(shopPage.getByText("This feature is available in Premium version !", { exact: true })).toBeVisible();
  await gotoReady(shopPage, "/adminpanel");
  await expect(shopPage.getByRole("link", { name: "Store Images" })).toHaveCount(0);

  await signInOwner(page);
  await gotoReady(page, `/owner/shops?q=${admin.shopUrl}`);
  await page.getByRole("link", { name: `Open ${admin.shopUrl}` }).click();
  await page.getByLabel("Version").selectOption({ label: "Premium" });
  await page.getByLabel("Home page facility").check();
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText(`${admin.shopUrl} updated successfully`, { exact: true })).toBeVisible();

  await gotoReady(shopPage, "/adminpanel/productwise-sale");
  await expect(shopPage.getByText("This feature is available in Premium version !", { exact: true })).toHaveCount(0);
  await expect(shopPage.getByRole("radio", { name: "Today" })).toBeVisible();
  await gotoReady(shopPage, "/adminpanel");
  await expect(shopPage.getByRole("link", { name: "Store Images" })).toBeVisible();
  await shopContext.close();
});
