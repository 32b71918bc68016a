import { useBook } from "./provider";
import { STORE_BOOK, type StoreTexts } from "./store";

/** The store's texts in the page's language (a hook, so it lives beside the provider, not in the pure books). */
export function useStoreTexts(): StoreTexts {
  return useBook(STORE_BOOK);
}
