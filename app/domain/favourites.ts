/** Favourites, kept per shop in the browser (spec 1 §3 "Browser storage", §4 "Favourites"). */

export const ADDED_TO_FAVOURITES = "added to favourite list";
export const REMOVED_FROM_FAVOURITES = "removed from favourite list";

/** Stars a product, or takes the star off, with the message to show. */
export function toggleFavourite(
  ids: readonly number[],
  productId: number,
): { ids: readonly number[]; message: string } {
  return ids.includes(productId)
    ? { ids: ids.filter((id) => id !== productId), message: REMOVED_FROM_FAVOURITES }
    : { ids: [...ids, productId], message: ADDED_TO_FAVOURITES };
}

/** Reads stored favourites: positive whole ids, each once; anything else counts as none. */
export function parseFavourites(raw: unknown): readonly number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
}
