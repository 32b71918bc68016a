import { useState } from "react";
import { canDecrease, findLine } from "../../domain/cart";
import { formatRupees } from "../../domain/money";
import { discountPercent } from "../../domain/quantity";
import { priceSuffix, type UnitId } from "../../domain/units";
import { QuantityControl } from "./quantity-control";
import type { Storefront, StoreProduct } from "./use-storefront";

/** A product card: image, name, regional name, information, price, discount and Add or the quantity control. */
export function ProductCard({ product: p, store, regional, eager }: { product: StoreProduct; store: Storefront; regional: boolean; eager: boolean }) {
  const [weightStep, setWeightStep] = useState(10);
  const line = findLine(store.cart, p.id);
  const inList = !!line && line.quantity > 0;
  const off = discountPercent(p.mrpPaise, p.pricePaise);
  const unitId = p.unitId as UnitId;
  return (
    <li className="flex flex-col rounded-lg border border-stone-200 bg-white p-3">
      {p.imageKey && (
        <img
          src={`/files/${p.imageKey}`}
          alt=""
          width={160}
          height={160}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="mb-2 aspect-square w-full rounded object-cover"
        />
      )}
      <h3 className="font-semibold leading-snug">{p.name}</h3>
      {regional && p.nameRegional && <p className="text-sm text-stone-600">{p.nameRegional}</p>}
      {p.information && <p className="text-xs text-stone-500">{p.information}</p>}
      <p className="mt-auto pt-2">
        <span className="font-bold text-brand-ink">
          {formatRupees(p.pricePaise)}
          {priceSuffix(p.unitId)}
        </span>
        {off > 0 && (
          <>
            {" "}
            <s className="text-xs text-stone-500">{formatRupees(p.mrpPaise)}</s>{" "}
            <span className="whitespace-nowrap text-xs font-semibold text-green-700">{off}% off</span>
          </>
        )}
      </p>
      <div className="mt-2">
        {p.inStock === 0 ? (
          <p className="text-sm font-semibold text-red-700">Out-of-stock</p>
        ) : inList ? (
          <QuantityControl
            name={p.name}
            unitId={unitId}
            quantity={line.quantity}
            weightStep={weightStep}
            canDecrease={canDecrease(line, unitId, "browse")}
            onChange={(d) => store.change(p, d, "browse", unitId === 5 ? weightStep : undefined)}
            onClear={() => store.clear(p, "browse")}
            onWeightStep={setWeightStep}
          />
        ) : (
          <button
            type="button"
            className="h-11 w-full rounded-lg border-2 border-brand font-bold text-brand-ink hover:bg-brand-soft"
            aria-label={`Add ${p.name}`}
            onClick={() => store.add(p, unitId === 5 ? weightStep : undefined)}
          >
            Add
          </button>
        )}
      </div>
    </li>
  );
}
