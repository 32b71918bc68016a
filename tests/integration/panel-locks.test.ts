import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema/catalogue";
import { db } from "./helpers";
import { line, order } from "./order-helpers";
import { getAllByLabel, getAllByRole, getAllByText, getByRole, type PageElement, parsePage } from "./page-roles";
import { get, land } from "./route-harness";
import { changeFixtureShop, fixtureShop } from "./shop-fixtures";

/*
 * Screens a shop's plan, facilities or type keep closed, as its admin opens them from the menu (spec 2 §1, §8; spec 3
 * §1, §2, §4 "Panels"): the notice in place of the list, the form and the download, and the screen opening once the
 * platform owner changes the shop. The shops are the end-to-end tests' (tests/fixtures/worker/). The posts and
 * downloads each lock refuses are in the screens' own files (admin-lists-screens, admin-dealers, clinic-*, make-yaadi).
 */

const PREMIUM_ONLY = "This feature is available in Premium version !";
const TURBO_ONLY = "This feature is available in Turbo version !!!";

/** The page a signed-in admin lands on at `path`: where it ended, and the page. */
async function open(cookie: string, path: string): Promise<{ path: string; page: PageElement }> {
  const { url, response, html } = await land(path, { cookie });
  expect(response.status, path).toBe(200);
  return { path: url.pathname, page: parsePage(html) };
}

/** Follows the admin home's menu entry `name` in the group `group` (exactly that name): where it lands. */
async function fromMenu(cookie: string, group: string, name: string) {
  const { page: home } = await open(cookie, "/adminpanel/");
  const link = getByRole(getByRole(home, "region", { name: group }), "link", { name, exact: true });
  return open(cookie, link.attrs.href!);
}

const shown = (page: PageElement, text: string) => getAllByText(page, text, { exact: true }).length;
const fields = (page: PageElement, label: string) => getAllByLabel(page, label, { exact: true }).length;
const links = (page: PageElement, name: string | RegExp) => getAllByRole(page, "link", { name }).length;

describe("premium screens on a basic shop", () => {
  it("customers: a basic shop sees only the premium notice, with no list, form or CSV link", async () => {
    const shop = await fixtureShop({ prefix: "cub" });
    for (const path of ["/adminpanel/customers", "/adminpanel/customers/new"]) {
      const { page } = await open(shop.cookie, path);
      expect(shown(page, PREMIUM_ONLY), path).toBe(1);
      expect(links(page, "Download CSV"), path).toBe(0);
      expect(getAllByRole(page, "table"), path).toHaveLength(0);
      expect(fields(page, "Name"), path).toBe(0);
    }
  });

  it("a basic clinic sees only the premium notice on every client screen", async () => {
    const shop = await fixtureShop({ type: "dietClinic", prefix: "clb", owner: { version: 1 } });
    expect((await fromMenu(shop.cookie, "Manage", "Clients")).path).toBe("/adminpanel/clients");
    for (const path of ["/adminpanel/clients", "/adminpanel/clients/new"]) {
      const { page } = await open(shop.cookie, path);
      expect(shown(page, PREMIUM_ONLY), path).toBe(1);
      expect(getAllByRole(page, "table"), path).toHaveLength(0);
      expect(fields(page, "Name"), path).toBe(0);
      expect(links(page, "Add a Client"), path).toBe(0);
      expect(links(page, "Download Client Information"), path).toBe(0);
    }
  });

  it("a basic clinic sees only the premium notice on the diet screens", async () => {
    const shop = await fixtureShop({ prefix: "dtb", type: "dietClinic", owner: { version: 1 } });
    expect((await fromMenu(shop.cookie, "Manage", "Diets")).path).toBe("/adminpanel/diets");
    for (const path of ["/adminpanel/diets", "/adminpanel/diets/new"]) {
      const { page } = await open(shop.cookie, path);
      expect(shown(page, PREMIUM_ONLY), path).toBe(1);
      expect(getAllByRole(page, "table"), path).toHaveLength(0);
      expect(fields(page, "Diet name"), path).toBe(0);
      expect(links(page, "Download Diet Information"), path).toBe(0);
      expect(links(page, "Add a Diet"), path).toBe(0);
    }
  });

  it("reports: Productwise Sale and Yaadies are premium only", async () => {
    const shop = await fixtureShop({ prefix: "pwb" });
    for (const path of ["/adminpanel/productwise-sale", "/adminpanel/all-yaadies"]) {
      const { page } = await open(shop.cookie, path);
      expect(shown(page, PREMIUM_ONLY), path).toBe(1);
      expect(links(page, "Show Here"), path).toBe(0);
      expect(links(page, /^Download/), path).toBe(0);
    }
  });

  it("Yaadi Summary: add-customer is not offered on a basic shop", async () => {
    const shop = await fixtureShop({ prefix: "bas", products: [{ name: "Sugar", mrp: 50, price: 45 }] });
    const [sugar] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shop.shopId), eq(products.name, "Sugar")));
    const customer = { name: "Asha Deshmukh", whatsApp: "9876543210", address: "12, MG Road, Pune" };
    const placed = await order([line(sugar!.id, 1000)], { customer }, shop.shopUrl);
    expect(placed.status).toBe(201);
    const { page } = await open(shop.cookie, "/adminpanel/yaadi-summary?day=today");
    const rows = getAllByRole(page, "row").filter(
      (row) => getAllByRole(row, "link", { name: `Open yaadi no. ${placed.body.yaadiId}` }).length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(getAllByRole(page, "button", { name: /^Add customer: / })).toHaveLength(0);
  });

  it("client sheets: version 1 sees only the premium notice; a premium clinic without clients is told to add one", async () => {
    const shop = await fixtureShop({ type: "dietClinic", prefix: "cshl", owner: { version: 1 } });
    const locked = await fromMenu(shop.cookie, "Manage", "Client Sheets");
    expect(locked.path).toBe("/adminpanel/client-sheets");
    expect(shown(locked.page, PREMIUM_ONLY)).toBe(1);
    expect(fields(locked.page, "Client")).toBe(0);

    await changeFixtureShop(shop.shopUrl, { version: 2 });
    const { page } = await open(shop.cookie, "/adminpanel/client-sheets");
    expect(shown(page, PREMIUM_ONLY)).toBe(0);
    expect(shown(page, "There are no clients yet. Add a client first, then their sheets.")).toBe(1);
    expect(getByRole(page, "link", { name: "Add a Client" }).attrs.href).toBe("/adminpanel/clients/new");
  });
});

