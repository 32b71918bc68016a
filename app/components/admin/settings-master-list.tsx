import { Link, useFetcher } from "react-router";
import { ADMIN_MESSAGES } from "../../domain/admin/messages";
import { formatRupees } from "../../domain/money";
import { isUnitId, priceSuffix, UNITS } from "../../domain/units";
import type { MasterCategory, MasterProductRow } from "../../server/admin/master-list.server";

export const NO_MASTER_LIST = "There is no master list for your type of store yet. Add your products from Products or the Product Sheet.";

/** The master list's categories as tabs (links: each category has its own URL, Back works). */
export function MasterCategoryTabs({ categories, current }: { categories: MasterCategory[]; current: number | null }) {
  return (
    <nav aria-label="Master list categories" className="-mx-3 overflow-x-auto px-3">
      <ul className="flex gap-2 pb-2 sm:flex-wrap">
        {categories.map((c) => {
          const active = c.id === current;
          return (
            <li key={c.id} className="shrink-0">
              <Link
                to={`?category=${c.id}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${active ? "border-brand bg-brand text-brand-contrast" : "border-stone-300 bg-white text-stone-800 hover:bg-brand-soft"}`}
              >
                {c.name} <span className={`ml-1.5 text-xs ${active ? "" : "text-stone-500"}`}>({c.productCount})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type AddAnswer = { ok: true; message: string } | { ok: false; error: string };

/** One master product: name, price, unit and Add → loading → 'Added...' (spec 2 §4 "Master-list Add"). */
export function MasterProductItem({ product }: { product: MasterProductRow }) {
  const fetcher = useFetcher<AddAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const added = answer?.ok === true;
  const unit = isUnitId(product.unitId) ? UNITS[product.unitId].name : "";
  return (
    <li className="flex items-center gap-3 border-b border-stone-100 px-3 py-2.5 last:border-0">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{product.name}</p>
        <p className="text-sm text-stone-600">
          {formatRupees(product.pricePaise)}
          {priceSuffix(product.unitId)} · {unit}
          {product.information && ` · ${product.information}`}
        </p>
        {answer?.ok === false && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {answer.error}
          </p>
        )}
      </div>
      {added ? (
        <span role="status" className="shrink-0 text-sm font-bold text-brand-ink">
          {ADMIN_MESSAGES.masterAdded}
        </span>
      ) : product.inStore ? (
        <span className="shrink-0 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-600">In your store</span>
      ) : (
        <fetcher.Form method="post" className="shrink-0">
          <input type="hidden" name="productId" value={product.id} />
          <button
            disabled={busy}
            aria-label={busy ? `Adding ${product.name}` : `Add ${product.name}`}
            className="min-h-11 min-w-20 rounded-lg bg-brand px-4 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:opacity-60"
          >
            {busy ? "Adding…" : "Add"}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
