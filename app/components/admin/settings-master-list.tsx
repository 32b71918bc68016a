import { Form, Link, useFetcher, useSubmit } from "react-router";
import type { MasterCategory, MasterProductRow } from "#app/domain/admin/master-list";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { formatRupees } from "#app/domain/money";
import { isUnitId, priceSuffix, UNITS } from "#app/domain/units";
import { WriteKeyField } from "./write-key";

export const NO_MASTER_LIST =
  "There is no master list for your type of store yet. Add your products from Products or the Product Sheet.";

/**
 * The master list's categories: a select on phones (a dozen tabs do not fit 360 px), tabs on wider screens. Both are
 * plain GET links/forms, so each category has its own URL and Back works; the select also goes on change.
 */
export function MasterCategoryTabs({ categories, current }: { categories: MasterCategory[]; current: number | null }) {
  const submit = useSubmit();
  return (
    <>
      <Form method="get" preventScrollReset className="flex items-end gap-2 sm:hidden">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="master-category" className="block font-semibold">
            Category
          </label>
          <select
            id="master-category"
            name="category"
            defaultValue={current ?? undefined}
            onChange={(e) => submit(e.currentTarget.form)}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand"
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.productCount})
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100"
        >
          Show
        </button>
      </Form>
      <nav aria-label="Master list categories" className="hidden sm:block">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => {
            const active = c.id === current;
            return (
              <li key={c.id}>
                <Link
                  to={`?category=${c.id}`}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${active ? "border-brand bg-brand text-brand-contrast" : "border-stone-300 bg-white text-stone-800 hover:bg-brand-soft"}`}
                >
                  {c.name}{" "}
                  <span className={`ml-1.5 text-xs ${active ? "" : "text-stone-500"}`}>({c.productCount})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

type AddAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * One master product: name, price, unit and Add → loading → 'Added...' (spec 2 §4 "Master-list Add"), with spec 3 §8's
 * '{product} added successfully' under the name.
 */
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
        {answer?.ok === true && <p className="text-sm font-medium text-brand-ink">{answer.message}</p>}
      </div>
      {added ? (
        <span role="status" className="shrink-0 text-sm font-bold text-brand-ink">
          {ADMIN_MESSAGES.masterAdded}
        </span>
      ) : product.inStore ? (
        <span className="shrink-0 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-600">
          In your store
        </span>
      ) : (
        <fetcher.Form method="post" className="shrink-0">
          <WriteKeyField />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
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
