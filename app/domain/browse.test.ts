import { describe, expect, it } from "vitest";
import { figuresOf } from "#app/i18n/book";
import { ENGLISH } from "#app/i18n/locale";
import englishBrowse from "#app/i18n/store/browse.en";
import type { BrowseAction, BrowseContext, BrowseResult, BrowseState } from "./browse";
import { browse, browseResult, INITIAL_BROWSE } from "./browse";
import { prepareCatalogue } from "./catalogue";
import type { Product } from "./product";

const VEGETABLES = 1;
const GROCERY = 2;
const TATA = 7;

function product(id: number, name: string, fields: Partial<Product> = {}): Product {
  return {
    id,
    name,
    nameRegional: "",
    information: "",
    mrpPaise: 4000,
    pricePaise: 4000,
    unitId: 1,
    inStock: 10,
    rating: 5,
    categoryId: VEGETABLES,
    brandId: null,
    searchWords: "",
    imageKey: null,
    ...fields,
  };
}

// Rating order: Onion 9, Potato 8, Tata Salt 7, Tomato 6, Tata Tea 4; Old Onion (rating 1) is hidden.
const products = [
  product(5, "Tata Tea", {
    rating: 4,
    categoryId: GROCERY,
    brandId: TATA,
    pricePaise: 9000,
    mrpPaise: 9000,
    inStock: 12,
    searchWords: "chai",
  }),
  product(4, "Tomato", { rating: 6, pricePaise: 3000, mrpPaise: 2800, inStock: 0, searchWords: "tamatar" }), // dearer than mrp: no offer
  product(6, "Old Onion", { rating: 1, brandId: TATA, pricePaise: 100, mrpPaise: 4000, searchWords: "kanda" }),
  product(3, "Tata Salt", {
    rating: 7,
    categoryId: GROCERY,
    brandId: TATA,
    pricePaise: 2800,
    mrpPaise: 3000,
    inStock: 12,
    searchWords: "namak",
  }),
  product(2, "Potato", { rating: 8, pricePaise: 2500, mrpPaise: 2500, inStock: 30, searchWords: "aloo" }), // equal: no offer
  product(1, "Onion", { rating: 9, pricePaise: 3500, mrpPaise: 4000, inStock: 5, searchWords: "kanda pyaz" }),
];
const catalogue = prepareCatalogue(products);

const context: BrowseContext = {
  categories: [
    { id: VEGETABLES, name: "Vegetables" },
    { id: GROCERY, name: "Grocery" },
  ],
  brands: [{ id: TATA, name: "Tata" }],
  offerCount: 2,
  favouriteIds: new Set([1, 3, 6]),
  addedIds: new Set([2, 3, 6]),
};

const english = englishBrowse(figuresOf(ENGLISH));
/** A result with its status line and empty state as the English store writes them (the spec's texts). */
const said = (result: BrowseResult) => ({
  ...result,
  status: english.status(result.status),
  empty: result.empty && english.empty[result.empty],
});
const run = (...actions: BrowseAction[]) => actions.reduce<BrowseState>(browse, INITIAL_BROWSE);
const show = (...actions: BrowseAction[]) => said(browseResult(catalogue, run(...actions), context));
const names = (result: Pick<BrowseResult, "items">) => result.items.map((p) => p.name);

const FAV: BrowseAction = { type: "filter", filter: "favourites" };
const ADDED: BrowseAction = { type: "filter", filter: "added" };
const DISC: BrowseAction = { type: "filter", filter: "discounted" };
const NO_FILTERS = { favourites: false, added: false, discounted: false };

