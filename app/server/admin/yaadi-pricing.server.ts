import { and, eq, inArray } from "drizzle-orm";
import { NO_ORDER_SETTINGS, type OrderSettings } from "#app/domain/order";
import type { CatalogueProduct } from "#app/domain/orders/catalogue-product";
import { products, shopSettings } from "#db/schema/catalogue";
import { readByIds } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * What the server prices a yaadi the shop makes (Make Yaadi) or edits (Edit yaadi) from — never the page's prices:
 * this shop's products at today's catalogue price, and its order settings as they are now.
 */

export const catalogueProductColumns = {
  id: products.id,
  name: products.name,
  nameRegional: products.nameRegional,
  information: products.information,
  unitId: products.unitId,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
};

/** The products named (those this shop no longer has are simply absent) and the settings, read side by side. */
export async function pricingOf(
  scope: ShopScope,
  productIds: readonly number[],
): Promise<{ catalogue: ReadonlyMap<number, CatalogueProduct>; settings: OrderSettings }> {
  const [catalogue, [settings]] = await Promise.all([
    readByIds(productIds, (chunk) =>
      scope.db
        .select(catalogueProductColumns)
        .from(products)
        .where(and(eq(products.shopId, scope.shopId), inArray(products.id, chunk))),
    ),
    scope.db.select().from(shopSettings).where(eq(shopSettings.shopId, scope.shopId)).limit(1),
  ]);
  return { catalogue: new Map(catalogue.map((p) => [p.id, p])), settings: settings ?? NO_ORDER_SETTINGS };
}
