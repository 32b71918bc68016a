import { describe, expect, it } from "vitest";
import { sampleProduct } from "../../tests/unit/product-samples";
import type { Sort } from "./catalogue";
import {
  added,
  brandSelector,
  byBrand,
  byCategory,
  categorySelector,
  discountCount,
  discounted,
  favourites,
  filterCounts,
  nextSort,
  prepareCatalogue,
  search,
  sortItems,
  suggest,
} from "./catalogue";
import type { Product } from "./product";

const VEGETABLES = 1;
const SPICES = 2;
const TATA = 7;

/** A vegetable sold by the kg (Rs. 40 unless told), found by `searchWords`. */
const product = (id: number, name: string, searchWords: string, fields: Partial<Product> = {}): Product =>
  sampleProduct(id, name, { unitId: 2, categoryId: VEGETABLES, searchWords, ...fields });

const onion = product(1, "Onion", "kanda pyaz", { rating: 9, pricePaise: 3500, mrpPaise: 4000 });
const potato = product(2, "Potato", "batata aloo", { rating: 8, pricePaise: 2500, mrpPaise: 3000 });
const tomato = product(3, "Tomato", "tamatar", { rating: 8, pricePaise: 3000, inStock: 0 });
const chilli = product(4, "Green Chilli", "mirchi", { rating: 5, pricePaise: 8000, mrpPaise: 8000 });
const salt = product(5, "Tata Salt", "namak", {
  categoryId: SPICES,
  brandId: TATA,
  rating: 5,
  unitId: 1,
  pricePaise: 2800,
});
const redChilli = product(6, "Red Chilli Powder", "lal mirchi", {
  categoryId: SPICES,
  rating: 3,
  unitId: 1,
  pricePaise: 3500,
});
const hidden = product(7, "Old Stock Onion", "kanda", { rating: 1, pricePaise: 100 });

// Deliberately out of order: preparation must sort them.
const catalogue = prepareCatalogue([hidden, salt, tomato, chilli, redChilli, potato, onion]);
const names = (items: readonly Product[]) => items.map((p) => p.name);

describe("prepareCatalogue", () => {
  it("keeps rating > 1 only, by rating descending then name", () => {
    expect(names(catalogue.items)).toEqual([
      "Onion",
      "Potato",
      "Tomato",
      "Green Chilli",
      "Tata Salt",
      "Red Chilli Powder",
    ]);
  });

  it("never lets a rating-1 product appear anywhere", () => {
    expect(catalogue.items).not.toContain(hidden);
    expect(search(catalogue, "old stock")).toEqual([]);
    expect(suggest(catalogue, "old")).toEqual([]);
    expect(byCategory(catalogue, VEGETABLES)).not.toContain(hidden);
    expect(discountCount(catalogue.items)).toBe(2);
  });
});

describe("suggest: words by prefix, in names and search words", () => {
  it("matches the start of any word", () => {
    expect(names(suggest(catalogue, "on"))).toEqual(["Onion"]);
    expect(names(suggest(catalogue, "chi"))).toEqual(["Green Chilli", "Red Chilli Powder"]);
    expect(names(suggest(catalogue, "kan"))).toEqual(["Onion"]); // via "kanda"
    expect(names(suggest(catalogue, "mir"))).toEqual(["Green Chilli", "Red Chilli Powder"]);
  });

  it("does not match inside a word", () => {
    expect(suggest(catalogue, "ato")).toEqual([]);
    expect(suggest(catalogue, "nion")).toEqual([]);
  });

  it("needs every typed word to start some word, across name and search words", () => {
    expect(names(suggest(catalogue, "red chi"))).toEqual(["Red Chilli Powder"]);
    expect(names(suggest(catalogue, "chilli lal"))).toEqual(["Red Chilli Powder"]);
    expect(suggest(catalogue, "red potato")).toEqual([]);
  });

  it("ignores case and surrounding spaces; blank text suggests nothing", () => {
    expect(names(suggest(catalogue, "  POT "))).toEqual(["Potato"]);
    expect(names(suggest(catalogue, "KaNdA"))).toEqual(["Onion"]);
    expect(suggest(catalogue, "   ")).toEqual([]);
  });

  it("stops at the limit, in rating order", () => {
    // "p" starts "pyaz" (Onion), "potato" and "powder".
    expect(names(suggest(catalogue, "p"))).toEqual(["Onion", "Potato", "Red Chilli Powder"]);
    expect(names(suggest(catalogue, "p", 2))).toEqual(["Onion", "Potato"]);
    expect(suggest(catalogue, "p", 0)).toEqual([]);
  });
});

