import type { SortDirection, StatusLine } from "#app/domain/catalogue";
import type { Figures } from "../book";

/**
 * The store's browsing views (English, the source; spec 1 §2's texts verbatim): the top bar, the status line and its
 * empty states, quick mode's bar, the product cards and lines, the quantity control and About us.
 */
export default (f: Figures) => ({
  /** Spec 1 §2 "Status line", verbatim. */
  status: (line: StatusLine): string => {
    if (line.filtered) return "Showing filtered items";
    switch (line.searchBy) {
      case "DEFAULT":
        return `Showing all ${f.count(line.count)} items`;
      case "CATEGORY":
        return `Showing ${line.category} - ${f.count(line.count)} items`;
      case "BRAND":
        return `Showing Brand-${line.brand}-${f.count(line.count)} items`;
      case "SPECIAL":
        return `Showing ${f.count(line.count)} special offer(s)`;
      case "CLICK":
        return "Showing selected item";
      case "TYPING":
        return line.count === 0 ? "No matched item found" : `Showing total ${f.count(line.count)} matched items`;
    }
  },
  /** Under the status line when there is nothing to list (with their full stops). */
  empty: { noMatch: "No matched item found.", noOffers: "No Special offers yet." },

  // The top bar.
  searchProducts: "Search products",
  suggestions: "Suggestions",
  showAll: "Show All",
  offers: "Offers",
  /** The offers' list, as a screen reader names it. */
  specialOffers: "Special offers",
  quickMode: "Quick Mode",
  /** A dropdown's name and first option (one category), a panel's heading (several). */
  category: "Category",
  categories: "Categories",
  brand: "Brand",
  brands: "Brands",

  // The list.
  products: "Products",
  add: "Add",
  addName: (name: string) => `Add ${name}`,
  favourite: (name: string) => `Favourite ${name}`,
  outOfStock: "Out-of-stock",
  percentOff: (percent: number) => `${f.count(percent)}% off`,

  // The quantity control: − quantity + (and a bulk product's weight step and C).
  less: (name: string) => `Less ${name}`,
  more: (name: string) => `More ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  weightStepFor: (name: string) => `Weight step for ${name}`,
  /** A weight step's option: 1, 10, 100 or 1000 kg. */
  weightStep: (kg: number) => `${f.digits(kg)} kg`,
  clear: (name: string) => `Clear ${name}`,
  /** The clear button's face, as on a calculator. */
  clearMark: "C",

  // Quick mode's bar (spec 1 §2): Favourites(n), Added(n), Discounted(n) and the three sorts.
  filters: "Filters",
  filter: { favourites: "Favourites", added: "Added", discounted: "Discounted" },
  filterCount: (label: string, count: number) => `${label}(${f.count(count)})`,
  sort: "Sort",
  sorts: { name: "Namewise", price: "Pricewise", stock: "Stockwise" },
  /** A sort button's name once it sorts the list. */
  sorted: (label: string, direction: SortDirection) =>
    `${label}${direction === "asc" ? ", sorted ascending" : ", sorted descending"}`,

  // The catalogue while a view waits for it.
  loading: "Loading products…",
  loadFailed: "The products could not be loaded. Please check your network.",
  tryAgain: "Try again",

  // About us and the shop's address.
  whatsApp: (number: string) => `WhatsApp: ${number}`,
  contactNow: "Contact Now",
  startShopping: "START SHOPPING",
  /** What a screen reader calls the about-us photos that turn by themselves. */
  carousel: "carousel",
  photosOf: (shop: string) => `Photos of ${shop}`,
  photo: (shop: string, index: number, count: number) => `${shop}, photo ${f.count(index)} of ${f.count(count)}`,
  showPhoto: (index: number) => `Show photo ${f.count(index)}`,
});
