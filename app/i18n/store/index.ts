import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** The store's texts: what a customer reads on the store, the order page and the WhatsApp message. */
export type StoreTexts = Texts<ReturnType<typeof en>>;

export const STORE_BOOK: BookLoaders<StoreTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
