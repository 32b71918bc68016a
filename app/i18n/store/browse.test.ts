import { describe, expect, it } from "vitest";
import type { StatusLine } from "#app/domain/catalogue";
import { figuresOf } from "../book";
import { ENGLISH, type Writing } from "../locale";
import en from "./browse.en";
import hi from "./browse.hi";
import mr from "./browse.mr";

const english = en(figuresOf(ENGLISH));

describe("the status line in English (spec 1 §2, verbatim)", () => {
  it("says what each browsing mode shows", () => {
    expect(english.status({ searchBy: "DEFAULT", count: 6 })).toBe("Showing all 6 items");
    expect(english.status({ searchBy: "CATEGORY", category: "Vegetables", count: 4 })).toBe(
      "Showing Vegetables - 4 items",
    );
    expect(english.status({ searchBy: "BRAND", brand: "Tata", count: 1 })).toBe("Showing Brand-Tata-1 items");
    expect(english.status({ searchBy: "SPECIAL", count: 2 })).toBe("Showing 2 special offer(s)");
    expect(english.status({ searchBy: "CLICK" })).toBe("Showing selected item");
    expect(english.status({ searchBy: "TYPING", count: 3 })).toBe("Showing total 3 matched items");
    expect(english.status({ searchBy: "TYPING", count: 0 })).toBe("No matched item found");
  });

  it("says 'Showing filtered items' whenever a quick-mode filter is on", () => {
    expect(english.status({ searchBy: "DEFAULT", count: 6, filtered: true })).toBe("Showing filtered items");
    expect(english.status({ searchBy: "CATEGORY", category: "Spices", count: 2, filtered: true })).toBe(
      "Showing filtered items",
    );
    expect(english.status({ searchBy: "DEFAULT", count: 6, filtered: false })).toBe("Showing all 6 items");
  });

  it("has the empty-state texts with their full stops", () => {
    expect(english.empty).toEqual({ noMatch: "No matched item found.", noOffers: "No Special offers yet." });
  });
});

describe("the status line in Marathi and Hindi", () => {
  const lines: StatusLine[] = [
    { searchBy: "DEFAULT", count: 1234 },
    { searchBy: "CATEGORY", category: "भाजी", count: 4 },
    { searchBy: "BRAND", brand: "Tata", count: 1 },
    { searchBy: "SPECIAL", count: 2 },
    { searchBy: "CLICK" },
    { searchBy: "TYPING", count: 3 },
    { searchBy: "TYPING", count: 0 },
    { searchBy: "DEFAULT", count: 6, filtered: true },
  ];

  it("counts in the shop's digits, with India's grouping", () => {
    const deva: Writing = { locale: "mr", digits: "deva" };
    expect(mr(figuresOf(deva)).status(lines[0]!)).toBe("सर्व वस्तू (१,२३४)");
    expect(hi(figuresOf({ locale: "hi", digits: "latn" })).status(lines[0]!)).toBe("सारा सामान (1,234)");
  });

  it("writes every mode in Devanagari, never in English", () => {
    for (const book of [
      mr(figuresOf({ locale: "mr", digits: "latn" })),
      hi(figuresOf({ locale: "hi", digits: "latn" })),
    ]) {
      for (const line of lines) expect(book.status(line)).not.toMatch(/Showing|items|matched/);
      expect(new Set(lines.map((line) => book.status(line))).size).toBe(lines.length);
    }
  });
});
