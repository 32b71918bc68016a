import { useEffect, useRef, useState } from "react";
import { ProductCard } from "./product-card";
import type { Storefront, StoreProduct } from "./use-storefront";

const PAGE = 40;

/**
 * The product list, rendered a page at a time as the customer scrolls: a 1,000-product store stays quick on a cheap
 * phone, and only the first cards load their images eagerly.
 */
export function ProductGrid({ products, store, regional }: { products: StoreProduct[]; store: Storefront; regional: boolean }) {
  const [shown, setShown] = useState(PAGE);
  const sentinel = useRef<HTMLLIElement>(null);
  const [listKey, setListKey] = useState(products);
  if (listKey !== products) {
    setListKey(products);
    setShown(PAGE);
  }

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown((n) => n + PAGE), { rootMargin: "600px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, products]);

  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label="Products">
      {products.slice(0, shown).map((p, i) => (
        <ProductCard key={p.id} product={p} store={store} regional={regional} eager={i < 4} />
      ))}
      {shown < products.length && <li ref={sentinel} aria-hidden="true" className="col-span-full h-8" />}
    </ul>
  );
}
