import { type ColumnSort, toggleSort } from "../admin/list";

/*
 * How the Yaadi Summary lists a range's yaadies (spec 3 "Yaadi Summary": a search by customer name and a sortable
 * table): the search, the sort and the page live in the URL beside the day choice, and the server applies them to the
 * whole range. A busy shop's 92 days are tens of thousands of yaadies — too many to send to a phone to search there.
 */

export const SUMMARY_SORT_KEYS = [
  "id",
  "customerName",
  "customerWhatsApp",
  "customerAddress",
  "totalPaise",
  "deliveryChargesPaise",
  "netPaise",
  "createdAt",
  "status",
] as const;
export type SummarySortKey = (typeof SUMMARY_SORT_KEYS)[number];

/** Rows on one page: a day of a busy shop in a few pages, light enough for a phone. */
export const SUMMARY_PAGE_SIZE = 100;
/** Longer than any customer name (field rules: 30). */
export const SEARCH_MAX = 40;

export type SummaryView = { q: string; sort: ColumnSort<SummarySortKey>; page: number };

/** Newest first, as the spec's list and the CSV. */
export const DEFAULT_SUMMARY_VIEW: SummaryView = { q: "", sort: { key: "createdAt", direction: "desc" }, page: 1 };

/** The names this view adds to the report's query string. */
export const SUMMARY_VIEW_PARAMS = ["q", "sort", "dir", "page"] as const;

/** The view as query parameters, defaults left out so a plain report keeps its short link. */
export function summaryViewQuery(view: SummaryView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.sort.key !== DEFAULT_SUMMARY_VIEW.sort.key || view.sort.direction !== DEFAULT_SUMMARY_VIEW.sort.direction) {
    params.set("sort", view.sort.key);
    params.set("dir", view.sort.direction);
  }
  if (view.page > 1) params.set("page", String(view.page));
  return params.toString();
}

/** A header tapped: ascending first, descending on the second tap (spec 3 §2), from the first page. */
export const sortedBy = (view: SummaryView, key: SummarySortKey): SummaryView => ({
  ...view,
  sort: toggleSort(view.sort, key),
  page: 1,
});

export const pageCount = (matched: number) => Math.max(1, Math.ceil(matched / SUMMARY_PAGE_SIZE));
