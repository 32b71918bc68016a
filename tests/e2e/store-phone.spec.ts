// The store on a 360 px phone: no quantity hidden under a button, a bulk line's controls on one line in browse and in
// the cart, the shop's name whole beside a growing cart button, and the shop's contact on every view.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { asOwnClient, browseAsGuest, DEMO_VEGGIE, screenshot } from "./helpers";

const STORE = `/${DEMO_VEGGIE.url}`;
const add = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The quantity's text is wholly visible: wider than its text, and clear of the − and + beside it. */
async function expectQuantityVisible(page: Page, name: string) {
  const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
  const fits = await quantity.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, `${name}: the quantity's text fits its box`).toBe(true);
  const [q, less, more] = [
    await box(quantity),
    await box(page.getByRole("button", { name: `Less ${name}`, exact: true })),
    await box(page.getByRole("button", { name: `More ${name}`, exact: true })),
  ];
  expect(less.x + less.width).toBeLessThanOrEqual(q.x + 0.5);
  expect(q.x + q.width).toBeLessThanOrEqual(more.x + 0.5);
}

/** −, the quantity, +, the weight chooser and C share one line. */
async function expectBulkControlsOnOneLine(page: Page, name: string) {
  const controls = [
    page.getByRole("button", { name: `Less ${name}`, exact: true }),
    page.getByLabel(`Quantity of ${name}`, { exact: true }),
    page.getByRole("button", { name: `More ${name}`, exact: true }),
    page.getByLabel(`Weight step for ${name}`, { exact: true }),
    page.getByRole("button", { name: `Clear ${name}`, exact: true }),
  ];
  const middles = await Promise.all(controls.map(async (c) => ((b) => b.y + b.height / 2)(await box(c))));
  for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(4);
  const right = await box(controls[4]!);
  expect(right.x + right.width).toBeLessThanOrEqual(360);
}

test("at 360 px quantities stay visible and a bulk line's controls share one line, in browse and in the cart", async ({
  page,
}) => {
  await browseAsGuest(page, STORE);
  for (const name of ["Green Chilli", "Onion", "Coriander"]) await add(page, name);
  for (const name of ["Green Chilli", "Onion", "Coriander"]) await expectQuantityVisible(page, name);

  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("bulk");
  await search.press("Enter");
  const bulk = "Onion (bulk)";
  await add(page, bulk);
  // The largest quantities the chooser reaches are still read whole.
  await page.getByLabel(`Weight step for ${bulk}`, { exact: true }).selectOption({ label: "1000 kg" });
  await page.getByRole("button", { name: `More ${bulk}`, exact: true }).click();
  await expect(page.getByLabel(`Quantity of ${bulk}`, { exact: true })).toHaveText("1010 kgs");
  await expectQuantityVisible(page, bulk);
  await expectBulkControlsOnOneLine(page, bulk);

  // The shop's name is whole beside the grown cart button.
  const name = page.getByRole("banner").getByText("Demo Veggie Store", { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(
    true,
  );
  await expect(page.getByRole("button", { name: /^Checkout \(4\) Rs\. [\d,]+$/ })).toBeVisible();
  await screenshot(page, "store-phone-browse-bulk-360.png");

  await page.getByRole("button", { name: /^Checkout \(4\)/ }).click();
  await expect(page.getByRole("heading", { name: "Your Yaadi" })).toBeVisible();
  for (const name of ["Green Chilli", "Onion", "Coriander", bulk]) await expectQuantityVisible(page, name);
  await expectBulkControlsOnOneLine(page, bulk);
  await screenshot(page, "store-phone-cart-360.png");
});

test("a new store without an About us page still shows its name and WhatsApp contact", async ({ page }) => {
  await asOwnClient(page);
  const shop = await newShop(page.request, {
    prefix: "plain",
    owner: { homePageFacility: false },
    products: [{ name: "Toor Dal", mrp: 150, price: 140 }],
  });
  await browseAsGuest(page, `/${shop.shopUrl}`);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(shop.storeName, { exact: true })).toBeVisible();
  const contact = footer.getByRole("link", { name: "WhatsApp 9876543210" });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute("href", "https://wa.me/919876543210");
  await screenshot(page, "store-phone-contact-360.png");
});
