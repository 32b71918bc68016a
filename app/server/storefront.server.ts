import { storeLaterFiles } from "virtual:book-chunks";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { redirect } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { brands, categories, products, shopSettings, specialOffers } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { shopTypes, storeImages } from "#db/schema/platform";
import { CATALOGUE_FIELDS, catalogueUrl } from "../domain/catalogue-text";
import { isTurbo } from "../domain/plans";
import { type BillingCustomer, OPEN_VIEWS, type StorePageOptions, type StorePageWire } from "../domain/store-page";
import { metaTexts } from "../i18n/store/meta";
import { getShopAdmin } from "./auth/guards.server";
import { readSessionToken } from "./auth/sessions.server";
import type { AppContext } from "./context.server";
import { lastStoreCookie } from "./last-store.server";
import type { StoreScope } from "./store-scope.server";
import { bookFiles, rememberedLanguageCookie, storeWriting } from "./writing.server";

/** What customers may see of a shop's catalogue (spec 1 §3): rating 1 hides a product. */
const isVisibleProductOf = (shopId: number) => and(eq(products.shopId, shopId), gt(products.rating, 1));

/**
 * The store page for a request: billing mode and the admin's own view need the shop's admin session; `?billing=yes`
 * from anyone else goes to the admin sign-in, and from a shop below Turbo to the panel's Turbo notice.
 */
export async function loadStorefront(request: Request, app: AppContext, store: StoreScope) {
  const url = new URL(request.url);
  const wantsBilling = url.searchParams.get("billing") === "yes";
  // Most visitors carry no session cookie; only then is a session looked up.
  const admin = readSessionToken(request) ? (await getShopAdmin(request, app)).admin : null;
  const adminView = admin?.shop.id === store.shop.id;
  if (wantsBilling && !adminView) throw redirect(ADMIN_HOME);
  // Bills are a Turbo feature (spec 2 §1): below Turbo the admin is shown why, on the panel's Cash Billing screen.
  if (wantsBilling && !isTurbo(store.shop.versionTypeId)) throw redirect("/adminpanel/billing");
  const open = url.searchParams.get("open");
  const options: StorePageOptions = {
    billing: wantsBilling ? { customers: await listBillingCustomers(store) } : null,
    adminView,
    openView: open && Object.hasOwn(OPEN_VIEWS, open) ? OPEN_VIEWS[open as keyof typeof OPEN_VIEWS] : null,
    pageUrl: `${url.origin}${url.pathname}`,
  };
  const page = await loadStorePage(store, options);
  // What a search result and a shared link say of the store, in the page's language: said here, so the store's
  // scripts carry no descriptions in three languages for a <meta> the browser never shows.
  const writing = storeWriting(request, store);
  const { description } = metaTexts(writing);
  return {
    ...page,
    description: description(page.shop, page.productCount, page.listWord),
    laterFiles: [...storeLaterFiles, ...bookFiles(["yaadi"], writing.locale)],
  };
}

/**
 * The store page's response headers: it remembers this store for /check-out, and it is personal (admin links,
 * billing), so shared caches keep no copy.
 */
export function storePageHeaders(request: Request, store: StoreScope): HeadersInit {
  const language = rememberedLanguageCookie(request, store);
  return [
    ["Set-Cookie", lastStoreCookie(new URL(request.url), store.basePath || "/")],
    ...(language ? [["Set-Cookie", language] as [string, string]] : []),
    ["Cache-Control", "private, no-cache"],
  ];
}

/** The shop's saved customers by name, for the bill's Select Customer. */
export async function listBillingCustomers({ db, shop }: StoreScope): Promise<BillingCustomer[]> {
  return db
    .select({ id: customers.id, name: customers.name, whatsApp: customers.whatsApp, address: customers.address })
    .from(customers)
    .where(eq(customers.shopId, shop.id))
    .orderBy(asc(customers.name));
}

/**
 * The shop's visible products as its catalogue text (app/domain/catalogue-text.ts), built by the database in one
 * value: the list runs by rating, then name.
 */
