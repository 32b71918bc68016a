import { useBook } from "./provider";
import { YAADI_BOOK, type YaadiTexts } from "./yaadi";

/** The list's texts in the page's language (loaded with the views after browsing, or with the page). */
export function useYaadiTexts(): YaadiTexts {
  return useBook(YAADI_BOOK);
}