describe("facilities and Turbo", () => {
  it("without the dealer facility every dealer screen shows only the notice", async () => {
    const facilityOff = "This Facility is for Managing dealers. You have not opted for it.";
    const shop = await fixtureShop({ prefix: "dlk", owner: { version: 2 } });
    expect((await fromMenu(shop.cookie, "Manage", "Dealers")).path).toBe("/adminpanel/dealers");
    for (const path of ["/adminpanel/dealers", "/adminpanel/dealers/new"]) {
      const { page } = await open(shop.cookie, path);
      expect(shown(page, facilityOff), path).toBe(1);
      expect(getAllByRole(page, "table"), path).toHaveLength(0);
      expect(fields(page, "Link"), path).toBe(0);
      expect(links(page, "Download Cutsomer Information"), path).toBe(0);
    }

    // The platform owner turns the facility on: the screens open at once.
    await changeFixtureShop(shop.shopUrl, { dealerFacility: true });
    const { page } = await open(shop.cookie, "/adminpanel/dealers");
    getByRole(page, "heading", { name: "NO DEALERS" });
    expect(shown(page, facilityOff)).toBe(0);
  });

  it("below Turbo, Make Yaadi, Cash Billing and GST Returns show the Turbo message", async () => {
    const shop = await fixtureShop({ owner: { version: 1 } });
    for (const version of [1, 2] as const) {
      if (version === 2) await changeFixtureShop(shop.shopUrl, { version: 2 });
      const { page: home } = await open(shop.cookie, "/adminpanel/");
      const makeYaadi = await open(shop.cookie, getByRole(home, "link", { name: "Make Yaadi" }).attrs.href!);
      getByRole(makeYaadi.page, "heading", { level: 1, name: "Make Yaadi" });
      expect(shown(makeYaadi.page, TURBO_ONLY), `version ${version}`).toBe(1);
      expect(getAllByRole(makeYaadi.page, "button", { name: "New yaadi" })).toHaveLength(0);

      const billing = await open(shop.cookie, getByRole(home, "link", { name: "Cash Billing" }).attrs.href!);
      getByRole(billing.page, "heading", { level: 1, name: "Cash Billing" });
      expect(shown(billing.page, TURBO_ONLY), `version ${version}`).toBe(1);
      // The store's own billing link is refused the same way.
      const storeBilling = await open(shop.cookie, `/${shop.shopUrl}?billing=yes`);
      expect(storeBilling.path).toBe("/adminpanel/billing");
      expect(shown(storeBilling.page, TURBO_ONLY), `version ${version}`).toBe(1);

      const gst = await open(shop.cookie, getByRole(home, "link", { name: "GST Returns" }).attrs.href!);
      getByRole(gst.page, "heading", { level: 1, name: "GST Returns" });
      expect(shown(gst.page, TURBO_ONLY), `version ${version}`).toBe(1);
      expect(getAllByRole(gst.page, "table")).toHaveLength(0);
    }
  });
});

describe("screens of another kind of shop", () => {
  it("a shop that is not a clinic has no clinic screens", async () => {
    const shop = await fixtureShop({ owner: { version: 2 } });
    expect(links((await open(shop.cookie, "/adminpanel/")).page, "Clients")).toBe(0);
    for (const path of [
      "/adminpanel/clients",
      "/adminpanel/diets",
      "/adminpanel/client-sheets",
      "/adminpanel/clients.csv",
      "/adminpanel/diets.csv",
    ]) {
      const response = await get(path, { cookie: shop.cookie });
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it("a store type without a master list says so", async () => {
    const shop = await fixtureShop({ type: "sweets", prefix: "swt" });
    const { page } = await open(shop.cookie, "/adminpanel/master-list");
    expect(
      getAllByText(
        page,
        "There is no master list for your type of store yet. Add your products from Products or the Product Sheet.",
      ),
    ).toHaveLength(1);
  });

  it("a shop admin never reaches the back office", async () => {
    const shop = await fixtureShop({ prefix: "nob" });
    for (const path of ["/owner/shops", "/owner/admins", "/owner/logs"]) {
      const { path: landed, page } = await open(shop.cookie, path);
      expect(landed, path).toBe("/owner");
      getByRole(page, "heading", { name: "Platform owner login" });
    }
  });
});
