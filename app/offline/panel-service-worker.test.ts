import { describe, expect, it, vi } from "vitest";
import {
  type NotificationClickEvent,
  PANEL_SERVICE_WORKER,
  type PanelWindow,
  type PanelWorker,
  type PushEvent,
} from "./panel-service-worker";

/*
 * The panel's service worker as a browser runs it — the text /adminpanel/sw.js serves, run with a stand-in for its
 * global (`self`), so it must need nothing from outside itself: a push shows the order's notification, a tap on it
 * opens that order.
 */

const ORIGIN = "https://yaadi.in";

function panelWorker(windows: PanelWindow[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: Array<{ title: string; options: NotificationOptions & { data?: unknown } }> = [];
  const opened: string[] = [];
  const worker: PanelWorker = {
    registration: {
      scope: `${ORIGIN}/adminpanel/`,
      showNotification: async (title, options) => void shown.push({ title, options }),
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
  return {
    shown,
    opened,
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
          icon: "/favicon.svg",
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
});
