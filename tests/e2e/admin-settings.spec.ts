// Spec 2 §2–§5, §9 and spec 3 "Shop status": activation (Home Page Settings → terms), First Page Settings, Store
// Settings, Your Account (UPI) and Use Master List, each seen where it matters — in the store customers open. What only
// the server decides (a plan refused on a post, the stored payment and its private screenshot, other shops' products on
// Use Master List, anonymous visitors) is in tests/integration/admin-settings.test.ts, "the settings screens' requests";
// a store type without a master list, in tests/integration/panel-locks.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { changeShop, newShopAdmin } from "./admin-fixtures";
import { browseAsGuest, enterAsRegular, gotoReady, screenshot } from "./helpers";

// Copied texts (tests/e2e has no access to app/): app/domain/admin/messages.ts, app/domain/order.ts.
const HOME_SAVED = "Home page settings updated successfully.";
const ACTIVATED = "Congratulations! Your store is activated!!";
const NOT_ACTIVATED = "This store is not activated yet. Login to admin-panel for activation.";
const FIRST_PAGE_SAVED = "First Page Settings updated successfully.";
const STORE_SAVED = "Store Settings updated successfully.";
const THANKS = "Thanks for the payment. We will verify in 24 hrs.";
const PENDING = "Verification Pending";

