// Spec 2 §2 (header, home menu groups), spec 3 "Shop status" (not ready, disabled, payment due), the admin issue's
// "entries must not be dead links" and "every loader re-checks the session".
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { apiGet } from "./api";
import { screenshot } from "./helpers";

const MANAGE = [
  "Products",
  "Categories",
  "Brands",
  "Customers",
  "Dealers",
  "Special Offers",
  "Products-Price",
  "Products-Stock/Rating",
  "Products-Image",
  "Use Master List",
];
const CONTROL = ["Home Page Settings", "First Page Settings", "Store Settings", "Store Logo"];
const UTILITIES = [
  "Yaadi Summary",
  "Yaadies",
  "Productwise Sale",
  "Customer Visits",
  "Customer Data",
  "Product Sheet",
  "Make Yaadi",
  "Cash Billing",
];

const group = (page: import("@playwright/test").Page, name: string) => page.getByRole("region", { name });

test("the home menu's groups, header and footer; every entry opens a screen", async ({ page }) => {
  const admin = await newShopAdmin(page);
  await expect(group(page, "Manage").getByRole("link")).toHaveText(MANAGE);
  // No home page facility: Store Images is left out (spec 2 §2).
  await expect(group(page, "Control").getByRole("link")).toHaveText(CONTROL);
  await expect(group(page, "Utilities").getByRole("link")).toHaveText(UTILITIES);
  await expect(group(page, "Utilities").getByRole("link", { name: "Cash Billing" })).toHaveAttribute(
    "href",
    "/adminpanel/billing",
  );
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Visit Store" })).toHaveAttribute("href", `/${admin.shopUrl}`);
  await expect(nav.getByRole("link", { name: "Your Account" })).toHaveAttribute("href", "/adminpanel/account");
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("link", { name: "VISIT THE STORE" })).toHaveAttribute("href", `/${admin.shopUrl}`);
  await screenshot(page, "admin-home-360.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "admin-home-desktop.png");

  // No dead links: each entry's page answers 200 for this admin. (The platform's own links leave the site: below.)
  const hrefs = await page
    .locator("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")!).filter((href) => href.startsWith("/")));
  // The menu's entries and today's glance, which links to today's Yaadi Summary.
  expect(hrefs.length).toBe(MANAGE.length + CONTROL.length + UTILITIES.length + 1);
  expect(hrefs).toContain("/adminpanel/yaadi-summary?day=today");
  for (const href of hrefs) {
    const response = await apiGet(page.request, href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
});

test("Store Images is offered only with the home page facility", async ({ page }) => {
  await newShopAdmin(page, { owner: { homePageFacility: true } });
  await expect(group(page, "Control").getByRole("link")).toHaveText([...CONTROL, "Store Images"]);
});

test("a store that is not activated opens on Home Page Settings", async ({ page }) => {
  await newShopAdmin(page, { owner: { status: "not ready" } });
  await expect(page).toHaveURL(/\/adminpanel\/home-page-settings$/);
  for (const path of ["/adminpanel", "/adminpanel/products", "/adminpanel/categories"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/adminpanel\/home-page-settings$/);
  }
});

test("a disabled store: the home says so and the screens send the admin to Your Account", async ({ page }) => {
  await newShopAdmin(page, { owner: { status: "disabled" } });
  await expect(page.getByRole("alert")).toContainText("Your admin-panel is disabled due to non-payment of fees.");
  await page.goto("/adminpanel/products");
  await expect(page).toHaveURL(/\/adminpanel\/account$/);
});

test("a payment due date shows on the home page", async ({ page }) => {
  await newShopAdmin(page, { owner: { paymentMessage: "due", paymentDueDate: "2026-12-05" } });
  await expect(
    page.getByText("Payment Due Date is 5/12/2026. Please pay in time to avoid interruption of services.", {
      exact: true,
    }),
  ).toBeVisible();
});

test("after logout every admin screen sends the visitor to the login", async ({ page }) => {
  await newShopAdmin(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
  for (const path of [
    "/adminpanel/products",
    "/adminpanel/account",
    "/adminpanel/store-settings",
    "/adminpanel/product-sheet.csv",
    "/adminpanel/customers.csv",
  ]) {
    const response = await apiGet(page.request, path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/adminpanel");
  }
});

// Spec 3 "Admin home page": intro video links, a social page link, the FAQ, a Terms and Conditions show/hide toggle
// and a footer. The links are the platform's settings (wrangler.toml PLATFORM_INTRO_VIDEOS, PLATFORM_SOCIAL_PAGE).
test("the home's intro videos, social page and terms behind Show/Hide; the footer links the terms", async ({
  page,
}) => {
  await newShopAdmin(page);
  const intro = page.getByRole("region", { name: "Learn Yaadi" });
  await expect(intro.getByRole("list", { name: "Intro videos" }).getByRole("link")).toHaveText([
    "Create your store",
    "Add and edit products",
    "Yaadies and reports",
  ]);
  for (const link of await intro.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(intro.getByRole("link", { name: "Follow Yaadi" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/yaadi.in",
  );

  // The terms the shop agreed to at activation, hidden until asked for, and hidden again.
  const terms = page.locator("details#terms");
  const heading = page.getByRole("heading", { name: "Terms and conditions of the Yaadi online store service" });
  await expect(heading).toBeHidden();
  await terms.getByText("Show", { exact: true }).click();
  await expect(heading).toBeVisible();
  await expect(terms.getByText("Hide", { exact: true })).toBeVisible();
  await screenshot(page, "admin-home-terms-360.png");
  await terms.getByText("Hide", { exact: true }).click();
  await expect(heading).toBeHidden();

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Every admin screen's footer opens them on their own page, with when they were agreed to.
  await page.goto("/adminpanel/products");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/adminpanel\/terms$/);
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^You agreed to these terms on |^Your store is active\.$/)).toBeVisible();
});
