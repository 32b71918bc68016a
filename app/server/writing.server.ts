import BOOK_FILES from "virtual:book-chunks";
import { type BookName, loadBooks } from "#app/i18n/books";
import {
  chooseLocale,
  LANGUAGE_PARAM,
  PANEL_LANGUAGE_COOKIE,
  SITE_LANGUAGE_COOKIE,
  storeLanguageCookie,
} from "#app/i18n/choose";
import { ENGLISH, isDigits, isLocale, type Locale, type Writing } from "#app/i18n/locale";
import { loadPanelPage } from "#app/i18n/panel/page-texts";
import { type ScreenSection, screenSectionsOf } from "#app/i18n/panel/parts";
import { readCookie, serializeCookie } from "./cookies.server";
import { pagePathOf } from "./request/page-path.server";
import type { StoreScope } from "./store-scope.server";

/*
 * The language and digits of a request's page (docs/decisions/0028). A store's page and its order page are in the
 * customer's language: the link's, the one this phone chose for this store, or the shop's. An order page opened by its
 * link, and Yaadi's own pages (the home, the wizard, the registration, a page not found), follow the link, the phone's
 * earlier choice, then its languages. The admin panel is in the admin's own language; the back office in English.
 */

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const askedIn = (request: Request) => new URL(request.url).searchParams.get(LANGUAGE_PARAM);

export function storeWriting(request: Request, store: StoreScope): Writing {
  const locale = chooseLocale({
    asked: askedIn(request),
    remembered: readCookie(request, storeLanguageCookie(store.shop.id)),
    storeDefault: store.shop.language,
  });
  return { locale, digits: isDigits(store.shop.digits) ? store.shop.digits : "latn" };
}

