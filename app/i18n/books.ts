import type { BookLoaders } from "./book";
import { loadBook } from "./book";
import { isLocale, type Locale } from "./locale";
import { PANEL_BOOK } from "./panel";
import { SITE_BOOK } from "./site";
import { STORE_BOOK } from "./store";

/** Every book by the name a page lists it under (`<html data-books>`), so the browser loads them before hydrating. */
export const BOOKS = { store: STORE_BOOK, panel: PANEL_BOOK, site: SITE_BOOK } satisfies Record<
  string,
  BookLoaders<unknown>
>;
export type BookName = keyof typeof BOOKS;

/** Loads the books a page is written with, in its language: the server before rendering, the browser before hydrating. */
export function loadBooks(names: readonly string[], locale: Locale | string): Promise<unknown> {
  if (!isLocale(locale)) return Promise.resolve();
  const known = names.filter((name): name is BookName => Object.hasOwn(BOOKS, name));
  return Promise.all(known.map((name) => loadBook(BOOKS[name] as BookLoaders<unknown>, locale)));
}
