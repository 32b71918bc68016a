// Locators and readings shared by the storefront browsing specs (browse.spec.ts, browse-quick-mode.spec.ts).
import { expect, type Locator, type Page } from "@playwright/test";
import { productItems } from "./helpers";

export const STORE = "/demoveggiestore"; // no product images: quick mode is on; 2 offers; Jackfruit and Strawberry out of stock
export const DESKTOP = { width: 1280, height: 800 };

export const statusLine = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
export const filters = (page: Page) => page.getByRole("group", { name: "Filters" });
export const filterButton = (page: Page, label: "Favourites" | "Added" | "Discounted") =>
  filters(page).getByRole("button", { name: new RegExp(`^${label}\\(\\d+\\)$`) });
export const sortButton = (page: Page, label: "Namewise" | "Pricewise" | "Stockwise") =>
  page.getByRole("group", { name: "Sort" }).getByRole("button", { name: new RegExp(`^${label}`) });
export const star = (page: Page, product: string) =>
  page.getByRole("button", { name: `Favourite ${product}`, exact: true });
export const add = (page: Page, product: string) =>
  page.getByRole("button", { name: `Add ${product}`, exact: true }).click();
export const search = (page: Page) => page.getByRole("combobox", { name: "Search products" });

/** Stops the page's clock (installed with page.clock.install()) a second ahead of its own now (a margin for a busy machine). */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Spec 1 §9: the favourite messages stay one second (the others two). The page's clock must be paused. */
export async function expectShownForOneSecond(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  await page.clock.runFor(999);
  await expect(message).toBeVisible();
  await page.clock.runFor(1);
  await expect(message).toBeHidden();
  await page.clock.resume();
}

/** The names of the listed products, in order (quick mode: each row's star is labelled 'Favourite {name}'). */
export async function listedNames(page: Page): Promise<string[]> {
  const labels = await productItems(page)
    .getByRole("button", { name: /^Favourite / })
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return labels.map((l) => l.replace(/^Favourite /, ""));
}

/** Every 'Rs. …' amount of a text in paise, in order; amounts are grouped the Indian way ('Rs. 1,23,456.50'). */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/Rs\. (\d[\d,]*)(?:\.(\d\d))?/g)].map(
    (m) => Number(m[1]!.replaceAll(",", "")) * 100 + Number(m[2] ?? 0),
  );
}

/** The final price of each listed product in paise (the first 'Rs. …' of a row; a struck-through mrp follows it). */
export async function listedPrices(page: Page): Promise<number[]> {
  const texts = await productItems(page).allInnerTexts();
  return texts.map((t) => {
    const price = amountsIn(t)[0];
    if (price === undefined) throw new Error(`no price in ${JSON.stringify(t)}`);
    return price;
  });
}

export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  return seen;
}