/** A 1×1 PNG: a real image by its bytes, as the upload check wants. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function desktopShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280.png`);
  await page.setViewportSize({ width: 360, height: 780 });
}

async function expectStoreSettings(page: Page, expected: { colour: string; plan: string; language: string }) {
  await expect(page.getByRole("radio", { name: expected.colour })).toBeChecked();
  await expect(page.getByLabel("Plan")).toHaveValue(expected.plan);
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue(expected.language);
}

test.describe("shop settings", () => {
  test("a new store is activated through Home Page Settings and the terms, and opens for customers", async ({
    page,
  }) => {
    const admin = await newShopAdmin(page, { type: "vegetables", prefix: "act", owner: { status: "not ready" } });
    await expect(page.getByRole("heading", { name: "Home Page Settings" })).toBeVisible();
    const owner = page.getByLabel("Owner name");
    await owner.fill("Ramu");
    await expect(page.getByText("Min 6 characters required", { exact: true })).toBeVisible();
    await owner.fill("");
    await expect(page.getByText("Owner name is required", { exact: true })).toBeVisible();
    const save = page.getByRole("button", { name: "Save and continue" });
    await expect(save).toBeDisabled();

    // Customers still see the not-activated notice.
    const store = await page.context().newPage();
    await store.goto(`/${admin.shopUrl}`);
    await expect(store.getByText(NOT_ACTIVATED)).toBeVisible();

    await owner.fill("Ramesh Patil");
    await page.getByLabel("Address").fill("12 Market Road, Shivajinagar");
    // Typing is cut at the maximum (city 2-25).
    await page.getByLabel("City").fill("Pimpri Chinchwad New Town Extension");
    await expect(page.getByLabel("City")).toHaveValue("Pimpri Chinchwad New Town");
    await page.getByLabel("Pin code").fill("4110");
    await expect(page.getByText("Min 6 digits required", { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel("Pin code").fill("411005");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("WhatsApp number").fill("98765abc");
    await expect(page.getByText("Enter only digits", { exact: true })).toBeVisible();
    await page.getByLabel("WhatsApp number").fill("9876543210");
    await page.getByLabel("About us").fill("Fresh vegetables and fruits from Pune farms, delivered every morning.");
    await expect(save).toBeEnabled();
    await screenshot(page, "settings-home-page-360.png");
    await desktopShot(page, "settings-home-page");
    await save.click();

    await expect(page).toHaveURL(/\/adminpanel\/terms$/);
    await expect(page.getByText(HOME_SAVED)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Terms and Conditions", exact: true })).toBeVisible();
    await expect(page.getByText(/The first month is free/)).toBeVisible();
    await screenshot(page, "settings-terms-360.png");
    await desktopShot(page, "settings-terms");

    await page.getByRole("button", { name: "Not Agree" }).click();
    await expect(page).toHaveURL(/\/adminpanel\/home-page-settings$/);
    await expect(page.getByLabel("Owner name")).toHaveValue("Ramesh Patil");
    await store.reload();
    await expect(store.getByText(NOT_ACTIVATED)).toBeVisible();

    await gotoReady(page, "/adminpanel/terms");
    await page.getByRole("button", { name: "Agree", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel\/$/);
    await expect(page.getByText(ACTIVATED)).toBeVisible();
    await screenshot(page, "settings-activated-360.png");
    // The terms show when they were agreed to.
    await page.goto("/adminpanel/terms");
    await expect(page.getByText(/^You agreed to these terms on \d/)).toBeVisible();

    await store.goto(`/${admin.shopUrl}`);
    await expect(store.getByRole("heading", { level: 1, name: admin.storeName })).toBeVisible();
    await expect(store.getByText(NOT_ACTIVATED)).toHaveCount(0);
    // No home page facility: the store opens on the customer form.
    await expect(store.getByRole("button", { name: "Proceed as Guest" })).toBeVisible();
  });

  test("first page settings show in the store: its message, minimum amount and delivery charges", async ({ page }) => {
    const admin = await newShopAdmin(page, {
      type: "vegetables",
      prefix: "fps",
      at: "/adminpanel/first-page-settings",
    });
    await expect(page.getByRole("heading", { name: "First Page Settings" })).toBeVisible();
    const charges = page.getByLabel("Delivery charges (Rs.)");
    await charges.fill("2a");
    await expect(page.getByText("Enter only digits", { exact: true })).toBeVisible();
    await charges.fill("");
    await expect(page.getByText("Delivery charges is required", { exact: true })).toBeVisible();
    // Typing is cut at 100 characters.
    const message = page.getByLabel("First page message");
    await message.fill("x".repeat(120));
    await expect(message).toHaveValue("x".repeat(100));
    await message.fill("Free home delivery above Rs. 500 in Shivajinagar");
    await page.getByLabel("Minimum criteria").selectOption("amount");
    const minimum = page.getByLabel("Minimum amount");
    await minimum.fill("");
    await expect(page.getByText("Minimum amount is required", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await minimum.fill("5000");
    await page.getByLabel("Delivery charges (Rs.)").fill("25");
    await page.getByLabel("Delivery charges below (Rs.)").fill("500");
    await screenshot(page, "settings-first-page-360.png");
    await desktopShot(page, "settings-first-page");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(FIRST_PAGE_SAVED)).toBeVisible();
    await expect(page.getByLabel("Minimum amount")).toHaveValue("5000");
    await expect(page.getByLabel("Delivery charges (Rs.)")).toHaveValue("25");
    await expect(page.getByLabel("Minimum criteria")).toHaveValue("amount");

    // The store: the first page message, and the minimum amount keeping a small yaadi in the cart.
    const store = await page.context().newPage();
    await enterAsRegular(store, `/${admin.shopUrl}`);
    await expect(store.getByText("Free home delivery above Rs. 500 in Shivajinagar")).toBeVisible();
    await store.getByRole("button", { name: "Add Coriander", exact: true }).click();
    await store.getByRole("button", { name: /^Checkout \(1\)/ }).click();
    await store.getByRole("button", { name: "Place Order" }).click();
    await expect(store.getByText("Minimum shopping amount should be 5000", { exact: true })).toBeVisible();
    await screenshot(store, "settings-first-page-in-store-360.png", { fullPage: false });
  });

  test("store settings: a colour scheme shows on the store at once; a plan too small for the products is refused", async ({
    page,
  }) => {
    // 151 products: more than plan-150 (the plan of a new store) holds.
    const admin = await newShopAdmin(page, { prefix: "sts", generatedProducts: 151, at: "/adminpanel/store-settings" });
    await expect(page.getByRole("heading", { name: "Store Settings" })).toBeVisible();
    await expect(page.getByText("Chosen: plan-150 (max 150 products, Rs. 399/mnth).")).toBeVisible();
    const refusal = page.getByText(
      "The store has currently 151 products. It can accomodate maximum 150. Delete some products before choosing plan-150.",
    );
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await screenshot(page, "settings-store-refused-360.png");

    await page.getByRole("radio", { name: "Purple" }).check();
    await page.getByLabel("Plan").selectOption({ label: "plan-500 (max 500 products, Rs. 499/mnth)" });
    await expect(refusal).toHaveCount(0);
    await page.getByLabel("Language", { exact: true }).selectOption({ label: "English" });
    await screenshot(page, "settings-store-360.png");
    await desktopShot(page, "settings-store");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(STORE_SAVED)).toBeVisible();
    await expectStoreSettings(page, { colour: "Purple", plan: "1", language: "0" });

    const store = await page.context().newPage();
    await store.goto(`/${admin.shopUrl}`);
    await expect(store.locator("html")).toHaveAttribute("data-theme", "purple");

    // Back to plan-150: refused at once, before any post.
    await page.getByLabel("Plan").selectOption({ label: "plan-150 (max 150 products, Rs. 399/mnth)" });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await page.reload();
    await expectStoreSettings(page, { colour: "Purple", plan: "1", language: "0" });
  });

  test("Your Account: plan text, UPI link and QR code, screenshot upload until verification", async ({ page }) => {
    const admin = await newShopAdmin(page, { prefix: "acc" });
    await page.getByRole("link", { name: "Your Account" }).click();
    await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
    await expect(page.getByText("Plan-150 (Rs. 399/pm - max. 150 products)")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: admin.storeName })).toBeVisible();
    // Created today and due a month later (the first month is free), d/m/yyyy.
    await expect(page.getByRole("definition").filter({ hasText: /^\d{1,2}\/\d{1,2}\/20\d\d$/ })).toHaveCount(2);

    await page.getByText("Pay due amount").click();
    const upi = page.getByRole("link", { name: "Open UPI app" });
    await expect(upi).toHaveAttribute("href", `upi://pay?pa=yaadi@upi&pn=Yaadi&am=399.00&cu=INR&tn=${admin.shopUrl}`);
    const qr = page.getByRole("img", { name: "QR code to pay Rs. 399 by UPI to yaadi@upi" });
    await expect(qr).toBeVisible();
    await expect(qr.locator("svg path")).toHaveCount(1);
    await screenshot(page, "settings-account-360.png");
    await desktopShot(page, "settings-account");

    // A file that is not an image is refused.
    await page
      .getByLabel("Payment screenshot")
      .setInputFiles({ name: "pay.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Upload screenshot" }).click();
    await expect(page.getByText("Invalid file... Check type of file")).toBeVisible();

    // The instructions stay open after the refusal.
    await page
      .getByLabel("Payment screenshot")
      .setInputFiles({ name: "payment.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Upload screenshot" }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    // The payment waits for the platform owner's check: the next payment date gives way to it.
    await expect(page.getByRole("definition").filter({ hasText: PENDING })).toHaveText(PENDING);
    await screenshot(page, "settings-account-pending-360.png");

    // A disabled store keeps its settings and Your Account, where the pending payment shows; everyday screens send it
    // there (the platform owner's change, as from the back office).
    await changeShop(page.request, admin.shopUrl, { status: "disabled" });
    await page.goto("/adminpanel/store-settings");
    await expect(page.getByRole("heading", { name: "Store Settings" })).toBeVisible();
    await page.goto("/adminpanel/master-list");
    await expect(page).toHaveURL(/\/adminpanel\/account$/);
    await expect(page.getByText("Your admin-panel is disabled due to non-payment of fees.")).toBeVisible();
    await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
  });

  test("Use Master List: add a product (Add → 'Added...'), it is in the store", async ({ page }) => {
    const admin = await newShopAdmin(page, { prefix: "mst", at: "/adminpanel/master-list" });
    await expect(page.getByRole("heading", { name: "Use Master List" })).toBeVisible();
    // Phones choose the category from a select; wider screens have tabs.
    const category = page.getByLabel("Category");
    await expect(category).toHaveValue(/\d+/);
    const second = (await category.locator("option").nth(1).getAttribute("value"))!;
    const secondName = (await category.locator("option").nth(1).textContent())!.replace(/ \(\d+\)$/, "");
    await category.selectOption(second);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${second}$`));
    await expect(page.getByRole("heading", { level: 2, name: secondName })).toBeVisible();
    const first = page
      .getByRole("list", { name: /^Products in / })
      .getByRole("listitem")
      .first();
    const name = (await first.locator("p").first().textContent())!;
    await screenshot(page, "settings-master-list-360.png", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    const tabs = page.getByRole("navigation", { name: "Master list categories" }).getByRole("link");
    await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
    await screenshot(page, "settings-master-list-1280.png");
    await tabs.first().click();
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
    await page.setViewportSize({ width: 360, height: 780 });

    await first.getByRole("button", { name: `Add ${name}` }).click();
    await expect(first.getByText("Added...")).toBeVisible();
    // Reopened, the product is marked as already in the store, and counts toward the plan.
    await page.reload();
    await expect(first.getByText("In your store")).toBeVisible();
    await expect(page.getByText(/Your store has 1 of 150 products\.$/)).toBeVisible();

    const store = await page.context().newPage();
    await browseAsGuest(store, `/${admin.shopUrl}`);
    await expect(store.getByRole("list", { name: "Products" }).getByText(name, { exact: true })).toBeVisible();
  });
});
