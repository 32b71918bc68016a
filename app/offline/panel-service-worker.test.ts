import { describe, expect, it, vi } from "vitest";
import { PANEL_OFFLINE_PATH } from "./panel-offline-page";
import {
  type InstallEvent,
  type NotificationClickEvent,
  PANEL_SERVICE_WORKER,
  type PageFetchEvent,
  type PanelWindow,
  type PanelWorker,
  type PushEvent,
} from "./panel-service-worker";

/*
 * The panel's service worker as a browser runs it — the text /adminpanel/sw.js serves, run with a stand-in for its
 * global (`self`), so it must need nothing from outside itself: a push shows the order's notification, a tap on it
 * opens that order, and a page that cannot load for want of a connection is answered with the offline page it kept.
 */

const ORIGIN = "https://yaadi.in";

type Network = (request: string | Request) => Promise<Response>;
const offlineNetwork: Network = async () => {
  throw new TypeError("Failed to fetch");
};

function panelWorker(windows: PanelWindow[] = [], options: { script?: string; network?: Network } = {}) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: Array<{ title: string; options: NotificationOptions & { data?: unknown } }> = [];
  const opened: string[] = [];
  const kept = new Map<string, Response>();
  const fetched: string[] = [];
  let network = options.network ?? offlineNetwork;
  const preload = vi.fn(async () => {});
  const worker: PanelWorker = {
    location: { href: `${ORIGIN}${options.script ?? "/adminpanel/sw.js"}` },
    registration: {
      scope: `${ORIGIN}/adminpanel/`,
      showNotification: async (title, options) => void shown.push({ title, options }),
      navigationPreload: { enable: preload },
    },
    caches: {
      open: async () => ({
        put: async (path, response) => void kept.set(path, response),
        match: async (path) => kept.get(path)?.clone(),
      }),
    },
    fetch: async (request) => {
      fetched.push(typeof request === "string" ? request : request.url);
      return network(request);
    },
    clients: {
      claim: async () => {},
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
  };
  new Function("self", PANEL_SERVICE_WORKER)(worker);
  const waited: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void waited.push(promise);
  const fire = async (type: string, event: object) => {
    listeners.get(type)!(event as never);
    await Promise.all(waited);
  };
  return {
    shown,
    opened,
    kept,
    fetched,
    preload,
    goOnline(answer: Network) {
      network = answer;
    },
    async install() {
      const routes: unknown[] = [];
      const event: InstallEvent = { waitUntil, addRoutes: async (rules) => void routes.push(rules) };
      await fire("install", event);
      return routes;
    },
    activate: () => fire("activate", { waitUntil }),
    /** A request of a page controlled by the worker: its answer, or undefined when the worker leaves it alone. */
    async request(url: string, init: { mode?: "navigate" | "cors"; method?: string } = {}) {
      let answered: Promise<Response> | undefined;
      const request = { url: `${ORIGIN}${url}`, mode: init.mode ?? "navigate", method: init.method ?? "GET" };
      const event: PageFetchEvent = {
        waitUntil,
        request: request as Request,
        preloadResponse: Promise.resolve(undefined),
        respondWith: (response) => {
          answered = response;
        },
      };
      await fire("fetch", event);
      return answered;
    },
    async push(data: unknown) {
      const event: PushEvent = {
        waitUntil,
        data: data === null ? null : { json: () => (typeof data === "string" ? JSON.parse(data) : data) },
      };
      listeners.get("push")!(event as never);
      await Promise.all(waited);
    },
    async click(data: unknown) {
      const close = vi.fn();
      const event: NotificationClickEvent = { waitUntil, notification: { data, close } };
      listeners.get("notificationclick")!(event as never);
      await Promise.all(waited);
      expect(close).toHaveBeenCalled();
    },
  };
}

function tab(path: string) {
  const navigated: string[] = [];
  const window: PanelWindow = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (url: string) => void navigated.push(url)),
  };
  return { window, navigated };
}

