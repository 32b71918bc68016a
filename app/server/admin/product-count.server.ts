import { count, eq } from "drizzle-orm";
import { products } from "#db/schema/catalogue";
import type { ShopScope } from "./shop-scope.server";

/** How many products the shop holds now (every product counts toward the plan, hidden ones too). */
export async function countProducts(scope: ShopScope): Promise<number> {
  const { db, shopId } = scope;
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  return row?.n ?? 0;
}
