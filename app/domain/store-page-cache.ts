import { OPEN_VIEWS } from "./store-page";

/** What decides whether a store page may come from the edge cache, and under which key (docs/decisions/0017). */
export type StorePageCacheInput = {
  method: string;
  url: URL;
  /** The store's own page: "/{shopUrl}", "/{shopUrl}_{dealer}", or "/" on a shop's host name. */
  storePath: string;
  /** A session cookie was sent: the visitor may be the shop's admin (admin view, billing). */
  hasSession: boolean;
  shopId: number;
  /** The shop's catalogue_version: the database bumps it on every write a customer could see. */
  version: number;
  /** The deployment's build: its pages name its own script files. */
  build: string;
  /** The IST calendar date: a page may say things that depend on the day (a payment due, an offer). */
  day: string;
  /** The page's language (the link's, the phone's choice for this store, or the shop's). */
  locale: string;
};

/** Where cached store pages are kept, apart from every real URL of the site. */
export const STORE_PAGE_CACHE_PATH = "/_store-page-cache";

/**
 * The cache key of a store page request, or null when the page must be rendered for this request alone: anything
 * but a plain GET of the store's page, anything with a session (the admin's own view, billing mode) and billing links.
 * Only what the page depends on is in the key; other query parameters (a tracking tag on a shared link) share it.
 */
export function storePageCacheKey(input: StorePageCacheInput): string | null {
  const { method, url, storePath, hasSession } = input;
  if (method !== "GET" || hasSession || url.pathname !== storePath || url.searchParams.has("billing")) return null;
  const open = url.searchParams.get("open");
  const view = open && Object.hasOwn(OPEN_VIEWS, open) ? `?open=${open}` : "";
  return `${url.origin}${STORE_PAGE_CACHE_PATH}/${input.shopId}/${input.version}/${encodeURIComponent(input.build)}/${input.day}/${input.locale}${storePath}${view}`;
}
