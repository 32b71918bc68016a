// Spec 3 "Admin home page" as a phone shows it. The menu's groups, header and links, the shop's status (not ready,
// disabled, payment due) and the screens after logout need no browser: tests/integration/admin-home.test.ts.
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { screenshot } from "./helpers";

// Spec 3 "Admin home page": intro video links, a social page link, the FAQ, a Terms and Conditions show/hide toggle
// and a footer. The links are the platform's settings (wrangler.toml PLATFORM_INTRO_VIDEOS, PLATFORM_SOCIAL_PAGE).
test("the home's intro videos, social page and terms behind Show/Hide; the footer links the terms", async ({
  page,
}) => {
  await newShopAdmin(page);
  await screenshot(page, "admin-home-360.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "admin-home-desktop.png");
  await page.setViewportSize({ width: 360, height: 780 });
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
