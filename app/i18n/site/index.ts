import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** Yaadi's own pages' texts: what a visitor reads on the home, the create-store wizard and the registration form. */
export type SiteTexts = Texts<ReturnType<typeof en>>;

export const SITE_BOOK: BookLoaders<SiteTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