export async function loadCatalogueText({ db, shop }: StoreScope): Promise<string> {
  const row = sql.join(
    CATALOGUE_FIELDS.map((field) => sql`${products[field]}`),
    sql`, `,
  );
  const [catalogue] = await db
    .select({
      text: sql<string>`json_group_array(json_array(${row}) order by ${products.rating} desc, ${products.name} asc)`,
    })
    .from(products)
    .where(isVisibleProductOf(shop.id));
  return catalogue?.text ?? "[]";
}

/** Only categories and brands that hold a visible product are offered as filters. */
const holdsVisibleProduct = (shopId: number, productColumn: AnySQLiteColumn, id: AnySQLiteColumn) =>
  sql`exists (select 1 from ${products} where ${isVisibleProductOf(shopId)} and ${productColumn} = ${id})`;

/**
 * The categories or brands the store offers to filter by: those not hidden (rating above 1) that hold a product the
 * store shows, the highest rated first, then by name.
 */
const shownOnStore = (
  db: StoreScope["db"],
  shopId: number,
  list: typeof categories | typeof brands,
  productColumn: AnySQLiteColumn,
) =>
  db
    .select({ id: list.id, name: list.name })
    .from(list)
    .where(and(eq(list.shopId, shopId), gt(list.rating, 1), holdsVisibleProduct(shopId, productColumn, list.id)))
    .orderBy(desc(list.rating), asc(list.name));

/**
 * Everything the store page needs but its catalogue, in one round trip to the database, every query scoped by the
 * store's shop. The catalogue is fetched by the page on its own (loadCatalogueText), so a page is small and cheap to
 * render however many products the shop has.
 */
export async function loadStorePage(
  store: StoreScope,
  options: StorePageOptions,
): Promise<Omit<StorePageWire, "description" | "laterFiles">> {
  const { db, shop } = store;
  const apiSegment = store.basePath ? store.basePath.slice(1) : shop.url;
  const [[shown], categoryRows, brandRows, offers, [settings], [type], images] = await db.batch([
    db
      .select({ count: sql<number>`count(*)`, withImage: sql<number>`count(nullif(${products.imageKey}, ''))` })
      .from(products)
      .where(isVisibleProductOf(shop.id)),
    shownOnStore(db, shop.id, categories, products.categoryId),
    shownOnStore(db, shop.id, brands, products.brandId),
    db
      .select({ id: specialOffers.id, name: specialOffers.name, description: specialOffers.description })
      .from(specialOffers)
      .where(and(eq(specialOffers.shopId, shop.id), eq(specialOffers.status, 1))),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
    db.select({ listWord: shopTypes.listWord }).from(shopTypes).where(eq(shopTypes.id, shop.shopTypeId)).limit(1),
    // The about-us carousel shows only for shops with the home page facility.
    db
      .select({ imageKey: storeImages.imageKey })
      .from(storeImages)
      .where(eq(storeImages.shopId, shop.id))
      .orderBy(asc(storeImages.slot))
      .limit(shop.homePageFacility === 1 ? 5 : 0),
  ]);
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
      informationPlace: shop.informationPlace,
      showItemCount: shop.showItemCount,
      logoKey: shop.logoKey,
      imageKeys: images.map((i) => i.imageKey),
    },
    dealer: store.dealer ? { name: store.dealer.name, link: store.dealer.link } : null,
    basePath: store.basePath,
    apiSegment,
    listWord: type?.listWord ?? "Yaadi",
    settings: {
      firstPageMessage: settings?.firstPageMessage ?? "",
      minimumCriteria: settings?.minimumCriteria ?? "none",
      minimumAmountPaise: settings?.minimumAmountPaise ?? 0,
      minimumItemCount: settings?.minimumItemCount ?? 0,
      deliveryChargesPaise: settings?.deliveryChargesPaise ?? 0,
      deliveryChargesBelowPaise: settings?.deliveryChargesBelowPaise ?? 0,
    },
    categories: categoryRows,
    brands: brandRows,
    offers,
    catalogueUrl: catalogueUrl(apiSegment, { shopId: shop.id, version: shop.catalogueVersion }),
    productCount: shown?.count ?? 0,
    productImagesShown: (shown?.withImage ?? 0) > 0,
    ...options,
  };
}
