import { ORDER_PAGE_BOOK, type OrderPageTexts } from "./order-page";
import { useBook } from "./provider";

/** The order page's texts in the page's language. */
export function useOrderPageTexts(): OrderPageTexts {
  return useBook(ORDER_PAGE_BOOK);
}
