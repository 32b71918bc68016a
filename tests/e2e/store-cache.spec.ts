// The store page from the edge cache (docs/decisions/0017): a customer's second load comes from the cache, a price the
// admin saves shows on the next load, and the admin's own view and billing mode never come from it nor go into it.
// Keys, nonces and every kind of write are asserted in tests/integration/store-page-cache.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { asOwnClient, browseAsGuest, gotoReady, productItems } from "./helpers";

/** Loads the store page and says where it came from (the Worker's X-Store-Cache header). */
async function load(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await response!.allHeaders())["x-store-cache"] ?? null;
}

test("a customer's page comes from the cache until the admin saves a price; the admin's views never do", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "cache",
    owner: { version: 3 },
    products: [{ name: "Basmati Rice", mrp: 120, price: 110, rating: 9 }],
    at: null,
  });
  const store = `/${admin.shopUrl}`;
  const customerContext = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const customer = await customerContext.newPage();
  await asOwnClient(customer);

  expect(await load(customer, store)).toBe("MISS");
  expect(await load(customer, store)).toBe("HIT");
  await browseAsGuest(customer, store);
  await expect(productItems(customer).filter({ hasText: "Basmati Rice" })).toContainText("Rs. 110");
  await expect(customer.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

  // The admin saves a new price on Products-Price.
  await gotoReady(page, "/adminpanel/prices");
  const rice = page.getByRole("listitem", { name: "Basmati Rice", exact: true });
  await rice.getByLabel("Final price (Rs.)").fill("99");
  await rice.getByRole("button", { name: "Save" }).click();
  await expect(rice.getByText("Price of Basmati Rice updated successfully", { exact: true })).toBeVisible();

  // The customer's next load is rendered afresh, with the new price, and kept again.
  expect(await load(customer, store)).toBe("MISS");
  await browseAsGuest(customer, store);
  await expect(productItems(customer).filter({ hasText: "Basmati Rice" })).toContainText("Rs. 99");

  // The admin's own view of the store and billing mode are rendered for the admin alone.
  expect(await load(page, store)).toBe("BYPASS");
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  expect(await load(page, `${store}?billing=yes`)).toBe("BYPASS");
  await expect(page.getByText("Billing mode ·")).toBeVisible();

  // …and never reach the customer, whose next load is the kept customer's page.
  expect(await load(customer, store)).toBe("HIT");
  await browseAsGuest(customer, store);
  await expect(customer.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expect(productItems(customer).filter({ hasText: "Basmati Rice" })).toContainText("Rs. 99");
  await customerContext.close();
});
