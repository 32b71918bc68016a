import { beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../scripts/seed/seed";
import { db } from "./helpers";
import { getAllByText, getByRole, parsePage, textOf, titleOf } from "./page-roles";
import { land } from "./route-harness";

/*
 * Yaadi's home page (spec 1 §2, §1/§9 the marketing price) and where a link that names no store lands (spec 1 §2, §4
 * "invalid store"): the page as the Worker renders it, redirects followed as a browser follows them. Clicking Start
 * Now (a client-side navigation) is the browser's: tests/e2e/home.spec.ts.
 */

// app/i18n/site/home.en.ts invalidUrl, as the spec words it.
const INVALID_URL_NOTICE =
  "The store link you opened is not valid. Check the link, or open one of the demo stores below.";

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
});

describe("home page", () => {
  it("shows the price, Start Now, the demo stores and a WhatsApp link", async () => {
    const { response, html } = await land("/");
    expect(response.status).toBe(200);
    expect(titleOf(html)).toMatch(/Yaadi/);
    const page = parsePage(html);
    expect(getAllByText(page, "Rs. 399 per month")).toHaveLength(1);
    expect(getAllByText(page, "first month free")).toHaveLength(1);

    expect(getByRole(page, "link", { name: "Start Now" }).attrs.href).toBe("/start");
    for (const demo of ["demoveggiestore", "demogrocerystore", "demodryfruitstore"]) {
      expect(getByRole(page, "link", { name: new RegExp(`/${demo}$`) }).attrs.href).toBe(`/${demo}`);
    }
    expect(getByRole(page, "link", { name: /WhatsApp/ }).attrs.href).toMatch(/^https:\/\/wa\.me\/91\d{10}(\?|$)/);

    // No invalid-URL notice on a plain visit.
    expect(getAllByText(page, INVALID_URL_NOTICE)).toHaveLength(0);
  });

  it("a demo store link opens that store", async () => {
    const home = parsePage((await land("/")).html);
    const link = getByRole(home, "link", { name: /\/demogrocerystore$/ });
    // A plain link: the browser loads the store's page.
    expect(link.tag).toBe("a");
    const store = await land(link.attrs.href!);
    expect(store.url.pathname).toMatch(/\/demogrocerystore$/);
    expect(store.response.status).toBe(200);
    getByRole(store.html, "heading", { level: 1, name: "Demo Grocery Store" });
  });

  it("an unknown store link lands on the home page with the invalid-URL notice", async () => {
    const { url, html } = await land("/nosuchshop");
    expect(`${url.pathname}${url.search}`).toMatch(/\/\?invalid=1$/);
    const page = parsePage(html);
    expect(textOf(getByRole(page, "alert"))).toBe(INVALID_URL_NOTICE);
    getByRole(page, "link", { name: "Start Now" });
  });

  it("/?invalid=1 alone shows the notice; the marketing page still works", async () => {
    const page = parsePage((await land("/?invalid=1")).html);
    expect(getAllByText(page, INVALID_URL_NOTICE)).toHaveLength(1);
    expect(getAllByText(page, "Rs. 399 per month")).toHaveLength(1);
  });

  it("/check-out without a store visited goes to the home page", async () => {
    const { url, html } = await land("/check-out");
    expect(url.href).toMatch(/\/$/);
    getByRole(html, "link", { name: "Start Now" });
  });
});

describe("store links that name no store", () => {
  it("an unknown host-named store lands on the home page with the notice", async () => {
    const { url, html } = await land("/", { base: "http://nosuchshop.localhost:8790" });
    expect(url.href).toMatch(/\/\?invalid=1$/);
    expect(url.host).toBe("localhost:8790");
    expect(getAllByText(html, INVALID_URL_NOTICE)).toHaveLength(1);
  });

  it("an unknown dealer lands on the home page with the notice", async () => {
    const { url, html } = await land("/demoveggiestore_nobody");
    expect(url.href).toMatch(/\/\?invalid=1$/);
    expect(textOf(getByRole(html, "alert"))).toBe(INVALID_URL_NOTICE);
  });

  it("the plain store shows no dealer line", async () => {
    const { response, html } = await land("/demoveggiestore");
    expect(response.status).toBe(200);
    getByRole(html, "heading", { level: 1, name: "Demo Veggie Store" });
    expect(getAllByText(html, /^Dealer:/)).toHaveLength(0);
    // The dealer's link has the line, in the same place.
    expect(getAllByText((await land("/demoveggiestore_ramesh")).html, "Dealer: Ramesh Patil")).toHaveLength(1);
  });
});
