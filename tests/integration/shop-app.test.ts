import { describe, expect, it } from "vitest";
import { ADMIN_HOME, SHOP_APP_MANIFEST_PATH, SHOP_APP_SCOPE, TODAYS_YAADIES } from "#app/domain/admin/shop-app";
import { PANEL_LANGUAGE_COOKIE } from "#app/i18n/choose";
import { PANEL_OFFLINE_PATH } from "#app/offline/panel-offline-page";
import { getByRole, type PageElement, parsePage, textOf } from "./page-roles";
import { get, land, postForm, send } from "./route-harness";
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
      ["/adminpanel/", `${PANEL_LANGUAGE_COOKIE}=hi; ${shop.cookie}`],
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
    expect(await linksOf("/adminpanel/", `${PANEL_LANGUAGE_COOKIE}=mr`)).toMatchObject({
      manifest: `${SHOP_APP_MANIFEST_PATH}?lang=mr`,
    });
  });

  it("stores keep their own manifest, not the panel's", async () => {
    const shop = await fixtureShop();
    const links = await linksOf(`/${shop.shopUrl}`);
    expect(links.manifest).toBe(`/${shop.shopUrl}/manifest.webmanifest`);
  });
});

describe("a diet clinic's app", () => {
  const CLINIC_APP_NAME = { en: "Yaadi Clinic", mr: "Yaadi क्लिनिक", hi: "Yaadi क्लिनिक" } as const;

  it.each(["en", "mr", "hi"] as const)(
    "is an app of its own in %s: named for the clinic, opening on its home, not on a Yaadi Summary",
    async (locale) => {
      const { json } = await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=${locale}&app=clinic`);
      expect(json).toMatchObject({
        id: "/adminpanel/?app=clinic",
        name: CLINIC_APP_NAME[locale],
        short_name: CLINIC_APP_NAME[locale],
        lang: locale,
        start_url: ADMIN_HOME,
        scope: SHOP_APP_SCOPE,
        display: "standalone",
      });
      expect(String(json.description)).not.toBe(
        (await manifest(`${SHOP_APP_MANIFEST_PATH}?lang=${locale}`)).json.description,
      );
    },
  );

  it("is asked for by name only: any other `app` is the shop's app", async () => {
    const shops = (await manifest()).text;
    for (const odd of ["shop", "Clinic", "xx", "<script>", ""])
      expect((await manifest(`${SHOP_APP_MANIFEST_PATH}?app=${encodeURIComponent(odd)}`)).text, odd).toBe(shops);
  });

  it("is linked by every page of a clinic's panel, the home too; a shop's panel links the shop's", async () => {
    // The home reads the language this phone keeps since the sign-in (it is outside the panel's pipeline).
    const clinic = await fixtureShop({ type: "dietClinic", language: "mr" });
    for (const path of [ADMIN_HOME, "/adminpanel/clients", "/adminpanel/account"])
      expect((await linksOf(path, `${PANEL_LANGUAGE_COOKIE}=mr; ${clinic.cookie}`)).manifest, path).toBe(
        `${SHOP_APP_MANIFEST_PATH}?lang=mr&app=clinic`,
      );
    const shop = await fixtureShop({ language: "mr" });
    for (const path of [ADMIN_HOME, "/adminpanel/account"])
      expect((await linksOf(path, `${PANEL_LANGUAGE_COOKIE}=mr; ${shop.cookie}`)).manifest, path).toBe(
        `${SHOP_APP_MANIFEST_PATH}?lang=mr`,
      );
  });

  it("opens on what the clinic's home shows: its own menu, no day's yaadies", async () => {
    const clinic = await fixtureShop({ type: "dietClinic" });
    const { url, html } = await land(ADMIN_HOME, { cookie: clinic.cookie });
    expect(url.pathname).toBe(ADMIN_HOME);
    const page = parsePage(html);
    expect(getByRole(page, "link", { name: "Client Sheets" }).attrs.href).toBe("/adminpanel/client-sheets");
    expect(html).not.toContain("/adminpanel/yaadi-summary");
  });
});

describe("the admin home, inside the app", () => {
  it("is /adminpanel/, in the app's scope; the spec's /adminpanel leads there with its query", async () => {
    expect(ADMIN_HOME.startsWith(SHOP_APP_SCOPE)).toBe(true);
    const moves: [string, string][] = [
      ["/adminpanel", "/adminpanel/"],
      ["/adminpanel?lang=mr", "/adminpanel/?lang=mr"],
      ["/adminpanel?expired=1", "/adminpanel/?expired=1"],
    ];
    for (const [from, to] of moves) {
      for (const method of ["GET", "HEAD"]) {
        const moved = await send(from, { method });
        expect([moved.status, moved.headers.get("Location")], `${method} ${from}`).toEqual([301, to]);
        expect(moved.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
    const signedOut = await get(ADMIN_HOME);
    expect(signedOut.status).toBe(200);
    getByRole(parsePage(await signedOut.text()), "heading", { name: "Admin panel login" });
    const shop = await fixtureShop();
    const home = await get(ADMIN_HOME, { cookie: shop.cookie });
    getByRole(parsePage(await home.text()), "heading", { name: shop.storeName });
    // A tap back to the home inside the open panel loads its data at the address React Router asks for it.
    const data = await get("/adminpanel/_.data", { cookie: shop.cookie });
    expect([data.status, data.headers.get("Content-Type")]).toEqual([200, "text/x-script"]);
  });

  it("is where every way home leads: the sign-in, a signed-out screen, the sign-out, the panel's own links", async () => {
    const shop = await fixtureShop();
    const signIn = await postForm(ADMIN_HOME, { userName: shop.userName, password: shop.password });
    expect([signIn.status, signIn.headers.get("Location")]).toEqual([302, ADMIN_HOME]);
    // A form sent to the spec's address (a page from before) is still the home's.
    const older = await postForm("/adminpanel", { userName: shop.userName, password: shop.password });
    expect([older.status, older.headers.get("Location")]).toEqual([302, ADMIN_HOME]);
    expect((await get("/adminpanel/products")).headers.get("Location")).toBe(ADMIN_HOME);
    const signOut = await postForm("/adminpanel/logout", {}, { cookie: shop.cookie });
    expect(signOut.headers.get("Location")).toBe(ADMIN_HOME);

    const again = await fixtureShop();
    for (const path of [ADMIN_HOME, "/adminpanel/products", "/adminpanel/account"]) {
      const { html } = await land(path, { cookie: again.cookie });
      const hrefs = elements(parsePage(html), "a").map((a) => a.attrs.href);
      expect(hrefs, path).toContain(ADMIN_HOME);
      expect(hrefs, path).not.toContain("/adminpanel");
    }
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
