import { describe, expect, it } from "vitest";
import { getAllByRole, getAllByText, getByRole, type PageElement, parsePage, textOf } from "./page-roles";
import { get, land, postForm } from "./route-harness";
import { fixtureShop } from "./shop-fixtures";

/*
 * The admin home as the Worker renders it (spec 2 §2 header and menu groups; spec 3 "Shop status": not ready, disabled,
 * payment due; the admin issue's "entries must not be dead links" and "every loader re-checks the session"), for the
 * shops the end-to-end tests make (tests/fixtures/worker/). What needs a browser — the terms' Show/Hide, the page's
 * width on a phone — is tests/e2e/admin-home.spec.ts.
 */

const MANAGE = [
  "Products",
  "Categories",
  "Brands",
  "Customers",
  "Udhaar",
  "Dealers",
  "Special Offers",
  "Products-Price",
  "Products-Stock/Rating",
  "Products-Tax",
  "Products-Image",
  "Use Master List",
];
const CONTROL = ["Home Page Settings", "First Page Settings", "Store Settings", "Store Logo"];
const UTILITIES = [
  "Yaadi Summary",
  "Yaadies",
  "Productwise Sale",
  "Customer Visits",
  "Customer Data",
  "Product Sheet",
  "Make Yaadi",
  "Cash Billing",
  "Bills",
  "GST Returns",
];

const group = (page: PageElement, name: string) => getByRole(page, "region", { name });
const linksOf = (scope: PageElement) => getAllByRole(scope, "link");

/** The signed-in admin's home, as the panel's answer to /adminpanel. */
async function home(cookie: string) {
  const { url, response, html } = await land("/adminpanel/", { cookie });
  expect(`${url.pathname}${url.search}`).toBe("/adminpanel/");
  expect(response.status).toBe(200);
  return parsePage(html);
}

describe("the admin home", () => {
  it("the home menu's groups, header and footer; every entry opens a screen", async () => {
    const shop = await fixtureShop();
    const page = await home(shop.cookie);
    expect(linksOf(group(page, "Manage")).map(textOf)).toEqual(MANAGE);
    // No home page facility: Store Images is left out (spec 2 §2).
    expect(linksOf(group(page, "Control")).map(textOf)).toEqual(CONTROL);
    expect(linksOf(group(page, "Utilities")).map(textOf)).toEqual(UTILITIES);
    expect(getByRole(group(page, "Utilities"), "link", { name: "Cash Billing" }).attrs.href).toBe(
      "/adminpanel/billing",
    );
    const nav = getByRole(page, "navigation", { name: "Admin" });
    expect(getByRole(nav, "link", { name: "Visit Store" }).attrs.href).toBe(`/${shop.shopUrl}`);
    expect(getByRole(nav, "link", { name: "Your Account" }).attrs.href).toBe("/adminpanel/account");
    getByRole(nav, "button", { name: "Logout" });
    expect(getByRole(page, "link", { name: "VISIT THE STORE" }).attrs.href).toBe(`/${shop.shopUrl}`);

    // No dead links: each entry's page answers 200 for this admin. (The platform's own links leave the site.)
    const hrefs = linksOf(getByRole(page, "main"))
      .map((link) => link.attrs.href!)
      .filter((href) => href.startsWith("/"));
    // The menu's entries and today's glance, which links to today's Yaadi Summary.
    expect(hrefs.length).toBe(MANAGE.length + CONTROL.length + UTILITIES.length + 1);
    expect(hrefs).toContain("/adminpanel/yaadi-summary?day=today");
    for (const href of hrefs) {
      const response = await get(href, { cookie: shop.cookie });
      expect(response.status, href).toBe(200);
      await response.body?.cancel();
    }
  });

  it("Store Images is offered only with the home page facility", async () => {
    const shop = await fixtureShop({ owner: { homePageFacility: true } });
    expect(linksOf(group(await home(shop.cookie), "Control")).map(textOf)).toEqual([...CONTROL, "Store Images"]);
  });

  it("a payment due date shows on the home page", async () => {
    const shop = await fixtureShop({ owner: { paymentMessage: "due", paymentDueDate: "2026-12-05" } });
    const text = "Payment Due Date is 5/12/2026. Please pay in time to avoid interruption of services.";
    expect(getAllByText(await home(shop.cookie), text, { exact: true })).toHaveLength(1);
  });
});

describe("a shop that is not open for business", () => {
  it("a store that is not activated opens on Home Page Settings", async () => {
    const shop = await fixtureShop({ owner: { status: "not ready" } });
    for (const path of ["/adminpanel/", "/adminpanel/products", "/adminpanel/categories"]) {
      const { url, response } = await land(path, { cookie: shop.cookie });
      expect(url.pathname, path).toBe("/adminpanel/home-page-settings");
      expect(response.status, path).toBe(200);
    }
  });

  it("a disabled store: the home says so and the screens send the admin to Your Account", async () => {
    const shop = await fixtureShop({ owner: { status: "disabled" } });
    const { html } = await land("/adminpanel/", { cookie: shop.cookie });
    expect(getAllByRole(html, "alert").map(textOf)).toEqual([
      expect.stringContaining("Your admin-panel is disabled due to non-payment of fees."),
    ]);
    const { url, response } = await land("/adminpanel/products", { cookie: shop.cookie });
    expect(url.pathname).toBe("/adminpanel/account");
    expect(response.status).toBe(200);
  });
});

describe("after logout", () => {
  it("every admin screen sends the visitor to the login", async () => {
    const shop = await fixtureShop();
    // The header's Logout posts its form to /adminpanel/logout.
    const logout = getByRole(getByRole(await home(shop.cookie), "navigation", { name: "Admin" }), "button", {
      name: "Logout",
    });
    let form = logout.parent;
    while (form && form.tag !== "form") form = form.parent;
    expect([form?.attrs.method, form?.attrs.action]).toEqual(["post", "/adminpanel/logout"]);

    const signedOut = await postForm("/adminpanel/logout", {}, { cookie: shop.cookie });
    expect([signedOut.status, signedOut.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
    expect(signedOut.headers.get("Set-Cookie")).toContain(`${shop.cookie.split("=")[0]}=;`);
    getByRole((await land("/adminpanel/")).html, "heading", { name: "Admin panel login" });

    // Neither the cleared cookie nor the old session opens a screen again.
    for (const path of [
      "/adminpanel/products",
      "/adminpanel/account",
      "/adminpanel/store-settings",
      "/adminpanel/product-sheet.csv",
      "/adminpanel/customers.csv",
    ]) {
      for (const cookie of [undefined, shop.cookie]) {
        const response = await get(path, { cookie });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toBe("/adminpanel/");
      }
    }
  });
});
