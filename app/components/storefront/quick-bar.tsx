import type { Filters, QuickFilter } from "#app/domain/browse";
import type { FilterCounts, Sort, SortKey } from "#app/domain/catalogue";
import { useStoreTexts } from "#app/i18n/store-texts";

const FILTERS: readonly QuickFilter[] = ["favourites", "added", "discounted"];
const SORTS: readonly SortKey[] = ["name", "price", "stock"];

/** Quick mode's bottom bar (spec 1 §2): Favourites(n), Added(n), Discounted(n) and the three sorts. */
export function QuickBar(props: {
  counts: FilterCounts;
  filters: Filters;
  sort: Sort | null;
  onFilter: (f: QuickFilter) => void;
  onSort: (k: SortKey) => void;
}) {
  const t = useStoreTexts();
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto max-w-5xl space-y-1 px-2 py-1.5">
        <div className="flex gap-1" role="group" aria-label={t.browse.filters}>
          {FILTERS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={props.filters[key]}
              onClick={() => props.onFilter(key)}
              className="h-9 flex-auto whitespace-nowrap rounded-full border border-stone-300 px-1.5 text-[13px] font-semibold sm:px-2 sm:text-sm aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            >
              {t.browse.filterCount(t.browse.filter[key], props.counts[key])}
            </button>
          ))}
        </div>
        <div className="flex items-center justify-around text-sm" role="group" aria-label={t.browse.sort}>
          {SORTS.map((key) => {
            const on = props.sort?.key === key ? props.sort.direction : null;
            const label = t.browse.sorts[key];
            return (
              <button
                key={key}
                type="button"
                onClick={() => props.onSort(key)}
                aria-label={on ? t.browse.sorted(label, on) : label}
                className={`h-8 px-2 underline-offset-4 ${on ? "font-bold text-brand-ink underline" : "text-stone-700"}`}
              >
                {label}
                {on && <span aria-hidden="true">{on === "asc" ? " ↑" : " ↓"}</span>}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
