import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** The customer's order page's own texts (the list itself is drawn with the store's book). */
export type OrderPageTexts = Texts<ReturnType<typeof en>>;

export const ORDER_PAGE_BOOK: BookLoaders<OrderPageTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
