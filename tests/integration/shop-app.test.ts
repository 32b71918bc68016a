import { describe, expect, it } from "vitest";
import { SHOP_APP_MANIFEST_PATH, TODAYS_YAADIES } from "#app/domain/admin/shop-app";
import { PANEL_LANGUAGE_COOKIE } from "#app/i18n/choose";
import { PANEL_OFFLINE_PATH } from "#app/offline/panel-offline-page";
import { type PageElement, parsePage, textOf } from "./page-roles";
import { get, land } from "./route-harness";
import { fixtureShop } from "./shop-fixtures";

/*
 * The shop app (docs/decisions/0032) as the Worker serves it: the panel's manifest, the offline page its service
 * worker keeps, and the panel's pages linking them. The manifest and the page are the same for every shop's admin —
 * they read no session and name no shop — and only their words follow the admin's language. Whether Chromium finds
 * the app installable, and the offline page in place of a screen, is tests/e2e/admin-app.spec.ts.
 */

async function manifest(path = SHOP_APP_MANIFEST_PATH, visit: Parameters<typeof get>[1] = {}) {
  const response = await get(path, visit);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return { text: await response.clone().text(), json: (await response.json()) as Record<string, unknown> };
}

function elements(node: PageElement, tag: string): PageElement[] {
  const own = node.tag === tag ? [node] : [];
  return [...own, ...node.children.flatMap((child) => (typeof child === "string" ? [] : elements(child, tag)))];
}

/** The `<link>`s in the page's head, by their rel. */
async function linksOf(path: string, cookie?: string) {
  const { response, html } = await land(path, { cookie });
  expect(response.status).toBe(200);
  const links = elements(elements(parsePage(html), "head")[0]!, "link");
  return Object.fromEntries(links.map((link) => [link.attrs.rel, link.attrs.href]));
}

describe("the shop app's manifest", () => {
  it("opens today's yaadies in a window of its own, in the panel's scope, with PNG icons (a maskable one too)", async () => {
    const { json } = await manifest();
    expect(json).toEqual({
      id: "/adminpanel/",
      name: "Yaadi Admin",
      short_name: "Yaadi Admin",
      description: expect.any(String),
      lang: "en",
      dir: "ltr",
      start_url: TODAYS_YAADIES,
      scope: "/adminpanel/",
      display: "standalone",
      background_color: "#fafaf9",
      theme_color: "#15803d",
      icons: [
        { src: "/icons/yaadi-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/yaadi-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/yaadi-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
    expect(TODAYS_YAADIES).toBe("/adminpanel/yaadi-summary?day=today");
  });

  it("speaks the language its address names, else the one this phone keeps for the panel, else English", async () => {
    expect((await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=mr`)).json).toMatchObject({
      name: "Yaadi ॲडमिन",
      lang: "mr",
      id: "/adminpanel/",
    });
    const kept = await manifest(SHOP_APP_MANIFEST_PATH, { cookie: `${PANEL_LANGUAGE_COOKIE}=hi` });
    expect(kept.json).toMatchObject({ name: "Yaadi एडमिन", lang: "hi" });
    for (const odd of ["xx", "<script>", "EN", ""])
      expect((await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=${encodeURIComponent(odd)}`)).json.lang).toBe("en");
  });

  it("is the same for every shop's admin and for nobody signed in, and names no shop", async () => {
    const a = await fixtureShop({ language: "mr" });
    const b = await fixtureShop();
    const anonymous = await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=mr`);
    const ofA = await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=mr`, { cookie: a.cookie });
    const ofB = await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=mr`, { cookie: b.cookie });
    expect(ofA.text).toBe(anonymous.text);
    expect(ofB.text).toBe(anonymous.text);
    for (const shop of [a, b]) {
      expect(anonymous.text).not.toContain(shop.shopUrl);
      expect(anonymous.text).not.toContain(shop.storeName);
    }
  });
});

describe("the panel's pages", () => {
  it("link the manifest in the admin's own language, and Apple's icon", async () => {
    const shop = await fixtureShop({ language: "hi" });
    // The home is outside the panel's pipeline: it reads the language the phone keeps since the sign-in.
    const visits = [
      ["/adminpanel", `${PANEL_LANGUAGE_COOKIE}=hi; ${shop.cookie}`],
      ["/adminpanel/products", shop.cookie],
      [TODAYS_YAADIES, shop.cookie],
    ] as const;
    for (const [path, cookie] of visits) {
      expect(await linksOf(path, cookie), path).toMatchObject({
        manifest: `${SHOP_APP_MANIFEST_PATH}?lang=hi`,
        "apple-touch-icon": "/icons/yaadi-apple-180.png",
      });
    }
  });

  it("link it from the sign-in too, in the language this phone keeps", async () => {
    expect(await linksOf("/adminpanel", `${PANEL_LANGUAGE_COOKIE}=mr`)).toMatchObject({
      manifest: `${SHOP_APP_MANIFEST_PATH}?lang=mr`,
    });
  });

  it("stores keep their own manifest, not the panel's", async () => {
    const shop = await fixtureShop();
    const links = await linksOf(`/${shop.shopUrl}`);
    expect(links.manifest).toBe(`/${shop.shopUrl}/manifest.webmanifest`);
  });
});

describe("the offline page", () => {
  it("says the phone is offline, in the language its address names, whole in itself", async () => {
    const response = await get(`${PANEL_OFFLINE_PATH}?lang=mr`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    const html = await response.text();
    const page = parsePage(html);
    expect(elements(page, "html")[0]?.attrs.lang).toBe("mr");
    expect(textOf(elements(page, "h1")[0]!)).toBe("तुम्ही ऑफलाइन आहात");
    expect(elements(page, "a").map((a) => [textOf(a), a.attrs.href])).toEqual([["पुन्हा प्रयत्न करा", ""]]);
    // Nothing it needs lies elsewhere: no script file, stylesheet or image.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet|<img/);
    // Its one script runs under the answer's own policy, kept with it.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("Content-Security-Policy") ?? "").toMatch(
      new RegExp(`'nonce-${nonce}'|'unsafe-inline'`),
    );
  });

  it("follows the phone's kept language, reads no session and names no shop", async () => {
    const shop = await fixtureShop({ language: "hi" });
    const html = await (
      await get(PANEL_OFFLINE_PATH, { cookie: `${PANEL_LANGUAGE_COOKIE}=hi; ${shop.cookie}` })
    ).text();
    expect(html).toContain("आप ऑफ़लाइन हैं");
    expect(html).not.toContain(shop.shopUrl);
    expect(html).not.toContain(shop.storeName);
  });
});

describe("the panel's service worker", () => {
  it("is the same script whichever language its address names", async () => {
    const plain = await (await get("/adminpanel/sw.js")).text();
    const response = await get("/adminpanel/sw.js?lang=hi");
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe(plain);
  });
});
