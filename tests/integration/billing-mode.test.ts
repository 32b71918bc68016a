import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StorePageWire } from "#app/domain/store-page";
import { customers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { asAdminOf, asOwner, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { dataResponse, get } from "./route-harness";
import { INDEX_ROUTE, STORE_ROUTE, storePage } from "./store-page";

/*
 * Billing mode (/{shop}?billing=yes, spec 1 §2, §6) and the store page's admin view: only the signed-in admin of this
 * shop bills (a Turbo shop), with this shop's saved customers; everyone else is sent to the admin sign-in and sees none
 * of them.
 */

let a: TestShop;
let b: TestShop;
let aToken: string;
let bToken: string;

// Inserted out of name order: billing lists them by name.
const A_CUSTOMERS = [
  { name: "Zarina Shaikh", whatsApp: "9000000003", address: "7, MG Road, Pune" },
  { name: "Asha Deshpande", whatsApp: "9000000001", address: "12, Shivaji Nagar, Pune" },
  { name: "Mohan Kulkarni", whatsApp: "9000000002", address: "" },
];
const B_CUSTOMERS = [
  { name: "Bhavna Iyer", whatsApp: "9111111111", address: "4, Anna Salai, Chennai" },
  { name: "Kiran Patil", whatsApp: "9111111112", address: "9, FC Road, Pune" },
];
const B_NAMES = B_CUSTOMERS.map((c) => c.name);
const A_NAMES = A_CUSTOMERS.map((c) => c.name);

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
  // Bills are a Turbo feature (spec 3 §1); below Turbo billing mode sends the admin to the panel's notice (make-yaadi.test.ts).
  await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, a.id));
  await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, b.id));
  aToken = (await asAdminOf(a)).token!;
  bToken = (await asAdminOf(b)).token!;
  await db()
    .insert(customers)
    .values(A_CUSTOMERS.map((c) => ({ ...c, shopId: a.id })));
  await db()
    .insert(customers)
    .values(B_CUSTOMERS.map((c) => ({ ...c, shopId: b.id })));
});

