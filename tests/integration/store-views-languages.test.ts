import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { YAADI_STATUSES } from "#app/domain/orders/order-status";
import { VIEWS } from "#app/domain/store-page";
import type { Locale, Writing } from "#app/i18n/locale";
import { addEntry, shareStatement } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import type { YaadiPage } from "#app/server/yaadi-page.server";
import { bills } from "#db/schema/bills";
import { customers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { storeTexts, yaadiTexts } from "../fixtures/store-texts";
import { asAdminOf, createTestShop, db } from "./helpers";
import { englishWords, readable } from "./readable-words";
import { get, ROUTES, type Visit } from "./route-harness";
import { HOME_PAGE_DETAILS, makeShopReady } from "./shop-fixtures";
import { INDEX_ROUTE, STORE_ROUTE, storePage } from "./store-page";
import { besideTheBook, storeSaid } from "./store-said";
import { drawListAndSuggestions, drawStoreScreen } from "./store-screens";
import { type StorePages, storeStates } from "./store-states";
import { type StoreWithEverything, storeWithEverything } from "./store-with-everything";

/*
 * Generated over every view of the customer's store (docs/decisions/0028): in Marathi and in Hindi, what a customer
 * reads — text, and what a screen reader says (aria-label, placeholder, alt, title) — has no English word left.
 * - The views the phone switches between (VIEWS, app/domain/store-page.ts), drawn on the server by the storefront's own
 *   StoreScreen in every state of store-states.ts, with the list's cards and lines and the search's suggestions,
 *   which a phone draws only after the page has loaded.
 * - What it says outside that markup (store-said.ts): alerts, field messages, every text of its book.
 * - The pages the Worker serves for a store (every route of app/routes/store, and a store named by its host): its page
 *   at each first view, billing mode, a dealer's link, a store not activated or paused, a page not found, and the
 *   order page in every state and status.
 * Names stay as they are: the fixture's rows (each carries a mark), the shops' details, Yaadi and the few words every
 * language writes in Latin letters (readable-words.ts).
 */

/** The data a view shows as it was typed: the fixture's rows (marked zp… or zc…), e-mails and UPI ids, links. */
const DATA = [/\bz[pc][A-Za-z0-9]+/g, /\S+@\S+/g, /https?:\/\/\S+/g];

/** Marathi pages in the shop's Devanagari digits, Hindi ones in Latin digits: both kinds of figure are read. */
const writingOf = (locale: Locale): Writing => ({ locale, digits: locale === "mr" ? "deva" : "latn" });

/** The English words read, each with the places it was read in (the first three, and how many more). */
function englishFound(leave: readonly (string | RegExp)[]) {
  const places = new Map<string, string[]>();
  return {
    read(place: string, text: string) {
      for (const word of englishWords(text, leave)) places.set(word, [...(places.get(word) ?? []), place]);
    },
    get words() {
      return Object.fromEntries(
        [...places].map(([word, at]) => [word, at.length > 3 ? [...at.slice(0, 3), `${at.length - 3} more`] : at]),
      );
    },
  };
}

/** What a screen shows in its <main>, as text. */
const mainText = (html: string) => readable(html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "").trim();

/** Other stores a customer may open: one that starts at the customer form, one not activated, one paused. */
let others: { formFirst: string; notActivated: string; paused: string };

beforeAll(async () => {
  const formFirst = await createTestShop();
  await makeShopReady(formFirst);
  await db().update(shops).set({ homePageFacility: 0 }).where(eq(shops.id, formFirst.id));
  const notActivated = await createTestShop();
  const paused = await createTestShop();
  await makeShopReady(paused);
  await db().update(shops).set({ status: "disabled" }).where(eq(shops.id, paused.id));
  others = { formFirst: formFirst.url, notActivated: notActivated.url, paused: paused.url };
});

describe.each(["mr", "hi"] as const)("the customer's store in %s", (locale) => {
  const writing = writingOf(locale);
  const t = storeTexts(locale, writing.digits);
  let store: StoreWithEverything;
  let pages: StorePages;
  let leave: (string | RegExp)[];

  beforeAll(async () => {
    store = await storeWithEverything(locale);
    const { shop, fill } = store;
    // The shop's Store language and Digits (Store Settings), in which its pages are written.
    await db().update(shops).set({ language: locale, digits: writing.digits }).where(eq(shops.id, shop.id));
    const { token } = await asAdminOf(shop);
    pages = {
      customer: (await storePage(`/${shop.url}`)).data,
      dealer: (await storePage(`/${shop.url}_${fill.dealerLink}`)).data,
      billing: (await storePage(`/${shop.url}?billing=yes`, { token })).data,
      admin: (await storePage(`/${shop.url}`, { token })).data,
    };
    leave = [
      ...DATA,
      shop.url,
      ...Object.values(others),
      ...Object.values(HOME_PAGE_DETAILS),
      // The note the order page asks a UPI payment to carry: the shop matches it on its statement, in one language.
      `Yaadi no. ${store.yaadi.id}`,
    ];
  });

  it("draws every view of the phone in every state with no English word", async () => {
    const found = englishFound(leave);
    const shown = new Set<string>();
    for (const { name, place, state } of storeStates(pages, store.customer, store.yaadi, t)) {
      for (const view of VIEWS) {
        const html = await drawStoreScreen(writing, place, { ...state, view });
        if (mainText(html)) shown.add(view);
        // Billing's bill is a part the page loads on its own: drawn in, not left as its empty placeholder.
        if (name === "a bill" && view === "FINALYAADI")
          expect(readable(html)).toContain(yaadiTexts(locale, writing.digits).bill.print);
        found.read(`${name}, ${view}`, readable(html));
      }
      found.read(
        `${name}, the list and the suggestions`,
        readable(await drawListAndSuggestions(writing, place, state)),
      );
    }
    expect(found.words).toEqual({});
    // Every view shows something in some state: one added to VIEWS that StoreScreen does not draw, or that needs a
    // state store-states.ts does not give yet, is found here.
    expect([...shown].sort()).toEqual([...VIEWS].sort());
  });

  it("says every alert, field message and text of its books, its WhatsApp message and its description with no English word", () => {
    const found = englishFound(leave);
    for (const [where, text] of storeSaid(t)) found.read(where, text);
    for (const [where, text] of besideTheBook(writing)) found.read(where, text);
    expect(found.words).toEqual({});
  });

  it("serves every store page with no English word", async () => {
    const { shop, fill } = store;
    const { token } = await asAdminOf(shop);
    const lastStore = { cookie: `yaadi_store=%2F${shop.url}` };
    const thisOrder = eq(yaadies.id, store.yaadi.id);
    const orderPage = `/yaadilist/${store.yaadi.url}?lang=${locale}`;
    const [{ token: billToken }] = (await db()
      .select({ token: bills.token })
      .from(bills)
      .where(eq(bills.id, fill.ids.bills![0]!))) as [{ token: string }];
    // A customer with an udhaar account: a sale, a part payment, and the statement's link shared.
    const scope = bindToShop(db(), shop.id);
    const [{ id: customerId }] = (await db()
      .insert(customers)
      .values({ shopId: shop.id, name: "आशा", whatsApp: "9876500011", address: "पुणे" })
      .returning({ id: customers.id })) as [{ id: number }];
    await addEntry(
      scope,
      customerId,
      { kind: "sale", amountPaise: 25_000, day: "2026-11-01", note: "" },
      `s-${locale}`,
    );
    await addEntry(
      scope,
      customerId,
      { kind: "payment", amountPaise: 5_000, day: "2026-11-10", note: "", method: "upi" },
      `p-${locale}`,
    );
    const statementToken = await shareStatement(scope, customerId);
    const wrongOrder = (n: number) => `/yaadilist/000000abcdefghijkl010${n % 10}_${shop.url}?lang=${locale}`;
    const wrongLinksPhone: Visit = { headers: { "CF-Connecting-IP": `wrong-links-${locale}` } };
    type PageVisit = { name: string; path: string; visit?: Visit; status?: number; before?: () => Promise<unknown> };

    const orderPages: Record<YaadiPage["state"], PageVisit[]> = {
      ok: [
        ...YAADI_STATUSES.filter((status) => status !== "cancelled").map((status) => ({
          name: `the order page, ${status}`,
          path: orderPage,
          before: () => db().update(yaadies).set({ status }).where(thisOrder),
        })),
        {
          name: "the order page, paid and changed by the shop",
          path: orderPage,
          before: () => db().update(yaadies).set({ paidAt: new Date(), editedAt: new Date() }).where(thisOrder),
        },
      ],
      cancelled: [
        {
          name: "the order page, cancelled",
          path: orderPage,
          before: () => db().update(yaadies).set({ status: "cancelled" }).where(thisOrder),
        },
      ],
      invalid: [{ name: "an order link that is not one", path: wrongOrder(0), status: 404 }],
      throttled: [
        {
          name: "an order link from a phone that opened too many wrong ones",
          path: wrongOrder(0),
          visit: wrongLinksPhone,
          status: 429,
          before: async () => {
            for (let n = 0; n < 20; n++) await get(wrongOrder(n), wrongLinksPhone);
          },
        },
      ],
    };
    const visits: Record<string, PageVisit[]> = {
      [STORE_ROUTE]: [
        { name: "the store at About us", path: `/${shop.url}` },
        { name: "the store opened at its list", path: `/${shop.url}?open=cart` },
        { name: "the store opened at the order sent", path: `/${shop.url}?open=order-sent` },
        { name: "a dealer's link", path: `/${shop.url}_${fill.dealerLink}` },
        { name: "billing mode", path: `/${shop.url}?billing=yes`, visit: { token } },
        { name: "the admin's own view", path: `/${shop.url}`, visit: { token } },
        { name: "a store that starts at the customer form", path: `/${others.formFirst}?lang=${locale}` },
        { name: "a store not activated", path: `/${others.notActivated}?lang=${locale}` },
        { name: "a paused store", path: `/${others.paused}?lang=${locale}` },
        { name: "a store's page not found", path: `/${shop.url}/no-such/page`, status: 404 },
      ],
      [INDEX_ROUTE]: [
        { name: "a store named by its host", path: "/", visit: { base: `http://${shop.url}.localhost` } },
      ],
      "check-out": [{ name: "/check-out", path: "/check-out", visit: lastStore, status: 302 }],
      "order-success": [{ name: "/order-success", path: "/order-success", visit: lastStore, status: 302 }],
      "routes/store/yaadi": Object.values(orderPages).flat(),
      "routes/store/bill": [
        { name: "a bill's customer copy", path: `/bill/${billToken}?lang=${locale}` },
        { name: "a bill link that is not one", path: `/bill/${"x".repeat(24)}?lang=${locale}`, status: 404 },
      ],
      "routes/store/statement": [
        { name: "a customer's udhaar statement", path: `/udhaar/${statementToken}?lang=${locale}` },
        { name: "a statement link that is not one", path: `/udhaar/${"x".repeat(24)}?lang=${locale}`, status: 404 },
      ],
    };
    // Every route that serves a store is visited: one added later fails here until its pages are.
    const storeRoutes = ROUTES.filter((route) => route.file.startsWith("routes/store/") || route.id === INDEX_ROUTE);
    expect(Object.keys(visits).sort()).toEqual(storeRoutes.map((route) => route.id).sort());

    const found = englishFound(leave);
    for (const { name, path, visit = {}, status = 200, before } of Object.values(visits).flat()) {
      await before?.();
      let response = await get(path, visit);
      expect(response.status, name).toBe(status);
      // A link that sends on (to the store it names) is read where it lands.
      const location = response.headers.get("Location");
      if (location) response = await get(location, visit);
      const html = await response.text();
      // An order page is drawn with the list's book and its own beside the store's.
      const books = /^\/(yaadilist|udhaar)\//.test(path) ? "store yaadi order-page" : "store";
      expect(html.match(/<html lang="([a-z]+)" data-books="([a-z -]+)"/)?.slice(1), name).toEqual([locale, books]);
      found.read(name, readable(html));
    }
    expect(found.words).toEqual({});
  });
});
