// Spec 1 §2 quick mode, §4 (browsing modes, favourites, sorting), §5 (guest favourite), §9. Demo data:
// scripts/seed/demo-stores.ts, scripts/seed/data/vegetables.ts. The top bar, search and views in history are in
// browse.spec.ts.
import { expect, test } from "@playwright/test";
import {
  acceptDialogs,
  add,
  amountsIn,
  DESKTOP,
  expectShownForOneSecond,
  filterButton,
  filters,
  listedNames,
  listedPrices,
  pauseClock,
  STORE,
  sortButton,
  star,
} from "./browse-helpers";
import {
  browseAsGuest,
  productItems,
  screenshot,
  scrollThroughProducts,
  shopAsRegular,
  shownCount,
  stored,
} from "./helpers";

test.describe("quick mode", () => {
  test("is on by default in a store without product images: compact rows, stars and the bottom bar", async ({
    page,
  }) => {
    await browseAsGuest(page, STORE);
    const n = await shownCount(page);
    const quick = page.getByRole("checkbox", { name: "Quick Mode" });
    await expect(quick).toBeChecked();
    await expect(filters(page).getByRole("button")).toHaveText([
      /^Favourites\(0\)$/,
      /^Added\(0\)$/,
      /^Discounted\(\d+\)$/,
    ]);
    await expect(page.getByRole("group", { name: "Sort" }).getByRole("button")).toHaveText([
      "Namewise",
      "Pricewise",
      "Stockwise",
    ]);
    await expect(star(page, "Onion")).toBeVisible();
    await screenshot(page, "browse-quick-360.png", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await expect(star(page, "Onion")).toBeVisible();
    await screenshot(page, "browse-quick-desktop.png", { fullPage: false });
    await page.setViewportSize({ width: 360, height: 780 });

    // The demo stores have no product images, but the shop's image setting is on, so the checkbox shows: off → cards.
    await quick.uncheck();
    await expect(filters(page)).toHaveCount(0);
    await expect(star(page, "Onion")).toHaveCount(0);
    const onionCard = productItems(page).filter({ has: page.getByRole("button", { name: "Add Onion", exact: true }) });
    await expect(onionCard.getByText("Nashik red onion, price per kg", { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing all ${n} items`, { exact: true })).toBeVisible();
    await screenshot(page, "browse-cards-360.png", { fullPage: false });
    await quick.check();
    await expect(star(page, "Onion")).toBeVisible();
    await expect(onionCard.getByText("Nashik red onion, price per kg")).toHaveCount(0);
    await expect(filters(page)).toBeVisible();
  });

  test("a regular customer stars a product, filters Favourites, and takes the star off", async ({ page }) => {
    // The messages' one second is measured on the page's own clock, paused around each tap: how busy the machine is
    // does not decide the test.
    await page.clock.install();
    await shopAsRegular(page, STORE);
    const all = await shownCount(page);

    await pauseClock(page);
    await star(page, "Onion").click();
    const added = page.getByText("added to favourite list", { exact: true });
    await expectShownForOneSecond(page, added);
    await expect(star(page, "Onion")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "Favourites")).toHaveText("Favourites(1)");
    expect(await stored<number[]>(page, "favourites:demoveggiestore")).toHaveLength(1);

    await filterButton(page, "Favourites").click();
    await expect(filterButton(page, "Favourites")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();
    await expect(productItems(page)).toHaveCount(1);
    await expect(productItems(page).getByRole("button", { name: "Favourite Onion", exact: true })).toBeVisible();

    await pauseClock(page);
    await star(page, "Onion").click();
    const removed = page.getByText("removed from favourite list", { exact: true });
    await expectShownForOneSecond(page, removed);
    await expect(filterButton(page, "Favourites")).toHaveText("Favourites(0)");
    await expect(productItems(page)).toHaveCount(0);
    await expect(page.getByText("No matched item found.", { exact: true })).toBeVisible();
    expect(await stored<number[]>(page, "favourites:demoveggiestore")).toEqual([]);

    await filterButton(page, "Favourites").click();
    await expect(page.getByText(`Showing all ${all} items`, { exact: true })).toBeVisible();
  });

  test("a guest cannot star a product; Added(n) counts the products in the list and filters them", async ({ page }) => {
    const dialogs = acceptDialogs(page);
    await browseAsGuest(page, STORE);
    await star(page, "Onion").click();
    await expect.poll(() => dialogs).toEqual(["alert: Guest is not allowed to mark a product as favourite."]);
    await expect(star(page, "Onion")).toHaveAttribute("aria-pressed", "false");
    await expect(filterButton(page, "Favourites")).toHaveText("Favourites(0)");
    await expect(page.getByText("added to favourite list")).toHaveCount(0);

    await expect(filterButton(page, "Added")).toHaveText("Added(0)");
    await add(page, "Coriander");
    await expect(filterButton(page, "Added")).toHaveText("Added(1)");
    await add(page, "Onion");
    await expect(filterButton(page, "Added")).toHaveText("Added(2)");
    await filterButton(page, "Added").click();
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();
    await expect.poll(async () => (await listedNames(page)).sort()).toEqual(["Coriander", "Onion"]);
    // Taking a product out of the list drops it from the filter.
    await page.getByRole("button", { name: "Less Coriander", exact: true }).click();
    await expect(filterButton(page, "Added")).toHaveText("Added(1)");
    await expect.poll(() => listedNames(page)).toEqual(["Onion"]);
  });

  test("Discounted(n) is the number of products with a struck-through mrp, and filters them", async ({ page }) => {
    await browseAsGuest(page, STORE);
    const n = await shownCount(page);
    await scrollThroughProducts(page, n);
    const struck = await productItems(page)
      .filter({ has: page.locator("s") })
      .count();
    expect(struck).toBeGreaterThan(0);
    await expect(filterButton(page, "Discounted")).toHaveText(`Discounted(${struck})`);

    await filterButton(page, "Discounted").click();
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();
    await scrollThroughProducts(page, struck);
    await expect(productItems(page).filter({ hasNot: page.locator("s") })).toHaveCount(0);
    // Each struck price is above the price shown before it, with the discount percent.
    for (const text of await productItems(page).allInnerTexts()) {
      const [price, mrp] = amountsIn(text);
      expect(mrp, text).toBeGreaterThan(price!);
      expect(text).toMatch(/\d+% off/);
    }
  });

  test("Namewise sorts A→Z then Z→A; Pricewise by price, lowest first; Stockwise out-of-stock first, then last", async ({
    page,
  }) => {
    await browseAsGuest(page, STORE);
    const n = await shownCount(page);
    await scrollThroughProducts(page, n);
    const byRating = await listedNames(page);
    expect(byRating).toHaveLength(n);
    const collator = new Intl.Collator("en", { sensitivity: "base" });
    const aToZ = [...byRating].sort(collator.compare);

    await sortButton(page, "Namewise").click();
    await expect(sortButton(page, "Namewise")).toHaveAccessibleName("Namewise, sorted ascending");
    await scrollThroughProducts(page, n);
    expect(await listedNames(page)).toEqual(aToZ);

    await sortButton(page, "Namewise").click();
    await expect(sortButton(page, "Namewise")).toHaveAccessibleName("Namewise, sorted descending");
    await scrollThroughProducts(page, n);
    expect(await listedNames(page)).toEqual([...aToZ].reverse());
    // A sort keeps the whole list: the status line still counts everything.
    await expect(page.getByText(`Showing all ${n} items`, { exact: true })).toBeVisible();

    await sortButton(page, "Pricewise").click();
    await expect(sortButton(page, "Pricewise")).toHaveAccessibleName("Pricewise, sorted ascending");
    await expect(sortButton(page, "Namewise")).toHaveAccessibleName("Namewise");
    await scrollThroughProducts(page, n);
    const prices = await listedPrices(page);
    expect(prices).toHaveLength(n);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Stockwise: out-of-stock first (instock 0 before 1), then the other way round; equal stock reads A→Z.
    await sortButton(page, "Stockwise").click();
    await expect(sortButton(page, "Stockwise")).toHaveAccessibleName("Stockwise, sorted ascending");
    await scrollThroughProducts(page, n);
    const outOfStock = ["Jackfruit", "Strawberry"];
    const inStockAToZ = aToZ.filter((name) => !outOfStock.includes(name));
    expect(await listedNames(page)).toEqual([...outOfStock, ...inStockAToZ]);
    await expect(productItems(page).first()).toContainText("Out-of-stock");
    await sortButton(page, "Stockwise").click();
    await expect(sortButton(page, "Stockwise")).toHaveAccessibleName("Stockwise, sorted descending");
    await scrollThroughProducts(page, n);
    expect(await listedNames(page)).toEqual([...inStockAToZ, ...outOfStock]);
  });
});
