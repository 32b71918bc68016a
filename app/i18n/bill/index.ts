import type { BookLoaders, Texts } from "../book";
import type en from "./en";

/** A stored bill's words: the printed bill, the customer's copy and its WhatsApp text, in the store's language. */
export type BillTexts = Texts<ReturnType<typeof en>>;

export const BILL_BOOK: BookLoaders<BillTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
