// Spec 1 §2 (top bar, status line, quick mode, views in history, /check-out), §4 (browsing modes, favourites, sorting),
// §5 (search, guest favourite), §8. Demo data: db/seed/demo-stores.ts, db/seed/data/vegetables.ts and grocery.ts.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { browseAsGuest, gotoReady, productItems, screenshot, scrollThroughProducts, shopAsRegular, shownCount, stored } from "./helpers";

const STORE = "/demoveggiestore"; // no product images: quick mode is on; 2 offers; Jackfruit and Strawberry out of stock
const DESKTOP = { width: 1280, height: 800 };

const statusLine = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const filters = (page: Page) => page.getByRole("group", { name: "Filters" });
const filterButton = (page: Page, label: "Favourites" | "Added" | "Discounted") => filters(page).getByRole("button", { name: new RegExp(`^${label}\\(\\d+\\)$`) });
const sortButton = (page: Page, label: "Namewise" | "Pricewise" | "Stockwise") => page.getByRole("group", { name: "Sort" }).getByRole("button", { name: new RegExp(`^${label}`) });
const star = (page: Page, product: string) => page.getByRole("button", { name: `Favourite ${product}`, exact: true });
const add = (page: Page, product: string) => page.getByRole("button", { name: `Add ${product}`, exact: true }).click();
const search = (page: Page) => page.getByRole("combobox", { name: "Search products" });

/** Stops the page's clock (installed with page.clock.install()) a second ahead of its own now (a margin for a busy machine). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Spec 1 §9: the favourite messages stay one second (the others two). The page's clock must be paused. */
async function expectShownForOneSecond(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  await page.clock.runFor(999);
  await expect(message).toBeVisible();
  await page.clock.runFor(1);
  await expect(message).toBeHidden();
  await page.clock.resume();
}

/** The names of the listed products, in order (quick mode: each row's star is labelled 'Favourite {name}'). */
async function listedNames(page: Page): Promise<string[]> {
  const labels = await productItems(page).getByRole("button", { name: /^Favourite / }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return labels.map((l) => l.replace(/^Favourite /, ""));
}

/** The final price of each listed product in paise (the first 'Rs. …' of a row; a struck-through mrp follows it). */
async function listedPrices(page: Page): Promise<number[]> {
  const texts = await productItems(page).allInnerTexts();
  return texts.map((t) => {
    const m = t.match(/Rs\. (\d+)(?:\.(\d\d))?/);
    if (!m) throw new Error(`no price in ${JSON.stringify(t)}`);
    return Number(m[1]) * 100 + Number(m[2] ?? 0);
  });
}

function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => (seen.push(`${d.type()}: ${d.message()}`), void d.accept()));
  return seen;
}

