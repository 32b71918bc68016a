import { findLine } from "#app/domain/cart";
import type { Product } from "#app/domain/product";
import { shownNames } from "#app/domain/product-names";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { ProductAction } from "./product-action";
import { Price } from "./product-card";
import type { Storefront } from "./use-storefront";

/** Quick mode's compact line: favourite star, name (and regional name), price, and Add or the quantity control. */
export function QuickRow({
  product: p,
  store,
  regional,
  infoBesidePrice,
}: {
  product: Product;
  store: Storefront;
  regional: boolean;
  /** The shop's Info place: quick mode's line has room for the information only beside the price. */
  infoBesidePrice: boolean;
}) {
  const t = useStoreTexts();
  const { name, other } = shownNames(p, regional, useWriting().locale);
  const favourite = store.favourites.has(p.id);
  // A bulk line's controls (− quantity +, the weight chooser and C) take a row of their own, all on one line.
  const bulkInList = p.unitId === 5 && (findLine(store.cart, p.id)?.quantity ?? 0) > 0;
  return (
    <li className="grid grid-cols-[2.75rem_1fr_9rem] items-center gap-x-1 border-b border-stone-200 bg-white py-1 pr-2">
      {/* A bill has no favourites: the column stays for alignment. */}
      {store.billing ? (
        <span />
      ) : (
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={t.browse.favourite(name)}
          onClick={() => store.toggleFavourite(p)}
          className={`h-11 text-2xl leading-none ${favourite ? "text-amber-500" : "text-stone-300"}`}
        >
          {favourite ? "★" : "☆"}
        </button>
      )}
      <div className="min-w-0 text-sm">
        {/* The regional name shares the line but not the heading: the heading is the product's name, as on a card. */}
        <div className="truncate">
          <h3 className="inline font-semibold">{name}</h3>
          {other && <span className="ml-1 text-stone-600">{other}</span>}
        </div>
        <Price product={p} withInformation={infoBesidePrice} />
      </div>
      <div className={bulkInList ? "col-span-2 col-start-2 pb-1" : undefined}>
        <ProductAction product={p} name={name} store={store} />
      </div>
    </li>
  );
}
