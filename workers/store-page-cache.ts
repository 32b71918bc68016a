import { RecentValues } from "./recent-values";

/**
 * The store page kept in the edge cache (the Workers Cache API; docs/decisions/0017). The key carries the shop's
 * catalogue_version, which the database bumps on every write a customer could see, so a write shows on the next
 * load and nothing is ever purged: an old page simply stops being asked for, and expires.
 */

/** How long the edge keeps a page: a day at most, since the key changes with the day anyway. */
const EDGE_TTL_S = 24 * 60 * 60;
/** The nonce the cached page was rendered with; each answer from the cache gets its request's own nonce instead. */
const RENDERED_NONCE = "X-Rendered-Nonce";
/** Whether the page came from the cache (HIT), was rendered and kept (MISS), or was rendered for one visitor (BYPASS). */
export const STORE_CACHE_HEADER = "X-Store-Cache";

type Serve = {
  key: string;
  /** This request's CSP nonce. */
  nonce: string;
  ctx: ExecutionContext;
  /** Renders the page; its answer is kept only when it is a complete 200 HTML page. */
  render: () => Promise<Response>;
  /** Headers that belong to this answer and are never kept (the last-store cookie, the browser's Cache-Control). */
  ownHeaders: HeadersInit;
};

/**
 * A kept page, ready to answer: its HTML as UTF-8, cut where the nonce it was rendered with stood (a nonce is 22
 * random characters, found only where it was put), and its headers.
 */
type KeptPage = { parts: Uint8Array[]; size: number; headers: Headers };

const utf8 = new TextEncoder();

function keptPage(html: string, renderedNonce: string, headers: Headers): KeptPage {
  const parts = html.split(renderedNonce).map((part) => utf8.encode(part));
  return { parts, size: parts.reduce((sum, part) => sum + part.byteLength, 0), headers };
}

/**
 * The pages this isolate answered lately. Safe for the same reason the edge cache is: the key names the shop's version,
 * read from the database on every request.
 */
const recent = new RecentValues<KeptPage>(8 * 1024 * 1024, (page) => page.size);

/** The page as this request's answer, with the request's own nonce where the rendered one stood. */
function answer(page: KeptPage, nonce: string, ownHeaders: HeadersInit): Response {
  const nonceBytes = utf8.encode(nonce);
  const body = new Uint8Array(page.size + nonceBytes.byteLength * (page.parts.length - 1));
  let at = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      body.set(nonceBytes, at);
      at += nonceBytes.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  return new Response(body, { status: 200, headers: answerHeaders(page.headers, ownHeaders, "HIT") });
}

export async function serveCachedStorePage({ key, nonce, ctx, render, ownHeaders }: Serve): Promise<Response> {
  const inMemory = recent.get(key);
  if (inMemory) return answer(inMemory, nonce, ownHeaders);
  // The runtime's default cache; the DOM types this project also loads do not know `caches.default`.
  const cache = (caches as unknown as { default: Cache }).default;
  const kept = await cache.match(key);
  const renderedNonce = kept?.headers.get(RENDERED_NONCE);
  if (kept && renderedNonce) {
    const page = keptPage(await kept.text(), renderedNonce, kept.headers);
    recent.set(key, page);
    return answer(page, nonce, ownHeaders);
  }

  const rendered = await render();
  const isPage =
    rendered.status === 200 && rendered.body && rendered.headers.get("Content-Type")?.startsWith("text/html");
  if (!isPage) return rendered;
  const [forVisitor, forCache] = rendered.body!.tee();
  const keptHeaders = new Headers(rendered.headers);
  keptHeaders.delete("Set-Cookie");
  keptHeaders.set("Cache-Control", `public, max-age=${EDGE_TTL_S}`);
  keptHeaders.set(RENDERED_NONCE, nonce);
  // The visitor does not wait for the copy to be kept; a failure only means the next visitor renders again.
  const keep = async () => {
    const html = await new Response(forCache).text();
    recent.set(key, keptPage(html, nonce, keptHeaders));
    await cache.put(key, new Response(html, { headers: keptHeaders }));
  };
  ctx.waitUntil(keep().catch((error: unknown) => console.error("store page cache:", error)));
  return new Response(forVisitor, { status: 200, headers: answerHeaders(rendered.headers, ownHeaders, "MISS") });
}

function answerHeaders(from: Headers, own: HeadersInit, state: "HIT" | "MISS"): Headers {
  const headers = new Headers(from);
  for (const name of [
    RENDERED_NONCE,
    "Set-Cookie",
    "Cache-Control",
    "Content-Length",
    "Age",
    "Expires",
    "Last-Modified",
    "ETag",
    "CF-Cache-Status",
  ])
    headers.delete(name);
  for (const [name, value] of new Headers(own)) headers.append(name, value);
  headers.set(STORE_CACHE_HEADER, state);
  return headers;
}
