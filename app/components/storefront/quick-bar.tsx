import type { Filters, QuickFilter } from "#app/domain/browse";
import type { FilterCounts, Sort, SortKey } from "#app/domain/catalogue";

const FILTERS: { key: QuickFilter; label: string }[] = [
  { key: "favourites", label: "Favourites" },
  { key: "added", label: "Added" },
  { key: "discounted", label: "Discounted" },
];
const SORTS: { key: SortKey; label: string }[] = [
  { key: "name", label: "Namewise" },
  { key: "price", label: "Pricewise" },
  { key: "stock", label: "Stockwise" },
];

/** Quick mode's bottom bar (spec 1 §2): Favourites(n), Added(n), Discounted(n) and the three sorts. */
export function QuickBar(props: {
  counts: FilterCounts;
  filters: Filters;
  sort: Sort | null;
  onFilter: (f: QuickFilter) => void;
  onSort: (k: SortKey) => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto max-w-5xl space-y-1 px-2 py-1.5">
        <div className="flex gap-1" role="group" aria-label="Filters">
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              aria-pressed={props.filters[f.key]}
              onClick={() => props.onFilter(f.key)}
              className="h-9 flex-auto whitespace-nowrap rounded-full border border-stone-300 px-1.5 text-[13px] font-semibold sm:px-2 sm:text-sm aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            >
              {f.label}({props.counts[f.key]})
            </button>
          ))}
        </div>
        <div className="flex items-center justify-around text-sm" role="group" aria-label="Sort">
          {SORTS.map((s) => {
            const on = props.sort?.key === s.key ? props.sort.direction : null;
            return (
              <button
                key={s.key}
                type="button"
                onClick={() => props.onSort(s.key)}
                aria-label={`${s.label}${on ? (on === "asc" ? ", sorted ascending" : ", sorted descending") : ""}`}
                className={`h-8 px-2 underline-offset-4 ${on ? "font-bold text-brand-ink underline" : "text-stone-700"}`}
              >
                {s.label}
                {on && <span aria-hidden="true">{on === "asc" ? " ↑" : " ↓"}</span>}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
