import type { Product } from "#app/domain/product";
import { shownNames } from "#app/domain/product-names";
import { discountPercent } from "#app/domain/quantity";
import { isUnitId, UNITS } from "#app/domain/units";
import { useFigures, useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { ProductAction } from "./product-action";
import type { Storefront } from "./use-storefront";

/** A product card: image, name, regional name, information, price, discount and Add or the quantity control. */
export function ProductCard({
  product: p,
  store,
  regional,
  eager,
  infoBesidePrice,
}: {
  product: Product;
  store: Storefront;
  regional: boolean;
  eager: boolean;
  /** The shop's Info place: the product's information beside its price rather than under its name. */
  infoBesidePrice: boolean;
}) {
  const { name, other } = shownNames(p, regional, useWriting().locale);
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
      <h3 className="break-words font-semibold leading-snug">{name}</h3>
      {other && <p className="break-words text-sm text-stone-600">{other}</p>}
      {!infoBesidePrice && p.information && <p className="text-xs text-stone-500">{p.information}</p>}
      <Price product={p} className="mt-auto pt-2" withInformation={infoBesidePrice} />
      <div className="mt-2">
        <ProductAction product={p} name={name} store={store} />
      </div>
    </li>
  );
}

/**
 * The final price per piece or per kg, with the mrp struck through and the discount percent when there is one, and the
 * product's information after it when the shop places it there.
 */
export function Price({
  product: p,
  className = "",
  withInformation = false,
}: {
  product: Product;
  className?: string;
  withInformation?: boolean;
}) {
  const t = useStoreTexts();
  const figures = useFigures();
  const off = discountPercent(p.mrpPaise, p.pricePaise);
  const perKg = isUnitId(p.unitId) && UNITS[p.unitId].perKg;
  return (
    <p className={className}>
      <span className="font-bold text-brand-ink">
        {figures.money(p.pricePaise)}
        {perKg && t.common.perKg}
      </span>
      {off > 0 && (
        <>
          {" "}
          <s className="text-xs text-stone-500">{figures.money(p.mrpPaise)}</s>{" "}
          <span className="whitespace-nowrap text-xs font-semibold text-green-700">{t.browse.percentOff(off)}</span>
        </>
      )}
      {withInformation && p.information && <span className="text-xs text-stone-500"> · {p.information}</span>}
    </p>
  );
}
