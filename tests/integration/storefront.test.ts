import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StorePageWire } from "#app/domain/store-page";
import { dealers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { embeddedData, get, type Visit } from "./route-harness";
import { INDEX_ROUTE, STORE_ROUTE, storePage } from "./store-page";

/*
 * The store page, /check-out and /order-success through the Worker's real outer router and the real React Router
 * request handler (server rendering included), with the server build route-harness.ts makes from app/routes.ts (the
 * Vite-built bundle cannot load in the test pool). Billing mode: billing-mode.test.ts; the page's title, images and
 * catalogue: store-page-content.test.ts.
 */

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const storeCookie = (encodedPath: string, secure: boolean) =>
  `yaadi_store=${encodedPath}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${THIRTY_DAYS_S}${secure ? "; Secure" : ""}`;

async function shopRow(shop: TestShop) {
  return (await db().select().from(shops).where(eq(shops.id, shop.id)))[0]!;
}

let a: TestShop;
let b: TestShop;

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
});

/* --- Views opened by a link -------------------------------------------------------------------------------------- */

describe("?open sets the view the store opens on", () => {
  it.each([
    ["?open=cart", "CART"],
    ["?open=order-sent", "FINALSTEP"],
    ["", null],
    ["?open=", null],
    ["?open=CART", null],
    ["?open=FINALSTEP", null],
    ["?open=checkout", null],
  ])("%s → %s", async (query, view) => {
    const { data } = await storePage(`/${a.url}${query}`);
    expect(data.openView).toBe(view);
  });

  // `open in OPEN_VIEWS` also finds the names every object inherits (toString, constructor, __proto__ …).
  it.each(["toString", "constructor", "__proto__"])(
    "?open=%s opens no view (an inherited property name)",
    async (open) => {
      const response = await get(`/${a.url}?open=${open}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect((embeddedData(html).loaderData[STORE_ROUTE] as StorePageWire).openView).toBeNull();
    },
  );

  it("a ready store opened with ?open=toString still shows its first view (the customer form)", async () => {
    const shop = await createTestShop();
    await db().update(shops).set({ status: "ready", homePageFacility: 0 }).where(eq(shops.id, shop.id));
    const mainOf = (html: string) => /<main class="flex-1">(.*?)<\/main>/s.exec(html)?.[1] ?? "";
    const plain = mainOf((await storePage(`/${shop.url}`)).html);
    expect(plain).toContain(">Your details</h2>");
    const response = await get(`/${shop.url}?open=toString`);
    expect(response.status).toBe(200);
    expect(mainOf(await response.text())).toBe(plain);
  });

  it("records the page URL without the query", async () => {
    expect((await storePage(`/${a.url}?open=cart&x=1`)).data.pageUrl).toBe(`http://localhost/${a.url}`);
  });
});

/* --- Headers ----------------------------------------------------------------------------------------------------- */

describe("store page headers", () => {
  it("remembers the store path in yaadi_store and keeps shared caches out", async () => {
    const { response } = await storePage(`/${a.url}`);
    expect(response.headers.get("Set-Cookie")).toBe(storeCookie(`%2F${a.url}`, true));
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("remembers a dealer link as the dealer path", async () => {
    await db().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, a.id));
    await db().insert(dealers).values({ shopId: a.id, name: "Ramesh Traders", whatsApp: "9000000050", link: "ramesh" });
    const { response, data } = await storePage(`/${a.url}_ramesh`);
    expect(response.headers.get("Set-Cookie")).toBe(storeCookie(`%2F${a.url}_ramesh`, true));
    expect(data.dealer).toEqual({ name: "Ramesh Traders", link: "ramesh" });
    expect(data.basePath).toBe(`/${a.url}_ramesh`);
  });

  it("remembers '/' for a store named by its host", async () => {
    const { response } = await storePage("/", { base: `http://${a.url}.localhost` }, INDEX_ROUTE);
    expect(response.headers.get("Set-Cookie")).toBe(storeCookie("%2F", true));
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("leaves Secure off on plain http away from localhost", async () => {
    const { response } = await storePage(`/${a.url}`, { base: "http://unmapped.example.org" });
    expect(response.headers.get("Set-Cookie")).toBe(storeCookie(`%2F${a.url}`, false));
  });

  it("sets the cookie on the data request as well, and keeps it private", async () => {
    const response = await get(`/${a.url}.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBe(storeCookie(`%2F${a.url}`, true));
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

/* --- /check-out and /order-success ------------------------------------------------------------------------------- */

describe("/check-out and /order-success go back to the last store", () => {
  async function expectRedirect(path: string, location: string, visit: Visit = {}) {
    const response = await get(path, visit);
    expect(response.status, `${path} ${visit.cookie ?? ""}`).toBe(302);
    expect(response.headers.get("Location"), `${path} ${visit.cookie ?? ""}`).toBe(location);
  }

  it("opens the cart and the order-sent step of the store in the cookie", async () => {
    const cookie = `yaadi_store=%2F${a.url}`;
    await expectRedirect("/check-out", `/${a.url}?open=cart`, { cookie });
    await expectRedirect("/order-success", `/${a.url}?open=order-sent`, { cookie });
  });

  it("round-trips the cookie the store page set", async () => {
    const page = await get(`/${b.url}`);
    const setCookie = page.headers.get("Set-Cookie")!;
    await page.body?.cancel();
    const cookie = setCookie.split(";")[0]!;
    expect(cookie).toBe(`yaadi_store=%2F${b.url}`);
    await expectRedirect("/check-out", `/${b.url}?open=cart`, { cookie });
    await expectRedirect("/order-success", `/${b.url}?open=order-sent`, { cookie });
  });

  it("keeps a dealer path, and reads the cookie among others", async () => {
    await expectRedirect("/check-out", `/${a.url}_ramesh?open=cart`, {
      cookie: `theme=dark; yaadi_store=%2F${a.url}_ramesh; other=1`,
    });
    // An unencoded path is a store path as well.
    await expectRedirect("/order-success", `/${a.url}?open=order-sent`, { cookie: `yaadi_store=/${a.url}` });
  });

  it("goes home without the cookie", async () => {
    await expectRedirect("/check-out", "/");
    await expectRedirect("/order-success", "/");
    await expectRedirect("/check-out", "/", { cookie: "other=%2Fabc" });
  });

  it.each([
    "//evil.example",
    "%2F%2Fevil.example",
    "/a/b",
    "%2Fa%2Fb",
    "https://x",
    "https%3A%2F%2Fx",
    "/%5Cevil.example",
    "%2F%5C%2Fevil.example",
    "evil",
    "%E0%A4%A",
    "",
    "/shop?x=1",
    "/shop%3Fopen%3Dcart%23",
  ])("goes home for a cookie that is not a store path: %s", async (value) => {
    await expectRedirect("/check-out", "/", { cookie: `yaadi_store=${value}` });
    await expectRedirect("/order-success", "/", { cookie: `yaadi_store=${value}` });
  });

  it("on a host-named store, stays on that store whatever the cookie says", async () => {
    const base = `http://${a.url}.localhost`;
    await expectRedirect("/check-out", "/?open=cart", { base, cookie: `yaadi_store=%2F${b.url}` });
    await expectRedirect("/order-success", "/?open=order-sent", { base });
  });
});

describe("the store route itself", () => {
  it("shows a store with its shop data, scoped to the shop", async () => {
    const row = await shopRow(a);
    const { data } = await storePage(`/${a.url}`);
    expect(data.shop).toMatchObject({
      url: a.url,
      name: row.name,
      status: row.status,
      homePageFacility: row.homePageFacility,
      logoKey: row.logoKey,
    });
    expect(data.apiSegment).toBe(a.url);
    expect(data.basePath).toBe(`/${a.url}`);
    expect(data.listWord).toBe("Yaadi");
  });

  it("sends an unknown store home with the invalid-URL notice", async () => {
    const response = await get(`/nosuch${uniqueSuffix()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?invalid=1");
  });
});
