/**
 * Which language a page is written in (docs/decisions/0028), decided in this order:
 * 1. a link that names one (`?lang=mr`), so a shop can share its store in Marathi;
 * 2. the language this phone chose before (for a store: that store's own choice);
 * 3. the store's language, set by the shop in Store Settings — or, on Yaadi's own pages, the phone's languages.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";

/** The query parameter a link names a language with. */
export const LANGUAGE_PARAM = "lang";

/** The cookie a phone remembers a store's language in: one per store, so each store keeps its own. */
export const storeLanguageCookie = (shopId: number) => `yaadi_lang_${shopId}`;
/** The cookie for Yaadi's own pages (home, wizard, registration). */
export const SITE_LANGUAGE_COOKIE = "yaadi_lang";
/** The language of the admin panel on this phone: the signed-in admin's own (admins.language), kept for the sign-in page. */
export const PANEL_LANGUAGE_COOKIE = "yaadi_panel_lang";

export type LocaleChoice = {
  /** `?lang=` of the link. */
  asked: string | null;
  /** What this phone chose before. */
  remembered: string | null;
  /** The store's language, where the page is a store's. */
  storeDefault?: string | null;
  /** The browser's Accept-Language, on Yaadi's own pages. */
  acceptLanguage?: string | null;
};

export function chooseLocale(choice: LocaleChoice): Locale {
  if (isLocale(choice.asked)) return choice.asked;
  if (isLocale(choice.remembered)) return choice.remembered;
  if (isLocale(choice.storeDefault)) return choice.storeDefault;
  return fromAcceptLanguage(choice.acceptLanguage ?? null) ?? DEFAULT_LOCALE;
}

/** The first of the browser's languages we write ("mr-IN,mr;q=0.9,en;q=0.8" → "mr"), by their q order. */
export function fromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find((language): language is Locale => isLocale(language)) ?? null;
}
