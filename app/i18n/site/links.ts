import { LANGUAGE_PARAM } from "../choose";
import type { Locale } from "../locale";

/** The admin panel's sign-in from Yaadi's own pages: in the language the visitor reads them in (panelLocale). */
export const panelLink = (locale: Locale) =>
  locale === "en" ? "/adminpanel" : `/adminpanel?${LANGUAGE_PARAM}=${locale}`;
