import { useDeferredValue, useMemo, useState } from "react";
import { showsRegionalNames } from "../../../themes/themes";
import type { StorePageData } from "../../server/storefront.server";
import { ProductGrid } from "./product-grid";
import type { Storefront, StoreProduct } from "./use-storefront";
import { byCategory, NO_MATCH, prepareCatalogue, search, statusLine } from "../../domain/catalogue";

/** VIEW: search, category choice and the product grid with its status line. */
export function BrowseView({ data, store }: { data: StorePageData; store: Storefront }) {
  const [text, setText] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const query = useDeferredValue(text.trim().toLowerCase());
  const category = data.categories.find((c) => c.id === categoryId) ?? null;

  // Prepared once per catalogue: each keystroke then filters precomputed lowercase text (spec 1 §5 main search).
  const prepared = useMemo(() => prepareCatalogue(data.products), [data.products]);
  const products = useMemo(
    () => (query ? search(prepared, query) : category ? byCategory(prepared, category.id) : prepared.items),
    [prepared, query, category],
  ) as StoreProduct[];

  const status = statusLine(
    query
      ? { searchBy: "TYPING", count: products.length }
      : category
        ? { searchBy: "CATEGORY", category: category.name, count: products.length }
        : { searchBy: "DEFAULT", count: products.length },
  );

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
        <p className="py-10 text-center text-stone-600">{NO_MATCH}</p>
      ) : (
        <ProductGrid products={products} store={store} regional={showsRegionalNames(data.shop.languageChoice)} />
      )}
    </div>
  );
}
