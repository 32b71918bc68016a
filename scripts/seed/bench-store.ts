import { count, eq } from "drizzle-orm";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { hashPassword } from "#app/server/auth/password.server";
import { type Db, runBatch } from "#app/server/db.server";
import { categories, products, shopSettings } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { groceryMasterList } from "./data/grocery";
import { vegetablesMasterList } from "./data/vegetables";
import { chunk, PRODUCT_ROW_COLUMNS, productRow } from "./product-rows";

/** A 1,000-product store for benchmarks (not a demo store): the master lists repeated with numbered variants. */
export const BENCH_STORE_URL = "benchstore";
export const BENCH_PRODUCTS = 1000;
/** The bench store's admin, for the admin panel benchmarks (local databases only, like the demo logins). */
export const BENCH_ADMIN = { userName: "bench@bench.yaadi.local", password: "bench-admin-123" };

export async function seedBenchStore(db: Db): Promise<void> {
  await db
    .insert(shops)
    .values({
      url: BENCH_STORE_URL,
      name: "Bench Store",
      title: "Bench Store",
      shopTypeId: SHOP_TYPE.grocery,
      status: "ready",
      plan: 2,
      productsLimit: 1000,
      // Turbo, so every everyday screen of its panel opens (Make Yaadi is Turbo's), for the panel's Lighthouse bench.
      versionTypeId: 3,
      whatsApp: "9000000009",
    })
    // A bench store seeded before it was Turbo becomes Turbo too; nothing else of an existing one changes.
    .onConflictDoUpdate({ target: shops.url, set: { versionTypeId: 3 } });
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.url, BENCH_STORE_URL));
  const shopId = shop!.id;
  await db.insert(shopSettings).values({ shopId }).onConflictDoNothing();
  await db
    .insert(admins)
    .values({
      shopId,
      userName: BENCH_ADMIN.userName,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
      firstLoginDone: 1,
    })
    .onConflictDoNothing({ target: admins.shopId });
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  if (existing?.n) return;

  const source = [...vegetablesMasterList.products, ...groceryMasterList.products];
  const names = [...new Set(source.map((p) => p.category))];
  const rows = await db
    .insert(categories)
    .values(names.map((name) => ({ shopId, name })))
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(rows.map((c) => [c.name, c.id]));
  const items = Array.from({ length: BENCH_PRODUCTS }, (_, i) => {
    const p = source[i % source.length]!;
    const round = Math.floor(i / source.length);
    return productRow(shopId, p, categoryId, undefined, round ? `${p.name} ${round + 1}` : p.name);
  });
  await runBatch(
    db,
    chunk(items, PRODUCT_ROW_COLUMNS).map((part) => db.insert(products).values(part)),
  );
}
