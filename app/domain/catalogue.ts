/**
 * The storefront's product list: visibility, order, search, quick-mode filters and sorts, the status line and the
 * selector thresholds (spec 1 §2 "Status line", "Quick mode", "Top bar"; §4 browsing modes; §5 "Search"; §9).
 *
 * A shop may hold 1,000 products and the list is filtered on every keystroke, so everything that does not depend on
 * the typed text (visibility, rating order, lowercased text, word lists) is computed once by `prepareCatalogue`.
 * Filters keep the prepared order, so no result is ever re-sorted.
 */
import { isVisible, type Product } from "./product";

/** The normalised search text of one product (`searchText`); entry i belongs to items[i]. */
export type SearchEntry = {
  /** The name and the regional name: a customer types either, in Latin letters or in Devanagari. */
  readonly names: readonly string[];
  readonly searchWords: string;
  /** The words of the names followed by the words of the search words, for prefix matching. */
  readonly words: readonly string[];
};

export type PreparedCatalogue = {
  /** Products customers may see, by rating descending, then name. */
  readonly items: readonly Product[];
  /** Internal to this module: parallel to `items`. */
  readonly index: readonly SearchEntry[];
};

/** Names compare like a shopper reads them: "onion" next to "Onion", accents ignored (spec "Namewise"). */
const nameCollator = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: Product, b: Product) => nameCollator.compare(a.name, b.name);

/**
 * Text as search compares it, the typed text and the product's alike: one Unicode form (NFC, so a vowel sign typed
 * as one code point or as two is the same letter: the keyboards of phones differ), lowercase, and without the
 * invisible joiners (ZWJ, ZWNJ) that only choose how a Devanagari conjunct is drawn ("र्‍य" and "र्य" are the same
 * word to a customer).
 */
export function searchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200c\u200d]/g, "")
    .toLowerCase();
}

/** Word separators: anything but letters, digits and combining marks (marks keep Devanagari words whole). */
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;
const wordsOf = (text: string) => text.split(WORD_BREAK).filter((w) => w !== "");

export function prepareCatalogue(products: readonly Product[]): PreparedCatalogue {
  // Ties broken by name, then id, so the order never depends on the order the server sent.
  const items = products.filter(isVisible).sort((a, b) => b.rating - a.rating || byName(a, b) || a.id - b.id);
  const index = items.map((p): SearchEntry => {
    const names = [searchText(p.name), searchText(p.nameRegional)].filter((n) => n !== "");
    const searchWords = searchText(p.searchWords);
    return { names, searchWords, words: [...names.flatMap(wordsOf), ...wordsOf(searchWords)] };
  });
  return { items, index };
}

// ---- Search (spec 1 §5) ----

/**
 * The search box's suggestions: a product matches when every typed word is the start of some word of its name,
 * regional name or search words ("kan" → Onion through "kanda", "कां" through "कांदा"; "ato" → nothing). Stops at
 * `limit`, since the dropdown shows no more.
 */
export function suggest(prepared: PreparedCatalogue, text: string, limit = 10): Product[] {
  const typed = wordsOf(searchText(text));
  const found: Product[] = [];
  if (typed.length === 0 || limit <= 0) return found;
  for (let i = 0; i < prepared.items.length && found.length < limit; i++) {
    const words = prepared.index[i]!.words;
    if (typed.every((t) => words.some((w) => w.startsWith(t)))) found.push(prepared.items[i]!);
  }
  return found;
}

/**
 * The main search: names (or regional names) containing the text first, then products found only through their
 * search words. When no name matches, this is the search-words matches alone (the spec's "falling back to search
 * words only"). Blank text filters nothing.
 */
export function search(prepared: PreparedCatalogue, text: string): readonly Product[] {
  const needle = searchText(text).trim();
  if (needle === "") return prepared.items;
  const byNameHits: Product[] = [];
  const bySearchWordsHits: Product[] = [];
  prepared.items.forEach((p, i) => {
    const entry = prepared.index[i]!;
    if (entry.names.some((n) => n.includes(needle))) byNameHits.push(p);
    else if (entry.searchWords.includes(needle)) bySearchWordsHits.push(p); // "else": no product twice
  });
  return byNameHits.concat(bySearchWordsHits);
}

// ---- Filters (spec 1 §2 "Quick mode", §4) ----

export const byCategory = (prepared: PreparedCatalogue, categoryId: number) =>
  prepared.items.filter((p) => p.categoryId === categoryId);
