import type { BookLoaders, Texts } from "../book";
import type { Locale } from "../locale";
import type en from "./en";
import { loadPanelPage } from "./page-texts";
import { screenSectionsOf } from "./parts";

/** The admin panel's texts: what a shop admin reads, in the language they chose for the panel (Your Account). */
export type PanelTexts = Texts<ReturnType<typeof en>>;

/**
 * The panel's book as a page names it (`<html data-books="panel">`, app/i18n/books.ts): the frame's sections and, in
 * the browser, the sections of the page at hand (parts.ts), so hydration finds every text it reads already loaded. The
 * server loads a request's own sections itself (app/server/writing.server.ts); the whole book, for what the server
 * says whatever the page (an action's message, an e-mail), is whole.ts.
 */
export const PANEL_BOOK: BookLoaders<PanelTexts> = {
  en: () => firstPage("en"),
  mr: () => firstPage("mr"),
  hi: () => firstPage("hi"),
};

function firstPage(locale: Locale) {
  const sections = typeof location === "undefined" ? [] : screenSectionsOf(location.pathname);
  return loadPanelPage(sections, locale).then((book) => ({ default: book }));
}
