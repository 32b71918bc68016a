import { Form, Link, useFetcher, useSubmit } from "react-router";
import type { MasterCategory, MasterProductRow } from "#app/domain/admin/master-list";
import { isUnitId } from "#app/domain/units";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "./write-key";

/**
 * The master list's categories: a select on phones (a dozen tabs do not fit 360 px), tabs on wider screens. Both are
 * plain GET links/forms, so each category has its own URL and Back works; the select also goes on change.
 */
export function MasterCategoryTabs({ categories, current }: { categories: MasterCategory[]; current: number | null }) {
  const submit = useSubmit();
  const t = usePanelTexts();
  return (
    <>
      <Form method="get" preventScrollReset className="flex items-end gap-2 sm:hidden">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="master-category" className="block font-semibold">
            {t.bulk.master.category}
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
          {t.bulk.master.show}
        </button>
      </Form>
      <nav aria-label={t.bulk.master.categories} className="hidden sm:block">
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
  const t = usePanelTexts();
  const fetcher = useFetcher<AddAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const added = answer?.ok === true;
  return (
    <li className="flex items-center gap-3 border-b border-stone-100 px-3 py-2.5 last:border-0">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{product.name}</p>
        <p className="text-sm text-stone-600">
          {t.bulk.master.price(product.pricePaise, product.unitId)} ·{" "}
          {isUnitId(product.unitId) ? t.products.units[product.unitId] : ""}
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
          {t.bulk.master.added}
        </span>
      ) : product.inStore ? (
        <span className="shrink-0 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-600">
          {t.bulk.master.inStore}
        </span>
      ) : (
        <fetcher.Form method="post" className="shrink-0">
          <WriteKeyField />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={busy ? t.bulk.master.addingName(product.name) : t.bulk.master.addName(product.name)}
            className="min-h-11 min-w-20 rounded-lg bg-brand px-4 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:opacity-60"
          >
            {busy ? t.bulk.master.adding : t.bulk.master.add}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
