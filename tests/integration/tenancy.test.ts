import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { dealers } from "#db/schema/customers";
import { customDomains, shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, createTestShop, db, resolvedTenant } from "./helpers";

/* Tenant resolution through the real Worker (docs/decisions/0002, DECISIONS.md "Shop URL with underscores"). */

const visit = asAnonymous();

async function tenantOf(path: string, base?: string) {
  return resolvedTenant(await visit(path, { base }));
}

async function expectRedirect(path: string, status: number, location: string, base?: string) {
  const response = await visit(path, { base });
  expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBe(location);
}

const noTenant = { shop: null, dealer: null, via: null, basePath: null };

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
});

describe("path tenancy", () => {
  it("resolves a store by its URL", async () => {
    expect(await tenantOf("/demoveggiestore")).toEqual({
      shop: "demoveggiestore",
      dealer: null,
      via: "path",
      basePath: "/demoveggiestore",
    });
    expect(await tenantOf("/demoveggiestore/products?x=1")).toMatchObject({
      shop: "demoveggiestore",
      basePath: "/demoveggiestore",
    });
  });

  it("sends a mixed-case store link to its lowercase URL (301), pages and loader data alike", async () => {
    await expectRedirect("/DemoVeggieStore", 301, "/demoveggiestore");
    await expectRedirect("/DemoVeggieStore.data", 301, "/demoveggiestore.data");
    await expectRedirect("/DemoVeggieStore/about?tab=1", 301, "/demoveggiestore/about?tab=1");
  });

  it("resolves client-navigation loader data (.data) to the store", async () => {
    expect(await tenantOf("/demoveggiestore.data")).toEqual({
      shop: "demoveggiestore",
      dealer: null,
      via: "path",
      basePath: "/demoveggiestore",
    });
  });

  it("redirects an unknown store to the home page with the invalid-URL notice", async () => {
    await expectRedirect("/nosuchshop", 302, "/?invalid=1");
    await expectRedirect("/nosuchshop.data", 302, "/?invalid=1");
  });

  it("serves the home page (no tenant) at /", async () => {
    expect(await tenantOf("/")).toEqual(noTenant);
  });
});

describe("host and custom-domain tenancy", () => {
  it("resolves {shop}.localhost with an empty base path", async () => {
    expect(await tenantOf("/", "http://demoveggiestore.localhost")).toEqual({
      shop: "demoveggiestore",
      dealer: null,
      via: "host",
      basePath: "",
    });
  });

  it("redirects an unknown subdomain to the root host's home page, keeping scheme and port", async () => {
    await expectRedirect("/", 302, "http://localhost/?invalid=1", "http://nosuchshop.localhost");
    await expectRedirect("/any/page", 302, "http://localhost:8787/?invalid=1", "http://nosuchshop.localhost:8787");
  });

  it("never serves a master catalogue or a reserved name as a subdomain store", async () => {
    await expectRedirect("/", 302, "http://localhost/?invalid=1", "http://masterveggies.localhost");
    await expectRedirect("/", 302, "http://localhost/?invalid=1", "http://adminpanel.localhost");
  });

  it("resolves a custom domain mapped to a shop", async () => {
    const [grocery] = await db().select().from(shops).where(eq(shops.url, "demogrocerystore"));
    await db().insert(customDomains).values({ hostname: "shop.example.in", shopId: grocery!.id }).onConflictDoNothing();
    expect(await tenantOf("/", "https://shop.example.in")).toEqual({
      shop: "demogrocerystore",
      dealer: null,
      via: "domain",
      basePath: "",
    });
  });

  it("falls back to path tenancy on an unmapped foreign host", async () => {
    expect(await tenantOf("/demoveggiestore", "https://unmapped.example.org")).toMatchObject({
      shop: "demoveggiestore",
      via: "path",
    });
  });
});

describe("dealer links", () => {
  it("resolves /{shop}_{dealer} to the shop and the dealer", async () => {
    expect(await tenantOf("/demoveggiestore_ramesh")).toEqual({
      shop: "demoveggiestore",
      dealer: "ramesh",
      via: "path",
      basePath: "/demoveggiestore_ramesh",
    });
    await expectRedirect("/DemoVeggieStore_Ramesh", 301, "/demoveggiestore_ramesh");
  });

  it("redirects an unknown dealer to the home page", async () => {
    await expectRedirect("/demoveggiestore_nobody", 302, "/?invalid=1");
  });

  it("refuses a dealer link when the shop's dealer facility is off", async () => {
    expect(await tenantOf("/demodryfruitstore_anand")).toMatchObject({ shop: "demodryfruitstore", dealer: "anand" });
    await db().update(shops).set({ dealerFacility: 0 }).where(eq(shops.url, "demodryfruitstore"));
    await expectRedirect("/demodryfruitstore_anand", 302, "/?invalid=1");
    // The store itself is still open.
    expect(await tenantOf("/demodryfruitstore")).toMatchObject({ shop: "demodryfruitstore" });
  });

  it("reads a segment with underscores as a whole shop first, then the longest shop URL before an underscore", async () => {
    // abc_def first: once "abc" exists, "abc_…" names are its dealer-link space and cannot be created.
    const abcDef = await createTestShop({ storeName: "abc_def", shopTypeId: SHOP_TYPE.grocery });
    const abc = await createTestShop({ storeName: "abc", shopTypeId: SHOP_TYPE.grocery });
    await db().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, abcDef.id));
    await db().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, abc.id));
    await db().insert(dealers).values({ shopId: abcDef.id, name: "Xyz Agencies", whatsApp: "9000000099", link: "xyz" });

    expect(await tenantOf("/abc_def")).toEqual({ shop: "abc_def", dealer: null, via: "path", basePath: "/abc_def" });
    expect(await tenantOf("/abc_def_xyz")).toEqual({
      shop: "abc_def",
      dealer: "xyz",
      via: "path",
      basePath: "/abc_def_xyz",
    });
    expect(await tenantOf("/abc")).toMatchObject({ shop: "abc", dealer: null });
    // "abc" has no dealer "def_xyz" and "abc_def" no dealer "nobody".
    await expectRedirect("/abc_def_nobody", 302, "/?invalid=1");
  });
});

describe("paths that are never stores", () => {
  it.each(["/adminpanel/", "/start", "/owner", "/registration", "/adminpanel/products"])(
    "%s resolves no tenant",
    async (path) => {
      expect(await tenantOf(path)).toEqual(noTenant);
    },
  );

  it.each(["/masterveggies", "/mastergrocery", "/MasterVeggies", "/masterveggies_ramesh"])(
    "master catalogue %s is not a store",
    async (path) => {
      expect(await tenantOf(path)).toEqual(noTenant);
    },
  );

  it.each(["/__manifest", "/_root.data", "/__manifest?paths=%2F"])(
    "React Router's own request %s resolves no tenant",
    async (path) => {
      expect(await tenantOf(path)).toEqual(noTenant);
    },
  );

  it("treats segments that cannot be a shop name (dots, dashes) as no tenant", async () => {
    expect(await tenantOf("/favicon.ico")).toEqual(noTenant);
    expect(await tenantOf("/check-out")).toEqual(noTenant);
  });
});