describe("browse: the state machine", () => {
  it("starts in DEFAULT with no text, filters or sort", () => {
    expect(INITIAL_BROWSE).toEqual({
      searchBy: "DEFAULT",
      text: "",
      categoryId: null,
      brandId: null,
      productId: null,
      filters: NO_FILTERS,
      sort: null,
    });
  });

  it("enters each mode with only that mode's fields set", () => {
    expect(run({ type: "category", categoryId: GROCERY })).toEqual({
      ...INITIAL_BROWSE,
      searchBy: "CATEGORY",
      categoryId: GROCERY,
    });
    expect(run({ type: "brand", brandId: TATA })).toEqual({ ...INITIAL_BROWSE, searchBy: "BRAND", brandId: TATA });
    expect(run({ type: "offers" })).toEqual({ ...INITIAL_BROWSE, searchBy: "SPECIAL" });
    expect(run({ type: "type", text: "oni" })).toEqual({ ...INITIAL_BROWSE, searchBy: "TYPING", text: "oni" });
    expect(run({ type: "type", text: "oni" }, { type: "pick", productId: 1, name: "Onion" })).toEqual({
      ...INITIAL_BROWSE,
      searchBy: "CLICK",
      text: "Onion",
      productId: 1,
    });
    // Choosing a category forgets the typed text and the previous brand.
    expect(
      run(
        { type: "type", text: "oni" },
        { type: "brand", brandId: TATA },
        { type: "category", categoryId: VEGETABLES },
      ),
    ).toEqual({
      ...INITIAL_BROWSE,
      searchBy: "CATEGORY",
      categoryId: VEGETABLES,
    });
  });

  it("toggles the three filters independently, keeping the mode", () => {
    const state = run({ type: "category", categoryId: VEGETABLES }, FAV, DISC);
    expect(state.filters).toEqual({ favourites: true, added: false, discounted: true });
    expect(state.searchBy).toBe("CATEGORY");
    expect(browse(state, FAV).filters).toEqual({ favourites: false, added: false, discounted: true });
    expect(browse(state, ADDED).filters).toEqual({ favourites: true, added: true, discounted: true });
  });

  it("clears the filters but keeps the sort on choosing a category, brand or search result", () => {
    const before = run({ type: "sort", key: "price" }, { type: "sort", key: "price" }, FAV, ADDED, DISC);
    const choices: BrowseAction[] = [
      { type: "category", categoryId: VEGETABLES },
      { type: "brand", brandId: TATA },
      { type: "type", text: "on" },
      { type: "pick", productId: 2, name: "Potato" },
    ];
    for (const choice of choices) {
      const after = browse(before, choice);
      expect(after.filters).toEqual(NO_FILTERS);
      expect(after.sort).toEqual({ key: "price", direction: "desc" });
    }
  });

  it("Show All, a blank search and clearing the category or brand return to DEFAULT without filters", () => {
    const busy = run({ type: "category", categoryId: VEGETABLES }, FAV, ADDED);
    for (const action of [
      { type: "showAll" },
      { type: "category", categoryId: null },
      { type: "brand", brandId: null },
    ] as const) {
      expect(browse(busy, action)).toEqual(INITIAL_BROWSE);
    }
    const blank = run({ type: "type", text: "oni" }, ADDED, { type: "type", text: "   " });
    expect(blank.searchBy).toBe("DEFAULT");
    expect(blank.filters).toEqual(NO_FILTERS);
    expect(said(browseResult(catalogue, blank, context)).status).toBe("Showing all 5 items");
  });

  it("sorts ascending on the first click, descending on the second, and another key starts ascending", () => {
    const once = run(FAV, { type: "sort", key: "name" });
    expect(once.sort).toEqual({ key: "name", direction: "asc" });
    expect(once.filters.favourites).toBe(true);
    const twice = browse(once, { type: "sort", key: "name" });
    expect(twice.sort).toEqual({ key: "name", direction: "desc" });
    expect(browse(twice, { type: "sort", key: "name" }).sort).toEqual({ key: "name", direction: "asc" });
    expect(browse(twice, { type: "sort", key: "stock" }).sort).toEqual({ key: "stock", direction: "asc" });
  });
});

