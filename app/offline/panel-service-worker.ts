/**
 * The admin panel's service worker (served at /adminpanel/sw.js, registered by Your Account's "Notify me of new
 * orders" with the scope /adminpanel/): it shows a new order's notification when the panel is closed, and opens that
 * order's screen when the notification is tapped. It is the panel's own, apart from each store's (store-sw.js, whose
 * scopes are the stores' paths), and it keeps nothing offline.
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

  worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
  worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

  worker.addEventListener("push", (event) => {
    const { title, body, url, tag } = messageOf(event);
    event.waitUntil(
      worker.registration.showNotification(title, {
        body,
        icon: "/favicon.svg",
        ...(tag ? { tag } : {}),
        data: { url },
      }),
    );
  });

  /**
   * Brings an open panel tab to the order — one this worker controls, since only those can be sent elsewhere (the
   * admin home, "/adminpanel", is outside the scope) — else opens a window on it.
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
  registration: {
    scope: string;
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<PanelWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: WaitingEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
};
export type WaitingEvent = { waitUntil(promise: Promise<unknown>): void };
export type PushEvent = WaitingEvent & { data: { json(): unknown } | null };
export type NotificationClickEvent = WaitingEvent & { notification: { data: unknown; close(): void } };
export type PanelWindow = { url: string; focus(): Promise<PanelWindow>; navigate(url: string): Promise<unknown> };

export const PANEL_SERVICE_WORKER = `(${panelServiceWorker.toString()})()`;
