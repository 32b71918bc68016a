import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, categories, products } from "#db/schema/catalogue";
import { shops, storeImages } from "#db/schema/platform";
import { createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { get } from "./route-harness";
import { INDEX_ROUTE, storePage } from "./store-page";

/*
 * What a store page shows and carries, through the Worker's real router and React Router's handler (route-harness.ts):
 * its title and link preview, the about-us images, and the catalogue. The page's views, headers and the last-store
 * redirects: storefront.test.ts.
 */

/* --- Title and link preview -------------------------------------------------------------------------------------- */

function metaContent(html: string, attr: "name" | "property", key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"/>`, "g"))].map((m) => m[1]!);
}

describe("title, description and Open Graph tags", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ storeName: `meta${uniqueSuffix()}` });
    await db()
      .update(shops)
      .set({ name: "Sai Kirana", city: "Nashik", logoKey: `public/logo-${shop.url}.png` })
      .where(eq(shops.id, shop.id));
    // One visible product and one hidden by rating 1: the description counts what customers see.
    await db()
      .insert(products)
      .values([
        { shopId: shop.id, name: "Toor Dal", mrpPaise: 15_000, pricePaise: 14_000, rating: 5 },
        { shopId: shop.id, name: "Hidden Rice", mrpPaise: 9_000, pricePaise: 8_000, rating: 1 },
      ]);
  });

  it("puts the shop name and URL in the title and the preview, with the logo as og:image", async () => {
    const { html } = await storePage(`/${shop.url}`);
    const description = "Sai Kirana in Nashik: 1 products with prices. Make your yaadi and send it on WhatsApp.";
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([`Sai Kirana-${shop.url}`]);
    expect(metaContent(html, "name", "description")).toEqual([description]);
    expect(metaContent(html, "property", "og:title")).toEqual(["Sai Kirana"]);
    expect(metaContent(html, "property", "og:description")).toEqual([description]);
    expect(metaContent(html, "property", "og:type")).toEqual(["website"]);
    expect(metaContent(html, "property", "og:site_name")).toEqual(["Yaadi"]);
    expect(metaContent(html, "property", "og:url")).toEqual([`http://localhost/${shop.url}`]);
    expect(metaContent(html, "property", "og:image")).toEqual([`http://localhost/files/public/logo-${shop.url}.png`]);
  });

  it("keeps the query out of og:url", async () => {
    const { html } = await storePage(`/${shop.url}?open=cart`);
    expect(metaContent(html, "property", "og:url")).toEqual([`http://localhost/${shop.url}`]);
  });

  it("uses the host for a host-named store", async () => {
    const { html } = await storePage("/", { base: `http://${shop.url}.localhost` }, INDEX_ROUTE);
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([`Sai Kirana-${shop.url}`]);
    expect(metaContent(html, "property", "og:url")).toEqual([`http://${shop.url}.localhost/`]);
    expect(metaContent(html, "property", "og:image")).toEqual([
      `http://${shop.url}.localhost/files/public/logo-${shop.url}.png`,
    ]);
  });

  it("has no og:image without a logo, and no city in the description without one", async () => {
    const bare = await createTestShop();
    await db().update(shops).set({ name: "Bare Shop" }).where(eq(shops.id, bare.id));
    const { html } = await storePage(`/${bare.url}`);
    expect(html).not.toContain("og:image");
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([`Bare Shop-${bare.url}`]);
    expect(metaContent(html, "name", "description")).toEqual([
      "Bare Shop: 0 products with prices. Make your yaadi and send it on WhatsApp.",
    ]);
    expect(metaContent(html, "property", "og:title")).toEqual(["Bare Shop"]);
  });

  it("escapes a shop name with markup in the title and the meta tags", async () => {
    const odd = await createTestShop();
    await db().update(shops).set({ name: `Ram & Sons "<b>` }).where(eq(shops.id, odd.id));
    const { html } = await storePage(`/${odd.url}`);
    expect(html).not.toContain(`"<b>`);
    expect(metaContent(html, "property", "og:title")).toEqual(["Ram &amp; Sons &quot;&lt;b&gt;"]);
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([
      `Ram &amp; Sons &quot;&lt;b&gt;-${odd.url}`,
    ]);
  });

  it("the home page keeps Yaadi's own title", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([
      "Yaadi – your shop online in 3 steps",
    ]);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

/* --- Store images ------------------------------------------------------------------------------------------------ */

describe("store images (about-us carousel) only with the home page facility", () => {
  let shop: TestShop;
  let other: TestShop;
  const key = (s: TestShop, slot: number) => `public/${s.url}/store-${slot}.jpg`;
  const imgTags = (html: string) => [...html.matchAll(/<img src="\/files\/([^"]+)"/g)].map((m) => m[1]);

  beforeAll(async () => {
    shop = await createTestShop();
    other = await createTestShop();
    // Out of slot order, and six of them: the page shows five, by slot.
    await db()
      .insert(storeImages)
      .values([4, 2, 6, 1, 5, 3].map((slot) => ({ shopId: shop.id, slot, imageKey: key(shop, slot) })));
    await db()
      .insert(storeImages)
      .values([1, 2].map((slot) => ({ shopId: other.id, slot, imageKey: key(other, slot) })));
    await db().update(shops).set({ status: "ready", homePageFacility: 1 }).where(eq(shops.id, other.id));
  });

  it("shows none, in data or page, while homePageFacility is 0", async () => {
    await db().update(shops).set({ status: "ready", homePageFacility: 0 }).where(eq(shops.id, shop.id));
    const { html, data } = await storePage(`/${shop.url}`);
    expect(data.shop.homePageFacility).toBe(0);
    expect(data.shop.imageKeys).toEqual([]);
    for (let slot = 1; slot <= 6; slot++) expect(html).not.toContain(key(shop, slot));
    expect(imgTags(html)).toEqual([]);
  });

  it("shows the first five by slot, rendered in the about-us carousel, when homePageFacility is 1", async () => {
    await db().update(shops).set({ status: "ready", homePageFacility: 1 }).where(eq(shops.id, shop.id));
    const { html, data } = await storePage(`/${shop.url}`);
    const firstFive = [1, 2, 3, 4, 5].map((slot) => key(shop, slot));
    expect(data.shop.imageKeys).toEqual(firstFive);
    expect(imgTags(html)).toEqual(firstFive);
    expect(html).not.toContain(key(shop, 6));
    // Never another shop's images.
    for (const slot of [1, 2]) expect(html).not.toContain(key(other, slot));
  });

  it("keeps the images in the data of a not-yet-ready store (which opens on browsing, not about-us)", async () => {
    await db().update(shops).set({ status: "not ready", homePageFacility: 1 }).where(eq(shops.id, shop.id));
    const { data } = await storePage(`/${shop.url}`);
    expect(data.shop.imageKeys).toEqual([1, 2, 3, 4, 5].map((slot) => key(shop, slot)));
  });

  it("gives another shop its own images only", async () => {
    const { html, data } = await storePage(`/${other.url}`);
    expect(data.shop.imageKeys).toEqual([key(other, 1), key(other, 2)]);
    expect(imgTags(html)).toEqual([key(other, 1), key(other, 2)]);
    for (let slot = 1; slot <= 6; slot++) expect(html).not.toContain(key(shop, slot));
  });
});

describe("the catalogue the page fetches (one text built by the database)", () => {
  it("holds the visible products only, by rating and then name, every field as stored", async () => {
    const shop = await createTestShop();
    const [category] = await db().insert(categories).values({ shopId: shop.id, name: "Masala" }).returning();
    const [brand] = await db().insert(brands).values({ shopId: shop.id, name: "Everest" }).returning();
    const rows = await db()
      .insert(products)
      .values([
        {
          shopId: shop.id,
          name: "Zeera 100 g",
          mrpPaise: 6_000,
          pricePaise: 5_500,
          rating: 9,
          categoryId: category!.id,
          brandId: brand!.id,
          searchWords: "jeera cumin",
          imageKey: "p/zeera.webp",
        },
        {
          shopId: shop.id,
          name: 'Ajwain "fresh" </script><b>',
          nameRegional: "अजवाइन",
          information: "Line one\nline two",
          mrpPaise: 4_000,
          pricePaise: 4_000,
          unitId: 2,
          inStock: 0,
          rating: 9,
        },
        { shopId: shop.id, name: "Hing", mrpPaise: 9_900, pricePaise: 9_000, rating: 5 },
        { shopId: shop.id, name: "Hidden kesar", mrpPaise: 50_000, pricePaise: 45_000, rating: 1 },
      ])
      .returning();
    const { data, html } = await storePage(`/${shop.url}`);
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    const expected = [byName('Ajwain "fresh" </script><b>'), byName("Zeera 100 g"), byName("Hing")].map((r) => ({
      id: r.id,
      name: r.name,
      nameRegional: r.nameRegional,
      information: r.information,
      mrpPaise: r.mrpPaise,
      pricePaise: r.pricePaise,
      unitId: r.unitId,
      inStock: r.inStock,
      rating: r.rating,
      imageKey: r.imageKey,
      categoryId: r.categoryId,
      brandId: r.brandId,
      searchWords: r.searchWords,
    }));
    expect(data.products).toEqual(expected);
    expect(html).not.toContain("Hidden kesar");
    expect(html).not.toContain("</script><b>");
  });

  it("offers only the categories and brands that hold a visible product", async () => {
    const shop = await createTestShop();
    const [dals, hiddenOnly, empty] = await db()
      .insert(categories)
      .values([
        { shopId: shop.id, name: "Dals" },
        { shopId: shop.id, name: "Dry fruits" },
        { shopId: shop.id, name: "Empty" },
      ])
      .returning();
    const [tata, hiddenBrand] = await db()
      .insert(brands)
      .values([
        { shopId: shop.id, name: "Tata" },
        { shopId: shop.id, name: "Rare" },
      ])
      .returning();
    await db()
      .insert(products)
      .values([
        {
          shopId: shop.id,
          name: "Toor dal",
          mrpPaise: 15_000,
          pricePaise: 14_000,
          categoryId: dals!.id,
          brandId: tata!.id,
        },
        {
          shopId: shop.id,
          name: "Hidden cashew",
          mrpPaise: 90_000,
          pricePaise: 85_000,
          rating: 1,
          categoryId: hiddenOnly!.id,
          brandId: hiddenBrand!.id,
        },
      ]);
    const { data } = await storePage(`/${shop.url}`);
    expect(data.categories).toEqual([{ id: dals!.id, name: "Dals" }]);
    expect(data.brands).toEqual([{ id: tata!.id, name: "Tata" }]);
    expect(data.categories.map((c) => c.id)).not.toContain(empty!.id);
  });

  it("is an empty list for a shop without visible products", async () => {
    const shop = await createTestShop();
    const { data } = await storePage(`/${shop.url}`);
    expect(data.products).toEqual([]);
  });
});

/* --- The page's language (docs/decisions/0028) ------------------------------------------------------------------- */

describe("the language a page is written in", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ storeName: `lang${uniqueSuffix()}` });
  });
  const langOf = (html: string) => html.match(/<html lang="([a-z]+)"/)?.[1];
  const marathiPhone = { headers: { "Accept-Language": "mr-IN,mr;q=0.9" } };

  it("is the shop's Store language, unless a link names another, which this phone then keeps for this store", async () => {
    await db().update(shops).set({ language: "hi" }).where(eq(shops.id, shop.id));
    expect(langOf(await (await get(`/${shop.url}`)).text())).toBe("hi");
    const named = await get(`/${shop.url}?lang=mr`);
    expect(langOf(await named.text())).toBe("mr");
    const remembered = named.headers.getSetCookie().find((c) => c.startsWith(`yaadi_lang_${shop.id}=mr`));
    expect(remembered).toContain("HttpOnly");
    expect(langOf(await (await get(`/${shop.url}`, { cookie: `yaadi_lang_${shop.id}=mr` })).text())).toBe("mr");
    // A choice for another store, or a language we do not write, changes nothing.
    expect(langOf(await (await get(`/${shop.url}`, { cookie: "yaadi_lang_999999=mr" })).text())).toBe("hi");
    expect(langOf(await (await get(`/${shop.url}?lang=fr`)).text())).toBe("hi");
  });

  it("lists the store's page in each language for search engines", async () => {
    const html = await (await get(`/${shop.url}`)).text();
    for (const tag of ["en-IN", "mr-IN", "hi-IN"])
      expect(html).toMatch(
        new RegExp(`hreflang="${tag}" href="http://localhost/${shop.url}\\?lang=${tag.slice(0, 2)}"`, "i"),
      );
  });

  it("writes Yaadi's own pages in the phone's language, and the admin's sign-in in the panel's, not the phone's", async () => {
    for (const path of ["/", "/start", "/registration"])
      expect(langOf(await (await get(path, marathiPhone)).text()), path).toBe("mr");
    expect(langOf(await (await get("/adminpanel/", marathiPhone)).text())).toBe("en");
  });
});
