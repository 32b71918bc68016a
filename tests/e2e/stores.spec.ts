// Spec 1 §2 (routes: /{shopUrl} lowercased, /{shopUrl}_{dealer}, host-named store, demo stores). Links that name no
// store (§4 invalid store) and the plain store's header without a dealer line need no browser:
// tests/integration/home-page.test.ts.
import { expect, test } from "@playwright/test";
import { browseAsGuest, productItems, screenshot, scrollThroughProducts, shownCount } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 8790);

test.describe("demo stores", () => {
  test("the veggie demo lists 100+ products and says how many, with regional (Marathi) names as its language choice is 1; /DemoVeggieStore ends at /demoveggiestore", async ({
    page,
  }) => {
    await browseAsGuest(page, "/demoveggiestore");
    await expect(page.getByRole("heading", { level: 1, name: "Demo Veggie Store" })).toBeVisible();
    const n = await shownCount(page);
    expect(n).toBeGreaterThanOrEqual(100);
    await scrollThroughProducts(page, n);

    // Regional names are shown: Onion's Marathi name on its card, and Devanagari across the list, not on one card only.
    const onion = productItems(page).filter({ has: page.getByRole("heading", { name: "Onion", exact: true }) });
    await expect(onion).toHaveCount(1);
    await expect(onion.getByText("कांदा", { exact: true })).toBeVisible();
    await expect(
      productItems(page)
        .filter({ hasText: /[\u0900-\u097F]/ })
        .first(),
    ).toBeVisible();
    expect(
      await productItems(page)
        .filter({ hasText: /[\u0900-\u097F]/ })
        .count(),
    ).toBeGreaterThanOrEqual(50);

    await page.evaluate(() => window.scrollTo(0, 0));
    // A ready demo store has no activation notice.
    await expect(page.getByText("This store is not activated yet.", { exact: false })).toHaveCount(0);
    await screenshot(page, "store-360.png", { fullPage: false });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(productItems(page).first()).toBeVisible();
    await screenshot(page, "store-desktop.png", { fullPage: false });
    await page.setViewportSize({ width: 360, height: 780 });

    // The shop URL is lowercased: the same store, all its products.
    await browseAsGuest(page, "/DemoVeggieStore");
    await expect(page).toHaveURL(/\/demoveggiestore$/);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Veggie Store" })).toBeVisible();
    await expect(page.getByText(`Showing all ${n} items`)).toBeVisible();
  });

  test("a host-named store ({shop}.localhost) shows the same store at /", async ({ page }) => {
    await browseAsGuest(page, `http://demoveggiestore.localhost:${port}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Veggie Store" })).toBeVisible();
    const n = await shownCount(page);
    expect(n).toBeGreaterThanOrEqual(100);
    // The store, not the marketing page.
    await expect(page.getByRole("link", { name: "Start Now" })).toHaveCount(0);
  });

  test("a dealer link /{shopUrl}_{dealer} opens the store with the dealer", async ({ page }) => {
    await browseAsGuest(page, "/demoveggiestore_ramesh");
    await expect(page).toHaveURL(/\/demoveggiestore_ramesh$/);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Veggie Store" })).toBeVisible();
    await expect(page.getByText("Dealer: Ramesh Patil")).toBeVisible();
    expect(await shownCount(page)).toBeGreaterThanOrEqual(100);
  });

  for (const demo of [
    { url: "demogrocerystore", name: "Demo Grocery Store" },
    { url: "demodryfruitstore", name: "Demo Dry Fruit Store" },
  ]) {
    test(`${demo.url} opens with products`, async ({ page }) => {
      await browseAsGuest(page, `/${demo.url}`);
      await expect(page.getByRole("heading", { level: 1, name: demo.name })).toBeVisible();
      const n = await shownCount(page);
      expect(n).toBeGreaterThan(0);
      await scrollThroughProducts(page, n);
    });
  }
});