export function siteWriting(request: Request): Writing {
  const locale = chooseLocale({
    asked: askedIn(request),
    remembered: readCookie(request, SITE_LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  return { locale, digits: "latn" };
}

/** A customer's order page, or their udhaar statement: written in the store's books, though the path names no store. */
const ORDER_PAGE = /^\/(yaadilist|udhaar)\//i;
/** A bill's customer copy: its words come written, in the store's language (its link names it); a 404 says the store's. */
const BILL_COPY = /^\/bill\//i;
const PANEL_PATHS = /^\/(adminpanel|owner)(\/|$)/i;
const ADMIN_PANEL = /^\/adminpanel(\/|$)/i;

/** A yaadi's screen in the panel shows the shop's bill as its customer's order page does, from the store's books. */
const PANEL_BILL = /^\/adminpanel\/yaadies\//i;

/**
 * The books a page is written with: the panel's (the admin panel; the back office, in English, draws its lists with
 * the same kit), the store's (a store and its billing mode; the list's book comes later, with the views after
 * browsing; an order page has both and its own), or Yaadi's own (the home, the wizard, the registration, and any page
 * not found outside a store). The error screen is written in whichever the page loaded.
 */
export function pageBooks(request: Request, store: StoreScope | null = null): BookName[] {
  const path = pagePathOf(new URL(request.url));
  if (PANEL_BILL.test(path)) return ["panel", "store", "yaadi"];
  if (PANEL_PATHS.test(path)) return ["panel"];
  if (ORDER_PAGE.test(path)) return ["store", "yaadi", "order-page"];
  if (BILL_COPY.test(path)) return ["store"];
  return store ? ["store"] : ["site"];
}

/**
 * Loads a page's books in its language before it renders, and names their built files (with the files they import)
 * for the page to ask for them beside its scripts. The panel's book comes in parts (docs/decisions/0033): the frame's
 * sections, and those of the page's family of screens (app/i18n/panel/parts.ts).
 */
export async function loadPageBooks(request: Request, books: readonly BookName[], locale: Locale) {
  const sections = books.includes("panel") ? screenSectionsOf(pagePathOf(new URL(request.url))) : [];
  await Promise.all([loadBooks(books, locale), books.includes("panel") && loadPanelPage(sections, locale)]);
  return bookFiles(books, locale, sections);
}

/** The built files of a page's books (the panel's: its frame and `sections`), each once. */
export function bookFiles(
  books: readonly BookName[],
  locale: Locale,
  sections: readonly ScreenSection[] = [],
): string[] {
  const parts = books.flatMap((book) =>
    book === "panel" ? ["panel/frame", ...sections.map((section) => `panel/${fileStem(section)}`)] : [book],
  );
  return [...new Set(parts.flatMap((part) => BOOK_FILES[`${part}/${locale}`] ?? []))];
}

/** A section's file name: makeYaadi is make-yaadi.{locale}.ts. */
const fileStem = (section: string) => section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The writing of any page: a store's, a customer's order page and Yaadi's own pages (the link's language, else the
 * phone's, else its languages), the admin panel in the signed-in admin's own language (before sign-in, the phone's
 * or the link's: panelLocale), or English for the back office, so `<html lang>` says what a page is written in.
 */
export function pageWriting(
  request: Request,
  store: StoreScope | null,
  admin: { language: Locale } | null = null,
): Writing {
  const pathname = pagePathOf(new URL(request.url));
  if (ADMIN_PANEL.test(pathname)) return { locale: panelLocale(request, admin), digits: "latn" };
  if (PANEL_PATHS.test(pathname)) return ENGLISH;
  if (store) return storeWriting(request, store);
  return siteWriting(request);
}

/**
 * The admin's own language; before sign-in, the one a link names (the password e-mail's link names the admin's), else
 * the one the last admin on this phone read the panel in. What the signed-out pages' actions answer in, too.
 */
export function panelLocale(request: Request, admin: { language: Locale } | null = null): Locale {
  if (admin) return admin.language;
  const asked = askedIn(request);
  if (isLocale(asked)) return asked;
  const kept = readCookie(request, PANEL_LANGUAGE_COOKIE);
  return isLocale(kept) ? kept : "en";
}

/**
 * The cookie that keeps the admin's panel language on this phone: set at sign-in and when the admin changes it, and
 * again when another phone changed it (the admin pipeline compares), so the sign-in page greets them in it too.
 */
export function panelLanguageCookie(request: Request, locale: Locale): string {
  return serializeCookie(new URL(request.url), PANEL_LANGUAGE_COOKIE, locale, ONE_YEAR_S);
}

/**
 * A signed-out panel page opened by a link that names a language (Yaadi's home in Marathi, a password e-mail's link):
 * the phone keeps it, so the sign-in's other pages (a forgotten password) follow it too.
 */
export function askedPanelLanguageCookie(request: Request): string | null {
  const asked = askedIn(request);
  return isLocale(asked) && readCookie(request, PANEL_LANGUAGE_COOKIE) !== asked
    ? panelLanguageCookie(request, asked)
    : null;
}

/** Whether this phone's kept panel language is not the admin's own. */
export function panelLanguageStale(request: Request, locale: Locale): boolean {
  return readCookie(request, PANEL_LANGUAGE_COOKIE) !== locale;
}

/**
 * A link that names a language is remembered: for this store, or for Yaadi's pages. Set on the answer itself (never
 * kept in a cached page's headers), and only for a language we write.
 */
export function rememberedLanguageCookie(request: Request, store: StoreScope | null): string | null {
  const asked = askedIn(request);
  if (!isLocale(asked)) return null;
  const name = store ? storeLanguageCookie(store.shop.id) : SITE_LANGUAGE_COOKIE;
  return serializeCookie(new URL(request.url), name, asked, ONE_YEAR_S);
}

/** The headers of one of Yaadi's own pages: a link that names a language is remembered on this phone. */
export function siteLanguageHeaders(request: Request): Headers {
  const headers = new Headers();
  const cookie = rememberedLanguageCookie(request, null);
  if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
