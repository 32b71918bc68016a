/**
 * The store's service worker (served at /store-sw.js, registered by the store page with the store's own path as its
 * scope: "/{shopUrl}", "/{shopUrl}_{dealer}", or "/" on a shop's host name). It keeps what the customer's phone needs
 * to open the store again without a network: the store page as last served to everyone (never a page rendered for a
 * session), its catalogue as last fetched, its scripts and styles, and the shop's images. A scope is a prefix ("/sai"
 * also covers "/saiganesh"), so the worker answers only for its own page and that page's requests: another shop's page
 * is never served from here.
 *
 * Served as the text of this function, like the early-taps script: it may use nothing from outside itself.
 */
export function storeServiceWorker() {
  type Event = { waitUntil(p: Promise<unknown>): void };
  type FetchEvent = Event & { request: Request; clientId: string; respondWith(r: Promise<Response>): void };
  type MessageEvent = Event & { data: unknown };
  type Worker = {
    registration: { scope: string };
    clients: { get(id: string): Promise<{ url: string } | undefined>; claim(): Promise<void> };
    skipWaiting(): Promise<void>;
    addEventListener(type: "install" | "activate", listener: (event: Event) => void): void;
    addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
    addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  };
  const worker = self as unknown as Worker;
  const scope = new URL(worker.registration.scope);
  const pageUrl = scope.origin + scope.pathname;
  /** This store's page and images. */
  const storeCache = `yaadi-store:${scope.pathname}`;
  /** Scripts and styles: named by their content, the same files for every store of the deployment. */
  const assetsCache = "yaadi-assets";
  /** Whether the Worker rendered the page for everyone (HIT, MISS) and not for one visitor's session (BYPASS). */
  const isSharedPage = (response: Response) =>
    response.ok && ["HIT", "MISS"].includes(response.headers.get("X-Store-Cache") ?? "");

  const isOwnPage = (url: URL) => url.origin === scope.origin && url.pathname === scope.pathname;
  const isAsset = (url: URL) => url.origin === scope.origin && url.pathname.startsWith("/assets/");
  const isImage = (url: URL) => url.origin === scope.origin && url.pathname.startsWith("/files/public/");
  /** The store's catalogue (…/catalogue?v={tag}); asked for only by its own page, whose request is checked below. */
  const isCatalogue = (url: URL) =>
    url.origin === scope.origin && /^\/api\/v1\/stores\/[^/]+\/catalogue$/.test(url.pathname);
  /** Scripts of past deployments are dropped, oldest first, beyond this many files. */
  const ASSETS_KEPT = 150;

  async function keepPage(response: Response) {
    if (isSharedPage(response)) await (await caches.open(storeCache)).put(pageUrl, response);
  }

  async function keep(cacheName: string, request: Request, response: Response) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
    if (cacheName !== assetsCache) return;
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - ASSETS_KEPT)).map((key) => cache.delete(key)));
  }

  /**
   * The page from the network, kept for later (the copy is stored while the page streams on, not before); without a
   * network, the kept page.
   */
  async function page(event: FetchEvent): Promise<Response> {
    try {
      const response = await fetch(event.request);
      event.waitUntil(keepPage(response.clone()));
      return response;
    } catch (error) {
      const kept = await (await caches.open(storeCache)).match(pageUrl);
      if (kept) return kept;
      throw error;
    }
  }

  /**
   * The catalogue its page asks for: from the network (the phone's own cache answers a version it has), the newest
   * kept in place of any before it; without a network, the one kept — the prices of the last visit, like the kept
   * page, and an order sent later is priced afresh by the shop.
   */
  async function catalogue(request: Request, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
    try {
      const response = await fetch(request);
      if (response.ok) waitUntil(keepCatalogue(request, response.clone()));
      return response;
    } catch (error) {
      const kept = await (await caches.open(storeCache)).match(request, { ignoreSearch: true });
      if (kept) return kept;
      throw error;
    }
  }

  async function keepCatalogue(request: Request, response: Response) {
    const cache = await caches.open(storeCache);
    const older = await cache.keys(request, { ignoreSearch: true });
    await Promise.all(older.filter((key) => key.url !== request.url).map((key) => cache.delete(key)));
    await cache.put(request, response);
  }

  /** A file named by its content (or an image, replaced under a new name): from the cache, else fetched and kept. */
  async function cachedFirst(
    cacheName: string,
    request: Request,
    waitUntil: (p: Promise<unknown>) => void,
  ): Promise<Response> {
    const hit = await (await caches.open(cacheName)).match(request);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) waitUntil(keep(cacheName, request, response.clone()));
    return response;
  }

  worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
  worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

  worker.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (request.mode === "navigate") {
      if (isOwnPage(url)) event.respondWith(page(event));
      return;
    }
    // Subresources only for this store's own page (a longer shop URL under the same prefix is not ours).
    if (!isAsset(url) && !isImage(url) && !isCatalogue(url)) return;
    event.respondWith(
      worker.clients.get(event.clientId).then((client) => {
        const own = client ? isOwnPage(new URL(client.url)) : false;
        if (!own) return fetch(request);
        if (isCatalogue(url)) return catalogue(request, (p) => event.waitUntil(p));
        return cachedFirst(isAsset(url) ? assetsCache : storeCache, request, (p) => event.waitUntil(p));
      }),
    );
  });

  // The first visit loaded before this worker existed: the page sends what it loaded, to be kept now.
  worker.addEventListener("message", (event) => {
    const urls = (event.data as { keep?: unknown } | null)?.keep;
    if (!Array.isArray(urls)) return;
    const keeping = urls
      .filter((u): u is string => typeof u === "string")
      .map((u) => new URL(u, scope.origin))
      .map(async (url) => {
        if (isOwnPage(url)) return keepPage(await fetch(url.href));
        if (isCatalogue(url)) return catalogue(new Request(url.href), (p) => event.waitUntil(p));
        if (isAsset(url) || isImage(url))
          return cachedFirst(isAsset(url) ? assetsCache : storeCache, new Request(url.href), (p) => event.waitUntil(p));
      });
    event.waitUntil(Promise.allSettled(keeping));
  });
}

/** The service worker's script. */
export const STORE_SERVICE_WORKER = `(${storeServiceWorker.toString()})()`;
