import { Price } from "./product-card";
import { ProductAction } from "./product-action";
import type { Storefront, StoreProduct } from "./use-storefront";

/** Quick mode's compact line: favourite star, name (and regional name), price, and Add or the quantity control. */
export function QuickRow({ product: p, store, regional }: { product: StoreProduct; store: Storefront; regional: boolean }) {
  const favourite = store.favourites.has(p.id);
  return (
    <li className="grid grid-cols-[2.75rem_1fr_8.5rem] items-center gap-x-1 border-b border-stone-200 bg-white py-1 pr-2">
      {/* A bill has no favourites: the column stays for alignment. */}
      {store.billing ? <span /> : <button
        type="button"
        aria-pressed={favourite}
        aria-label={`Favourite ${p.name}`}
        onClick={() => store.toggleFavourite(p)}
        className={`h-11 text-2xl leading-none ${favourite ? "text-amber-500" : "text-stone-300"}`}
      >
        {favourite ? "★" : "☆"}
      </button>}
      <div className="min-w-0 text-sm">
        <h3 className="truncate font-semibold">
          {p.name}
          {regional && p.nameRegional && <span className="ml-1 font-normal text-stone-600">{p.nameRegional}</span>}
        </h3>
        <Price product={p} />
      </div>
      <ProductAction product={p} store={store} />
    </li>
  );
}
