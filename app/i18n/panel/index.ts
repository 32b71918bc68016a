import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** The admin panel's texts: what a shop admin reads, in the language they chose for the panel (Your Account). */
export type PanelTexts = Texts<ReturnType<typeof en>>;

export const PANEL_BOOK: BookLoaders<PanelTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
