import { formatRupees } from "#app/domain/money";
import type { Product } from "#app/domain/product";
import { discountPercent } from "#app/domain/quantity";
import { priceSuffix } from "#app/domain/units";
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
      {!infoBesidePrice && p.information && <p className="text-xs text-stone-500">{p.information}</p>}
      <Price product={p} className="mt-auto pt-2" withInformation={infoBesidePrice} />
      <div className="mt-2">
        <ProductAction product={p} store={store} />
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
  const off = discountPercent(p.mrpPaise, p.pricePaise);
  return (
    <p className={className}>
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
      {withInformation && p.information && <span className="text-xs text-stone-500"> · {p.information}</span>}
    </p>
  );
}
