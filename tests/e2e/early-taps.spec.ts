// A tap before the page's scripts have loaded (app/components/early-taps.ts): held, shown as pending, and done as soon
// as the page has hydrated — never lost. The scripts are held back by the test, so the tap surely comes first.
import { expect, type Page, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { asOwnClient, DEMO_VEGGIE } from "./helpers";

/** Opens `path` with every script held until the returned function is called. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test("START SHOPPING tapped before the scripts have loaded opens the customer form once they have", async ({
  page,
}) => {
  await asOwnClient(page);
  const release = await openWithScriptsHeld(page, `/${DEMO_VEGGIE.url}`);
  const start = page.getByRole("button", { name: "START SHOPPING" });
  await start.click();
  // Held, and shown as pending; nothing has hydrated yet.
  await expect(start).toHaveAttribute("data-early-tap", "");
  await expect(start).toHaveAttribute("aria-busy", "true");
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  await expect(page.getByRole("button", { name: "Proceed as Guest" })).toHaveCount(0);

  release();
  await expect(page.getByRole("button", { name: "Proceed as Guest" })).toBeVisible();
  await expect(page.locator("[data-early-tap]")).toHaveCount(0);
});

test("Proceed as Guest tapped early on a store that opens on its customer form", async ({ page }) => {
  await asOwnClient(page);
  const shop = await newShop(page.request, {
    prefix: "early",
    owner: { homePageFacility: false },
    products: [{ name: "Toor Dal", mrp: 150, price: 140 }],
  });
  const release = await openWithScriptsHeld(page, `/${shop.shopUrl}`);
  const proceed = page.getByRole("button", { name: "Proceed as Guest" });
  await proceed.click();
  await expect(proceed).toHaveAttribute("data-early-tap", "");
  release();
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Toor Dal", exact: true })).toBeVisible();
  // After hydration taps are the page's own, at once.
  await page.getByRole("button", { name: "Add Toor Dal", exact: true }).click();
  await expect(page.getByLabel("Quantity of Toor Dal", { exact: true })).toHaveText("1");
});
