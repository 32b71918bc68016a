import type { PanelTexts } from "./index";

/*
 * Which sections of the panel's book a page loads (docs/decisions/0033). The whole book is 13 KB gzip in English and
 * 19.5 KB in Marathi and Hindi, and drew some twenty small files of the domain's texts after it; a screen says a few
 * sections of it. A page loads the frame's sections, which every screen says, as one file, and the sections of its
 * family of screens, each a file of its own (every section file stays whole: a section is the unit of the book).
 *
 * A screen that reads a section its path does not list fails at once where it is drawn (`panelTextsOf` below): the
 * generated checks render every screen, in every language. A new section is added to the book (en.ts, mr.ts, hi.ts),
 * to `SCREEN_SECTIONS` (page-texts.ts: the type-check asks for it there) and here, to the paths that say it.
 */

export type PanelSection = keyof PanelTexts;

/**
 * What every panel page says: the header and menu, the kit's lists and forms, the field rules' messages, the new-order
 * banner, and the sign-in's and the error screen's texts (auth: the error screen may appear under any page).
 */
export const FRAME_SECTIONS = ["shell", "menu", "kit", "fields", "live", "auth"] as const satisfies PanelSection[];
export type FrameSection = (typeof FRAME_SECTIONS)[number];
export type ScreenSection = Exclude<PanelSection, FrameSection>;

/** The sections each family of screens says besides the frame's, by its paths (the first match counts). */
const FAMILIES: readonly (readonly [RegExp, readonly ScreenSection[]])[] = [
  // The home (or the sign-in, or the first-login password change) with its menu, FAQ and terms.
  [/^\/adminpanel\/?$/, ["home", "settings"]],
  // ADD and UPDATE say the product's HSN and GST rate; the list does not.
  [/^\/adminpanel\/products\/[^/]+\/?$/, ["products", "tax"]],
  [/^\/adminpanel\/products(\/|$)/, ["products"]],
  [/^\/adminpanel\/products-tax\/?$/, ["bulk", "tax"]],
  [/^\/adminpanel\/(categories|brands|offers)(\/|$)/, ["lists"]],
  [/^\/adminpanel\/(customers|dealers|data-requests)(\/|$)/, ["people"]],
  [/^\/adminpanel\/(clients|client-sheets|diets)(\/|$)/, ["clinic"]],
  // The per-row edit screens say the product form's labels and price rules (products' `said`).
  [/^\/adminpanel\/(prices|stock-rating|product-images|logo|store-images|master-list)\/?$/, ["bulk", "products"]],
  [/^\/adminpanel\/product-sheet\/?$/, ["sheet", "products"]],
  [
    /^\/adminpanel\/(yaadi-summary|all-yaadies|productwise-sale|customer-visits|customer-data|exports)(\/|$)/,
    ["reports"],
  ],
  // A yaadi's screen offers its Bill and "On credit" (the bills' and Udhaar's texts); the Udhaar screens themselves.
  [/^\/adminpanel\/yaadies\//, ["yaadi", "bills", "udhaar"]],
  [/^\/adminpanel\/bills(\/|$)/, ["bills"]],
  [/^\/adminpanel\/udhaar(\/|$)/, ["udhaar"]],
  [/^\/adminpanel\/make-yaadi\/?$/, ["makeYaadi", "yaadi"]],
  [/^\/adminpanel\/gst\/?$/, ["gst"]],
  [/^\/adminpanel\/store-settings\/?$/, ["settings", "tax"]],
  [/^\/adminpanel\/(home-page-settings|terms|first-page-settings)\/?$/, ["settings"]],
  // Your Account offers "Download all my data" (its card says the download's own texts).
  [/^\/adminpanel\/account(\/|$)/, ["account", "home", "myData"]],
  [/^\/adminpanel\/my-data(\/|$)/, ["myData"]],
  // The back office (in English) draws its lists with the panel's kit; two of its screens say a family's texts.
  [/^\/owner\/customers-data(\/|$)/, ["reports"]],
  [/^\/owner\/shops\/[^/]+\/tax\/?$/, ["settings", "tax"]],
  [/^\/owner\/master-images(\/|$)/, ["bulk"]],
];

/** The sections a page at `pathname` says besides the frame's. */
export function screenSectionsOf(pathname: string): readonly ScreenSection[] {
  return FAMILIES.find(([paths]) => paths.test(pathname))?.[1] ?? [];
}