describe("browseResult: list, status line, empty state and counts", () => {
  it("DEFAULT lists every visible product by rating, rating 1 hidden", () => {
    expect(show()).toEqual({
      items: catalogue.items,
      status: "Showing all 5 items",
      empty: null,
      counts: { favourites: 2, added: 2, discounted: 2 }, // Old Onion (id 6) is in both sets but hidden
    });
    expect(names(show())).toEqual(["Onion", "Potato", "Tata Salt", "Tomato", "Tata Tea"]);
  });

  it("CATEGORY and BRAND narrow the list and name it in the status line", () => {
    const vegetables = show({ type: "category", categoryId: VEGETABLES });
    expect(names(vegetables)).toEqual(["Onion", "Potato", "Tomato"]);
    expect(vegetables.status).toBe("Showing Vegetables - 3 items");
    expect(vegetables.counts).toEqual({ favourites: 1, added: 1, discounted: 1 });
    const tata = show({ type: "brand", brandId: TATA });
    expect(names(tata)).toEqual(["Tata Salt", "Tata Tea"]);
    expect(tata.status).toBe("Showing Brand-Tata-2 items");
    expect(tata.counts).toEqual({ favourites: 1, added: 1, discounted: 1 });
  });

  it("SPECIAL lists no products and counts the shop's offers", () => {
    expect(show({ type: "offers" })).toEqual({
      items: [],
      status: "Showing 2 special offer(s)",
      empty: null,
      counts: { favourites: 0, added: 0, discounted: 0 },
    });
    const none = said(browseResult(catalogue, run({ type: "offers" }), { ...context, offerCount: 0 }));
    expect(none.status).toBe("Showing 0 special offer(s)");
    expect(none.empty).toBe("No Special offers yet.");
  });

  it("CLICK shows the picked product alone", () => {
    const picked = show({ type: "pick", productId: 2, name: "Potato" });
    expect(names(picked)).toEqual(["Potato"]);
    expect(picked.status).toBe("Showing selected item");
    expect(picked.empty).toBeNull();
    expect(picked.counts).toEqual({ favourites: 0, added: 1, discounted: 0 });
  });

  it("TYPING lists name matches, then search-word matches, never a hidden product", () => {
    const typed = show({ type: "type", text: "ta" });
    expect(names(typed)).toEqual(["Potato", "Tata Salt", "Tata Tea", "Tomato"]); // Tomato only through "tamatar"
    expect(typed.status).toBe("Showing total 4 matched items");
    expect(typed.counts).toEqual({ favourites: 1, added: 2, discounted: 1 });
    const kanda = show({ type: "type", text: "kanda" });
    expect(names(kanda)).toEqual(["Onion"]);
    expect(kanda.status).toBe("Showing total 1 matched items");
  });

  it("TYPING with no match says so in the status line and the empty state", () => {
    expect(show({ type: "type", text: "mango" })).toEqual({
      items: [],
      status: "No matched item found",
      empty: "No matched item found.",
      counts: { favourites: 0, added: 0, discounted: 0 },
    });
  });

  it("combines filters with AND, counting over the mode's list before the filters", () => {
    const favourites = show(FAV);
    expect(names(favourites)).toEqual(["Onion", "Tata Salt"]);
    expect(favourites.status).toBe("Showing filtered items");
    expect(favourites.counts).toEqual({ favourites: 2, added: 2, discounted: 2 });
    expect(names(show(ADDED))).toEqual(["Potato", "Tata Salt"]);
    expect(names(show(FAV, ADDED))).toEqual(["Tata Salt"]);
    expect(names(show(FAV, ADDED, FAV))).toEqual(["Potato", "Tata Salt"]);
  });

  it("Discounted keeps only products whose final price is below mrp", () => {
    expect(names(show(DISC))).toEqual(["Onion", "Tata Salt"]);
  });

  it("a filter that leaves nothing shows 'No matched item found.'", () => {
    const none = show({ type: "category", categoryId: VEGETABLES }, ADDED, DISC);
    expect(none.items).toEqual([]);
    expect(none.status).toBe("Showing filtered items");
    expect(none.empty).toBe("No matched item found.");
    expect(none.counts).toEqual({ favourites: 1, added: 1, discounted: 1 });
  });

  it("sorts by name, price or stock in either direction", () => {
    expect(names(show({ type: "sort", key: "name" }))).toEqual(["Onion", "Potato", "Tata Salt", "Tata Tea", "Tomato"]);
    expect(names(show({ type: "sort", key: "price" }))).toEqual(["Potato", "Tata Salt", "Tomato", "Onion", "Tata Tea"]);
    expect(names(show({ type: "sort", key: "price" }, { type: "sort", key: "price" }))).toEqual([
      "Tata Tea",
      "Onion",
      "Tomato",
      "Tata Salt",
      "Potato",
    ]);
    // Equal stock (Tata Salt, Tata Tea: 12) is listed A to Z in both directions.
    expect(names(show({ type: "sort", key: "stock" }))).toEqual(["Tomato", "Onion", "Tata Salt", "Tata Tea", "Potato"]);
    expect(names(show({ type: "sort", key: "stock" }, { type: "sort", key: "stock" }))).toEqual([
      "Potato",
      "Tata Salt",
      "Tata Tea",
      "Onion",
      "Tomato",
    ]);
  });

  it("keeps the sort through a change of mode and applies it after the filters", () => {
    expect(names(show({ type: "sort", key: "price" }, { type: "category", categoryId: VEGETABLES }))).toEqual([
      "Potato",
      "Tomato",
      "Onion",
    ]);
    expect(names(show({ type: "sort", key: "price" }, { type: "type", text: "ta" }, ADDED))).toEqual([
      "Potato",
      "Tata Salt",
    ]);
    expect(names(show({ type: "sort", key: "price" }, { type: "sort", key: "price" }, FAV))).toEqual([
      "Onion",
      "Tata Salt",
    ]);
  });
});
