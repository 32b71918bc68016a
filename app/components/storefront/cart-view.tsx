import { canDecrease, savedForLater } from "#app/domain/cart";
import type { StorePageData } from "#app/domain/store-page";
import type { UnitId } from "#app/domain/units";
import { useFigures } from "#app/i18n/provider";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
import { PrimaryButton, SecondaryButton } from "../form";
import { TrashIcon } from "../icons";
import { Notices } from "./notices";
import { QuantityControl } from "./quantity-control";
import type { Storefront } from "./use-storefront";

/** CART: numbered lines with +/− and a delete icon, Saved for Later, Delete all items, and Place Order. */
export function CartView({ data, store, onPlace }: { data: StorePageData; store: Storefront; onPlace: () => void }) {
  const y = useYaadiTexts();
  const figures = useFigures();
  const said = y.cart;
  const lines = store.priced;
  const saved = savedForLater(store.cart).flatMap((l) => {
    const p = store.catalogue.get(l.productId);
    return p ? [{ line: l, product: p }] : [];
  });

  // In billing mode the list is the shop's bill (spec 1 §5).
  const kind = store.billing ? "Bill" : data.listWord;
  const placeOrder = () => store.mayPlaceOrder() && onPlace();

  return (
    <div className="mx-auto max-w-2xl px-3 py-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold">{said.title(kind)}</h2>
        {lines.length > 0 && (
          <button
            type="button"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            onClick={() => window.confirm(said.deleteAllAsk) && store.removeAll()}
          >
            {said.deleteAll}
          </button>
        )}
      </div>
      <Notices notices={store.notices} onDismiss={store.dismissNotices} />
      {lines.length === 0 ? (
        <p className="py-8 text-center text-stone-600">{said.empty(kind)}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {lines.map(({ product, line, lineTotalPaise }, i) => (
            <li key={product.id} className="grid grid-cols-[1.25rem_1fr_auto_auto] items-center gap-x-2 gap-y-1 p-3">
              <span className="text-stone-500">{figures.count(i + 1)}.</span>
              <p className="font-semibold">{product.name}</p>
              <p className="text-right text-sm font-semibold">{y.price(lineTotalPaise)}</p>
              <button
                type="button"
                className="inline-flex h-10 items-center justify-self-end rounded-lg px-2 text-red-700 hover:bg-red-50"
                aria-label={said.deleteItem(product.name)}
                onClick={() => store.clear(product, "cart")}
              >
                <TrashIcon />
              </button>
              {/* The controls have the line's whole width: a bulk line's chooser and C stay on one line. */}
              <div className="col-span-3 col-start-2">
                <QuantityControl
                  name={product.name}
                  unitId={product.unitId as UnitId}
                  quantity={line.quantity}
                  weightStep={line.weightStep}
                  canDecrease={canDecrease(line, product.unitId as UnitId, "cart")}
                  onChange={(d) => store.change(product, d, "cart")}
                  onClear={() => store.clear(product, "cart")}
                  onWeightStep={(kg) => store.chooseWeightStep(product, kg)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-4 flex justify-between text-lg font-bold">
        <span>{said.total}</span>
        <span>{y.price(store.summary.totalPaise)}</span>
      </p>
      {saved.length > 0 && (
        <section aria-labelledby="saved" className="mt-6">
          <h3 id="saved" className="font-bold">
            {said.savedForLater}
          </h3>
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {saved.map(({ product }) => (
              <li key={product.id} className="flex items-center gap-2 p-3">
                <span className="flex-1">{product.name}</span>
                <button
                  type="button"
                  className="h-11 rounded-lg border-2 border-brand px-3 font-semibold text-brand-ink"
                  aria-label={said.addBack(product.name)}
                  onClick={() => store.add(product)}
                >
                  {said.add}
                </button>
                <button
                  type="button"
                  className="inline-flex h-11 items-center rounded-lg px-2 text-red-700 hover:bg-red-50"
                  aria-label={said.deleteSaved(product.name)}
                  onClick={() => store.remove(product)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6 flex gap-3">
        <SecondaryButton onClick={() => store.setView("VIEW")}>{y.back}</SecondaryButton>
        <PrimaryButton type="button" onClick={placeOrder}>
          {said.placeOrder}
        </PrimaryButton>
      </div>
    </div>
  );
}
