/** Favourites, kept per shop in the browser (spec 1 §3 "Browser storage", §4 "Favourites"). */

/** What a star did, for the message the customer sees (the store's book says it in the page's language). */
export type FavouriteNote = "added" | "removed";

/** Stars a product, or takes the star off, with a note of which. */
export function toggleFavourite(
  ids: readonly number[],
  productId: number,
): { ids: readonly number[]; note: FavouriteNote } {
  return ids.includes(productId)
    ? { ids: ids.filter((id) => id !== productId), note: "removed" }
    : { ids: [...ids, productId], note: "added" };
}

/** Reads stored favourites: positive whole ids, each once; anything else counts as none. */
export function parseFavourites(raw: unknown): readonly number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
}
