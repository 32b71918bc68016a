import { and, asc, count, desc, eq } from "drizzle-orm";
import { brands, categories, products, shopSettings } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { cellDb, cellNumbers, startCellIds } from "./cells.server";
import type { Db } from "./db.server";
import { syncShopTypes } from "./shop-copy.server";

/*
 * Where a new shop's data goes (docs/decisions/0041): the cell holding the fewest shops. The directory's batch writes
 * its row (naming the cell), its admin and its e-mail; a shop placed in another cell then gets its first rows there —
 * the cell's copy of its row, its settings, its type's master catalogue — and if that fails, its directory row goes
 * again, so no shop is left that no one can open.
 */

/** The cell with the fewest shops (master catalogues aside), the lowest number on a tie. */
export async function leastFullCell(env: Env, directory: Db): Promise<number> {
  const counts = await directory
    .select({ cell: shops.cell, shops: count() })
    .from(shops)
    .where(eq(shops.isMaster, 0))
    .groupBy(shops.cell);
  const held = new Map(counts.map((c) => [c.cell, c.shops]));
  const [fewest] = cellNumbers(env).toSorted((a, b) => (held.get(a) ?? 0) - (held.get(b) ?? 0) || a - b);
  return fewest ?? 0;
}

/** A master catalogue to copy into a new shop: the master's URL and the new shop's products limit. */
export type MasterCopy = { masterUrl: string; limit: number } | null;

const asJson = (rows: unknown[]) => JSON.stringify(rows);

const prepared = (d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
};

/** The new shop's first rows in its cell; on failure its directory row is deleted (and its admin and e-mail with it). */
export async function furnishInCell(
  env: Env,
  directory: Db,
  shopId: number,
  cell: number,
  master: MasterCopy,
): Promise<void> {
  try {
    const target = cellDb(env, cell);
    // A cell made by the migrations alone has no shop types yet (the shop's row refers to one) and its ids to set.
    await Promise.all([startCellIds(target.$client, cell), syncShopTypes(env, directory)]);
    const [row] = await directory.select().from(shops).where(eq(shops.id, shopId));
    if (!row) throw new Error(`shop ${shopId} is not in the directory`);
    const catalogue = master ? await masterCatalogue(directory, master) : null;
    // One batch: the cell has all of the new shop's first rows or none.
    await target.$client.batch([
      prepared(target.$client, target.insert(shops).values(row)),
      prepared(target.$client, target.insert(shopSettings).values({ shopId })),
      ...(catalogue ? copyStatements(target.$client, shopId, catalogue) : []),
    ]);
  } catch (error) {
    await directory.delete(shops).where(eq(shops.id, shopId));
    throw error;
  }
}

/** The master's categories, brands and products (the first `limit` by rating), read where masters are: cell 0. */
async function masterCatalogue(directory: Db, { masterUrl, limit }: NonNullable<MasterCopy>) {
  const [master] = await directory.select({ id: shops.id }).from(shops).where(eq(shops.url, masterUrl));
  if (!master) return null;
  const [categoryRows, brandRows, productRows] = await Promise.all([
    directory.select().from(categories).where(eq(categories.shopId, master.id)).orderBy(asc(categories.id)),
    directory.select().from(brands).where(eq(brands.shopId, master.id)).orderBy(asc(brands.id)),
    directory
      .select({
        product: products,
        category: categories.name,
        brand: brands.name,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.shopId, master.id)))
      .orderBy(desc(products.rating), asc(products.id))
      .limit(limit),
  ]);
  return { categoryRows, brandRows, productRows };
}

type Catalogue = NonNullable<Awaited<ReturnType<typeof masterCatalogue>>>;

/** The catalogue's rows inserted into the new shop, products keeping their category and brand by name (as in cell 0). */
function copyStatements(d1: D1Database, shopId: number, { categoryRows, brandRows, productRows }: Catalogue) {
  const categoriesJson = asJson(
    categoryRows.map((c) => ({ name: c.name, rating: c.rating, image: c.imageKey, type: c.shopTypeId })),
  );
  const brandsJson = asJson(brandRows.map((b) => ({ name: b.name, rating: b.rating, type: b.shopTypeId })));
  const productsJson = asJson(
    productRows.map(({ product: p, category, brand }) => ({
      name: p.name,
      regional: p.nameRegional,
      information: p.information,
      mrp: p.mrpPaise,
      price: p.pricePaise,
      unit: p.unitId,
      stock: p.inStock,
      rating: p.rating,
      image: p.imageKey,
      words: p.searchWords,
      category,
      brand,
    })),
  );
  const v = (field: string) => `json_extract(value, '$.${field}')`;
  return [
    d1
      .prepare(`insert into categories (shop_id, name, rating, image_key, shop_type_id)
        select ?1, ${v("name")}, ${v("rating")}, ${v("image")}, ${v("type")} from json_each(?2) order by key`)
      .bind(shopId, categoriesJson),
    d1
      .prepare(`insert into brands (shop_id, name, rating, shop_type_id)
        select ?1, ${v("name")}, ${v("rating")}, ${v("type")} from json_each(?2) order by key`)
      .bind(shopId, brandsJson),
    d1
      .prepare(`insert into products (shop_id, name, name_regional, information, mrp_paise, price_paise, unit_id,
          in_stock, rating, image_key, search_words, category_id, brand_id)
        select ?1, ${v("name")}, ${v("regional")}, ${v("information")}, ${v("mrp")}, ${v("price")}, ${v("unit")},
          ${v("stock")}, ${v("rating")}, ${v("image")}, ${v("words")},
          (select c.id from categories c where c.shop_id = ?1 and c.name = ${v("category")}),
          (select b.id from brands b where b.shop_id = ?1 and b.name = ${v("brand")})
        from json_each(?2) order by key`)
      .bind(shopId, productsJson),
  ];
}
