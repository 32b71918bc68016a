/**
 * What every admin list shares (spec 2 §2): the title, search, sortable headers and "a new or updated item moves to
 * the top". Pure, so the browser filters and sorts without a round trip and the rules are unit-tested.
 */
export type SortDirection = "asc" | "desc";
export type ColumnSort<K extends string> = { key: K; direction: SortDirection };

/** 'LIST OF {subject} ({count})', or 'NO {subject}' when there is nothing (spec 2 §2). */
export function listTitle(subject: string, count: number): string {
  return count === 0 ? `NO ${subject}` : `LIST OF ${subject} (${count})`;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Rows whose named text fields contain every typed word (case-insensitive); an empty query keeps them all. */
export function searchRows<T>(rows: readonly T[], query: string, text: (row: T) => string): readonly T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = text(row).toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** A sorted copy by one column; text compares as people read it (A = a, 2 before 10), numbers as numbers. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: ColumnSort<K> | null,
  value: (row: T, key: K) => string | number,
): readonly T[] {
  if (!sort) return rows;
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    const order = typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
}

/** The first click on a header sorts ascending, the next descending (spec 1 §4 "Sorting", spec 2 §2). */
export function toggleSort<K extends string>(current: ColumnSort<K> | null, clicked: K): ColumnSort<K> {
  const again = current?.key === clicked && current.direction === "asc";
  return { key: clicked, direction: again ? "desc" : "asc" };
}

/** Puts the just added or updated rows first, in the given order; the rest keep theirs. */
export function changedFirst<T extends { id: number }>(
  rows: readonly T[],
  changedIds: readonly number[],
): readonly T[] {
  if (changedIds.length === 0) return rows;
  const rank = new Map(changedIds.map((id, i) => [id, i]));
  const first = rows.filter((r) => rank.has(r.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...first, ...rows.filter((r) => !rank.has(r.id))];
}

/** `?added=3,2,1` → [3, 2, 1]: only positive ids, at most 50 (they only order the list, they grant nothing). */
export function addedIds(search: string): number[] {
  const raw = new URLSearchParams(search).get("added") ?? "";
  return raw
    .split(",")
    .filter((s) => /^[1-9][0-9]{0,15}$/.test(s))
    .map(Number)
    .slice(0, 50);
}
