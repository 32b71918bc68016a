// The store and the admin panel in Marathi and Hindi (docs/decisions/0028): a link names the language, the header's
// chooser changes it and the phone remembers it for the store, search finds a product typed in Devanagari, and the
// order's WhatsApp text and order page are in that language, with the same figures as in English; an admin chooses the
// panel's own language in Your Account. Every text is read from the books, so a test follows a better translation
// without being rewritten. Demo data: scripts/seed/data/vegetables.ts.
import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "#app/i18n/locale";
import { whatsAppTexts } from "#app/i18n/store/whatsapp";
import { panelTexts } from "../fixtures/panel-texts";
import { storeTexts, yaadiTexts } from "../fixtures/store-texts";
import { newShopAdmin } from "./admin-fixtures";
import { asOwnClient, E2E_CUSTOMER, gotoReady, screenshot } from "./helpers";

const STORE = "/demoveggiestore"; // minimum Rs. 100; Rs. 20 delivery below Rs. 300; WhatsApp 9000000001

/** Opens the store in a language and passes its customer form as a regular customer. */
async function shopIn(page: Page, locale: Locale) {
  const t = storeTexts(locale);
  await asOwnClient(page);
  await gotoReady(page, `${STORE}?lang=${locale}`);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const start = page.getByRole("button", { name: t.browse.startShopping });
  const proceed = page.getByRole("button", { name: t.order.customerForm.proceed });
  await expect(start.or(proceed)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await screenshot(page, `languages-form-${locale}-360.png`);
  await page.getByLabel(t.order.customerForm.name, { exact: true }).fill(E2E_CUSTOMER.name);
  await page.getByLabel(t.order.customerForm.whatsApp, { exact: true }).fill(E2E_CUSTOMER.whatsApp);
  await page.getByLabel(t.order.customerForm.address, { exact: true }).fill(E2E_CUSTOMER.address);
  await proceed.click();
  return t;
}

/** Types a Devanagari word in the search box and adds the product its suggestion names. */
async function findAndAdd(page: Page, locale: Locale, typed: string, shownName: string) {
  const t = storeTexts(locale);
  const search = page.getByRole("combobox", { name: t.browse.searchProducts });
  await search.fill(typed);
  await expect(page.getByRole("option", { name: new RegExp(shownName) }).first()).toBeVisible();
  await screenshot(page, `languages-search-${locale}-360.png`, { fullPage: false });
  await page
    .getByRole("button", { name: t.browse.addName(shownName), exact: true })
    .first()
    .click();
}

/** Opens WhatsApp from the final yaadi (the post is let through) and answers the message's decoded text. */
async function sendOrder(page: Page, locale: Locale): Promise<string> {
  await page.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await page.getByRole("button", { name: yaadiTexts(locale).openWhatsApp }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919000000001\?text=/);
  return new URL(page.url()).searchParams.get("text") ?? "";
}

for (const [locale, typed] of [
  ["mr", "कांदा"],
  ["hi", "प्याज"],
] as const) {
  test(`a customer shops in ${locale}: finds Onion typed in Devanagari, and the WhatsApp text and order page are in ${locale}`, async ({
    page,
  }) => {
    const t = await shopIn(page, locale);
    // Onion's regional name is Marathi (कांदा), read first on a Marathi or Hindi page; प्याज is among its search words.
    await findAndAdd(page, locale, typed, "कांदा");
    await page
      .getByRole("button", { name: t.browse.more("कांदा"), exact: true })
      .first()
      .click();
    await page.getByRole("combobox", { name: t.browse.searchProducts }).fill("");
    await page.getByRole("button", { name: t.browse.addName("कोथिंबीर"), exact: true }).click();
    await page.getByRole("button", { name: t.browse.more("कोथिंबीर"), exact: true }).click();
    // Onion 2 kg at Rs. 38/kg and Coriander ×2 at Rs. 15: Rs. 106, and Rs. 20 delivery below Rs. 300.
    await page.getByRole("button", { name: new RegExp(`^${t.header.checkout}`) }).click();
    await screenshot(page, `languages-cart-${locale}-360.png`);
    await page.getByRole("button", { name: yaadiTexts(locale).cart.placeOrder }).click();
    await expect(page.getByRole("definition")).toHaveText(["106.00", "20.00", "126.00"]);
    await screenshot(page, `languages-final-${locale}-360.png`);

    const text = await sendOrder(page, locale);
    const yaadiNo = Number(text.match(/(\d+)/)?.[1]);
    const link = text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const w = whatsAppTexts({ locale, digits: "latn" });
    expect(text.split("\n")).toEqual([
      w.hello("Demo Veggie Store"),
      w.from("Yaadi", yaadiNo, E2E_CUSTOMER.name),
      w.items(2),
      w.total(12600),
      w.see("Yaadi", link),
    ]);
    expect(text).toContain("₹126");

    // The order page opens in the order's language, with the figures the shop stored.
    await gotoReady(page, new URL(link).pathname + new URL(link).search);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("definition")).toHaveText(["2", "106.00", "20.00", "126.00"]);
    await screenshot(page, `languages-order-page-${locale}-360.png`);
  });
}

test("the header's chooser changes the store's language, and the phone remembers it for that store", async ({
  page,
}) => {
  await asOwnClient(page);
  await gotoReady(page, STORE);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel(storeTexts("en").header.language).selectOption("hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('link[rel="alternate"][hreflang="mr-IN"]')).toHaveAttribute("href", /\?lang=mr$/);
  // The page names its book in its language beside its scripts (built as hi-….js), and only that one.
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/hi-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/en-"]')).toHaveCount(0);
  // A plain link to the store now opens in Hindi on this phone, and another store keeps its own language.
  await gotoReady(page, STORE);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByLabel(storeTexts("hi").header.language)).toHaveValue("hi");
  await gotoReady(page, "/demogrocerystore");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an admin reads the panel in Marathi or Hindi once chosen in Your Account, and the sign-in page follows", async ({
  page,
}) => {
  await newShopAdmin(page, { prefix: "lang" });
  await page.getByRole("link", { name: panelTexts("en").shell.yourAccount }).click();
  let from: Locale = "en";
  for (const locale of ["mr", "hi"] as const) {
    const t = panelTexts(locale);
    await page.getByLabel(panelTexts(from).account.panelLanguage).selectOption(locale);
    await page.getByRole("button", { name: panelTexts(from).account.save }).click();
    await expect(page.getByText(t.account.saved)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await page.getByRole("navigation", { name: t.shell.nav }).getByRole("link", { name: t.shell.home }).click();
    for (const group of Object.values(t.menu.groups)) {
      await expect(page.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: t.menu.screens.yaadiSummary })).toBeVisible();
    await screenshot(page, `languages-admin-home-${locale}-360.png`);
    await page.getByRole("link", { name: t.shell.yourAccount }).click();
    from = locale;
  }
  // Signed out, the phone keeps the admin's language for the sign-in page.
  await page.getByRole("button", { name: panelTexts("hi").shell.logout }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});
