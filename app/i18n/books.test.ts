import { describe, expect, it } from "vitest";
import { type BookLoaders, figuresOf } from "./book";
import { BOOKS } from "./books";
import { LOCALES, type Locale } from "./locale";
import { WHOLE_PANEL_BOOK } from "./panel/whole";

/*
 * The type-checker already refuses a translation that is missing or takes other parameters; this walks every book
 * (the store's, the panel's) as it runs: every text is there in every language, and a Marathi or Hindi text is written
 * in Devanagari (names such as Yaadi aside), so no English sentence is left behind on a customer's or an admin's
 * screen.
 */

type Leaf = { path: string; value: unknown };

function leaves(tree: unknown, path = ""): Leaf[] {
  if (typeof tree !== "object" || tree === null) return [{ path, value: tree }];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

/** Sample arguments a text may take: a count, a name, a moment. */
const SAMPLES: unknown[] = [1, "1", new Date(0)];

/** What a text says with sample arguments: enough to see its words (a text of other parameters is not said). */
function said(value: unknown): unknown {
  if (typeof value !== "function") return value;
  for (const sample of SAMPLES) {
    try {
      const text = value(...Array.from({ length: value.length }, () => sample));
      if (typeof text === "string" && !text.includes("undefined")) return text;
    } catch {
      // Not this kind of parameter: the next sample.
    }
  }
  return undefined;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** A Devanagari word and the full stop after it (not an ellipsis's first point). */
const WORD_AND_STOP = /([\u0900-\u097F]+)\.(?!\.)/g;
/** Hindi abbreviations that keep their point, as the danda ends only sentences: नं. (number), क्र.सं. (serial no.). */
const HINDI_ABBREVIATIONS = ["नं", "क्र", "सं"];
/** A word in Latin letters: a text that has one must be written in Devanagari too (a figure alone, "₹0.01", is not). */
const LATIN_WORD = /[A-Za-z]{2,}/;

async function textsOf(loaders: BookLoaders<unknown>, locale: Locale) {
  const { default: book } = await loaders[locale]();
  return book(figuresOf({ locale, digits: "latn" }));
}

const loaded = [
  ...(await Promise.all(
    Object.entries(BOOKS).map(async ([name, loaders]) => [name, (await loaders()) as BookLoaders<unknown>] as const),
  )),
  // A page loads the panel's book in parts (its frame's sections and its screens'): every section, walked whole.
  ["panel (every section)", WHOLE_PANEL_BOOK as BookLoaders<unknown>] as const,
];
// Every book's files imported while the file is collected, not inside a test: on a cold machine transforming the
// whole panel book takes seconds, which is no test's business and once ran past the test's time limit.
await Promise.all(loaded.flatMap(([, loaders]) => LOCALES.map((locale) => loaders[locale]())));

describe.each(loaded)("the %s book", (_name, loaders: BookLoaders<unknown>) => {
  it("is written in every language", () => {
    expect(Object.keys(loaders).sort()).toEqual([...LOCALES].sort());
  });

  it.each(["mr", "hi"] as const)("%s has every English text, each of the same kind", async (locale) => {
    const english = leaves(await textsOf(loaders, "en"));
    const translated = new Map(leaves(await textsOf(loaders, locale)).map((leaf) => [leaf.path, leaf.value]));
    for (const { path, value } of english) {
      expect(translated.has(path), path).toBe(true);
      const other = translated.get(path);
      expect(typeof other, path).toBe(typeof value);
      if (typeof value === "function") expect((other as () => unknown).length, path).toBe(value.length);
    }
    expect(translated.size).toBe(english.length);
  });

  it.each(["mr", "hi"] as const)("%s writes every text, in Devanagari", async (locale) => {
    for (const { path, value } of leaves(await textsOf(loaders, locale))) {
      const text = said(value);
      if (typeof text !== "string") continue;
      expect(text.trim(), path).not.toBe("");
      if (LATIN_WORD.test(text)) expect(text, path).toMatch(DEVANAGARI);
    }
  });

  it("hi ends its sentences with the danda (।), as Hindi is written (Marathi writes the full stop)", async () => {
    for (const { path, value } of leaves(await textsOf(loaders, "hi"))) {
      const text = said(value);
      if (typeof text !== "string") continue;
      const stops = [...text.matchAll(WORD_AND_STOP)].filter(([, word]) => !HINDI_ABBREVIATIONS.includes(word!));
      expect(
        stops.map(([stop]) => stop),
        `${path}: ${text}`,
      ).toEqual([]);
    }
  });
});
