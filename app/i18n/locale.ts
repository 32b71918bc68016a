/**
 * The product's three languages (docs/decisions/0028): English, Marathi and Hindi. English is the specs' own and the
 * source every other language is checked against.
 */
export const LOCALES = ["en", "mr", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Each language named in itself, as a chooser shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", mr: "मराठी", hi: "हिन्दी" };

/** The BCP 47 tag `Intl` and `<html lang>`'s alternates take. */
export const INTL_TAGS: Record<Locale, string> = { en: "en-IN", mr: "mr-IN", hi: "hi-IN" };

/** The digits a shop prints its figures in: Latin (1, 2, 3) or Devanagari (१, २, ३). */
export const DIGITS = ["latn", "deva"] as const;
export type Digits = (typeof DIGITS)[number];

export function isDigits(value: unknown): value is Digits {
  return (DIGITS as readonly unknown[]).includes(value);
}

/** How a page writes: its language, and the digits of its figures. */
export type Writing = { locale: Locale; digits: Digits };
export const ENGLISH: Writing = { locale: "en", digits: "latn" };
