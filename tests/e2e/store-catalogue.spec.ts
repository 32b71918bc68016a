// The store's catalogue, fetched by the page on its own (docs/decisions/0021): while it loads the views that list
// products say so, a yaadi kept on the phone waits for it and is never emptied by it, a catalogue the network did not
// bring is asked for again when the customer taps Try again, and an unchanged one is never downloaded twice.
import { expect, type Page, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { asOwnClient, DEMO_VEGGIE, gotoReady, hydrated, stored } from "./helpers";

const STORE = `/${DEMO_VEGGIE.url}`;
const CART_KEY = `cart:${DEMO_VEGGIE.url}`;
const CATALOGUE = "**/api/v1/stores/*/catalogue?*";
const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });

// The network as the page meets it: the store's offline worker (offline.spec.ts) would answer in front of it.
test.use({ serviceWorkers: "block" });

/** Holds the page's catalogue requests until the returned function is called. */
async function holdCatalogue(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CATALOGUE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A guest's yaadi of Coriander ×2, kept on the phone. */
async function keepAYaadi(page: Page) {
  await gotoReady(page, STORE);
  await page.getByRole("button", { name: "START SHOPPING" }).click();
  await page.getByRole("button", { name: "Proceed as Guest" }).click();
  await page.getByRole("button", { name: "Add Coriander", exact: true }).click();
  await page.getByRole("button", { name: "More Coriander", exact: true }).click();
  await expect(quantity(page, "Coriander")).toHaveText("2");
  return stored<unknown[]>(page, CART_KEY);
}

test("a kept yaadi waits for the catalogue and is never emptied by it; the cart says the products are loading", async ({
  page,
}) => {
  await asOwnClient(page);
  const kept = await keepAYaadi(page);
  expect(kept).toHaveLength(1);

  const release = await holdCatalogue(page);
  await page.goto(`${STORE}?open=cart`);
  await hydrated(page);
  await expect(page.getByRole("status").filter({ hasText: "Loading products…" })).toBeVisible();
  await expect(quantity(page, "Coriander")).toHaveCount(0);
  // Nothing was pruned from the stored yaadi while there was no catalogue to check it against.
  expect(await stored(page, CART_KEY)).toEqual(kept);

  release();
  await expect(quantity(page, "Coriander")).toHaveText("2");
  await expect(page.getByText("Loading products…")).toHaveCount(0);
  expect(await stored(page, CART_KEY)).toEqual(kept);
});

test("browsing shows its bar at once; a catalogue the network did not bring is tried again on Try again", async ({
  page,
}) => {
  await asOwnClient(page);
  // The page's own clock, moved on while the test waits: the seconds between its tries pass at once.
  await page.clock.install();
  let refuse = true;
  await page.route(CATALOGUE, (route) => (refuse ? route.abort("internetdisconnected") : route.continue()));
  await gotoReady(page, STORE);
  await page.getByRole("button", { name: "START SHOPPING" }).click();
  await page.getByRole("button", { name: "Proceed as Guest" }).click();
  // The view is there before its products: the search and Show All work on what loads next.
  await expect(page.getByRole("button", { name: "Show All" })).toBeVisible();
  // Two more tries a few seconds apart, then the customer is asked.
  const failed = page
    .getByRole("alert")
    .filter({ hasText: "The products could not be loaded. Please check your network." });
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(failed).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("list", { name: "Products" })).toHaveCount(0);

  refuse = false;
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Add Coriander", exact: true })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("a phone downloads a shop's catalogue once per change: the next visit reads it from the phone", async ({
  page,
}) => {
  await asOwnClient(page);
  // A shop of its own: no other test changes its catalogue between the two visits.
  const shop = await newShop(page.request, { prefix: "once", products: [{ name: "Toor Dal", mrp: 150, price: 140 }] });
  const catalogueFetches = () =>
    page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith("/catalogue"))
        .map((e) => ({ url: e.name, bytes: e.transferSize })),
    );
  await gotoReady(page, `/${shop.shopUrl}?open=cart`);
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  const [first] = await catalogueFetches();
  expect(first!.bytes).toBeGreaterThan(0);

  await gotoReady(page, `/${shop.shopUrl}?open=cart`);
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  // The same address (nothing changed), and nothing came over the network for it.
  expect(await catalogueFetches()).toEqual([{ url: first!.url, bytes: 0 }]);
});
