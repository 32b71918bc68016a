// Spec 1 §2 (top bar, status line, views in history, /check-out), §5 (search), §8. Demo data:
// scripts/seed/demo-stores.ts, scripts/seed/data/vegetables.ts and grocery.ts. Quick mode, favourites and sorting are
// in browse-quick-mode.spec.ts; /check-out before any store was visited, in tests/integration/home-page.test.ts.
import { expect, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { add, DESKTOP, filterButton, listedNames, STORE, search, statusLine } from "./browse-helpers";
import { browseAsGuest, gotoReady, screenshot, scrollThroughProducts } from "./helpers";

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

  test("typing suggests products by word prefix; picking one shows it alone and titles the page; the keyboard picks one too: arrows move, Enter picks", async ({
    page,
  }) => {
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

    // The keyboard: arrows move, Enter picks.
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
    // The view's history entry is written once the view has been painted (a frame later than any finger could press
    // Back, but not later than a test could).
    await expect
      .poll(() => page.evaluate(() => (history.state as { usr?: { view?: string } } | null)?.usr?.view))
      .toBe("CART");

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
});