describe("the panel's service worker", () => {
  it("is served as its own text, for the /adminpanel/ scope", () => {
    expect(PANEL_SERVICE_WORKER).toMatch(/^\(function panelServiceWorker\(/);
    expect(PANEL_SERVICE_WORKER).toMatch(/\)\(\)$/);
  });

  it("shows a new order's notification: its title and text, the order as its tag, its screen to open", async () => {
    const worker = panelWorker();
    await worker.push({
      title: "New yaadi no. 123",
      body: "Asha · Rs. 1,234",
      url: "/adminpanel/yaadies/123",
      yaadiId: 123,
    });
    expect(worker.shown).toEqual([
      {
        title: "New yaadi no. 123",
        options: {
          body: "Asha · Rs. 1,234",
          icon: "/icons/yaadi-192.png",
          badge: "/icons/yaadi-badge-96.png",
          tag: "yaadi-123",
          data: { url: "/adminpanel/yaadies/123" },
        },
      },
    ]);
  });

  it("the same order twice is one notification (the same tag), another order another", async () => {
    const worker = panelWorker();
    for (const id of [123, 123, 124])
      await worker.push({ title: `New yaadi no. ${id}`, body: "Asha", url: `/adminpanel/yaadies/${id}`, yaadiId: id });
    expect(new Set(worker.shown.map((n) => n.options.tag))).toEqual(new Set(["yaadi-123", "yaadi-124"]));
  });

  it("still shows something for a push it cannot read, and never leads outside the panel", async () => {
    const worker = panelWorker();
    await worker.push(null);
    await worker.push("not json {");
    await worker.push({ title: 42, url: "https://evil.example/phish" });
    await worker.push({ title: "New yaadi no. 9", url: "/somewhere-else" });
    expect(worker.shown.map((n) => n.title)).toEqual(["Yaadi", "Yaadi", "Yaadi", "New yaadi no. 9"]);
    for (const n of worker.shown) {
      expect(n.options.data).toEqual({ url: "/adminpanel/yaadi-summary" });
      expect(n.options).not.toHaveProperty("tag");
    }
  });

  it("a tap brings an open panel tab to the order", async () => {
    const other = tab("/demoveggiestore");
    const panel = tab("/adminpanel/products");
    const worker = panelWorker([other.window, panel.window]);
    await worker.click({ url: "/adminpanel/yaadies/123" });
    expect(panel.window.focus).toHaveBeenCalled();
    expect(panel.navigated).toEqual([`${ORIGIN}/adminpanel/yaadies/123`]);
    expect(other.window.focus).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it("a tap opens a window on the order when no panel tab is open, or the tab will not go", async () => {
    const closed = panelWorker([tab("/demoveggiestore").window]);
    await closed.click({ url: "/adminpanel/yaadies/123" });
    expect(closed.opened).toEqual([`${ORIGIN}/adminpanel/yaadies/123`]);

    const stuck = tab("/adminpanel/account");
    stuck.window.navigate = vi.fn(async () => {
      throw new TypeError("not controlled");
    });
    const worker = panelWorker([stuck.window]);
    await worker.click({ url: "/adminpanel/yaadies/7" });
    expect(worker.opened).toEqual([`${ORIGIN}/adminpanel/yaadies/7`]);

    const unreadable = panelWorker();
    await unreadable.click({ url: "https://evil.example/" });
    expect(unreadable.opened).toEqual([`${ORIGIN}/adminpanel/yaadi-summary`]);
  });

  it("keeps the offline page in the language of its address at install, and sends only pages through itself", async () => {
    const page = (lang: string) =>
      new Response(`<h1>offline ${lang}</h1>`, { headers: { "Content-Type": "text/html" } });
    const worker = panelWorker([], {
      script: "/adminpanel/sw.js?lang=mr",
      network: async (request) => page(new URL(String(request), ORIGIN).searchParams.get("lang") ?? "?"),
    });
    const routes = await worker.install();
    expect(worker.fetched).toEqual([`${PANEL_OFFLINE_PATH}?lang=mr`]);
    expect(await worker.kept.get(PANEL_OFFLINE_PATH)?.text()).toBe("<h1>offline mr</h1>");
    expect(routes).toEqual([{ condition: { not: { requestMode: "navigate" } }, source: "network" }]);
    await worker.activate();
    expect(worker.preload).toHaveBeenCalled();
  });

  it("answers a page it cannot load with the offline page, and leaves everything else to the browser", async () => {
    const worker = panelWorker([], { script: "/adminpanel/sw.js?lang=hi", network: async () => new Response("kept") });
    await worker.install();
    worker.goOnline(offlineNetwork);
    expect(await (await worker.request("/adminpanel/yaadi-summary?day=today"))?.text()).toBe("kept");
    // Data, scripts, and a form sent without scripts (a POST page) are not its to answer.
    expect(await worker.request("/adminpanel/products.data", { mode: "cors" })).toBeUndefined();
    expect(await worker.request("/adminpanel/logout", { method: "POST" })).toBeUndefined();
  });

  it("passes a page through when the network answers it, and keeps the offline page then if install could not", async () => {
    const worker = panelWorker();
    await worker.install();
    expect(worker.kept.size).toBe(0);
    worker.goOnline(async () => new Response("fresh", { status: 200 }));
    expect(await (await worker.request("/adminpanel/products"))?.text()).toBe("fresh");
    expect(worker.fetched).toEqual([PANEL_OFFLINE_PATH, `${ORIGIN}/adminpanel/products`, PANEL_OFFLINE_PATH]);
    expect(worker.kept.has(PANEL_OFFLINE_PATH)).toBe(true);
  });

  it("lets a page it cannot load fail as the browser's own when it has nothing kept", async () => {
    const worker = panelWorker();
    await worker.install();
    await expect(worker.request("/adminpanel/products")).rejects.toThrow("Failed to fetch");
  });
});
