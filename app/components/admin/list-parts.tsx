import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { Link, NavLink, useFetcher } from "react-router";
import {
  type ColumnSort,
  changedFirst,
  type SortDirection,
  searchRows,
  sortRows,
  toggleSort,
} from "#app/domain/admin/list";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { Notice } from "../form";
import { useWithWriteKey } from "./write-key";

/**
 * The parts every admin list shares (spec 2 §2): title with count, search, sortable headers, LIST/ADD tabs, delete
 * with confirmation. Filtering and sorting run in the browser on the loaded rows (lists are at most a plan's 1,000).
 */
export function useListView<T extends { id: number }, K extends string>(
  rows: readonly T[],
  options: { text: (row: T) => string; value: (row: T, key: K) => string | number; changedIds?: readonly number[] },
) {
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<ColumnSort<K> | null>(null);
  const { text, value, changedIds = [] } = options;
  // The box shows each key at once; the list follows in a render React may drop when the next key comes.
  const deferredQuery = useDeferredValue(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: text and value are pure per list; the changed ids are compared by value
  const shown = useMemo(
    () => changedFirst(sortRows(searchRows(rows, deferredQuery, text), sort, value), changedIds),
    // text and value are pure per list; rows, query, sort and the changed ids decide the result.
    [rows, deferredQuery, sort, changedIds.join(",")],
  );
  return { query, setQuery, sort, onSort: (key: K) => setSort((s) => toggleSort(s, key)), shown };
}

export function ListTitle({ subject, count }: { subject: string; count: number }) {
  const t = usePanelTexts();
  return <h1 className="text-xl font-bold tracking-tight">{t.kit.listTitle(subject, count)}</h1>;
}

export function SearchField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="my-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand"
      />
    </div>
  );
}

/** A column header that sorts; aria-sort tells screen readers the order, the arrow tells everyone else. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  className = "",
}: {
  label: string;
  column: K;
  sort: ColumnSort<K> | null;
  onSort: (k: K) => void;
  className?: string;
}) {
  const active = sort?.key === column ? sort.direction : null;
  return (
    <th scope="col" aria-sort={ariaSort(active)} className={`px-2 py-2 text-left ${className}`}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-brand-ink"
        onClick={() => onSort(column)}
      >
        {label}
        <SortArrow active={active} />
      </button>
    </th>
  );
}

/** The same header for a list the server sorts: a link to the list in that order (it works before hydration). */
export function SortLinkHeader({
  label,
  to,
  active,
  className = "",
}: {
  label: string;
  to: string;
  active: SortDirection | null;
  className?: string;
}) {
  return (
    <th scope="col" aria-sort={ariaSort(active)} className={`px-2 py-2 text-left ${className}`}>
      <Link
        to={to}
        replace
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-1 font-semibold hover:text-brand-ink"
      >
        {label}
        <SortArrow active={active} />
      </Link>
    </th>
  );
}

const ariaSort = (active: SortDirection | null) =>
  active === "asc" ? "ascending" : active === "desc" ? "descending" : "none";

function SortArrow({ active }: { active: SortDirection | null }) {
  return (
    <span aria-hidden="true" className="text-xs text-stone-400">
      {active === "asc" ? "▲" : active === "desc" ? "▼" : "↕"}
    </span>
  );
}

/** LIST and ADD (spec 2 §2 "Forms have actions LIST, ADD, UPDATE and DELETE"). */
/**
 * The clinic panel's single top button (spec 3 §4 "Panels"): on LIST it opens ADD ('Add a Client'), on ADD/UPDATE it
 * goes back to LIST ('List of Clients'). `listTo` / `addTo` carry a query (a chosen client) when the screen needs one.
 */
export type PanelToggle = { add: string; list: string; listTo?: string; addTo?: string };

export function PanelToggleButton({ base, toggle, on }: { base: string; toggle: PanelToggle; on: "list" | "form" }) {
  const t = usePanelTexts();
  const to = on === "list" ? (toggle.addTo ?? `${base}/new`) : (toggle.listTo ?? base);
  return (
    <nav aria-label={t.kit.screens} className="mb-4 flex gap-2">
      <Link
        to={to}
        className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-brand-contrast hover:bg-brand-strong"
      >
        {on === "list" ? toggle.add : toggle.list}
      </Link>
    </nav>
  );
}

export function ScreenTabs({ base, addLabel }: { base: string; addLabel?: string }) {
  const t = usePanelTexts();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-4 py-2 text-sm font-bold ${isActive ? "bg-brand text-brand-contrast" : "border border-stone-300 bg-white hover:bg-brand-soft"}`;
  return (
    <nav aria-label={t.kit.screens} className="mb-4 flex gap-2">
      <NavLink to={base} end className={tab}>
        {t.kit.list}
      </NavLink>
      <NavLink to={`${base}/new`} className={tab}>
        {addLabel ?? t.kit.add}
      </NavLink>
    </nav>
  );
}

/**
 * DELETE with the spec's confirmation 'You really want to delete {name} ?' and 'Delete action in Progress.' while it
 * runs. Posts `intent=delete` and `id` to `action`; the action answers with a redirect carrying the result.
 */
export function DeleteButton({ action, id, name }: { action: string; id: number; name: string }) {
  const t = usePanelTexts();
  const fetcher = useFetcher<{ error?: string }>();
  const withWriteKey = useWithWriteKey();
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(fetcher.data?.error ?? null), [fetcher.data]);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        aria-label={t.kit.deleteName(name)}
        className="min-h-11 rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        onClick={() => {
          if (!window.confirm(t.kit.confirmDelete(name))) return;
          fetcher.submit(withWriteKey({ intent: "delete", id: String(id) }), { method: "post", action });
        }}
      >
        {t.kit.delete}
      </button>
      {busy && (
        <span role="status" className="text-sm text-stone-600">
          {t.kit.deleteInProgress}
        </span>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </>
  );
}
