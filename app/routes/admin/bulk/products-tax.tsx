import { useCallback, useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { BulkList, keepRowsAfterSave, useSavedRows } from "#app/components/admin/bulk-list";
import { BulkTaxRow, isTaxChanged, savedTaxValues } from "#app/components/admin/bulk-tax-row";
import { WriteKeyField } from "#app/components/admin/write-key";
import { Notice } from "#app/components/form";
import { checkProductTax, type ProductTaxValues } from "#app/domain/gst/product-tax";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/products-tax";
import { type TaxSaveResult, taxRowsAction, taxRowsLoader } from "./tax-save.server";

/** Products-Tax (issue 28): each product's HSN code and GST rate, the changed rows saved at once. */
export const loader = (args: Route.LoaderArgs) => taxRowsLoader(args);
export const action = (args: Route.ActionArgs) => taxRowsAction(args);
export const shouldRevalidate = keepRowsAfterSave;

export default function ProductsTaxScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  const [edits, setEdits] = useState<ReadonlyMap<number, ProductTaxValues>>(new Map());
  const [result, setResult] = useState<TaxSaveResult | null>(null);
  const fetcher = useFetcher<TaxSaveResult>();
  const onChange = useCallback((id: number, values: ProductTaxValues) => {
    setEdits((m) => new Map(m).set(id, values));
    setResult(null);
  }, []);

  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const changed = [...edits].filter(([id, values]) => {
    const row = byId.get(id);
    return row !== undefined && isTaxChanged(savedTaxValues(row), values);
  });
  const wrong = changed.some(([, values]) => Object.keys(checkProductTax(values)).length > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts; markSaved is stable
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setResult(answer);
    if (!answer.ok) return;
    for (const row of answer.saved) markSaved(row.id, { hsn: row.hsn, rateBp: row.rateBp });
    setEdits((m) => {
      const left = new Map(m);
      for (const row of answer.saved) left.delete(row.id);
      return left;
    });
  }, [fetcher.data]);

  const busy = fetcher.state !== "idle";
  return (
    <div className="pb-28">
      <BulkList
        heading={t.menu.screens.productsTax}
        hint={t.tax.bulk.hint}
        rows={rows}
        renderRow={(p) => (
          <BulkTaxRow
            key={p.id}
            product={p}
            values={edits.get(p.id) ?? savedTaxValues(p)}
            updated={isUpdated(p.id)}
            shopTax={loaderData.shopTax}
            onChange={onChange}
          />
        )}
      />
      {/* Always in reach on a phone: what changed, and one Save for all of it. */}
      <fetcher.Form
        method="post"
        className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
      >
        <WriteKeyField />
        {changed.map(([id, values]) => (
          <span key={id} hidden>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="hsn" value={values.hsn} />
            <input type="hidden" name="gstRate" value={values.gstRate} />
          </span>
        ))}
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
          <div className="min-w-0 flex-1" aria-live="polite">
            {!busy && result ? (
              <Notice tone={result.ok ? "success" : "error"}>{result.ok ? result.message : result.error}</Notice>
            ) : (
              <p className="text-sm text-stone-700">
                {wrong
                  ? t.tax.bulk.fixFirst
                  : changed.length > 0
                    ? t.tax.bulk.changed(changed.length)
                    : t.tax.bulk.noChanges}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={busy || wrong || changed.length === 0}
            className="min-h-11 rounded-lg bg-brand px-5 py-2 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
          >
            {busy ? t.bulk.saving : changed.length > 0 ? t.tax.bulk.save(changed.length) : t.bulk.save}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}

export const meta = panelMeta((t) => t.menu.screens.productsTax);
