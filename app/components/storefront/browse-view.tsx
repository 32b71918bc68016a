import { useDeferredValue, useMemo, useState } from "react";
import { showsRegionalNames } from "../../../themes/themes";
import type { StorePageData } from "../../server/storefront.server";
import { ProductGrid } from "./product-grid";
import type { Storefront } from "./use-storefront";

/** VIEW: search, category choice and the product grid with its status line. */
export function BrowseView({ data, store }: { data: StorePageData; store: Storefront }) {
  const [text, setText] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const query = useDeferredValue(text.trim().toLowerCase());
  const category = data.categories.find((c) => c.id === categoryId) ?? null;

  const products = useMemo(() => {
    if (query) {
      // Names containing the text first, then search words (spec 1 §5, main search).
      const byName = data.products.filter((p) => p.name.toLowerCase().includes(query));
      const ids = new Set(byName.map((p) => p.id));
      return [...byName, ...data.products.filter((p) => !ids.has(p.id) && p.searchWords.toLowerCase().includes(query))];
    }
    return category ? data.products.filter((p) => p.categoryId === category.id) : data.products;
  }, [data.products, query, category]);

  const status = query
    ? products.length
      ? `Showing total ${products.length} matched items`
      : "No matched item found"
    : category
      ? `Showing ${category.name} - ${products.length} items`
      : `Showing all ${products.length} items`;

  return (
    <div className="mx-auto max-w-5xl px-3 py-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="store-search">
          Search products
        </label>
        <input
          id="store-search"
          type="search"
          placeholder="Search products"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCategoryId(null);
          }}
          className="h-11 flex-1 appearance-none rounded-lg border border-stone-300 bg-white px-3 text-base"
        />
        {data.categories.length > 0 && (
          <>
            <label className="sr-only" htmlFor="store-category">
              Category
            </label>
            <select
              id="store-category"
              className="h-11 rounded-lg border border-stone-300 bg-white px-2"
              value={categoryId ?? ""}
              onChange={(e) => {
                setCategoryId(e.target.value ? Number(e.target.value) : null);
                setText("");
              }}
            >
              <option value="">All categories</option>
              {data.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 font-semibold"
          onClick={() => {
            setText("");
            setCategoryId(null);
          }}
        >
          Show All
        </button>
      </div>
      <p className="my-3 text-sm text-stone-600" role="status">
        {status}
      </p>
      {query && products.length === 0 ? (
        <p className="py-10 text-center text-stone-600">No matched item found.</p>
      ) : (
        <ProductGrid products={products} store={store} regional={showsRegionalNames(data.shop.languageChoice)} />
      )}
    </div>
  );
}
