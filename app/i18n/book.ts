/**
 * A book is one part of the product's texts (the store's, the panel's) in one language: a function of the page's
 * figures, so a text can hold an amount or a count in the shop's digits and choose its plural form. English is the
 * source; each other language's book must have every text English has with the same parameters (`satisfies`), so a
 * missing or misnamed translation fails the type-check (docs/decisions/0028).
 */
import { formatAmount, formatCount, formatDate, formatMoney, inDigits, pluralOf } from "./format";
import type { Locale, Writing } from "./locale";

/** The page's figures, bound to its language and digits. */
export type Figures = {
  readonly writing: Writing;
  /** 123456 → "1,23,456" */
  count(n: number): string;
  /** 4000 → "Rs. 40", 12345 → "₹१२३.४५" */
  money(paise: number): string;
  /** 12345 → "123.45" (a table's amount column, its heading says the currency) */
  amount(paise: number): string;
  date(date: Date | number): string;
  /** An order or bill number in the page's digits. */
  digits(text: string | number): string;
  /** Which plural form a count takes in this language. */
  plural(n: number): Intl.LDMLPluralRule;
};

export function figuresOf(writing: Writing): Figures {
  return {
    writing,
    count: (n) => formatCount(n, writing.digits),
    money: (paise) => formatMoney(paise, writing),
    amount: (paise) => formatAmount(paise, writing.digits),
    date: (date) => formatDate(date, writing),
    digits: (text) => inDigits(String(text), writing.digits),
    plural: (n) => pluralOf(writing.locale, n),
  };
}

/** A source book's texts as every language must give them: string literals widened to string. */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends object
      ? { readonly [K in keyof T]: Texts<T[K]> }
      : T;

export type Book<M> = (figures: Figures) => M;

/** A book's three languages, each loaded only when a page asks for it (only the page's language reaches a phone). */
export type BookLoaders<M> = Record<Locale, () => Promise<{ default: Book<M> }>>;

/**
 * A promise React's `use` reads at once when it is settled (the status fields are the convention React checks), so a
 * book loaded before hydration, or before the server renders, never suspends the page.
 */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

const loading = new WeakMap<object, Map<Locale, Tracked<unknown>>>();

export function loadBook<M>(loaders: BookLoaders<M>, locale: Locale): Tracked<Book<M>> {
  let byLocale = loading.get(loaders);
  if (!byLocale) {
    byLocale = new Map();
    loading.set(loaders, byLocale);
  }
  let promise = byLocale.get(locale) as Tracked<Book<M>> | undefined;
  if (!promise) {
    const tracked: Tracked<Book<M>> = loaders[locale]().then((module) => {
      tracked.status = "fulfilled";
      tracked.value = module.default;
      return module.default;
    });
    tracked.status = "pending";
    // A chunk that failed to load (a lost connection) is asked again next time rather than kept as failed.
    tracked.catch(() => byLocale.delete(locale));
    byLocale.set(locale, tracked);
    promise = tracked;
  }
  return promise;
}

/** Whether a book is loaded in this language already (asks for nothing: the error screen must not wait for a file). */
export function bookLoaded(loaders: BookLoaders<unknown>, locale: Locale): boolean {
  return loading.get(loaders)?.get(locale)?.status === "fulfilled";
}

/** A book made of parts (a book per area of the product): each part given the same figures. */
export function bookOf<A extends Record<string, (figures: Figures) => unknown>>(
  parts: A,
): (figures: Figures) => { [K in keyof A]: ReturnType<A[K]> } {
  return (figures) =>
    Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part(figures)])) as {
      [K in keyof A]: ReturnType<A[K]>;
    };
}

/**
 * A table of texts the domain writes in English (a form's label, a rule's fixed message), keyed by that English: the
 * English book lists them and each other language must give every one (its type has the same keys). The panel's
 * `said` tables are such tables (app/i18n/panel/say.ts).
 */
export function byEnglish<const E extends string>(...english: E[]): { readonly [K in E]: K } {
  return Object.fromEntries(english.map((text) => [text, text])) as { [K in E]: K };
}
