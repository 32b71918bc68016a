import { useDeferredValue, useEffect, useRef, useState } from "react";
import type { Product } from "#app/domain/product";
import { useStoreTexts } from "#app/i18n/store-texts";
import { ProductCard } from "./product-card";
import { QuickRow } from "./quick-row";
import type { Storefront } from "./use-storefront";

/** The first screenful of a phone (quick lines, or cards two across): the tap that opens the list paints only these. */
const FIRST_PAGE = 16;
/** Each step after, as the customer scrolls near the end. */
const PAGE = 40;
const NONE: readonly Product[] = [];

/**
 * The product list, as cards or as quick mode's compact lines, rendered a page at a time as the customer scrolls:
 * a 1,000-product store stays quick on a cheap phone, and only the first cards load their images eagerly. The next
 * page follows the first paint at once (its sentinel is within the observer's margin), so scrolling never waits.
 * A list that appears (the customer opened browsing) renders just after the view around it: the tap's view is painted
 * first, without waiting for the layout of a screenful of products (about 50 ms on a slow phone).
 */
export function ProductGrid({
  products: latest,
  store,
  regional,
  quick,
  infoBesidePrice,
}: {
  products: readonly Product[];
  store: Storefront;
  regional: boolean;
  quick: boolean;
  infoBesidePrice: boolean;
}) {
  const t = useStoreTexts();
  const products = useDeferredValue(latest, NONE);
  const [shown, setShown] = useState(FIRST_PAGE);
  const sentinel = useRef<HTMLLIElement>(null);
  const [listKey, setListKey] = useState(products);
  if (listKey !== products) {
    setListKey(products);
    setShown(FIRST_PAGE);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the sentinel moves when more are shown or the list changes: observe it anew
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setShown((n) => n + PAGE),
      { rootMargin: "600px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, products]);

  const page = products.slice(0, shown);
  const more = shown < products.length && <li ref={sentinel} aria-hidden="true" className="col-span-full h-8" />;
  if (quick) {
    return (
      <ul
        className="-mx-3 border-t border-stone-200 sm:mx-0 lg:grid lg:grid-cols-2 lg:gap-x-6"
        aria-label={t.browse.products}
      >
        {page.map((p) => (
          <QuickRow key={p.id} product={p} store={store} regional={regional} infoBesidePrice={infoBesidePrice} />
        ))}
        {more}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label={t.browse.products}>
      {page.map((p, i) => (
        <ProductCard
          key={p.id}
          product={p}
          store={store}
          regional={regional}
          eager={i < 4}
          infoBesidePrice={infoBesidePrice}
        />
      ))}
      {more}
    </ul>
  );
}
