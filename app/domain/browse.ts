/**
 * What the browse view shows (spec 1 §2 "Top bar", "Status line", "Quick mode"; §4 "Browsing modes"): one state,
 * changed only through `browse`, and one pure function from that state to the list and its status line.
 */
import {
  type EmptyState,
  type FilterCounts,
  filterCounts,
  isDiscounted,
  nextSort,
  type PreparedCatalogue,
  type Sort,
  type SortKey,
  type StatusLine,
  search,
  sortItems,
} from "./catalogue";
import type { Product } from "./product";

export type QuickFilter = keyof FilterCounts;
export type Filters = Readonly<Record<QuickFilter, boolean>>;
const NO_FILTERS: Filters = { favourites: false, added: false, discounted: false };

export type BrowseState = {
  readonly searchBy: "DEFAULT" | "CATEGORY" | "BRAND" | "SPECIAL" | "CLICK" | "TYPING";
  /** What the search box shows. */
  readonly text: string;
  readonly categoryId: number | null;
  readonly brandId: number | null;
  /** The product chosen from the suggestions (CLICK). */
  readonly productId: number | null;
  readonly filters: Filters;
  readonly sort: Sort | null;
};

export const INITIAL_BROWSE: BrowseState = {
  searchBy: "DEFAULT",
  text: "",
  categoryId: null,
  brandId: null,
  productId: null,
  filters: NO_FILTERS,
  sort: null,
};

export type BrowseAction =
  | { type: "showAll" }
  | { type: "type"; text: string }
  | { type: "pick"; productId: number; name: string }
  | { type: "category"; categoryId: number | null }
  | { type: "brand"; brandId: number | null }
  | { type: "offers" }
  | { type: "filter"; filter: QuickFilter }
  | { type: "sort"; key: SortKey };

/** A fresh mode: choosing a category, brand or search result clears the three filters (spec 1 §4); the sort stays. */
const mode = (state: BrowseState, next: Partial<BrowseState>): BrowseState => ({
  ...INITIAL_BROWSE,
  sort: state.sort,
  ...next,
});

export function browse(state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case "showAll":
      return mode(state, {});
    case "type":
      return action.text.trim() === ""
        ? mode(state, { text: action.text })
        : mode(state, { searchBy: "TYPING", text: action.text });
    case "pick":
      return mode(state, { searchBy: "CLICK", text: action.name, productId: action.productId });
    case "category":
      return action.categoryId === null
        ? mode(state, {})
        : mode(state, { searchBy: "CATEGORY", categoryId: action.categoryId });
    case "brand":
      return action.brandId === null ? mode(state, {}) : mode(state, { searchBy: "BRAND", brandId: action.brandId });
    case "offers":
      return mode(state, { searchBy: "SPECIAL" });
    case "filter":
      return { ...state, filters: { ...state.filters, [action.filter]: !state.filters[action.filter] } };
    case "sort":
      return { ...state, sort: nextSort(state.sort, action.key) };
  }
}

export const isFiltered = (filters: Filters) => filters.favourites || filters.added || filters.discounted;

export type BrowseContext = {
  categories: readonly { id: number; name: string }[];
  brands: readonly { id: number; name: string }[];
  offerCount: number;
  favouriteIds: ReadonlySet<number>;
  /** Products with a line above zero in the cart. */
  addedIds: ReadonlySet<number>;
};

export type BrowseResult = {
  /** Products to list; SPECIAL lists the shop's offers instead, so it is empty there. */
  items: readonly Product[];
  /** What the status line says, for the page's book to write. */
  status: StatusLine;
  /** Nothing matched ('No matched item found.'), or no offers ('No Special offers yet.'); null when there is a list. */
  empty: EmptyState | null;
  /** The quick-mode bar's counts, over the list of the current mode before the filters. */
  counts: FilterCounts;
};

function modeItems(prepared: PreparedCatalogue, state: BrowseState): readonly Product[] {
  switch (state.searchBy) {
    case "DEFAULT":
    case "SPECIAL":
      return prepared.items;
    case "CATEGORY":
      return prepared.items.filter((p) => p.categoryId === state.categoryId);
    case "BRAND":
      return prepared.items.filter((p) => p.brandId === state.brandId);
    case "CLICK":
      return prepared.items.filter((p) => p.id === state.productId);
    case "TYPING":
      return search(prepared, state.text);
  }
}

export function browseResult(prepared: PreparedCatalogue, state: BrowseState, context: BrowseContext): BrowseResult {
  if (state.searchBy === "SPECIAL") {
    return {
      items: [],
      status: { searchBy: "SPECIAL", count: context.offerCount },
      empty: context.offerCount === 0 ? "noOffers" : null,
      counts: filterCounts([], context.favouriteIds, context.addedIds),
    };
  }
  const base = modeItems(prepared, state);
  const counts = filterCounts(base, context.favouriteIds, context.addedIds);
  const { filters } = state;
  const filtered = isFiltered(filters)
    ? base.filter(
        (p) =>
          (!filters.favourites || context.favouriteIds.has(p.id)) &&
          (!filters.added || context.addedIds.has(p.id)) &&
          (!filters.discounted || isDiscounted(p)),
      )
    : base;
  const items = sortItems(filtered, state.sort);
  const status = statusLine(state, base.length, context);
  const searched = state.searchBy === "TYPING" || state.searchBy === "CLICK" || isFiltered(filters);
  const empty = items.length === 0 && searched ? "noMatch" : null;
  return { items, status, empty, counts };
}

/** What the status line says of a mode whose list (before the filters) holds `count` products. */
function statusLine(state: BrowseState, count: number, context: BrowseContext): StatusLine {
  const filtered = isFiltered(state.filters);
  switch (state.searchBy) {
    case "CATEGORY":
      return {
        searchBy: "CATEGORY",
        category: context.categories.find((c) => c.id === state.categoryId)?.name ?? "",
        count,
        filtered,
      };
    case "BRAND":
      return {
        searchBy: "BRAND",
        brand: context.brands.find((b) => b.id === state.brandId)?.name ?? "",
        count,
        filtered,
      };
    case "CLICK":
      return { searchBy: "CLICK", filtered };
    case "TYPING":
      return { searchBy: "TYPING", count, filtered };
    default:
      return { searchBy: "DEFAULT", count, filtered };
  }
}
