import { type Book, type BookLoaders, loadBook } from "../book";
import type { Locale } from "../locale";
import type { PanelTexts } from "./index";
import { FRAME_SECTIONS, type FrameSection, type PanelSection, type ScreenSection } from "./parts";

/*
 * The panel's texts as a page loads them (parts.ts says which): the frame's sections in one file, and each other
 * section in a file of its own, in the page's language only. The server awaits a page's before rendering it, the
 * browser before hydrating it (index.ts) and, on a later screen of another family, React waits for its sections as it
 * waits for the screen's data (`use`, inside the navigation's transition).
 */

export type FrameTexts = Pick<PanelTexts, FrameSection>;

export const FRAME_BOOK: BookLoaders<FrameTexts> = {
  en: () => import("./frame.en"),
  mr: () => import("./frame.mr"),
  hi: () => import("./frame.hi"),
};

/** Every section outside the frame, a file per language: a new section of the book must be named here. */
export const SCREEN_SECTIONS: { readonly [S in ScreenSection]: BookLoaders<PanelTexts[S]> } = {
  home: { en: () => import("./home.en"), mr: () => import("./home.mr"), hi: () => import("./home.hi") },
  account: { en: () => import("./account.en"), mr: () => import("./account.mr"), hi: () => import("./account.hi") },
  products: {
    en: () => import("./products.en"),
    mr: () => import("./products.mr"),
    hi: () => import("./products.hi"),
  },
  lists: { en: () => import("./lists.en"), mr: () => import("./lists.mr"), hi: () => import("./lists.hi") },
  bulk: { en: () => import("./bulk.en"), mr: () => import("./bulk.mr"), hi: () => import("./bulk.hi") },
  sheet: { en: () => import("./sheet.en"), mr: () => import("./sheet.mr"), hi: () => import("./sheet.hi") },
  people: { en: () => import("./people.en"), mr: () => import("./people.mr"), hi: () => import("./people.hi") },
  clinic: { en: () => import("./clinic.en"), mr: () => import("./clinic.mr"), hi: () => import("./clinic.hi") },
  settings: {
    en: () => import("./settings.en"),
    mr: () => import("./settings.mr"),
    hi: () => import("./settings.hi"),
  },
  reports: { en: () => import("./reports.en"), mr: () => import("./reports.mr"), hi: () => import("./reports.hi") },
  makeYaadi: {
    en: () => import("./make-yaadi.en"),
    mr: () => import("./make-yaadi.mr"),
    hi: () => import("./make-yaadi.hi"),
  },
  yaadi: { en: () => import("./yaadi.en"), mr: () => import("./yaadi.mr"), hi: () => import("./yaadi.hi") },
  bills: { en: () => import("./bills.en"), mr: () => import("./bills.mr"), hi: () => import("./bills.hi") },
  gst: { en: () => import("./gst.en"), mr: () => import("./gst.mr"), hi: () => import("./gst.hi") },
  tax: { en: () => import("./tax.en"), mr: () => import("./tax.mr"), hi: () => import("./tax.hi") },
  udhaar: { en: () => import("./udhaar.en"), mr: () => import("./udhaar.mr"), hi: () => import("./udhaar.hi") },
  myData: { en: () => import("./my-data.en"), mr: () => import("./my-data.mr"), hi: () => import("./my-data.hi") },
  // The shop app's name and offline page: the server says them (the manifest, the offline page), no screen does.
  app: { en: () => import("./app.en"), mr: () => import("./app.mr"), hi: () => import("./app.hi") },
};

const EVERY_SECTION: readonly PanelSection[] = [
  ...FRAME_SECTIONS,
  ...(Object.keys(SCREEN_SECTIONS) as ScreenSection[]),
];

/**
 * A page's texts: its sections, and for any other one a clear failure where a screen reads it (never `undefined`).
 * Made once per language and digits: every component of a screen reads the same texts (a list of 100 rows asked for
 * them 100 times, each time writing every text of the page anew).
 */
function pageBook(frame: Book<FrameTexts>, sections: readonly ScreenSection[], books: Book<unknown>[]) {
  const made = new Map<string, PanelTexts>();
  const book: Book<PanelTexts> = (figures) => {
    const key = `${figures.writing.locale} ${figures.writing.digits}`;
    const known = made.get(key);
    if (known) return known;
    const texts: Record<string, unknown> = { ...frame(figures) };
    sections.forEach((section, i) => {
      texts[section] = books[i]!(figures);
    });
    for (const section of EVERY_SECTION) {
      if (section in texts) continue;
      // Not enumerable: what walks a page's sections (panelSay's tables) never reads it.
      Object.defineProperty(texts, section, {
        enumerable: false,
        get() {
          throw new Error(
            `The panel's "${section}" texts are not among this page's: add them to its paths (app/i18n/panel/parts.ts)`,
          );
        },
      });
    }
    made.set(key, texts as PanelTexts);
    return texts as PanelTexts;
  };
  return book;
}

/** A promise React's `use` reads at once when settled (as `loadBook`'s). */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

const pages = new Map<string, Tracked<Book<PanelTexts>>>();

/**
 * The texts of a page that says `sections` besides the frame's, in `locale`: settled at once when every file has been
 * loaded before (so a screen already hydrated never waits), else when the last one arrives.
 */
export function loadPanelPage(sections: readonly ScreenSection[], locale: Locale): Tracked<Book<PanelTexts>> {
  const key = `${locale}:${sections.join(",")}`;
  const known = pages.get(key);
  if (known) return known;
  const frame = loadBook(FRAME_BOOK, locale);
  const parts = sections.map((section) => loadBook(SCREEN_SECTIONS[section] as BookLoaders<unknown>, locale));
  let page: Tracked<Book<PanelTexts>>;
  if (frame.status === "fulfilled" && parts.every((part) => part.status === "fulfilled")) {
    const book = pageBook(
      frame.value!,
      sections,
      parts.map((part) => part.value!),
    );
    page = Object.assign(Promise.resolve(book), { status: "fulfilled" as const, value: book });
  } else {
    const tracked: Tracked<Book<PanelTexts>> = Promise.all([frame, ...parts]).then(([frameBook, ...books]) => {
      const book = pageBook(frameBook as Book<FrameTexts>, sections, books as Book<unknown>[]);
      tracked.status = "fulfilled";
      tracked.value = book;
      return book;
    });
    tracked.status = "pending";
    // A file that failed to load (a lost connection) is asked again next time.
    tracked.catch(() => pages.delete(key));
    page = tracked;
  }
  pages.set(key, page);
  return page;
}
