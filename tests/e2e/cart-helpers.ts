// The store's list and cart as the order specs drive them (order-flow, order-integrity, repeat-order): the product
// buttons, the cart's lines, and the veggie demo's three-item yaadi (scripts/seed/data/vegetables.ts).
import { expect, type Page } from "@playwright/test";

export const add = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
export const moreButton = (page: Page, name: string) => page.getByRole("button", { name: `More ${name}`, exact: true });
export const more = (page: Page, name: string) => moreButton(page, name).click();
export const less = (page: Page, name: string) => page.getByRole("button", { name: `Less ${name}`, exact: true });
export const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });
export const cartButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** Cart lines: list items with a delete icon (Saved for Later items say "… from Saved for Later"). */
export const cartLines = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Delete (?!.*from Saved for Later$)/ }) });

/** Coriander ×2 (Rs. 15 each), Green Chilli 500 gms (Rs. 80/kg), Onion 1 kg (Rs. 38/kg): Rs. 108, each step seen. */
export async function addThreeItems(page: Page) {
  for (const [product, first, plusOne] of [
    ["Coriander", "1", "2"],
    ["Green Chilli", "250 gms", "500 gms"],
    ["Onion", "1 kg", null],
  ] as const) {
    await add(page, product);
    await expect(quantity(page, product)).toHaveText(first);
    if (plusOne) await more(page, product);
    if (plusOne) await expect(quantity(page, product)).toHaveText(plusOne);
  }
}

/** The cart holds the three items at their quantities and totals, in order. */
export async function expectCartOfThreeItems(page: Page) {
  const lines = cartLines(page);
  await expect(lines).toHaveCount(3);
  for (const [i, [product, qty, total]] of [
    ["Coriander", "2", "30.00"],
    ["Green Chilli", "500 gms", "40.00"],
    ["Onion", "1 kg", "38.00"],
  ].entries()) {
    await expect(lines.nth(i)).toHaveText(new RegExp(`^${i + 1}\\.${product}Rs\\. ${total}`));
    await expect(lines.nth(i).getByLabel(`Quantity of ${product}`)).toHaveText(qty!);
  }
}

/** The order page's figures for the three items in the veggie demo: Rs. 108 and Rs. 20 delivery. */
export async function expectOrderPageOfThreeItems(page: Page) {
  await expect(page.getByRole("term")).toHaveText([
    "Products",
    "Grand Total",
    "Delivery Charges",
    "Net payable amount",
  ]);
  await expect(page.getByRole("definition")).toHaveText(["3", "108.00", "20.00", "128.00"]);
}
