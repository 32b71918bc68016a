import { figuresOf, loadBook } from "#app/i18n/book";
import type { Locale } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { WHOLE_PANEL_BOOK } from "#app/i18n/panel/whole";

/** The panel's texts in an admin's language, for what the server says (a saved screen's message, a refusal). */
export async function panelTexts(locale: Locale): Promise<PanelTexts> {
  const book = await loadBook(WHOLE_PANEL_BOOK, locale);
  return book(figuresOf({ locale, digits: "latn" }));
}
