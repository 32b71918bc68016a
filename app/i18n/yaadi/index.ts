import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** The list's texts: what the views after browsing, the order page and a printed yaadi say. */
export type YaadiTexts = Texts<ReturnType<typeof en>>;

export const YAADI_BOOK: BookLoaders<YaadiTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
