import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import type { Locale } from "#app/i18n/locale";
import type { shops } from "#db/schema/platform";
import { requireShopAdmin } from "../auth/guards.server";
import { type AppContext, getAppContext } from "../context.server";
import { panelLanguageCookie, panelLanguageStale } from "../writing.server";
import { type ShopScope, scopeOfShop } from "./shop-scope.server";

/*
 * The admin panel's request pipeline (React Router middleware on routes/admin/layout.tsx and the admin's resource
 * routes): the signed-in admin is resolved once per request — a save used to read the session three times — and
 * loaders and actions receive the session's shop with the database already bound to it.
 */

export type AdminRequest = {
  app: AppContext;
  adminId: number;
  userName: string;
  /** The language the admin reads the panel in (Your Account). */
  language: Locale;
  /** The session's shop as it was when this request began. */
  shop: typeof shops.$inferSelect;
  /** The only way into the shop's rows (see ShopScope). */
  scope: ShopScope;
};

const adminContext = createContext<AdminRequest | null>(null);

/** Middleware: a signed-in admin who has chosen their own password, or the sign-in page. */
export const signedInAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = getAppContext(context);
  const admin = await requireShopAdmin(request, app);
  if (!admin.firstLoginDone) throw redirect(ADMIN_HOME);
  context.set(adminContext, {
    app,
    adminId: admin.adminId,
    userName: admin.userName,
    language: admin.language,
    shop: admin.shop,
    scope: scopeOfShop(app, admin.shop),
  });
  const response = await next();
  // The admin may have chosen the panel's language on another phone: this one keeps it from now on.
  if (panelLanguageStale(request, admin.language)) {
    response.headers.append("Set-Cookie", panelLanguageCookie(request, admin.language));
  }
  return response;
};

/**
 * Middleware for the everyday screens (spec 3 §7–§8): a store that is 'not ready' is sent to Home Page Settings
 * (activation first), a 'disabled' one to Your Account (the payment-due message and the way to pay). Settings,
 * activation and the account stay open in every state.
 */
export const activeShopOnly: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { shop } = adminOf(context);
  if (shop.status === "not ready") throw redirect("/adminpanel/home-page-settings");
  if (shop.status === "disabled") throw redirect("/adminpanel/account");
  return next();
};

/** The signed-in admin when the page is the panel's (the root's loader asks, to write the page in their language). */
export function signedInAdminOf(context: Readonly<RouterContextProvider>): AdminRequest | null {
  return context.get(adminContext);
}

/** The signed-in admin of this request, as the pipeline resolved it. */
export function adminOf(context: Readonly<RouterContextProvider>): AdminRequest {
  const admin = context.get(adminContext);
  // Only reachable by a route placed outside the pipeline by mistake: a programming error, not a user's.
  if (!admin) throw new Error("adminOf() called on a route without the admin middleware");
  return admin;
}
