import { RecentValues } from "./recent-values";

/**
 * A store's catalogue text kept at the edge (the Workers Cache API) and in this isolate, under its tag: the tag names
 * the shop, its catalogue_version and the text's format (app/domain/catalogue-text.ts), so a kept text is never stale —
 * a write bumps the version and the next page asks for a new tag (docs/decisions/0021).
 */

/** Where kept catalogues live in the cache, apart from every real URL of the site. */
const CATALOGUE_CACHE_PATH = "/_catalogue-cache";
/** How long the edge keeps a text nobody asks for any more. */
const EDGE_TTL_S = 24 * 60 * 60;

/** The texts this isolate answered lately (a text's length stands for its size). */
const recent = new RecentValues<string>(4 * 1024 * 1024, (text) => text.length);

/** The catalogue text under `tag`: from this isolate, else the edge, else loaded and kept for the next asker. */
export async function keptCatalogueText(
  origin: string,
  tag: string,
  load: () => Promise<string>,
  ctx: ExecutionContext,
): Promise<string> {
  const inMemory = recent.get(tag);
  if (inMemory !== undefined) return inMemory;
  // The runtime's default cache; the DOM types this project also loads do not know `caches.default`.
  const cache = (caches as unknown as { default: Cache }).default;
  const key = `${origin}${CATALOGUE_CACHE_PATH}/${encodeURIComponent(tag)}`;
  const kept = await cache.match(key);
  if (kept) {
    const text = await kept.text();
    recent.set(tag, text);
    return text;
  }
  const text = await load();
  recent.set(tag, text);
  // The asker does not wait for the copy; a failure only means the next asker loads it again.
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": `public, max-age=${EDGE_TTL_S}`,
  };
  ctx.waitUntil(
    cache.put(key, new Response(text, { headers })).catch((error: unknown) => console.error("catalogue cache:", error)),
  );
  return text;
}
