import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueTag, decodeCatalogue } from "#app/domain/catalogue-text";
import type { StorePageWire } from "#app/domain/store-page";
import { cellDatabase } from "#app/server/cells.server";
import { getDb } from "#app/server/db.server";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { products } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db, ensureShopTypes, type TestShop } from "./helpers";
import { embeddedData, get } from "./route-harness";
import { STORE_ROUTE } from "./store-page";

/*
 * A shop placed in another cell (docs/decisions/0041): the directory finds it, and everything its store and its admin
 * panel read comes from its cell. The shop is placed by hand, as the move job will: its row copied into the cell (a
 * cell keeps a row of each shop it holds, for its foreign keys and triggers), then the directory's `cell` set.
 */

const cell = () => getDb(env.CELL_1);
const pageOf = async (path: string) =>
  embeddedData(await (await get(path)).text()).loaderData[STORE_ROUTE] as StorePageWire;
let shop: TestShop;

/** Every row of the shop's own tables, copied as they are from one database to another. */
async function copyShopRows(from: D1Database, to: D1Database, shopId: number): Promise<void> {
  for (const table of SHOP_TABLES) {
    const { results } = await from
      .prepare(`select * from "${table.name}" where "${shopColumn(table)}" = ?`)
      .bind(shopId)
      .all<Record<string, unknown>>();
    for (const row of results) {
      const names = Object.keys(row);
      await to
        .prepare(
          `insert into "${table.name}" (${names.map((n) => `"${n}"`).join(", ")}) values (${names.map(() => "?").join(", ")})`,
        )
        .bind(...names.map((n) => row[n]))
        .run();
    }
  }
}

beforeAll(async () => {
  await ensureShopTypes(cell());
  shop = await createTestShop();
  await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
  await copyShopRows(env.DB, env.CELL_1, shop.id);
  await db().insert(products).values({ shopId: shop.id, name: "Directory Dal", mrpPaise: 10_000, pricePaise: 9_000 });
  await cell().insert(products).values({ shopId: shop.id, name: "Cell Dal", mrpPaise: 12_000, pricePaise: 11_000 });
  await db().update(shops).set({ cell: 1 }).where(eq(shops.id, shop.id));
});

describe("a shop in cell 1", () => {
  it("is found through the directory, and its store's catalogue is read from its cell", async () => {
    const response = await get(`/api/v1/stores/${shop.url}/catalogue`);
    expect(response.status).toBe(200);
    expect(decodeCatalogue(await response.text()).map((p) => p.name)).toEqual(["Cell Dal"]);
  });

  it("opens through its dealer's link, which its cell holds (a link left in the directory opens nothing)", async () => {
    await db().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, shop.id));
    await cell().update(shops).set({ dealerFacility: 1 }).where(eq(shops.id, shop.id));
    await cell()
      .insert(dealers)
      .values({ shopId: shop.id, name: "Cell Dealer", whatsApp: "9000000091", link: "celllink" });
    await db()
      .insert(dealers)
      .values({ shopId: shop.id, name: "Stale Dealer", whatsApp: "9000000092", link: "stalelink" });
    const through = await get(`/api/v1/stores/${shop.url}_celllink/catalogue`);
    expect(through.status).toBe(200);
    expect(decodeCatalogue(await through.text()).map((p) => p.name)).toEqual(["Cell Dal"]);
    expect((await get(`/api/v1/stores/${shop.url}_stalelink/catalogue`)).status).toBe(404);
  });

  it("gives its store page a new catalogue address when its cell's catalogue changes", async () => {
    const before = await pageOf(`/${shop.url}`);
    const [cellRow] = await cell().select().from(shops).where(eq(shops.id, shop.id));
    expect(before.catalogueUrl).toContain(catalogueTag({ shopId: shop.id, version: cellRow!.catalogueVersion }));
    await cell().update(products).set({ pricePaise: 10_500 }).where(eq(products.name, "Cell Dal"));
    const after = await pageOf(`/${shop.url}`);
    expect(after.catalogueUrl).not.toBe(before.catalogueUrl);
    expect(decodeCatalogue(await (await get(after.catalogueUrl)).text()).map((p) => p.pricePaise)).toEqual([10_500]);
  });

  it("is what its admin's screens show: the cell's products, not the directory's", async () => {
    const { token } = await asAdminOf(shop);
    const response = await get("/adminpanel/products", { token });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Cell Dal");
    expect(html).not.toContain("Directory Dal");
  });

  it("names the binding a cell lacks, instead of reading another cell's rows", () => {
    expect(cellDatabase(env, 1)).toBe(env.CELL_1);
    expect(cellDatabase(env, 0)).toBe(env.DB);
    expect(() => cellDatabase(env, 2)).toThrow("Cell 2 has no database: bind CELL_2 in wrangler.toml");
    expect(() => cellDatabase(env, -1)).toThrow("Cell -1 has no database");
  });
});