describe("search: names containing the text, then search words", () => {
  it("finds text inside names", () => {
    expect(names(search(catalogue, "ato"))).toEqual(["Potato", "Tomato"]);
    expect(names(search(catalogue, "illi"))).toEqual(["Green Chilli", "Red Chilli Powder"]);
  });

  it("appends search-word matches after name matches, each product once", () => {
    // "ta" is in the names Potato and Tata Salt; Tomato holds it only in "tamatar", so it comes after the lower-rated
    // Tata Salt; Potato's "batata" does not list it twice.
    expect(names(search(catalogue, "ta"))).toEqual(["Potato", "Tata Salt", "Tomato"]);
    // "al": name Tata Salt; search words "batata aloo" (Potato) and "lal mirchi" (Red Chilli Powder) come after.
    expect(names(search(catalogue, "al"))).toEqual(["Tata Salt", "Potato", "Red Chilli Powder"]);
  });

  it("falls back to search words only when no name matches", () => {
    expect(names(search(catalogue, "kanda"))).toEqual(["Onion"]);
    expect(names(search(catalogue, "mirchi"))).toEqual(["Green Chilli", "Red Chilli Powder"]);
    expect(names(search(catalogue, "anda py"))).toEqual(["Onion"]); // contains, not prefix
  });

  it("ignores case; blank text leaves the list whole; nothing found is empty", () => {
    expect(names(search(catalogue, "TOMATO"))).toEqual(["Tomato"]);
    expect(names(search(catalogue, " Aloo "))).toEqual(["Potato"]);
    expect(search(catalogue, "  ")).toBe(catalogue.items);
    expect(search(catalogue, "paneer")).toEqual([]);
  });
});

describe("search in the customer's script: regional names and Devanagari search words", () => {
  const kanda = product(1, "Onion", "kanda pyaz प्याज", { nameRegional: "कांदा", rating: 9 });
  const batata = product(2, "Potato", "aloo आलू", { nameRegional: "बटाटा", rating: 8 });
  // The regional name's ज़ is the one code point U+095B here; a phone's keyboard may type it as ज and a nukta.
  const jeera = product(3, "Cumin", "", { nameRegional: "\u095Bीरा", rating: 7 });
  // Marathi's eyelash र is drawn with a joiner (ZWJ) that some keyboards type and others do not.
  const karyalay = product(4, "Office File", "", { nameRegional: "कार\u094D\u200Dयालय फाइल", rating: 6 });
  const shop = prepareCatalogue([karyalay, jeera, batata, kanda]);

  it("finds a product by its regional name, whole or by a word's start", () => {
    expect(names(search(shop, "कांदा"))).toEqual(["Onion"]);
    expect(names(suggest(shop, "कांदा"))).toEqual(["Onion"]);
    expect(names(suggest(shop, "कां"))).toEqual(["Onion"]);
    expect(names(suggest(shop, "बटा"))).toEqual(["Potato"]);
    expect(names(search(shop, "टाटा"))).toEqual(["Potato"]); // contains, as the main search does for names
    expect(suggest(shop, "टाटा")).toEqual([]); // not the start of a word
  });

  it("finds a product by Devanagari search words, after the name matches", () => {
    expect(names(search(shop, "प्याज"))).toEqual(["Onion"]);
    expect(names(suggest(shop, "प्या"))).toEqual(["Onion"]);
    expect(names(search(shop, "आलू"))).toEqual(["Potato"]);
    expect(names(suggest(shop, "kanda"))).toEqual(["Onion"]);
  });

  it("a regional name is a name: its matches come before the search words' ones", () => {
    const both = prepareCatalogue([
      product(1, "Garlic", "लसूण", { nameRegional: "", rating: 9 }),
      product(2, "Garlic Paste", "", { nameRegional: "लसूण पेस्ट", rating: 5 }),
    ]);
    expect(names(search(both, "लसूण"))).toEqual(["Garlic Paste", "Garlic"]);
  });

  it("compares one Unicode form (NFC) and ignores the joiners, whatever the keyboard typed", () => {
    const decomposed = "ज\u093Cीरा";
    expect(decomposed).not.toBe(jeera.nameRegional);
    expect(names(search(shop, decomposed))).toEqual(["Cumin"]);
    expect(names(suggest(shop, decomposed))).toEqual(["Cumin"]);
    expect(names(search(shop, "\u095Bी"))).toEqual(["Cumin"]);
    expect(names(search(shop, "कार्यालय"))).toEqual(["Office File"]);
    expect(names(suggest(shop, "कार\u094D\u200Dया"))).toEqual(["Office File"]);
  });

  it("mixes scripts: every typed word may be in either", () => {
    expect(names(suggest(shop, "onion कां"))).toEqual(["Onion"]);
    expect(suggest(shop, "onion बटा")).toEqual([]);
  });

  it("never throws on marks, punctuation or a long Devanagari text, and finds nothing in them", () => {
    for (const text of ["ं", "्", "।", "॥ ॰", "\u200d", "कांदा".repeat(2000), "🧅", "\u0915\u093C\u093C\u093C"]) {
      expect(() => search(shop, text)).not.toThrow();
      expect(() => suggest(shop, text)).not.toThrow();
    }
    expect(search(shop, "ं").length).toBeGreaterThan(0); // a vowel sign inside कांदा: the main search contains it
    expect(suggest(shop, "।")).toEqual([]); // punctuation alone is no word
    expect(search(shop, "कांदा".repeat(2000))).toEqual([]);
  });
});

