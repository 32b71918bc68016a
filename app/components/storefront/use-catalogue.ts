import { useEffect, useState } from "react";
import { decodeCatalogue } from "#app/domain/catalogue-text";
import type { Product } from "#app/domain/product";

/**
 * The store's catalogue, fetched once the page's scripts run (docs/decisions/0021): the page itself stays small, so
 * its scripts arrive and the first tap works sooner, and the catalogue's address names its version, so the phone's
 * browser (and, offline, the store's service worker) keeps it until the shop changes something.
 */

/** What a store view shows of its catalogue. */
export type CatalogueState =
  | { state: "loading" }
  | { state: "failed"; retry: () => void }
  | { state: "ready"; products: Product[] };

/** A patchy network gets these many tries, this far apart, before the customer is asked; coming online tries again. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/** Catalogues this page has loaded, by address: a view or a navigation that asks again is answered at once. */
const loaded = new Map<string, Product[]>();
/** The fetch under way for an address, so that the early request and the hook's are one. */
const pending = new Map<string, Promise<Product[]>>();

function fetchCatalogue(url: string): Promise<Product[]> {
  let request = pending.get(url);
  if (!request) {
    request = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The catalogue was not sent (${response.status}).`);
      const products = decodeCatalogue(await response.text());
      loaded.set(url, products);
      return products;
    })().finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}

/** The server-rendered store names its catalogue's address on this attribute of its outermost element. */
export const CATALOGUE_URL_ATTRIBUTE = "data-catalogue-url";

// A store page's scripts run as soon as they have all arrived, a while before React has hydrated the page (a quarter
// of a second on a slow phone): the catalogue is asked for right then, so it downloads while the page hydrates, and
// never while the scripts are still coming (docs/decisions/0021). The hook below picks up the same request.
if (typeof document !== "undefined") {
  const early = document.querySelector(`[${CATALOGUE_URL_ATTRIBUTE}]`)?.getAttribute(CATALOGUE_URL_ATTRIBUTE);
  if (early) void fetchCatalogue(early).catch(() => undefined);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The catalogue at `url`. While a new address loads (the shop changed something), the screen waits for it rather than
 * showing old prices. The server render and hydration have none yet: both show the loading state.
 */
export function useCatalogue(url: string): CatalogueState {
  // Never ready in the first render, even when the early request has already been answered: hydration must render
  // what the server did. The effect shows a known catalogue right after.
  const [shown, setShown] = useState<{ url: string; products: Product[] } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again, back online) fetches again
  useEffect(() => {
    let live = true;
    const known = loaded.get(url);
    if (known) {
      setShown({ url, products: known });
      return;
    }
    setFailedUrl(null);
    const tryAgain = () => live && setAttempt((n) => n + 1);
    (async () => {
      for (let i = 0; ; i++) {
        try {
          const products = await fetchCatalogue(url);
          if (live) setShown({ url, products });
          return;
        } catch (error) {
          if (!live) return;
          if (i >= RETRY_DELAYS_MS.length) {
            console.error(error);
            setFailedUrl(url);
            // The network coming back is worth another try without the customer's asking.
            addEventListener("online", tryAgain, { once: true });
            return;
          }
          await pause(RETRY_DELAYS_MS[i]!);
          if (!live) return;
        }
      }
    })();
    return () => {
      live = false;
      removeEventListener("online", tryAgain);
    };
  }, [url, attempt]);

  if (shown?.url === url) return { state: "ready", products: shown.products };
  if (failedUrl === url) return { state: "failed", retry: () => setAttempt((n) => n + 1) };
  return { state: "loading" };
}
