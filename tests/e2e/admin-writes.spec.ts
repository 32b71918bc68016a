// Issue: a double tap on Add created two products. Every admin write carries the page's write key; the same form sent
// twice (a double tap, a retry on a flaky network) writes once and both answers are the same, while the same product
// added again from a freshly loaded form is a new write. A post without a key, and the middleware on its own, are
// checked in tests/integration/write-once.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { apiPost } from "./api";
import { gotoReady } from "./helpers";

/** Opens a fresh product form and fills it; returns the form as the browser would send it (its hidden write key included). */
async function filledProductForm(page: Page, name: string): Promise<string> {
  await gotoReady(page, "/adminpanel/products/new");
  await page.getByLabel("Product name", { exact: true }).fill(name);
  await page.getByLabel("MRP in Rs.", { exact: true }).fill("60");
  await page.getByLabel("Final price in Rs.", { exact: true }).fill("55");
  return page.getByRole("button", { name: "Add product" }).evaluate((button) => {
    const form = (button as HTMLButtonElement).form!;
    return new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  });
}

test("a double tap on Add creates one product; adding it again after the page reloaded creates a second", async ({
  page,
  baseURL,
}) => {
  await newShopAdmin(page, { prefix: "dbl", at: null });
  const body = await filledProductForm(page, "Sona Masoori Rice");
  expect(body).toMatch(/(^|&)_write=[A-Za-z0-9_-]{16,}(&|$)/);

  // Two taps reach the server together: the same form, the same session, the same moment.
  const send = () =>
    apiPost(page.request, "/adminpanel/products/new", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL! },
      data: body,
      maxRedirects: 0,
    });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((a) => a.status())).toEqual([302, 302]);
  expect(answers[1]!.headers().location).toBe(answers[0]!.headers().location);

  await page.goto("/adminpanel/products");
  await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (1)" })).toBeVisible();

  // The same product again, on purpose, from a freshly loaded form: a new key, a new write.
  const again = await filledProductForm(page, "Sona Masoori Rice");
  expect(again).not.toBe(body);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("The product 'Sona Masoori Rice' added successfully.", { exact: true })).toBeVisible();
  await page.goto("/adminpanel/products");
  await expect(page.getByRole("heading", { name: "LIST OF PRODUCTS (2)" })).toBeVisible();
});
