// The admin panel at work in Marathi and in Hindi (docs/decisions/0028): an admin who reads the panel in their language
// adds a product, reads the day's Yaadi Summary and prints a yaadi, whose sheet is the store's bill in the store's
// language (here the other one: a Marathi-reading admin of a Hindi store, and the other way round). Every text is read from the books, so a test follows a better translation without being rewritten.
import { expect, test } from "@playwright/test";
import { panelTexts } from "../fixtures/panel-texts";
import { yaadiTexts } from "../fixtures/store-texts";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { ASHA, orderByApi, PRODUCTS } from "./order-helpers";

for (const [locale, storeLanguage] of [
  ["mr", "hi"],
  ["hi", "mr"],
] as const) {
  test(`an admin in ${locale} adds a product, reads today's Yaadi Summary and prints a yaadi`, async ({ page }) => {
    const t = panelTexts(locale);
    const admin = await newShopAdmin(page, {
      prefix: `pa${locale}`,
      language: locale,
      storeLanguage,
      owner: { version: 2 },
      products: PRODUCTS,
      at: "/adminpanel/products/new",
    });

    // A product added through the form: its labels, its button and the flash in the admin's language.
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await page.getByLabel(t.products.form.name, { exact: true }).fill("Basmati Rice");
    await page.getByLabel(t.products.form.mrp("1"), { exact: true }).fill("120");
    await page.getByLabel(t.products.form.finalPrice("1"), { exact: true }).fill("110");
    await screenshot(page, `languages-admin-product-${locale}-360.png`);
    await page.getByRole("button", { name: t.products.form.add }).click();
    await expect(page.getByText(t.products.added("Basmati Rice"))).toBeVisible();

    // A customer's yaadi on today's summary: 1 × Sugar at Rs. 45.
    const placed = await orderByApi(page.request, admin.shopUrl, ASHA, ["Sugar"]);
    await gotoReady(page, "/adminpanel/yaadi-summary?day=today");
    const yaadies = page.getByRole("table", { name: t.reports.summary.table });
    const open = yaadies.getByRole("link", { name: t.reports.summary.openYaadi(placed.id) });
    await expect(open).toBeVisible();
    await expect(page.getByRole("columnheader", { name: new RegExp(`^${t.reports.summary.netAmount}`) })).toBeVisible();
    await expect(
      page.locator(`dl[aria-label="${t.reports.summary.totals}"]`).getByRole("definition").first(),
    ).toHaveText("1");
    await screenshot(page, `languages-admin-summary-${locale}-360.png`, { fullPage: true });

    // The yaadi's screen shows its bill in the admin's language and prints it in the store's, for the customer.
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/adminpanel/yaadies/${placed.id}$`));
    const onScreen = yaadiTexts(locale);
    await expect(
      page.getByRole("article", { name: onScreen.heading.untitled }).getByRole("columnheader", {
        name: onScreen.table.description,
      }),
    ).toBeVisible();
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: t.yaadi.print.printYaadi }).click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
    await page.emulateMedia({ media: "print" });
    const onPaper = yaadiTexts(storeLanguage);
    const sheet = page.getByRole("article", { name: onPaper.heading.untitled });
    await expect(sheet.getByRole("columnheader", { name: onPaper.table.description })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await screenshot(page, `languages-admin-yaadi-print-${locale}-360.png`, { fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await screenshot(page, `languages-admin-yaadi-${locale}-360.png`, { fullPage: true });
  });
}
