import { and, count, eq, inArray } from "drizzle-orm";
import { SHOP_TYPES } from "#app/domain/shop-types";
import { hashPassword } from "#app/server/auth/password.server";
import { upsertPlatformOwner } from "#app/server/auth/sign-in.server";
import { copyCatalogueStatements } from "#app/server/catalogue-copy.server";
import { type Db, runBatch } from "#app/server/db.server";
import { brands, categories, products, shopSettings, specialOffers } from "#db/schema/catalogue";
import { customers, dealers } from "#db/schema/customers";
import { admins, shops, shopTypes } from "#db/schema/platform";
import type { MasterList } from "./data/types";
import { DEMO_STORES, type DemoStore, LOCAL_OWNER } from "./demo-stores";
import { MASTER_LISTS } from "./master-lists";
import { chunk, PRODUCT_ROW_COLUMNS, productRow } from "./product-rows";

async function productCount(db: Db, shopId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  return row?.n ?? 0;
}

async function shopIdOf(db: Db, url: string): Promise<number> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.url, url)).limit(1);
  if (!row) throw new Error(`seed: shop ${url} is missing`);
  return row.id;
}

async function seedShopTypes(db: Db) {
  for (const t of SHOP_TYPES) {
    const values = {
      name: t.name,
      masterListUrl: t.masterListUrl,
      copyMasterOnCreate: t.copyMasterOnCreate ? 1 : 0,
      colorScheme: t.colorScheme,
      listWord: t.listWord,
      sortOrder: t.id,
    };
    await db
      .insert(shopTypes)
      .values({ id: t.id, ...values })
      .onConflictDoUpdate({ target: shopTypes.id, set: values });
  }
}

/** Writes a master catalogue into an empty shop; a shop that already has products is left as it is. */
async function seedCatalogue(db: Db, shopId: number, list: MasterList, shopTypeId: number) {
  if ((await productCount(db, shopId)) > 0) return;
  const categoryRows = await db
    .insert(categories)
    .values(list.categories.map((c) => ({ shopId, name: c.name, rating: c.rating, shopTypeId })))
    .returning({ id: categories.id, name: categories.name });
  const brandRows = list.brands.length
    ? await db
        .insert(brands)
        .values(list.brands.map((name) => ({ shopId, name, shopTypeId })))
        .returning({ id: brands.id, name: brands.name })
    : [];
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const rows = list.products.map((p) => productRow(shopId, p, categoryId, brandId));
  await runBatch(
    db,
    chunk(rows, PRODUCT_ROW_COLUMNS).map((part) => db.insert(products).values(part)),
  );
}

async function seedMasterLists(db: Db) {
  for (const master of MASTER_LISTS) {
    await db
      .insert(shops)
      .values({
        url: master.url,
        name: master.name,
        title: master.name,
        shopTypeId: master.shopTypeId,
        status: "ready",
        isMaster: 1,
        productsLimit: 1000,
        plan: 2,
      })
      .onConflictDoNothing({ target: shops.url });
    await seedCatalogue(db, await shopIdOf(db, master.url), master.list, master.shopTypeId);
  }
}

async function seedDemoStore(db: Db, demo: DemoStore, withLocalPasswords: boolean) {
  const details = {
    name: demo.name,
    title: demo.name,
    shopTypeId: demo.shopTypeId,
    owner: demo.owner,
    address: demo.address,
    city: demo.city,
    pinCode: demo.pinCode,
    state: demo.state,
    whatsApp: demo.whatsApp,
    mobile: demo.whatsApp,
    email: demo.admin.userName,
    aboutUs: demo.aboutUs,
    colorScheme: demo.colorScheme,
    status: "ready" as const,
    languageChoice: 1,
    plan: 0,
    productsLimit: 150,
    versionTypeId: 3,
    homePageFacility: 1,
    dealerFacility: 1,
    lastPaymentVerified: 1,
  };
  await db
    .insert(shops)
    .values({ url: demo.url, ...details })
    .onConflictDoUpdate({ target: shops.url, set: details });
  const shopId = await shopIdOf(db, demo.url);

  await db
    .insert(shopSettings)
    .values({ shopId, ...demo.settings })
    .onConflictDoUpdate({ target: shopSettings.shopId, set: demo.settings });

  // A catalogue the demo admin has since edited is left as it is.
  if ((await productCount(db, shopId)) === 0) {
    await runBatch(db, [...copyCatalogueStatements(db, demo.masterListUrl, demo.url, details.productsLimit)]);
    if (demo.outOfStock.length > 0) {
      await db
        .update(products)
        .set({ inStock: 0 })
        .where(and(eq(products.shopId, shopId), inArray(products.name, demo.outOfStock)));
    }
  }

  const [offers] = await db.select({ n: count() }).from(specialOffers).where(eq(specialOffers.shopId, shopId));
  if (!offers?.n) await db.insert(specialOffers).values(demo.offers.map((o) => ({ shopId, ...o })));

  await db
    .insert(dealers)
    .values({ shopId, ...demo.dealer })
    .onConflictDoNothing({ target: [dealers.shopId, dealers.link] });

  const [saved] = await db.select({ n: count() }).from(customers).where(eq(customers.shopId, shopId));
  if (!saved?.n) await db.insert(customers).values(demo.customers.map((c) => ({ shopId, ...c })));

  if (withLocalPasswords) {
    const passwordHash = await hashPassword(demo.admin.localPassword);
    await db
      .insert(admins)
      .values({ shopId, userName: demo.admin.userName, passwordHash, firstLoginDone: 1 })
      .onConflictDoUpdate({
        target: admins.shopId,
        set: { userName: demo.admin.userName, passwordHash, firstLoginDone: 1 },
      });
  }
}

export type SeedOptions = {
  /** Give the demo admins and the platform owner the known local passwords (never in production). */
  localCredentials: boolean;
};

/** Idempotent: every step inserts what is missing and leaves what exists, so running it again changes nothing. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await seedShopTypes(db);
  await seedMasterLists(db);
  for (const demo of DEMO_STORES) {
    // A demo store placed in another cell (docs/decisions/0041) keeps its rows there: the seed leaves it as it is.
    const [placed] = await db.select({ cell: shops.cell }).from(shops).where(eq(shops.url, demo.url)).limit(1);
    if ((placed?.cell ?? 0) === 0) await seedDemoStore(db, demo, options.localCredentials);
  }
  if (options.localCredentials) await upsertPlatformOwner(db, LOCAL_OWNER.userName, LOCAL_OWNER.password);
}