export const byBrand = (prepared: PreparedCatalogue, brandId: number) =>
  prepared.items.filter((p) => p.brandId === brandId);

/** Spec 1 §4: a product is discounted when its final price is below its mrp. */
export const isDiscounted = (p: Product) => p.pricePaise < p.mrpPaise;
export const discounted = (items: readonly Product[]) => items.filter(isDiscounted);
export const favourites = (items: readonly Product[], favouriteIds: ReadonlySet<number>) =>
  items.filter((p) => favouriteIds.has(p.id));
export const added = (items: readonly Product[], cartIds: ReadonlySet<number>) =>
  items.filter((p) => cartIds.has(p.id));

/** Counted without building the filtered lists: the badge numbers change on every cart or star click. */
export function discountCount(items: readonly Product[]): number {
  let n = 0;
  for (const p of items) if (isDiscounted(p)) n++;
  return n;
}

export type FilterCounts = { favourites: number; added: number; discounted: number };

/** The quick-mode bar: Favourites(count), Added(count), Discounted(count), in one pass. */
export function filterCounts(
  items: readonly Product[],
  favouriteIds: ReadonlySet<number>,
  cartIds: ReadonlySet<number>,
): FilterCounts {
  const counts = { favourites: 0, added: 0, discounted: 0 };
  for (const p of items) {
    if (favouriteIds.has(p.id)) counts.favourites++;
    if (cartIds.has(p.id)) counts.added++;
    if (isDiscounted(p)) counts.discounted++;
  }
  return counts;
}

// ---- Quick-mode sorts: Namewise, Pricewise, Stockwise (spec 1 §2, §4 "Sorting") ----

export type SortKey = "name" | "price" | "stock";
export type SortDirection = "asc" | "desc";
export type Sort = { key: SortKey; direction: SortDirection };

/** The first click on a header sorts ascending, the next descending, and so on; another header starts ascending. */
export function nextSort(current: Sort | null, clicked: SortKey): Sort {
  const again = current?.key === clicked && current.direction === "asc";
  return { key: clicked, direction: again ? "desc" : "asc" };
}

const COMPARE: Record<SortKey, (a: Product, b: Product) => number> = {
  name: byName,
  price: (a, b) => a.pricePaise - b.pricePaise,
  stock: (a, b) => a.inStock - b.inStock,
};

/**
 * A sorted copy (the input stays in rating order). The direction turns the chosen key only: equal prices keep the
 * rating order, and equal stock is always listed A→Z so a shopper can scan it. No sort means the list as it is.
 */
export function sortItems(items: readonly Product[], sort: Sort | null): readonly Product[] {
  if (sort === null) return items;
  const sign = sort.direction === "asc" ? 1 : -1;
  const compare = COMPARE[sort.key];
  const tieBreak = sort.key === "stock" ? byName : () => 0; // Array.prototype.sort is stable for the rest
  return [...items].sort((a, b) => sign * compare(a, b) || tieBreak(a, b));
}

// ---- Status line (spec 1 §2) ----

/**
 * Spec 1 §4 "Browsing modes (searchBy)", with what each mode's status line needs. The line itself is written by the
 * page's book (the store's `browse.status`: the spec's sentences in English), from this.
 */
export type BrowseMode =
  | { searchBy: "DEFAULT"; count: number }
  | { searchBy: "CATEGORY"; category: string; count: number }
  | { searchBy: "BRAND"; brand: string; count: number }
  | { searchBy: "SPECIAL"; count: number }
  | { searchBy: "CLICK" }
  | { searchBy: "TYPING"; count: number };

/**
 * What the status line says. `filtered`: one of the quick-mode filters (Favourites, Added, Discounted) is on, and it
 * narrows whichever mode is on, so the line says that rather than the mode's count.
 */
export type StatusLine = BrowseMode & { filtered?: boolean };

/** The empty state under the status line (spec 1 §2): nothing matched, or the shop has no offers yet. */
export type EmptyState = "noMatch" | "noOffers";

// ---- Top-bar selectors (spec 1 §9) ----

export type SelectorKind = "none" | "dropdown" | "panel";

/** One visible category is a dropdown, two or more a panel. */
export const categorySelector = (count: number): SelectorKind =>
  count <= 0 ? "none" : count === 1 ? "dropdown" : "panel";
/** One or two brands are a dropdown, more than two a panel. */
export const brandSelector = (count: number): SelectorKind => (count <= 0 ? "none" : count <= 2 ? "dropdown" : "panel");
