// Spec 1 §2 (home page, routes) and §1/§9 (marketing price). What the page says and links to, and where a link that
// names no store lands, need no browser: tests/integration/home-page.test.ts. Here: the page on a phone and a desktop,
// and Start Now, a client-side link into the wizard.
import { expect, test } from "@playwright/test";
import { SCREENSHOTS, screenshot } from "./helpers";

test.describe("home page", () => {
  test("Start Now shows on a phone and a desktop, and opens the store creation wizard", async ({ page }) => {
    await page.goto("/");
    const start = page.getByRole("link", { name: "Start Now" });
    await expect(start).toBeVisible();
    await screenshot(page, "home-360.png");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(start).toBeVisible();
    await screenshot(page, "home-desktop.png");
    await page.setViewportSize({ width: 360, height: 780 });

    await start.click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole("heading", { name: "Create your online store" })).toBeVisible();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();

    // The invalid-URL notice, for a person to look at.
    if (SCREENSHOTS) {
      await page.goto("/nosuchshop");
      await screenshot(page, "home-invalid-360.png");
    }
  });
});
