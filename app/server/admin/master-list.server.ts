import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  MASTER_LIST_WORDS,
  type MasterCategory,
  type MasterListWords,
  type MasterProductRow,
} from "#app/domain/admin/master-list";
import { checkRoomFor } from "#app/domain/admin/plan-limit";
import { brands, categories, products } from "#db/schema/catalogue";
import { shops, shopTypes } from "#db/schema/platform";
import type { CellOpener } from "../cells.server";
import type { Db } from "../db.server";
import { countProducts } from "./product-count.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Use Master List (spec 2 §2, §4): a shop browses the catalogue of its shop type's master shop and copies products
 * one by one. The master shop is only ever read; every write goes to the session's shop, keyed by its id.
 *
 * The directory says which shop is the master and which cell holds its catalogue (docs/decisions/0041), which need not
 * be the shop's own: `openCell` opens it. Without one (tests of a single database) every shop is in cell 0.
 */

type MasterShop = { id: number; name: string; cell: number };

const inCellZero =
  (scope: ShopScope): CellOpener =>
  (cell) => {
    if (cell !== 0) throw new Error(`the master catalogue is in cell ${cell}, and no cell opener was given`);
    return scope.directory;
  };

/** The master shop of this shop's type (a shop with is_master = 1 at shop_types.master_list_url), if any. */
export async function findMasterShop(scope: ShopScope): Promise<MasterShop | null> {
  const { directory, shopId } = scope;
  const [row] = await directory
    .select({ id: sql<number>`master.id`, name: sql<string>`master.name`, cell: sql<number>`master.cell` })
    .from(shops)
    .innerJoin(shopTypes, eq(shopTypes.id, shops.shopTypeId))
    .innerJoin(sql`shops as master`, sql`master.url = ${shopTypes.masterListUrl} and master.is_master = 1`)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row ?? null;
}

const productsLimitOf = (scope: ShopScope) =>
  scope.directory.select({ productsLimit: shops.productsLimit }).from(shops).where(eq(shops.id, scope.shopId)).limit(1);

export type MasterListPage =
  | { available: false }
  | {
      available: true;
      masterName: string;
      categories: MasterCategory[];
      categoryId: number | null;
      products: MasterProductRow[];
      productCount: number;
      productsLimit: number;
    };

/** One category of the master list at a time (a master list holds hundreds of products; a phone shows one shelf). */
export async function readMasterList(
  scope: ShopScope,
  wantedCategoryId: number | null,
  openCell: CellOpener = inCellZero(scope),
): Promise<MasterListPage> {
  const { db, shopId } = scope;
  const master = await findMasterShop(scope);
  if (!master) return { available: false };
  const masterDb = openCell(master.cell);
  const categoryRows = await masterDb
    .select({ id: categories.id, name: categories.name, productCount: count(products.id) })
    .from(categories)
    .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.shopId, master.id)))
    .where(eq(categories.shopId, master.id))
    .groupBy(categories.id)
    .orderBy(desc(categories.rating), asc(categories.name));
  const categoryId = categoryRows.find((c) => c.id === wantedCategoryId)?.id ?? categoryRows[0]?.id ?? null;
  const [rows, own, [shop]] = await Promise.all([
    categoryId === null
      ? Promise.resolve([])
      : masterDb
          .select({
            id: products.id,
            name: products.name,
            nameRegional: products.nameRegional,
            information: products.information,
            pricePaise: products.pricePaise,
            unitId: products.unitId,
          })
          .from(products)
          .where(and(eq(products.shopId, master.id), eq(products.categoryId, categoryId)))
          .orderBy(desc(products.rating), asc(products.name)),
    db.select({ name: products.name }).from(products).where(eq(products.shopId, shopId)),
    productsLimitOf(scope),
  ]);
  const owned = new Set(own.map((p) => sameNameKey(p.name)));
  return {
    available: true,
    masterName: master.name,
    categories: categoryRows,
    categoryId,
    products: rows.map((p) => ({ ...p, inStore: owned.has(sameNameKey(p.name)) })),
    productCount: own.length,
    productsLimit: shop?.productsLimit ?? 0,
  };
}

/** "Products the shop already has" are those with the same name, ignoring case and spaces around it. */
function sameNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export type AddResult =
  | { ok: true; productId: number; name: string }
  | { ok: false; status: 400 | 404; message: string };

