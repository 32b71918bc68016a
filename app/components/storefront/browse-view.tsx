import { useDeferredValue, useEffect, useMemo } from "react";
import { browseResult } from "#app/domain/browse";
import { activeLines } from "#app/domain/cart";
import { brandSelector, categorySelector, type EmptyState, prepareCatalogue } from "#app/domain/catalogue";
import type { Product } from "#app/domain/product";
import type { StorePageData } from "#app/domain/store-page";
import { useStoreTexts } from "#app/i18n/store-texts";
import { showsRegionalNames } from "../../../themes/themes";
import { CatalogueStatus } from "./catalogue-status";
import { ProductGrid } from "./product-grid";
import { QuickBar } from "./quick-bar";
import { SearchBox } from "./search-box";
import { Selector } from "./selector";
import { storeTitle } from "./store-meta";
import type { CatalogueState } from "./use-catalogue";
import type { Storefront } from "./use-storefront";

/**
 * VIEW: the top bar (search, category and brand, Offers, Show All, Quick Mode), the status line and the list; until
 * the catalogue has loaded, the bar and what the catalogue is doing.
 */
export function BrowseView({
  data,
  store,
  catalogue,
}: {
  data: StorePageData;
  store: Storefront;
  catalogue: CatalogueState;
}) {
  const t = useStoreTexts();
  const { browseState: state, dispatch, quickMode } = store;
  // Prepared once per catalogue: each keystroke then filters precomputed lowercase text (spec 1 §5 main search).
  const prepared = useMemo(() => prepareCatalogue(data.products), [data.products]);
  const addedIds = useMemo(() => new Set(activeLines(store.cart).map((l) => l.productId)), [store.cart]);
  // Typing stays responsive on a slow phone: the list follows the text a moment later if it must.
  const deferred = useDeferredValue(state);
  const result = useMemo(
    () =>
      browseResult(prepared, deferred, {
        categories: data.categories,
        brands: data.brands,
        offerCount: data.offers.length,
        favouriteIds: store.favourites,
        addedIds,
      }),
    [prepared, deferred, data.categories, data.brands, data.offers.length, store.favourites, addedIds],
  );
  const picked = state.searchBy === "CLICK" ? store.catalogue.get(state.productId ?? 0)?.name : undefined;
  useEffect(() => {
    document.title = storeTitle(data, picked);
  }, [data, picked]);

  const categoryKind = categorySelector(data.categories.length);
  const brandKind = brandSelector(data.brands.length);
  // Each chooser is a dropdown in the bar or a panel of buttons under it, as the counts decide (spec 1 §9).
  const categoryChooser = (
    <Selector
      kind={categoryKind}
      label={categoryKind === "panel" ? t.browse.categories : t.browse.category}
      options={data.categories}
      selected={state.categoryId}
      onSelect={(categoryId) => dispatch({ type: "category", categoryId })}
    />
  );
  const brandChooser = (
    <Selector
      kind={brandKind}
      label={brandKind === "panel" ? t.browse.brands : t.browse.brand}
      options={data.brands}
      selected={state.brandId}
      onSelect={(brandId) => dispatch({ type: "brand", brandId })}
    />
  );
  const showQuickToggle = data.shop.productImages === 1;
  const regional = showsRegionalNames(data.shop.languageChoice);

  return (
    <div className="mx-auto max-w-5xl px-3 py-3">
      <div className="space-y-2">
        <div className="flex gap-2">
          <SearchBox
            prepared={prepared}
            text={state.text}
            regional={regional}
            onType={(text) => dispatch({ type: "type", text })}
            onPick={(p) => dispatch({ type: "pick", productId: p.id, name: p.name })}
          />
          <button
            type="button"
            className="h-11 shrink-0 rounded-lg border border-stone-300 bg-white px-3 font-semibold"
            onClick={() => dispatch({ type: "showAll" })}
          >
            {t.browse.showAll}
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-pressed={state.searchBy === "SPECIAL"}
            onClick={() => dispatch(state.searchBy === "SPECIAL" ? { type: "showAll" } : { type: "offers" })}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3 font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
          >
            {t.browse.offers}
          </button>
          {categoryKind === "dropdown" && categoryChooser}
          {brandKind === "dropdown" && brandChooser}
          {showQuickToggle && (
            <label className="ml-auto flex h-11 items-center gap-2 px-1 font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={quickMode}
                onChange={(e) => store.setQuickMode(e.target.checked)}
              />
              {t.browse.quickMode}
            </label>
          )}
        </div>
        {categoryKind === "panel" && categoryChooser}
        {brandKind === "panel" && brandChooser}
      </div>

      {catalogue.state !== "ready" ? (
        <CatalogueStatus catalogue={catalogue} />
      ) : (
        <p className="my-3 text-sm text-stone-600" role="status">
          {t.browse.status(result.status)}
        </p>
      )}
      {catalogue.state !== "ready" ? null : state.searchBy === "SPECIAL" ? (
        <Offers offers={data.offers} empty={result.empty} />
      ) : result.empty ? (
        <p className="py-10 text-center text-stone-600">{t.browse.empty[result.empty]}</p>
      ) : (
        <ProductGrid
          products={result.items as readonly Product[]}
          store={store}
          regional={regional}
          quick={quickMode}
          infoBesidePrice={data.shop.informationPlace === 1}
        />
      )}
      {quickMode && catalogue.state === "ready" && (
        <QuickBar
          counts={result.counts}
          filters={state.filters}
          sort={state.sort}
          onFilter={(filter) => dispatch({ type: "filter", filter })}
          onSort={(key) => dispatch({ type: "sort", key })}
        />
      )}
    </div>
  );
}

function Offers({ offers, empty }: { offers: StorePageData["offers"]; empty: EmptyState | null }) {
  const t = useStoreTexts();
  if (empty) return <p className="py-10 text-center text-stone-600">{t.browse.empty[empty]}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t.browse.specialOffers}>
      {offers.map((o) => (
        <li key={o.id} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-bold text-amber-900">{o.name}</h3>
          {o.description && <p className="mt-1 text-sm text-amber-900">{o.description}</p>}
        </li>
      ))}
    </ul>
  );
}
