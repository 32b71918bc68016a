import { chooseLocale, LANGUAGE_PARAM, SITE_LANGUAGE_COOKIE, storeLanguageCookie } from "#app/i18n/choose";
import { ENGLISH, isDigits, isLocale, type Writing } from "#app/i18n/locale";
import { readCookie, serializeCookie } from "./cookies.server";
import type { StoreScope } from "./store-scope.server";

/*
 * The language and digits of a request's page (docs/decisions/0028). A store's page and its order page are in the
 * customer's language: the link's, the one this phone chose for this store, or the shop's. An order page opened by its
 * link follows the link, the phone's earlier choice, then its languages. The rest is English until its books are
 * written.
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

/** A customer's order page: written in the store's book, though its path names no store. */
const ORDER_PAGE = /^\/yaadilist\//i;
const PANEL_PATHS = /^\/(adminpanel|owner)(\/|$)/i;

/**
 * The writing of any page: a store's, a customer's order page (the link's language, else the phone's), or English for
 * the pages whose books are not written yet (the panels, Yaadi's home, wizard and registration), so their `<html lang>`
 * says what they are written in.
 */
export function pageWriting(request: Request, store: StoreScope | null): Writing {
  const { pathname } = new URL(request.url);
  if (PANEL_PATHS.test(pathname)) return ENGLISH;
  if (store) return storeWriting(request, store);
  return ORDER_PAGE.test(pathname) ? siteWriting(request) : ENGLISH;
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