/**
 * The id of the shop's category (or brand) with the name of the master's entry, created as a copy when missing; null
 * for none, or when the entry is not the master's.
 */
async function ownEntryId(
  { db, shopId }: ShopScope,
  list: typeof categories | typeof brands,
  masterEntryId: number | null,
  master: { id: number; db: Db },
): Promise<number | null> {
  if (masterEntryId === null) return null;
  const masterId = master.id;
  const [source] = await master.db
    .select()
    .from(list)
    .where(and(eq(list.id, masterEntryId), eq(list.shopId, masterId)))
    .limit(1);
  if (!source) return null;
  const [existing] = await db
    .select({ id: list.id })
    .from(list)
    .where(and(eq(list.shopId, shopId), eq(list.name, source.name)))
    .limit(1);
  if (existing) return existing.id;
  const copy = { shopId, name: source.name, rating: source.rating, shopTypeId: source.shopTypeId };
  // A category brings its image along; brands have none.
  const [created] = await (list === categories
    ? db
        .insert(categories)
        .values({ ...copy, imageKey: "imageKey" in source ? source.imageKey : null })
        .returning({ id: categories.id })
    : db.insert(brands).values(copy).returning({ id: brands.id }));
  return created!.id;
}

/**
 * Copies one master product into the shop, with its category and brand by name. Refused when it is not in this
 * shop's master list (404), when the shop has one of the same name, or when the plan's limit is reached — the insert
 * itself re-checks both, so two quick taps cannot pass the limit or add it twice. The refusals are written with
 * `words` (English unless the panel passes the admin's language).
 */
export async function addFromMasterList(
  scope: ShopScope,
  masterProductId: number,
  words: MasterListWords = MASTER_LIST_WORDS,
  openCell: CellOpener = inCellZero(scope),
): Promise<AddResult> {
  const { db, shopId } = scope;
  const master = await findMasterShop(scope);
  if (!master || master.id === shopId) return { ok: false, status: 404, message: "Not found" };
  const masterDb = openCell(master.cell);
  const [source] = await masterDb
    .select()
    .from(products)
    .where(and(eq(products.id, masterProductId), eq(products.shopId, master.id)))
    .limit(1);
  if (!source) return { ok: false, status: 404, message: "Not found" };

  const [[shop], current, [same]] = await Promise.all([
    productsLimitOf(scope),
    countProducts(scope),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), sql`lower(trim(${products.name})) = ${sameNameKey(source.name)}`))
      .limit(1),
  ]);
  if (!shop) return { ok: false, status: 404, message: "Not found" };
  if (same) return { ok: false, status: 400, message: words.alreadyInStore(source.name) };
  if (checkRoomFor(1, current, shop.productsLimit) !== null)
    return { ok: false, status: 400, message: words.productsLimit(shop.productsLimit) };

  const from = { id: master.id, db: masterDb };
  const categoryId = await ownEntryId(scope, categories, source.categoryId, from);
  const brandId = await ownEntryId(scope, brands, source.brandId, from);
  // The master's row as read (its cell may be another), inserted only while the shop has room and no product of the
  // same name: the statement re-checks both, so two quick taps cannot pass the limit or add it twice.
  const p = source;
  const inserted = await db.all<{ id: number }>(sql`
    insert into products (shop_id, name, name_regional, information, mrp_paise, price_paise, unit_id, in_stock, rating, image_key, search_words, category_id, brand_id)
    select ${shopId}, ${p.name}, ${p.nameRegional}, ${p.information}, ${p.mrpPaise}, ${p.pricePaise}, ${p.unitId}, ${p.inStock}, ${p.rating}, ${p.imageKey}, ${p.searchWords}, ${categoryId}, ${brandId}
    where (select count(*) from products where shop_id = ${shopId}) < ${shop.productsLimit}
      and not exists (select 1 from products x where x.shop_id = ${shopId} and lower(trim(x.name)) = ${sameNameKey(source.name)})
    returning id`);
  if (inserted[0]) return { ok: true, productId: inserted[0].id, name: source.name };
  // Lost a race with another add: say which rule stopped it.
  const full = checkRoomFor(1, await countProducts(scope), shop.productsLimit) !== null;
  return {
    ok: false,
    status: 400,
    message: full ? words.productsLimit(shop.productsLimit) : words.alreadyInStore(source.name),
  };
}

export const alreadyInStore = MASTER_LIST_WORDS.alreadyInStore;
