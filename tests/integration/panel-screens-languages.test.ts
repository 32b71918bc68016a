import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins } from "#db/schema/platform";
import { paramCombos } from "./cross-tenant-values";
import { asAdminOf, createTestShop, db } from "./helpers";
import { englishWords, readable } from "./readable-words";
import { fillPath, get, ROUTES } from "./route-harness";
import { fillShop, HOME_PAGE_DETAILS, makeShopReady } from "./shop-fixtures";

/*
 * Generated over every screen of the admin panel (every page route under /adminpanel, its ids filled from a shop with
 * rows of every kind): in Marathi and in Hindi, what an admin reads — the page's title, its text, and the words a
 * screen reader or an empty field says (aria-label, placeholder, alt, title) — has no English word left
 * (docs/decisions/0028). Names stay as they are: the shop's, the rows' (the fixture's marks), Yaadi's and the few
 * words every language writes in Latin letters.
 */

/** The data a screen shows as it was typed: the fixture's rows (each name carries a mark, zp… or zc…), e-mails, links. */
const DATA = [/\bz[pc][A-Za-z0-9]+/g, /\S+@\S+/g, /https?:\/\/\S+/g];

/** The intro videos' titles: the platform's settings, written by its owner (the admin home lists them). */
const INTRO_TITLES = (JSON.parse(env.PLATFORM_INTRO_VIDEOS || "[]") as { title: string }[]).map((video) => video.title);

const SCREENS = ROUTES.filter(
  (route) =>
    route.addressable &&
    !route.resource &&
    route.hasLoader &&
    route.pattern.startsWith("/adminpanel/") &&
    route.pattern !== "/adminpanel/logout",
);

describe("every admin screen in the admin's language", () => {
  it.each(["mr", "hi"] as const)("%s: no English word is left on any screen", async (locale) => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    const fill = await fillShop(shop, locale);
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const { token } = await asAdminOf(shop);
    const left: string[] = [];
    for (const route of SCREENS) {
      const path = fillPath(route, paramCombos(route, shop, fill, true, 1)[0]!);
      const response = await get(path, { token, cookie: `yaadi_panel_lang=${locale}` });
      if (response.status >= 300 && response.status < 400) continue;
      const html = await response.text();
      // A screen that failed to draw (one that reads texts its page does not load) shows the error page, in the language.
      if (response.status >= 500) left.push(`${path}: ${response.status}`);
      expect(html, path).toContain(`<html lang="${locale}"`);
      const words = englishWords(readable(html), [
        shop.name,
        shop.url,
        fill.dealerLink,
        ...INTRO_TITLES,
        ...Object.values(HOME_PAGE_DETAILS),
        ...DATA,
      ]);
      if (words.length) left.push(`${path}: ${words.join(" ")}`);
    }
    expect(left).toEqual([]);
  });
});
