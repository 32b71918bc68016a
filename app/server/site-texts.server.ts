import { figuresOf, loadBook } from "#app/i18n/book";
import type { Locale } from "#app/i18n/locale";
import { SITE_BOOK, type SiteTexts } from "#app/i18n/site";
import { siteSay } from "#app/i18n/site/say";

/** Yaadi's own pages' texts in a visitor's language, for what the server says (an answer, the signup e-mail). */
export async function siteTexts(locale: Locale): Promise<SiteTexts> {
  const book = await loadBook(SITE_BOOK, locale);
  return book(figuresOf({ locale, digits: "latn" }));
}

/** Says the domain's English (a refusal, a field's message) in a visitor's language. */
export async function siteSayIn(locale: Locale): Promise<(english: string) => string> {
  return siteSay(await siteTexts(locale));
}
