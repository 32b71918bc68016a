import { formatRupees } from "../domain/money";
import { ORDER_MESSAGES } from "../domain/order";
import { priceSuffix } from "../domain/units";
import { showsRegionalNames } from "../../themes/themes";
import type { StorePageData } from "../server/storefront.server";

export const NOT_ACTIVATED = ORDER_MESSAGES.notActivated;

function discountPercent(mrp: number, price: number): number {
  return mrp > 0 ? Math.round(((mrp - price) / mrp) * 100) : 0;
}

/** The plain store page: the shop's header and its products with prices. */
export function StorePage({ data }: { data: StorePageData }) {
  const { shop, products } = data;
  const regional = showsRegionalNames(shop.languageChoice);
  return (
    <div>
      <header className="sticky top-0 z-10 bg-brand text-brand-contrast shadow">
        <div className="mx-auto max-w-5xl px-4 py-3">
          <h1 className="text-xl font-bold leading-tight">{shop.name}</h1>
          {shop.city && <p className="text-sm opacity-90">{shop.city}</p>}
          {data.dealer && <p className="text-sm opacity-90">Dealer: {data.dealer.name}</p>}
        </div>
      </header>
      {shop.status === "not ready" && (
        <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {NOT_ACTIVATED}{" "}
          <a className="font-semibold underline" href="/adminpanel">
            Admin Panel
          </a>
        </p>
      )}
      {data.firstPageMessage && <p className="bg-brand-soft px-4 py-2 text-center text-sm text-brand-ink">{data.firstPageMessage}</p>}
      <main className="mx-auto max-w-5xl px-3 py-3">
        <p className="mb-3 text-sm text-stone-600" aria-live="polite">
          Showing all {products.length} items
        </p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label="Products">
          {products.map((p) => {
            const off = discountPercent(p.mrpPaise, p.pricePaise);
            return (
              <li key={p.id} className="flex flex-col rounded-lg border border-stone-200 bg-white p-3">
                {p.imageKey && (
                  <img src={`/files/${p.imageKey}`} alt="" width={160} height={160} loading="lazy" decoding="async" className="mb-2 aspect-square w-full rounded object-cover" />
                )}
                <h2 className="font-semibold leading-snug">{p.name}</h2>
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
                {p.inStock === 0 && <p className="text-xs font-semibold text-red-700">Out-of-stock</p>}
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
