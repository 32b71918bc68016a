import { PANEL_BOOK, type PanelTexts } from "./panel";
import { useBook } from "./provider";

/** The admin panel's texts in the admin's language (a hook, so it lives beside the provider, not in the pure books). */
export function usePanelTexts(): PanelTexts {
  return useBook(PANEL_BOOK);
}
