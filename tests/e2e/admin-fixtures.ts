// A fresh shop and its signed-in admin for admin-panel tests, from the development-only fixture the Worker serves
// (POST /dev/fixtures/shops, app/server/dev/fixture-shop.server.ts): one request instead of the wizard, the mailbox,
// two sign-ins, the first-login change and activation, which keep end-to-end tests of their own (create-store.spec.ts,
// admin-sign-in.spec.ts, admin-settings.spec.ts). Each test gets a shop of its own, so tests never share data and the
// demo stores the storefront tests read stay as seeded.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiPost } from "./api";
import { asOwnClient, gotoReady, openAdminSignIn, signIn } from "./helpers";

export type TestAdmin = { storeName: string; shopUrl: string; shopId: number; email: string; password: string };

export const ADMIN_PASSWORD = "e2e-admin-pass-1";

/** Store types by their key in app/domain/shop-types.ts (SHOP_TYPE). */
export type ShopType = "grocery" | "vegetables" | "sweets" | "dryFruits" | "food" | "other" | "dietClinic" | "general";

/** What the platform owner sets on a shop (app/server/dev/fixture-shop.server.ts ownerSettings). */
export type OwnerSettings = Partial<{
  status: "not ready" | "ready" | "disabled";
  plan: 0 | 1 | 2;
  productsLimit: number;
  /** 1 basic, 2 premium, 3 Turbo. */
  version: 1 | 2 | 3;
  homePageFacility: boolean;
  dealerFacility: boolean;
  paymentMessage: string;
  /** yyyy-mm-dd */
  paymentDueDate: string;
}>;

/** A catalogue row written by the fixture (prices in rupees). */
export type FixtureProduct = {
  name: string;
  nameRegional?: string;
  mrp: number;
  price: number;
  rating?: number;
  unit?: 1 | 2 | 3 | 4 | 5;
  inStock?: boolean;
  searchWords?: string;
  information?: string;
  category?: string;
  /** HSN code and GST rate in percent, for a registered shop's bills. */
  hsn?: string;
  gstRate?: number;
};

export type ShopOptions = {
  type?: ShopType;
  /** The store name starts with it (letters and digits, up to 8). */
  prefix?: string;
  owner?: OwnerSettings;
  products?: FixtureProduct[];
  /** "Item 1" … "Item n" at Rs. 10 + i. */
  generatedProducts?: number;
  /** False leaves the first-login password change to do. */
  firstLoginDone?: boolean;
  /** The language the admin reads the panel in (default English). */
  language?: "en" | "mr" | "hi";
  /** The store's language (default English). */
  storeLanguage?: "en" | "mr" | "hi";
  /** The shop's GST registration. */
  tax?: { kind: "none" | "composition" | "regular"; gstin?: string; legalName?: string; stateCode?: string };
  /** A diet clinic's clients and diets (app/server/dev/fixture-clinic.server.ts). */
  clients?: { name: string; whatsApp: string; address?: string }[];
  diets?: {
    dietNumber: number;
    dietName: string;
    dietType?: "Easy" | "Moderate" | "Tough" | "Fruits";
    dietContent: string;
  }[];
};

/** Creates a shop through the fixture; the browser of `page` is not signed in (see newShopAdmin). */
export async function newShop(request: APIRequestContext, options: ShopOptions = {}) {
  const { owner = {}, ...rest } = options;
  const response = await apiPost(request, "/dev/fixtures/shops", {
    data: { ...rest, owner: { status: "ready", ...owner } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as {
    shopId: number;
    shopUrl: string;
    storeName: string;
    userName: string;
    password: string;
    cookie: { name: string; value: string };
  };
}

/**
 * A shop of its own with its admin signed in in this browser, on `at` — the admin home by default — or where the panel
 * sends a shop in another state (Home Page Settings when not ready, Your Account when disabled), hydrated. A test that
 * starts on another screen names it; `at: null` opens nothing (a test that sends orders first opens its screen after).
 */
export async function newShopAdmin(
  page: Page,
  { at = "/adminpanel/", ...options }: ShopOptions & { at?: string | null } = {},
): Promise<TestAdmin> {
  // The suite signs in and orders more often than the limits allow one client: each test is a client of its own.
  await asOwnClient(page);
  const shop = await newShop(page.request, options);
  await page.context().addCookies([{ ...shop.cookie, url: test.info().project.use.baseURL! }]);
  if (at !== null) await gotoReady(page, at);
  return {
    storeName: shop.storeName,
    shopUrl: shop.shopUrl,
    shopId: shop.shopId,
    email: shop.userName,
    password: shop.password,
  };
}

/** What the platform owner would change on a shop (plan, version, facilities, status, payment notice). */
export async function changeShop(request: APIRequestContext, shopUrl: string, settings: OwnerSettings) {
  const response = await apiPost(request, `/dev/fixtures/shops/${shopUrl}`, { data: settings });
  expect(response.status(), await response.text()).toBe(204);
}

/** Signs an existing admin in again (e.g. in a second browser context). */
export async function signInAdmin(page: Page, admin: Pick<TestAdmin, "email" | "password">) {
  await openAdminSignIn(page);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}
