import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { flashOf } from "./admin-answers";
import { asAdminOf, asOwner, createTestShop, db, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * Spec 3 §8's texts for a read or write the server could not do, made to really fail: the table a screen reads is
 * renamed away for the one request (and back afterwards), or a trigger refuses the one write. The screen answers with
 * the spec's words in its own frame — never the generic error page. Its own file: the schema is changed for a moment.
 */

let shop: TestShop;
let adminToken: string;
let ownerToken: string;

beforeAll(async () => {
  await seed(db(), { localCredentials: true }); // the grocery master list
  shop = await createTestShop();
  await makeShopReady(shop); // ready and premium: every admin screen opens
  adminToken = (await asAdminOf(shop)).token!;
  ownerToken = (await asOwner()).token!;
});

/** Runs `request` while `table` is not there, so every read of it fails as a broken database's would. */
async function withoutTable<T>(table: string, request: () => Promise<T>): Promise<T> {
  await env.DB.prepare(`alter table "${table}" rename to "${table}_away"`).run();
  try {
    return await request();
  } finally {
    await env.DB.prepare(`alter table "${table}_away" rename to "${table}"`).run();
  }
}

/** The page's alert texts, exactly (trailing spaces kept). */
function alertsOf(html: string): string[] {
  return [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]!);
}

async function pageOf(path: string, token: string) {
  const response = await get(path, { token });
  return { status: response.status, html: await response.text() };
}

describe("a list whose read fails says so in its screen (spec 3 §8)", () => {
  const cases = [
    { path: "/owner/shops", table: "shops", owner: true, text: "Error retriving shops ", title: "SHOPS" },
    {
      path: "/owner/shop-types",
      table: "shop_types",
      owner: true,
      text: "Error retriving shopTypes ",
      title: "SHOP-TYPES",
    },
    {
      path: "/adminpanel/customers",
      table: "customers",
      owner: false,
      text: "Error retriving Customers",
      title: "CUSTOMERS",
    },
    {
      path: "/adminpanel/products",
      table: "products",
      owner: false,
      text: "Error retriving products",
      title: "PRODUCTS",
    },
    {
      path: "/adminpanel/master-list",
      table: "products",
      owner: false,
      text: "Error retriving Products ",
      title: "Use Master List",
    },
  ];
  for (const c of cases) {
    it(`${c.path} without ${c.table}: 200, '${c.text}', the screen's frame kept`, async () => {
      const page = await withoutTable(c.table, () => pageOf(c.path, c.owner ? ownerToken : adminToken));
      expect(page.status).toBe(200);
      expect(alertsOf(page.html)).toEqual([c.text]);
      expect(page.html).toContain(c.title);
      expect(page.html).not.toContain("Something went wrong");
      // And with the table back, the same screen reads without the text.
      const again = await pageOf(c.path, c.owner ? ownerToken : adminToken);
      expect([again.status, alertsOf(again.html)]).toEqual([200, []]);
    });
  }
});

describe("the back office's download of a shop's yaadies", () => {
  it("answers 503 with 'Error retriving Yaadies ' when they cannot be read, the customers' with theirs", async () => {
    const query = `shop=${shop.id}&day=today&reason=${encodeURIComponent("Monthly review")}`;
    const failed = await withoutTable("yaadies", async () => {
      const yaadies = await get(`/owner/customers-data.csv?${query}&kind=yaadies`, { token: ownerToken });
      const customers = await get(`/owner/customers-data.csv?${query}&kind=customers`, { token: ownerToken });
      return [yaadies.status, await yaadies.text(), customers.status, await customers.text()];
    });
    expect(failed).toEqual([503, "Error retriving Yaadies ", 503, "Error retriving Customers"]);
    // Readable again: an empty day is the spec's 'Invalid data', not a failure.
    const empty = await get(`/owner/customers-data.csv?${query}&kind=yaadies`, { token: ownerToken });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
  });
});

describe("sign-in and sign-out that fail for a server reason", () => {
  for (const panel of [
    { path: "/adminpanel/", userName: () => shop.admin.userName, password: () => shop.admin.password },
    { path: "/owner", userName: () => "owner@tests.yaadi.local", password: () => "owner-test-password-1" },
  ]) {
    it(`${panel.path}: a sign-in the database cannot check says 'Something went wrong... Try again'`, async () => {
      const table = panel.path === "/owner" ? "platform_owners" : "admins";
      const response = await withoutTable(table, () =>
        postForm(panel.path, { userName: panel.userName(), password: panel.password() }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("Set-Cookie") ?? "").not.toContain("yaadi_session=");
      expect(alertsOf(await response.text())).toEqual(["Something went wrong... Try again"]);
    });
  }

  it("a sign-out that cannot delete the session keeps it: 'Something went wrong... refresh this page'", async () => {
    const token = (await asAdminOf(shop)).token!;
    await env.DB.prepare(
      "create trigger sessions_kept before delete on sessions begin select raise(abort, 'disk I/O error'); end",
    ).run();
    let response: Response;
    try {
      response = await postForm("/adminpanel/logout", {}, { token });
    } finally {
      await env.DB.prepare("drop trigger sessions_kept").run();
    }
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
    const flash = flashOf(response);
    expect(flash).toMatchObject({ tone: "error", text: "Something went wrong... refresh this page" });
    // The session cookie is not cleared: the session is still there, and the home shows the text.
    expect(response.headers.get("Set-Cookie")).not.toContain("yaadi_session=;");
    const flashCookie = /yaadi_flash=[^;]+/.exec(response.headers.getSetCookie().join("\n"))![0];
    const home = await get("/adminpanel/", { token, cookie: flashCookie });
    const html = await home.text();
    expect(home.status).toBe(200);
    expect(alertsOf(html)).toEqual(["Something went wrong... refresh this page"]);
    expect(html).toContain("Signed in as");
    // The next try signs out.
    const again = await postForm("/adminpanel/logout", {}, { token });
    expect(again.headers.get("Set-Cookie")).toContain("yaadi_session=;");
    expect((await get("/adminpanel/products", { token })).status).toBe(302);
  });
});

describe("Use Master List's add (spec 3 §8 '{product} added successfully')", () => {
  it("answers with the product's name and the text, and the product is in the store", async () => {
    const [master] = await db()
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(shops.url, "mastergrocery"), eq(shops.isMaster, 1)))
      .limit(1);
    const response = await postForm(
      "/adminpanel/master-list",
      { productId: String(master!.id) },
      { token: adminToken },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${master!.name} added successfully`);
    const copied = await db()
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.name, master!.name)));
    expect(copied).toHaveLength(1);
  });
});
