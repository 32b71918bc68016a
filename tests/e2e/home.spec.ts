// Spec 1 §2 (home page, routes) and §1/§9 (marketing price).
import { expect, test } from "@playwright/test";
import { INVALID_URL_NOTICE, screenshot } from "./helpers";

test.describe("home page", () => {
  test("shows the price, Start Now, the demo stores and a WhatsApp link", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Yaadi/);
    await expect(page.getByText("Rs. 399 per month")).toBeVisible();
    await expect(page.getByText("first month free")).toBeVisible();

    await expect(page.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/start");
    for (const demo of ["demoveggiestore", "demogrocerystore", "demodryfruitstore"]) {
      await expect(page.getByRole("link", { name: new RegExp(`/${demo}$`) })).toHaveAttribute("href", `/${demo}`);
    }
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}(\?|$)/,
    );

    // No invalid-URL notice on a plain visit.
    await expect(page.getByText(INVALID_URL_NOTICE)).toHaveCount(0);
    await screenshot(page, "home-360.png");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("link", { name: "Start Now" })).toBeVisible();
    await screenshot(page, "home-desktop.png");
  });

  test("Start Now opens the store creation wizard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start Now" }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole("heading", { name: "Create your online store" })).toBeVisible();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
  });

  test("a demo store link opens that store", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /\/demogrocerystore$/ }).click();
    await expect(page).toHaveURL(/\/demogrocerystore$/);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Grocery Store" })).toBeVisible();
  });

  test("an unknown store link lands on the home page with the invalid-URL notice", async ({ page }) => {
    await page.goto("/nosuchshop");
    await expect(page).toHaveURL(/\/\?invalid=1$/);
    await expect(page.getByRole("alert")).toHaveText(INVALID_URL_NOTICE);
    await expect(page.getByRole("link", { name: "Start Now" })).toBeVisible();
    await screenshot(page, "home-invalid-360.png");
  });

  test("/?invalid=1 alone shows the notice; the marketing page still works", async ({ page }) => {
    await page.goto("/?invalid=1");
    await expect(page.getByText(INVALID_URL_NOTICE)).toBeVisible();
    await expect(page.getByText("Rs. 399 per month")).toBeVisible();
  });
});