describe("billing mode (?billing=yes) is only for the signed-in admin of this shop", () => {
  it("sends an anonymous visitor to the admin sign-in, without the shop's customers", async () => {
    const response = await get(`/${a.url}?billing=yes`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/");
    const body = await response.text();
    for (const name of A_NAMES) expect(body).not.toContain(name);
  });

  it("sends another shop's admin to the admin sign-in, and never shows them this shop's customers", async () => {
    const response = await get(`/${b.url}?billing=yes`, { token: aToken });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/");
    const body = await response.text();
    for (const name of B_NAMES) expect(body).not.toContain(name);
  });

  it("refuses another shop's admin on the client-navigation data request too", async () => {
    const response = await get(`/${b.url}.data?billing=yes`, { token: aToken });
    const raw = await response.clone().text();
    for (const name of B_NAMES) expect(raw).not.toContain(name);
    for (const c of B_CUSTOMERS) expect(raw).not.toContain(c.whatsApp);
    // Single fetch answers a redirect as 202 with the redirect in the body.
    expect(response.status).toBe(202);
    expect(await dataResponse(response)).toEqual({
      redirect: "/adminpanel/",
      status: 302,
      revalidate: false,
      reload: false,
      replace: false,
    });
  });

  it("refuses the platform owner's session (it is not this shop's admin)", async () => {
    const owner = await asOwner();
    const response = await get(`/${a.url}?billing=yes`, { token: owner.token });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/");
  });

  it("refuses a session token that does not exist", async () => {
    const response = await get(`/${a.url}?billing=yes`, { token: `forged-${uniqueSuffix()}` });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/");
  });

  it("gives the shop's own admin billing mode with exactly the shop's saved customers, by name", async () => {
    const { response, html, data } = await storePage(`/${a.url}?billing=yes`, { token: aToken });
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    const rows = await db().select().from(customers).where(eq(customers.shopId, a.id));
    const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
    expect(data.billing).toEqual({
      customers: [
        {
          id: idOf("Asha Deshpande"),
          name: "Asha Deshpande",
          whatsApp: "9000000001",
          address: "12, Shivaji Nagar, Pune",
        },
        { id: idOf("Mohan Kulkarni"), name: "Mohan Kulkarni", whatsApp: "9000000002", address: "" },
        { id: idOf("Zarina Shaikh"), name: "Zarina Shaikh", whatsApp: "9000000003", address: "7, MG Road, Pune" },
      ],
    });
    expect(data.adminView).toBe(true);
    for (const name of A_NAMES) expect(html).toContain(name);
    for (const name of B_NAMES) expect(html).not.toContain(name);
    for (const c of B_CUSTOMERS) expect(html).not.toContain(c.whatsApp);
    // The page shows the billing banner.
    expect(html).toContain("Billing mode");
  });

  it("gives B's admin B's customers only, on B's store", async () => {
    const { html, data } = await storePage(`/${b.url}?billing=yes`, { token: bToken });
    expect(data.billing?.customers.map((c) => c.name)).toEqual(["Bhavna Iyer", "Kiran Patil"]);
    for (const name of A_NAMES) expect(html).not.toContain(name);
  });

  it("gives the own admin billing data on the .data request as well", async () => {
    const response = await get(`/${a.url}.data?billing=yes`, { token: aToken });
    expect(response.status).toBe(200);
    const decoded = (await dataResponse(response)) as Record<string, { data: StorePageWire }>;
    expect(decoded[STORE_ROUTE]!.data.billing?.customers.map((c) => c.name)).toEqual([
      "Asha Deshpande",
      "Mohan Kulkarni",
      "Zarina Shaikh",
    ]);
  });

  it("billing on a host-named store follows the same rule", async () => {
    const base = `http://${a.url}.localhost`;
    const own = await storePage("/?billing=yes", { base, token: aToken }, INDEX_ROUTE);
    expect(own.data.billing?.customers.map((c) => c.name)).toEqual([
      "Asha Deshpande",
      "Mohan Kulkarni",
      "Zarina Shaikh",
    ]);
    const other = await get("/?billing=yes", { base, token: bToken });
    expect(other.status).toBe(302);
    expect(other.headers.get("Location")).toBe("/adminpanel/");
    const body = await other.text();
    for (const name of A_NAMES) expect(body).not.toContain(name);
  });

  it("is billing only for exactly ?billing=yes; anything else is the ordinary store, for anyone", async () => {
    for (const query of ["?billing=no", "?billing=YES", "?billing=", "?billing"]) {
      const { data, html } = await storePage(`/${a.url}${query}`);
      expect(data.billing, query).toBeNull();
      for (const name of A_NAMES) expect(html, query).not.toContain(name);
    }
  });
});

describe("adminView is true only for this shop's admin", () => {
  it("is false for an anonymous visitor and for another shop's admin, true for the shop's own admin", async () => {
    expect((await storePage(`/${a.url}`)).data).toMatchObject({ adminView: false, billing: null });
    expect((await storePage(`/${a.url}`, { token: bToken })).data).toMatchObject({ adminView: false, billing: null });
    const own = await storePage(`/${a.url}`, { token: aToken });
    expect(own.data).toMatchObject({ adminView: true, billing: null });
  });

  it("shows the footer's Admin Panel link to the own admin only", async () => {
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, b.id));
    const footerLink = '<a href="/adminpanel" class="mr-4 font-semibold text-brand-ink underline">Admin Panel</a>';
    expect((await storePage(`/${b.url}`, { token: bToken })).html).toContain(footerLink);
    expect((await storePage(`/${b.url}`, { token: aToken })).html).not.toContain(footerLink);
    expect((await storePage(`/${b.url}`)).html).not.toContain(footerLink);
  });
});