describe("filters and counts", () => {
  const favouriteIds = new Set([1, 4, 7]);
  const cartIds = new Set([2, 3]);

  it("filters by category and brand, keeping rating order", () => {
    expect(names(byCategory(catalogue, SPICES))).toEqual(["Tata Salt", "Red Chilli Powder"]);
    expect(names(byBrand(catalogue, TATA))).toEqual(["Tata Salt"]);
    expect(byBrand(catalogue, 99)).toEqual([]);
  });

  it("discounted means final price below mrp", () => {
    expect(names(discounted(catalogue.items))).toEqual(["Onion", "Potato"]);
    expect(discountCount(catalogue.items)).toBe(2);
    expect(discountCount([chilli])).toBe(0); // equal prices are no offer
  });

  it("favourites and added keep the listed items whose ids are in the set", () => {
    expect(names(favourites(catalogue.items, favouriteIds))).toEqual(["Onion", "Green Chilli"]);
    expect(names(added(catalogue.items, cartIds))).toEqual(["Potato", "Tomato"]);
  });

  it("counts the quick-mode bar over the given items", () => {
    expect(filterCounts(catalogue.items, favouriteIds, cartIds)).toEqual({ favourites: 2, added: 2, discounted: 2 });
    expect(filterCounts(byCategory(catalogue, SPICES), favouriteIds, cartIds)).toEqual({
      favourites: 0,
      added: 0,
      discounted: 0,
    });
  });
});

describe("quick-mode sorting", () => {
  it("sorts ascending on first click, descending on the second, ascending again on the third", () => {
    const first = nextSort(null, "price");
    expect(first).toEqual({ key: "price", direction: "asc" });
    const second = nextSort(first, "price");
    expect(second).toEqual({ key: "price", direction: "desc" });
    expect(nextSort(second, "price")).toEqual({ key: "price", direction: "asc" });
  });

  it("starts ascending when another header is clicked", () => {
    expect(nextSort({ key: "price", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "price", direction: "asc" }, "stock")).toEqual({ key: "stock", direction: "asc" });
  });

  const sorted = (sort: Sort | null) => names(sortItems(catalogue.items, sort));
  // The catalogue's six names A to Z; Tomato is the one out of stock.
  const A_TO_Z = ["Green Chilli", "Onion", "Potato", "Red Chilli Powder", "Tata Salt", "Tomato"];

  it("namewise ignores case", () => {
    const mixed = [product(10, "onion rings", ""), product(11, "Okra", ""), product(12, "ONION", "")];
    expect(names(sortItems(mixed, { key: "name", direction: "asc" }))).toEqual(["Okra", "ONION", "onion rings"]);
    expect(sorted({ key: "name", direction: "asc" })).toEqual(A_TO_Z);
    expect(sorted({ key: "name", direction: "desc" })).toEqual(A_TO_Z.toReversed());
  });

  it("pricewise by final price, equal prices keeping rating order", () => {
    // Onion and Red Chilli Powder both cost Rs. 35: Onion, rated higher, stays first in both directions.
    expect(sorted({ key: "price", direction: "asc" })).toEqual([
      "Potato",
      "Tata Salt",
      "Tomato",
      "Onion",
      "Red Chilli Powder",
      "Green Chilli",
    ]);
    expect(sorted({ key: "price", direction: "desc" })).toEqual([
      "Green Chilli",
      "Onion",
      "Red Chilli Powder",
      "Tomato",
      "Tata Salt",
      "Potato",
    ]);
  });

  it("stockwise by stock, then name A to Z in both directions", () => {
    const inStockAToZ = A_TO_Z.filter((name) => name !== "Tomato");
    expect(sorted({ key: "stock", direction: "asc" })).toEqual(["Tomato", ...inStockAToZ]);
    expect(sorted({ key: "stock", direction: "desc" })).toEqual([...inStockAToZ, "Tomato"]);
  });

  it("returns a copy, and the list itself when nothing is sorted", () => {
    const before = [...catalogue.items];
    sortItems(catalogue.items, { key: "name", direction: "asc" });
    expect(catalogue.items).toEqual(before);
    expect(sortItems(catalogue.items, null)).toBe(catalogue.items);
  });
});

describe("top-bar selectors (spec 1 §9)", () => {
  it("category: one is a dropdown, two or more a panel", () => {
    expect([0, 1, 2, 10].map(categorySelector)).toEqual(["none", "dropdown", "panel", "panel"]);
  });

  it("brand: one or two are a dropdown, more than two a panel", () => {
    expect([0, 1, 2, 3, 10].map(brandSelector)).toEqual(["none", "dropdown", "dropdown", "panel", "panel"]);
  });
});
