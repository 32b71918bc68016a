// GST's settings (issue 28, part 1), by an admin who reads the panel in Marathi: the shop becomes a regular GST shop
// once a GSTIN with a wrong check character has been refused, a product gets its HSN code and 18%, and Products-Tax
// saves two rows at once. The refusals through the routes, another shop's rows and the sheet's columns are asserted in
// tests/integration/tax-settings.test.ts. Every text is read from the panel's books.
import { expect, type Page, test } from "@playwright/test";
import { panelTexts } from "../fixtures/panel-texts";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";

const t = panelTexts("mr");
const say = (english: string) => (t.tax.said as Record<string, string>)[english] ?? english;

const row = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

test("a shop becomes Regular GST, a product gets HSN and 18%, and Products-Tax saves two rows", async ({ page }) => {
  await newShopAdmin(page, {
    prefix: "gst",
    language: "mr",
    products: [
      { name: "Parle Biscuit", mrp: 10, price: 10, rating: 9 },
      { name: "Tea Powder", mrp: 120, price: 115, rating: 8 },
      { name: "Loose Rice", mrp: 60, price: 55, rating: 7 },
    ],
    at: "/adminpanel/store-settings",
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");

  // Store Settings → Tax (GST): not registered until the shop says otherwise.
  const tax = page.getByRole("form", { name: t.tax.shop.title });
  await expect(tax.getByRole("radio", { name: t.tax.shop.kinds.none })).toBeChecked();
  await tax.getByRole("radio", { name: t.tax.shop.kinds.regular }).check();
  const gstin = tax.getByLabel(say("GSTIN"), { exact: true });
  const save = tax.getByRole("button", { name: t.tax.shop.save });
  // The state starts from the shop's address (Maharashtra, 27).
  await expect(tax.getByLabel(say("State"), { exact: true })).toHaveValue("27");
  await tax.getByLabel(say("Legal name"), { exact: true }).fill("Sai Traders");
  // One character off at the end: refused as typed, and the form cannot be sent.
  await gstin.fill("27aapfu0939f1za");
  await gstin.blur();
  await expect(
    tax.getByText(say("This GSTIN's last character does not match the others: check it for a typing mistake")),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await screenshot(page, "tax-settings-refused-mr-360.png");
  await gstin.fill("27aapfu 0939f1zv");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(t.tax.shop.updated)).toBeVisible();
  await expect(tax.getByRole("radio", { name: t.tax.shop.kinds.regular })).toBeChecked();
  await expect(gstin).toHaveValue("27AAPFU0939F1ZV");
  await screenshot(page, "tax-settings-regular-mr-360.png");

  // A product's HSN code and GST rate in its form.
  await gotoReady(page, "/adminpanel/products");
  await page.getByRole("link", { name: t.kit.editName("Parle Biscuit"), exact: true }).click();
  const hsn = page.getByLabel(say("HSN code"), { exact: true });
  await expect(hsn).toBeVisible();
  await hsn.fill("1905");
  await page.getByLabel(say("GST rate"), { exact: true }).selectOption({ label: t.tax.product.rateOption(1800) });
  await screenshot(page, "tax-product-form-mr-360.png");
  await page.getByRole("button", { name: t.products.form.update }).click();
  await expect(page.getByText(t.products.updated("Parle Biscuit"))).toBeVisible();
  await page.getByRole("link", { name: t.kit.editName("Parle Biscuit"), exact: true }).click();
  await expect(page.getByLabel(say("HSN code"), { exact: true })).toHaveValue("1905");
  await expect(page.getByLabel(say("GST rate"), { exact: true })).toHaveValue("1800");

  // Products-Tax: two rows changed, one Save for both.
  await gotoReady(page, "/adminpanel/products-tax");
  await expect(page.getByRole("heading", { level: 1, name: t.menu.screens.productsTax })).toBeVisible();
  const biscuit = row(page, "Parle Biscuit");
  await expect(biscuit.getByLabel(say("HSN code"))).toHaveValue("1905");
  await expect(biscuit.getByLabel(say("GST rate"))).toHaveValue("1800");
  const tea = row(page, "Tea Powder");
  const rice = row(page, "Loose Rice");
  await tea.getByLabel(say("HSN code")).fill("0902");
  await tea.getByLabel(say("GST rate")).selectOption("500");
  await rice.getByLabel(say("HSN code")).fill("10");
  const saveRows = page.getByRole("button", { name: t.tax.bulk.save(2) });
  await expect(rice.getByText(say("Enter an HSN code of 4, 6 or 8 digits, or leave it empty"))).toBeVisible();
  await expect(saveRows).toBeDisabled();
  await rice.getByLabel(say("HSN code")).fill("1006");
  await expect(saveRows).toBeEnabled();
  await screenshot(page, "tax-products-tax-mr-360.png", { fullPage: false });
  await saveRows.click();
  await expect(page.getByText(t.tax.bulk.saved(2))).toBeVisible();
  await expect(tea.getByText(t.bulk.rowUpdated)).toBeVisible();
  await screenshot(page, "tax-products-tax-saved-mr-360.png", { fullPage: false });

  // As stored: the screen read afresh shows both rows' new values.
  await gotoReady(page, "/adminpanel/products-tax");
  await expect(row(page, "Tea Powder").getByLabel(say("HSN code"))).toHaveValue("0902");
  await expect(row(page, "Tea Powder").getByLabel(say("GST rate"))).toHaveValue("500");
  await expect(row(page, "Loose Rice").getByLabel(say("HSN code"))).toHaveValue("1006");
  await expect(row(page, "Loose Rice").getByLabel(say("GST rate"))).toHaveValue("0");
});
