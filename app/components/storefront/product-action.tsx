import { canDecrease, findLine } from "#app/domain/cart";
import type { Product } from "#app/domain/product";
import type { UnitId } from "#app/domain/units";
import { useStoreTexts } from "#app/i18n/store-texts";
import { QuantityControl } from "./quantity-control";
import type { Storefront } from "./use-storefront";

/** A product's Add button, or its quantity control once it is in the list; 'Out-of-stock' when it cannot be had. */
export function ProductAction({
  product: p,
  name = p.name,
  store,
}: {
  product: Product;
  /** The name the page reads first (the regional one on a Marathi or Hindi page), for the buttons' names. */
  name?: string;
  store: Storefront;
}) {
  const t = useStoreTexts();
  const line = findLine(store.cart, p.id);
  const unitId = p.unitId as UnitId;
  if (p.inStock === 0) return <p className="text-sm font-semibold text-red-700">{t.browse.outOfStock}</p>;
  if (line && line.quantity > 0) {
    return (
      <QuantityControl
        name={name}
        unitId={unitId}
        quantity={line.quantity}
        weightStep={line.weightStep}
        canDecrease={canDecrease(line, unitId, "browse")}
        onChange={(d) => store.change(p, d, "browse")}
        onClear={() => store.clear(p, "browse")}
        onWeightStep={(kg) => store.chooseWeightStep(p, kg)}
      />
    );
  }
  return (
    <button
      type="button"
      className="h-10 w-full rounded-lg border-2 border-brand px-3 font-bold text-brand-ink hover:bg-brand-soft"
      aria-label={t.browse.addName(name)}
      onClick={() => store.add(p)}
    >
      {t.browse.add}
    </button>
  );
}
