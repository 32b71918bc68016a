import { and, asc, desc, eq, gt } from "drizzle-orm";
import { categories, products, shopSettings } from "../../db/schema/catalogue";
import { shopTypes } from "../../db/schema/platform";
import type { Tenant } from "../../workers/tenant";
import type { Db } from "./db.server";

/** What customers may see of a product: rating 1 hides it (spec 1 §3). */
export async function listVisibleProducts(db: Db, shopId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameRegional: products.nameRegional,
      information: products.information,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      unitId: products.unitId,
      inStock: products.inStock,
      imageKey: products.imageKey,
      category: categories.name,
    })
    .from(products)
    .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.shopId, shopId)))
    .where(and(eq(products.shopId, shopId), gt(products.rating, 1)))
    .orderBy(desc(products.rating), asc(products.name));
}

export type StoreProduct = Awaited<ReturnType<typeof listVisibleProducts>>[number];

/** Everything the plain store page needs, in three queries run together. */
export async function loadStorePage(db: Db, tenant: Tenant) {
  const { shop } = tenant;
  const [items, [settings], [type]] = await Promise.all([
    listVisibleProducts(db, shop.id),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
    db.select({ listWord: shopTypes.listWord }).from(shopTypes).where(eq(shopTypes.id, shop.shopTypeId)).limit(1),
  ]);
  return {
    shop: {
      url: shop.url,
      name: shop.name,
      address: shop.address,
      city: shop.city,
      pinCode: shop.pinCode,
      aboutUs: shop.aboutUs,
      status: shop.status,
      languageChoice: shop.languageChoice,
      logoKey: shop.logoKey,
    },
    dealer: tenant.dealer ? { name: tenant.dealer.name } : null,
    basePath: tenant.basePath,
    listWord: type?.listWord ?? "Yaadi",
    firstPageMessage: settings?.firstPageMessage ?? "",
    products: items,
  };
}

export type StorePageData = Awaited<ReturnType<typeof loadStorePage>>;
