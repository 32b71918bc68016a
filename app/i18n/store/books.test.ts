import { describe, expect, it } from "vitest";
import { figuresOf } from "../book";
import en from "./en";
import mr from "./mr";

// Every text in every language, in Devanagari where it has words: app/i18n/books.test.ts, for every book.
describe("the store's books", () => {
  it("writes figures in the shop's digits", () => {
    const marathi = mr(figuresOf({ locale: "mr", digits: "deva" }));
    expect(marathi.common.quantity(250, 2)).toBe("२५० ग्रॅम");
    expect(marathi.common.quantity(1500, 3)).toBe("१.५ किलो");
    const english = en(figuresOf({ locale: "en", digits: "latn" }));
    expect([
      english.common.quantity(250, 2),
      english.common.quantity(1000, 4),
      english.common.quantity(3000, 1),
    ]).toEqual(["250 gms", "1 kg", "3"]);
  });
});
