import type { BookLoaders } from "./book";
import { loadBook } from "./book";
import { isLocale, type Locale } from "./locale";

/**
 * Every book by the name a page lists it under (`<html data-books>`), so the browser loads them before hydrating. Each
 * book's loaders are imported only when a page names it: a store page never carries the panel's or the site's list of
 * files (their route modules import them anyway, and the page preloads those).
 */
export const BOOKS = {
  store: () => import("./store").then((book) => book.STORE_BOOK),
  panel: () => import("./panel").then((book) => book.PANEL_BOOK),
  site: () => import("./site").then((book) => book.SITE_BOOK),
  yaadi: () => import("./yaadi").then((book) => book.YAADI_BOOK),
  "order-page": () => import("./order-page").then((book) => book.ORDER_PAGE_BOOK),
  bill: () => import("./bill").then((book) => book.BILL_BOOK),
} satisfies Record<string, () => Promise<BookLoaders<unknown>>>;
export type BookName = keyof typeof BOOKS;

/** The loaders of the books loaded so far, by name. */
const loaded = new Map<BookName, BookLoaders<unknown>>();

/** Loads the books a page is written with, in its language: the server before rendering, the browser before hydrating. */
export function loadBooks(names: readonly string[], locale: Locale | string): Promise<unknown> {
  if (!isLocale(locale)) return Promise.resolve();
  const known = names.filter((name): name is BookName => Object.hasOwn(BOOKS, name));
  return Promise.all(
    known.map(async (name) => {
      const loaders = (await BOOKS[name]()) as BookLoaders<unknown>;
      loaded.set(name, loaders);
      return loadBook(loaders, locale);
    }),
  );
}

/** A book the page loaded (`loadBooks`), for a part of the page that does not import it (the error screen). */
export function loadedBook(name: BookName): BookLoaders<unknown> | undefined {
  return loaded.get(name);
}
