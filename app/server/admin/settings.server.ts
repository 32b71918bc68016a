import { and, eq, sql } from "drizzle-orm";
import type { FirstPageRow } from "#app/domain/admin/first-page-form";
import type { HomePageValues } from "#app/domain/admin/home-page-form";
import {
  type PlanRefusal,
  planRefusalMessage,
  planRefusalOf,
  STORE_SETTINGS_NOT_SAVED,
  type StoreSettingsValues,
} from "#app/domain/admin/store-settings";
import { planById } from "#app/domain/plans";
import { products, shopSettings } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { syncScopeShopCopy } from "../shop-copy.server";
import { countProducts } from "./product-count.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Home Page, First Page and Store Settings of one shop. Every statement is keyed by the session's shop id: there is no
 * id from the browser on these screens, so a shop can only ever read and write its own row.
 */

export async function readHomePage(scope: ShopScope): Promise<HomePageValues | null> {
  const { directory, shopId } = scope;
  const [row] = await directory
    .select({
      name: shops.name,
      owner: shops.owner,
      address: shops.address,
      city: shops.city,
      pinCode: shops.pinCode,
      state: shops.state,
      whatsApp: shops.whatsApp,
      aboutUs: shops.aboutUs,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row ?? null;
}

/** The shop's public details; the store URL never changes (links already shared stay valid). */
export async function updateHomePage(scope: ShopScope, values: HomePageValues): Promise<boolean> {
  const { directory, shopId } = scope;
  const rows = await directory
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning({ id: shops.id });
  await syncScopeShopCopy(scope);
  return rows.length === 1;
}

/**
 * 'Agree' on the terms (spec 2 §4 "Shop status"): a 'not ready' store becomes 'ready' and the agreement is dated.
 * A disabled store stays disabled (only the platform owner lifts that). Returns whether the store is now ready.
 */
export async function activateStore(scope: ShopScope, now = new Date()): Promise<boolean> {
  const { directory, shopId } = scope;
  await directory
    .update(shops)
    .set({ status: "ready", termsAgreedAt: now, updatedAt: now })
    .where(and(eq(shops.id, shopId), eq(shops.status, "not ready")));
  await syncScopeShopCopy(scope);
  const [row] = await directory.select({ status: shops.status }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row?.status === "ready";
}

const NO_SETTINGS: FirstPageRow = {
  firstPageMessage: "",
  minimumCriteria: "none",
  minimumAmountPaise: 0,
  minimumItemCount: 0,
  deliveryChargesPaise: 0,
  deliveryChargesBelowPaise: 0,
};

/** The shop's first page settings; a shop without a row (older shops) reads as "no minimum, no charge". */
export async function readFirstPage(scope: ShopScope): Promise<FirstPageRow> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({
      firstPageMessage: shopSettings.firstPageMessage,
      minimumCriteria: shopSettings.minimumCriteria,
      minimumAmountPaise: shopSettings.minimumAmountPaise,
      minimumItemCount: shopSettings.minimumItemCount,
      deliveryChargesPaise: shopSettings.deliveryChargesPaise,
      deliveryChargesBelowPaise: shopSettings.deliveryChargesBelowPaise,
    })
    .from(shopSettings)
    .where(eq(shopSettings.shopId, shopId))
    .limit(1);
  return row ?? NO_SETTINGS;
}

/** Writes the row, creating it when missing. */
export async function saveFirstPage(scope: ShopScope, row: FirstPageRow): Promise<void> {
  const { db, shopId } = scope;
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(shopSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: shopSettings.shopId, set: values });
}

export type StoreSettingsView = StoreSettingsValues & { productsLimit: number; productCount: number };

export async function readStoreSettings(scope: ShopScope): Promise<StoreSettingsView | null> {
  const { directory, shopId } = scope;
  const [[row], productCount] = await Promise.all([
    directory
      .select({
        colorScheme: shops.colorScheme,
        languageChoice: shops.languageChoice,
        plan: shops.plan,
        productsLimit: shops.productsLimit,
        upiId: shops.upiId,
        storeLanguage: shops.language,
        digits: shops.digits,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1),
    countProducts(scope),
  ]);
  if (!row) return null;
  return { ...row, languageChoice: row.languageChoice === 1 ? 1 : 0, productCount };
}

export type StoreSettingsResult = { ok: true } | { ok: false; message: string };

/**
 * Saves colour scheme, language and plan; the plan sets the products limit. A plan smaller than the shop's products
 * is refused, and the update re-counts in the same statement, so products added meanwhile cannot slip past it.
 * `refused` words the refusal (the admin's language on the screen; English by default).
 */
export async function saveStoreSettings(
  scope: ShopScope,
  values: StoreSettingsValues,
  refused: (refusal: PlanRefusal) => string = planRefusalMessage,
): Promise<StoreSettingsResult> {
  const { directory, shopId } = scope;
  const { productsLimit } = planById(values.plan);
  const refusal = planRefusalOf(values.plan, await countProducts(scope));
  if (refusal) return { ok: false, message: refused(refusal) };
  // For a shop in cell 0 the update re-counts its products in the same statement. A shop in another cell has no
  // products beside the directory's row, so its guard is the count just taken in its cell.
  const rows = await directory
    .update(shops)
    .set({
      colorScheme: values.colorScheme,
      languageChoice: values.languageChoice,
      plan: values.plan,
      productsLimit,
      ...(values.upiId === undefined ? {} : { upiId: values.upiId }),
      ...(values.storeLanguage === undefined ? {} : { language: values.storeLanguage }),
      ...(values.digits === undefined ? {} : { digits: values.digits }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(shops.id, shopId),
        sql`(select count(*) from ${products} where ${products.shopId} = ${shopId}) <= ${productsLimit}`,
      ),
    )
    .returning({ id: shops.id });
  if (rows.length === 1) {
    await syncScopeShopCopy(scope);
    return { ok: true };
  }
  const meanwhile = planRefusalOf(values.plan, await countProducts(scope));
  return { ok: false, message: meanwhile ? refused(meanwhile) : STORE_SETTINGS_NOT_SAVED };
}
