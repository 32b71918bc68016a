/**
 * The admin panel's service worker (served at /adminpanel/sw.js, registered with the scope /adminpanel/ by every panel
 * page, panel-worker.ts): it shows a new order's notification when the panel is closed, and opens that order's screen
 * when the notification is tapped; and when a screen cannot be opened for want of a connection, the shop app shows its
 * offline page in the admin's language instead of the browser's error (docs/decisions/0032). It is the panel's own,
 * apart from each store's (store-sw.js, whose scopes are the stores' paths). It keeps that one page and nothing else:
 * every other request goes straight to the network, never through it.
 *
 * Served as the text of this function, like the store's: it may use nothing from outside itself. The worker's global
 * is its parameter, so a unit test can hand it a stand-in and fire its events.
 */
export function panelServiceWorker(worker: PanelWorker = self as unknown as PanelWorker) {
  /** Where a notification without a usable address leads: the day's yaadies. */
  const fallbackPath = "/adminpanel/yaadi-summary";
  const scope = new URL(worker.registration.scope);

  /** What the server sent (app/server/push/order-push.server.ts), read defensively: a push must show something. */
  function messageOf(event: PushEvent): { title: string; body: string; url: string; tag?: string } {
    let sent: Record<string, unknown> = {};
    try {
      const json: unknown = event.data?.json();
      if (json && typeof json === "object") sent = json as Record<string, unknown>;
    } catch {
      // Not JSON: the fallbacks below.
    }
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : "");
    const path = text(sent.url);
    const yaadiId = sent.yaadiId;
    return {
      title: text(sent.title) || "Yaadi",
      body: text(sent.body),
      url: path.startsWith(scope.pathname) ? path : fallbackPath,
      // One notification per order: a repeat of the same order's push replaces it instead of showing a second one.
      ...(typeof yaadiId === "number" && Number.isSafeInteger(yaadiId) ? { tag: `yaadi-${yaadiId}` } : {}),
    };
  }

  /** The offline page, kept under its own address (app/offline/panel-offline-page.ts PANEL_OFFLINE_PATH). */
  const offlinePath = "/adminpanel/offline";
  const offlineCache = "yaadi-panel-offline";
  // The language it is in: the one the page that registered this worker named in its address (panel-worker.ts).
  const language = new URL(worker.location.href).searchParams.get("lang");

  async function keepOfflinePage(): Promise<void> {
    const response = await worker.fetch(language ? `${offlinePath}?lang=${encodeURIComponent(language)}` : offlinePath);
    if (response.ok) await (await worker.caches.open(offlineCache)).put(offlinePath, response);
  }

  async function keptOfflinePage(): Promise<Response | undefined> {
    return (await worker.caches.open(offlineCache)).match(offlinePath);
  }

  worker.addEventListener("install", (event) => {
    event.waitUntil(
      Promise.all([
        // Only a page's own load comes here: the panel's data, scripts, images and live connection go straight to the
        // network (a browser without these routes still sends them here, and they pass through untouched).
        event.addRoutes?.({ condition: { not: { requestMode: "navigate" } }, source: "network" }).catch(() => {}),
        // A phone offline at this moment keeps it with the next page it opens (below): notifications must not wait.
        keepOfflinePage().catch(() => {}),
        worker.skipWaiting(),
      ]),
    );
  });
  worker.addEventListener("activate", (event) =>
    event.waitUntil(
      Promise.all([
        worker.clients.claim(),
        // A page's request starts while this worker wakes, instead of after.
        worker.registration.navigationPreload?.enable().catch(() => {}),
      ]),
    ),
  );

  worker.addEventListener("fetch", (event) => {
    const { request } = event;
    // A form sent without the page's scripts is not answered with a page that would send it again.
    if (request.mode !== "navigate" || request.method !== "GET") return;
    event.respondWith(
      (async () => {
        try {
          const response = (await event.preloadResponse) ?? (await worker.fetch(request));
          event.waitUntil(
            keptOfflinePage()
              .then((kept) => (kept ? undefined : keepOfflinePage()))
              .catch(() => {}),
          );
          return response;
        } catch (error) {
          const kept = await keptOfflinePage();
          if (kept) return kept;
          throw error;
        }
      })(),
    );
  });

  worker.addEventListener("push", (event) => {
    const { title, body, url, tag } = messageOf(event);
    event.waitUntil(
      worker.registration.showNotification(title, {
        body,
        icon: "/icons/yaadi-192.png",
        badge: "/icons/yaadi-badge-96.png",
        ...(tag ? { tag } : {}),
        data: { url },
      }),
    );
  });

  /**
   * Brings an open panel tab to the order — one this worker controls, since only those can be sent elsewhere (the
   * spec's "/adminpanel" is outside the scope, but it only ever leads to the home, /adminpanel/) — else opens a window
   * on it.
   */
  async function openOrder(path: string): Promise<void> {
    const target = new URL(path, scope.origin).href;
    const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: false });
    const panel = windows.find((client) => new URL(client.url).pathname.startsWith(scope.pathname));
    if (panel) {
      try {
        const focused = await panel.focus();
        await focused.navigate(target);
        return;
      } catch {
        // The tab went away or would not go: a window of its own.
      }
    }
    await worker.clients.openWindow(target);
  }

  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = typeof data?.url === "string" && data.url.startsWith(scope.pathname) ? data.url : fallbackPath;
    event.waitUntil(openOrder(url));
  });
}

/** The parts of a service worker's global this one uses. */
export type PanelWorker = {
  location: { href: string };
  registration: {
    scope: string;
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
    navigationPreload?: { enable(): Promise<void> };
  };
  caches: { open(name: string): Promise<KeptPages> };
  fetch(request: string | Request): Promise<Response>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<PanelWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: (event: InstallEvent) => void): void;
  addEventListener(type: "activate", listener: (event: WaitingEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: PageFetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
};
export type KeptPages = {
  put(path: string, response: Response): Promise<void>;
  match(path: string): Promise<Response | undefined>;
};
export type WaitingEvent = { waitUntil(promise: Promise<unknown>): void };
/** Chrome's static routes (`addRoutes`, Chrome 123 on): absent elsewhere. */
export type InstallEvent = WaitingEvent & { addRoutes?(rules: unknown): Promise<void> };
export type PageFetchEvent = WaitingEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
export type PushEvent = WaitingEvent & { data: { json(): unknown } | null };
export type NotificationClickEvent = WaitingEvent & { notification: { data: unknown; close(): void } };
export type PanelWindow = { url: string; focus(): Promise<PanelWindow>; navigate(url: string): Promise<unknown> };

export const PANEL_SERVICE_WORKER = `(${panelServiceWorker.toString()})()`;
