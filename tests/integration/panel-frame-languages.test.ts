import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins, shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get } from "./route-harness";

/*
 * Generated over every screen of the admin panel's menu, in Marathi and in Hindi: the page is written in the admin's
 * language (`<html lang>`), and the frame every screen shares — the header's navigation and the footer — has no
 * English word left (docs/decisions/0028). The screens' own texts follow, screen by screen.
 */

const SCREENS = [
  "/adminpanel/",
  "/adminpanel/account",
  "/adminpanel/products",
  "/adminpanel/products/new",
  "/adminpanel/categories",
  "/adminpanel/brands",
  "/adminpanel/customers",
  "/adminpanel/dealers",
  "/adminpanel/offers",
  "/adminpanel/prices",
  "/adminpanel/stock-rating",
  "/adminpanel/product-images",
  "/adminpanel/master-list",
  "/adminpanel/home-page-settings",
  "/adminpanel/first-page-settings",
  "/adminpanel/store-settings",
  "/adminpanel/logo",
  "/adminpanel/yaadi-summary",
  "/adminpanel/all-yaadies",
  "/adminpanel/productwise-sale",
  "/adminpanel/customer-visits",
  "/adminpanel/customer-data",
  "/adminpanel/product-sheet",
  "/adminpanel/make-yaadi",
];

/** The words a reader sees in a piece of the page: its text, without tags, scripts or entities' markup. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
}

/** The Latin words of a piece of text, leaving out the names that stay as they are (the brand, the shop's name). */
function englishWords(text: string, names: string[]): string[] {
  let rest = text;
  for (const name of ["Yaadi", ...names]) rest = rest.replaceAll(name, " ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const frameOf = (html: string) => [
  ...(html.match(/<nav[^>]*aria-label="[^"]*"[\s\S]*?<\/nav>/)?.slice(0, 1) ?? []),
  ...(html.match(/<footer[\s\S]*?<\/footer>/)?.slice(0, 1) ?? []),
];

describe("the panel's frame in the admin's language, on every screen", () => {
  it.each(["mr", "hi"] as const)(
    "%s: every screen is written in it, with no English word in its frame",
    async (locale) => {
      const shop = await createTestShop();
      // A ready Turbo shop with every facility: every screen of the menu opens.
      await db()
        .update(shops)
        .set({ status: "ready", versionTypeId: 3, dealerFacility: 1, homePageFacility: 1 })
        .where(eq(shops.id, shop.id));
      await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
      const { token } = await asAdminOf(shop);
      for (const path of SCREENS) {
        const response = await get(path, { token, cookie: `yaadi_panel_lang=${locale}` });
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        const frame = frameOf(html);
        expect(frame, path).toHaveLength(2);
        expect(englishWords(visibleText(frame.join(" ")), [shop.name]), path).toEqual([]);
      }
    },
  );
});