test.describe("quick mode", () => {
  test("is on by default in a store without product images: compact rows, stars and the bottom bar", async ({ page }) => {
    await browseAsGuest(page, STORE);
    const n = await shownCount(page);
    const quick = page.getByRole("checkbox", { name: "Quick Mode" });
    await expect(quick).toBeChecked();
    await expect(filters(page).getByRole("button")).toHaveText([/^Favourites\(0\)$/, /^Added\(0\)$/, /^Discounted\(\d+\)$/]);
    await expect(page.getByRole("group", { name: "Sort" }).getByRole("button")).toHaveText(["Namewise", "Pricewise", "Stockwise"]);
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

  test("a guest cannot star a product", async ({ page }) => {
    const dialogs = acceptDialogs(page);
    await browseAsGuest(page, STORE);
    await star(page, "Onion").click();
    await expect.poll(() => dialogs).toEqual(["alert: Guest is not allowed to mark a product as favourite."]);
    await expect(star(page, "Onion")).toHaveAttribute("aria-pressed", "false");
    await expect(filterButton(page, "Favourites")).toHaveText("Favourites(0)");
    await expect(page.getByText("added to favourite list")).toHaveCount(0);
  });

  test("Added(n) counts the products in the list and filters them", async ({ page }) => {
    await browseAsGuest(page, STORE);
    await expect(filterButton(page, "Added")).toHaveText("Added(0)");
    await add(page, "Coriander");
    await expect(filterButton(page, "Added")).toHaveText("Added(1)");
    await add(page, "Onion");
    await expect(filterButton(page, "Added")).toHaveText("Added(2)");
    await filterButton(page, "Added").click();
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();
    expect((await listedNames(page)).sort()).toEqual(["Coriander", "Onion"]);
    // Taking a product out of the list drops it from the filter.
    await page.getByRole("button", { name: "Less Coriander", exact: true }).click();
    await expect(filterButton(page, "Added")).toHaveText("Added(1)");
    expect(await listedNames(page)).toEqual(["Onion"]);
  });

  test("Discounted(n) is the number of products with a struck-through mrp, and filters them", async ({ page }) => {
    await browseAsGuest(page, STORE);
    const n = await shownCount(page);
    await scrollThroughProducts(page, n);
    const struck = await productItems(page).filter({ has: page.locator("s") }).count();
    expect(struck).toBeGreaterThan(0);
    await expect(filterButton(page, "Discounted")).toHaveText(`Discounted(${struck})`);

    await filterButton(page, "Discounted").click();
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();
    await scrollThroughProducts(page, struck);
    await expect(productItems(page).filter({ hasNot: page.locator("s") })).toHaveCount(0);
    // Each struck price is above the price shown before it, with the discount percent.
    for (const text of await productItems(page).allInnerTexts()) {
      const [price, mrp] = [...text.matchAll(/Rs\. (\d+(?:\.\d\d)?)/g)].map((m) => Number(m[1]));
      expect(mrp, text).toBeGreaterThan(price!);
      expect(text).toMatch(/\d+% off/);
    }
  });

  test("Namewise sorts A→Z then Z→A; Pricewise by price, lowest first; Stockwise out-of-stock first, then last", async ({ page }) => {
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

test.describe("top bar", () => {
  test("a category from the panel shows its products and clears the filters", async ({ page }) => {
    await browseAsGuest(page, STORE);
    await add(page, "Onion");
    await filterButton(page, "Added").click();
    await expect(filterButton(page, "Added")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Showing filtered items", { exact: true })).toBeVisible();

    const categories = page.getByRole("navigation", { name: "Categories" });
    const leafy = categories.getByRole("button", { name: "Leafy Vegetables", exact: true });
    await leafy.click();
    await expect(leafy).toHaveAttribute("aria-pressed", "true");
    const status = statusLine(page, /^Showing Leafy Vegetables - \d+ items$/);
    await expect(status).toBeVisible();
    const n = Number((await status.textContent())!.match(/(\d+) items$/)![1]);
    expect(n).toBeGreaterThan(0);
    await expect(filterButton(page, "Added")).toHaveAttribute("aria-pressed", "false");
    await scrollThroughProducts(page, n);
    const names = await listedNames(page);
    expect(names).toContain("Coriander");
    expect(names).not.toContain("Onion");
    // The counts are over the category's list: the Onion in the cart is not in it.
    await expect(filterButton(page, "Added")).toHaveText("Added(0)");

    // Choosing it again shows everything.
    await leafy.click();
    await expect(statusLine(page, /^Showing all \d+ items$/)).toBeVisible();
  });

  test("a brand in the grocery store shows 'Showing Brand-{brand}-N items'", async ({ page }) => {
    await browseAsGuest(page, "/demogrocerystore");
    const brands = page.getByRole("navigation", { name: "Brands" });
    await expect(brands.getByRole("button")).not.toHaveCount(0);
    const brand = brands.getByRole("button", { name: "Gharguti", exact: true });
    await brand.click();
    const status = statusLine(page, /^Showing Brand-Gharguti-\d+ items$/);
    await expect(status).toBeVisible();
    const n = Number((await status.textContent())!.match(/-(\d+) items$/)![1]);
    expect(n).toBeGreaterThan(1);
    await scrollThroughProducts(page, n);
    expect(await listedNames(page)).toContain("Wheat Atta 5 kg");
    expect(await listedNames(page)).not.toContain("Wheat Atta 1 kg"); // Dhanyakosh

    await page.getByRole("button", { name: "Show All", exact: true }).click();
    await expect(brand).toHaveAttribute("aria-pressed", "false");
    await expect(statusLine(page, /^Showing all \d+ items$/)).toBeVisible();
  });

  test("Offers lists the shop's special offers", async ({ page }) => {
    await browseAsGuest(page, STORE);
    const offers = page.getByRole("button", { name: "Offers", exact: true });
    await offers.click();
    await expect(offers).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Showing 2 special offer(s)", { exact: true })).toBeVisible();
    const list = page.getByRole("list", { name: "Special offers" });
    await expect(list.getByRole("heading")).toHaveText(["Sunday Sabzi", "Fruit Basket"]);
    await expect(list).toContainText("5% off on all leafy vegetables every Sunday morning.");
    await expect(list).toContainText("Buy fruits worth Rs. 500 and get a dozen bananas free.");
    await expect(page.getByRole("list", { name: "Products" })).toHaveCount(0);
    await screenshot(page, "offers-360.png", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await expect(list).toBeVisible();
    await screenshot(page, "offers-desktop.png", { fullPage: false });

    await offers.click();
    await expect(statusLine(page, /^Showing all \d+ items$/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  });

  test("a store without offers says 'No Special offers yet.'", async ({ page }) => {
    // A new store, as the wizard leaves it: the vegetables master list, no offers, not activated yet.
    const shop = await newShop(page.request, { type: "vegetables", prefix: "off", owner: { status: "not ready" } });

    // Not activated: straight to browsing.
    await gotoReady(page, `/${shop.shopUrl}`);
    await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
    await page.getByRole("button", { name: "Offers", exact: true }).click();
    await expect(page.getByText("Showing 0 special offer(s)", { exact: true })).toBeVisible();
    await expect(page.getByText("No Special offers yet.", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Special offers" })).toHaveCount(0);
  });

  test("typing suggests products by word prefix; picking one shows it alone and titles the page", async ({ page }) => {
    await browseAsGuest(page, STORE);
    await expect(page).toHaveTitle("Demo Veggie Store-demoveggiestore");
    const box = search(page);
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });

    // "ato" is inside Potato and Tomato but starts no word: no suggestion (the list itself still filters by "contains").
    await box.fill("ato");
    await expect(statusLine(page, /^Showing total \d+ matched items$/)).toBeVisible();
    await expect(suggestions).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");

    // "kan" starts "kanda", a search word of Onion.
    await box.fill("kan");
    await expect(suggestions).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const onion = suggestions.getByRole("option", { name: "Onion", exact: true });
    await expect(onion).toBeVisible();
    const options = await suggestions.getByRole("option").allTextContents();
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(8);
    await screenshot(page, "suggestions-360.png", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await expect(onion).toBeVisible();
    await screenshot(page, "suggestions-desktop.png", { fullPage: false });
    await page.setViewportSize({ width: 360, height: 780 });

    await onion.click();
    await expect(suggestions).toHaveCount(0);
    await expect(page.getByText("Showing selected item", { exact: true })).toBeVisible();
    await expect(box).toHaveValue("Onion");
    expect(await listedNames(page)).toEqual(["Onion"]);
    await expect(page).toHaveTitle("Onion-demoveggiestore");

    await page.getByRole("button", { name: "Show All", exact: true }).click();
    await expect(box).toHaveValue("");
    await expect(statusLine(page, /^Showing all \d+ items$/)).toBeVisible();
    await expect(page).toHaveTitle("Demo Veggie Store-demoveggiestore");
  });

  test("the keyboard picks a suggestion: arrows move, Enter picks", async ({ page }) => {
    await browseAsGuest(page, STORE);
    const box = search(page);
    await box.fill("kan");
    const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
    const name = (await first.textContent())!;
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page.getByText("Showing selected item", { exact: true })).toBeVisible();
    expect(await listedNames(page)).toEqual([name]);
  });
});

test.describe("views in history", () => {
  test("the browser's Back button goes from the cart back to the list, with the cart kept", async ({ page }) => {
    await browseAsGuest(page, STORE);
    await add(page, "Coriander");
    await page.getByRole("button", { name: "More Coriander", exact: true }).click();
    await add(page, "Onion");
    const cartButton = page.getByRole("button", { name: "Checkout (2) Rs. 68", exact: true });
    await cartButton.click();
    await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Your Yaadi" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
    await expect(cartButton).toBeVisible();
    await expect(page.getByLabel("Quantity of Coriander", { exact: true })).toHaveText("2");
    await expect(page.getByLabel("Quantity of Onion", { exact: true })).toHaveText("1 kg");

    // Forward again is the cart.
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  });

  test("/check-out after visiting a store opens that store's cart", async ({ page }) => {
    await browseAsGuest(page, STORE);
    await add(page, "Onion");
    await expect(page.getByRole("button", { name: "Checkout (1) Rs. 38", exact: true })).toBeVisible();

    await page.goto("/check-out");
    await expect(page).toHaveURL(/\/demoveggiestore\?open=cart$/);
    await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
    await expect(page.getByLabel("Quantity of Onion", { exact: true })).toHaveText("1 kg");
    await expect(page.getByRole("button", { name: "Delete Onion", exact: true })).toBeVisible();
  });

  test("/check-out without a store visited goes to the home page", async ({ page }) => {
    await page.goto("/check-out");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Start Now" })).toBeVisible();
  });
});
