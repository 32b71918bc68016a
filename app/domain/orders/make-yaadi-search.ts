/**
 * Make Yaadi's product search: the shop's own products (hidden and out-of-stock ones too: the counter sells what is
 * on the shelf), matched on the name, the regional name and the search words. Names that start with the text come
 * first, then names that hold it, then the rest; at most 20, since the list is for picking, not browsing.
 */
export type SearchableProduct = { name: string; nameRegional: string; searchWords: string };

export const FOUND_LIMIT = 20;

export function findProducts<P extends SearchableProduct>(
  catalogue: readonly P[],
  text: string,
  limit = FOUND_LIMIT,
): P[] {
  const needle = text.trim().toLowerCase();
  if (needle === "") return [];
  const starts: P[] = [];
  const holds: P[] = [];
  const other: P[] = [];
  for (const p of catalogue) {
    const name = p.name.toLowerCase();
    if (name.startsWith(needle)) starts.push(p);
    else if (name.includes(needle)) holds.push(p);
    else if (p.nameRegional.toLowerCase().includes(needle) || p.searchWords.toLowerCase().includes(needle))
      other.push(p);
    if (starts.length >= limit) break;
  }
  return [...starts, ...holds, ...other].slice(0, limit);
}
