import { and, asc, desc, eq, gt } from "drizzle-orm";
import { brands, categories, products, shopSettings, specialOffers } from "../../db/schema/catalogue";
import { shopTypes } from "../../db/schema/platform";
import type { Tenant } from "../../workers/tenant";
import type { Db } from "./db.server";

/** What customers may see of the catalogue: rating 1 hides a product (spec 1 §3); lists run by rating. */
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
      rating: products.rating,
      imageKey: products.imageKey,
      categoryId: products.categoryId,
      brandId: products.brandId,
      searchWords: products.searchWords,
    })
    .from(products)
    .where(and(eq(products.shopId, shopId), gt(products.rating, 1)))
    .orderBy(desc(products.rating), asc(products.name));
}

/** Everything the store page needs, in parallel queries scoped by the tenant's shop. */
export async function loadStorePage(db: Db, tenant: Tenant) {
  const { shop } = tenant;
  const [items, categoryRows, brandRows, offers, [settings], [type]] = await Promise.all([
    listVisibleProducts(db, shop.id),
    db.select({ id: categories.id, name: categories.name }).from(categories).where(and(eq(categories.shopId, shop.id), gt(categories.rating, 1))).orderBy(desc(categories.rating), asc(categories.name)),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(and(eq(brands.shopId, shop.id), gt(brands.rating, 1))).orderBy(desc(brands.rating), asc(brands.name)),
    db.select({ id: specialOffers.id, name: specialOffers.name, description: specialOffers.description }).from(specialOffers).where(and(eq(specialOffers.shopId, shop.id), eq(specialOffers.status, 1))),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
    db.select({ listWord: shopTypes.listWord }).from(shopTypes).where(eq(shopTypes.id, shop.shopTypeId)).limit(1),
  ]);
  // Only categories and brands that hold a visible product are offered as filters.
  const usedCategories = new Set(items.map((p) => p.categoryId));
  const usedBrands = new Set(items.map((p) => p.brandId));
  return {
    shop: {
      url: shop.url,
      name: shop.name,
      address: shop.address,
      city: shop.city,
      pinCode: shop.pinCode,
      state: shop.state,
      whatsApp: shop.whatsApp,
      aboutUs: shop.aboutUs,
      status: shop.status,
      languageChoice: shop.languageChoice,
      homePageFacility: shop.homePageFacility,
      productImages: shop.productImages,
      showItemCount: shop.showItemCount,
      logoKey: shop.logoKey,
    },
    dealer: tenant.dealer ? { name: tenant.dealer.name, link: tenant.dealer.link } : null,
    basePath: tenant.basePath,
    /** The segment the order API resolves this store (and dealer) by. */
    apiSegment: tenant.basePath ? tenant.basePath.slice(1) : shop.url,
    listWord: type?.listWord ?? "Yaadi",
    settings: {
      firstPageMessage: settings?.firstPageMessage ?? "",
      minimumCriteria: settings?.minimumCriteria ?? "none",
      minimumAmountPaise: settings?.minimumAmountPaise ?? 0,
      minimumItemCount: settings?.minimumItemCount ?? 0,
      deliveryChargesPaise: settings?.deliveryChargesPaise ?? 0,
      deliveryChargesBelowPaise: settings?.deliveryChargesBelowPaise ?? 0,
    },
    categories: categoryRows.filter((c) => usedCategories.has(c.id)),
    brands: brandRows.filter((b) => usedBrands.has(b.id)),
    offers,
    products: items,
  };
}

export type StorePageData = Awaited<ReturnType<typeof loadStorePage>>;
