import { useCallback, useMemo, useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { searchRows } from "#app/domain/admin/list";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useRowsInSteps } from "../panel/rows-in-steps";
import { SearchField } from "./list-parts";

/**
 * The shell of the per-row edit screens (Products-Price, -Stock/Rating, -Image): a heading, the list title, search
 * and the rows. A shop holds up to 1,000 products, so only the first 100 matching rows are rendered until 'Show
 * more' asks for the next 100; each row keeps its own edit state.
 */
export const BULK_PAGE_SIZE = 100;

export function BulkList<T extends { id: number; name: string; nameRegional?: string }>({
  heading,
  hint,
  rows,
  renderRow,
}: {
  heading: string;
  hint?: string;
  rows: readonly T[];
  renderRow: (row: T) => React.ReactNode;
}) {
  const t = usePanelTexts();
  const [query, setQuery] = useState("");
  const [limit, setLimit] = useState(BULK_PAGE_SIZE);
  const found = useMemo(() => searchRows(rows, query, (r) => `${r.name} ${r.nameRegional ?? ""}`), [rows, query]);
  const shown = found.slice(0, limit);
  const drawn = useRowsInSteps(shown.length);
  return (
    <section aria-labelledby="bulk-heading">
      <h1 id="bulk-heading" className="text-xl font-bold tracking-tight">
        {heading}
      </h1>
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      <p className="mt-2 text-sm font-bold tracking-wide text-stone-700">
        {t.kit.listTitle(t.bulk.products, rows.length)}
      </p>
      {rows.length > 0 && (
        <SearchField
          label={t.bulk.searchProducts}
          value={query}
          onChange={(v) => {
            setQuery(v);
            setLimit(BULK_PAGE_SIZE);
          }}
        />
      )}
      {query && found.length === 0 && <p className="py-4 text-stone-600">{t.bulk.noMatch(query)}</p>}
      <ul aria-label={t.bulk.productsList} className="space-y-2">
        {shown.slice(0, drawn).map(renderRow)}
      </ul>
      {found.length > shown.length && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-sm text-stone-600">{t.bulk.showing(shown.length, found.length)}</p>
          <button
            type="button"
            onClick={() => setLimit((n) => n + BULK_PAGE_SIZE)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-6 py-2 font-semibold hover:bg-brand-soft"
          >
            {t.bulk.showMore}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Saved values the loader has not re-read (the screens skip revalidation after a row's save): a row that leaves the
 * page (search, Show more) and comes back starts from what was saved, still marked '(Updated..)'.
 */
export function useSavedRows<T extends { id: number }>(rows: readonly T[]) {
  const [saved, setSaved] = useState<ReadonlyMap<number, Partial<T>>>(new Map());
  const merged = useMemo(
    () => (saved.size === 0 ? rows : rows.map((r) => (saved.has(r.id) ? { ...r, ...saved.get(r.id) } : r))),
    [rows, saved],
  );
  const markSaved = useCallback(
    (id: number, patch: Partial<T>) => setSaved((m) => new Map(m).set(id, { ...m.get(id), ...patch })),
    [],
  );
  return { rows: merged, markSaved, isUpdated: (id: number) => saved.has(id) };
}

/** The row's heading: name, regional name, and '(Updated..)' once saved (spec 2 §4). */
export function BulkRowName({
  id,
  name,
  nameRegional,
  updated,
}: {
  id: string;
  name: string;
  nameRegional?: string;
  updated: boolean;
}) {
  const t = usePanelTexts();
  return (
    <div className="min-w-0">
      <h2 id={id} className="font-semibold leading-snug">
        {name}
      </h2>
      {nameRegional && <p className="text-sm text-stone-600">{nameRegional}</p>}
      {updated && <p className="text-sm font-semibold text-green-700">{t.bulk.rowUpdated}</p>}
    </div>
  );
}

/** A row's card: the changed state shows as a brand-coloured edge. */
export function bulkRowClass(changed: boolean): string {
  return `rounded-lg border bg-white p-3 shadow-sm ${changed ? "border-brand ring-1 ring-brand" : "border-stone-200"}`;
}

/**
 * The screens' `shouldRevalidate`: a saved row keeps its own values, as re-reading up to 1,000 products after each save
 * would only cost the phone; a refused save reads the list as usual.
 */
export function keepRowsAfterSave({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
}
