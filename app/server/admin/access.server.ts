import { data, redirect } from "react-router";
import type { AppContext } from "../context.server";
import { type AdminIdentity, requireShopAdmin } from "../auth/guards.server";

/**
 * Which admin screens a shop in each state may open (spec 2 §10 of the admin issue, spec 3 §8):
 * - "active": the everyday screens; a store that is 'not ready' is sent to Home Page Settings (activation first),
 *   a 'disabled' one to Your Account (the payment-due message and the way to pay);
 * - "setup": activation, settings and the account, open in every state.
 */
export type AdminAccess = "active" | "setup";

export type ShopAdmin = AdminIdentity & { shopId: number };

/**
 * Every admin loader and action starts here: the session is checked on each request (never only in a layout), and
 * the shop id it returns is the only shop any later query may touch.
 */
export async function requireAdmin(request: Request, app: AppContext, access: AdminAccess = "active"): Promise<ShopAdmin> {
  const admin = await requireShopAdmin(request, app);
  if (!admin.firstLoginDone) throw redirect("/adminpanel");
  if (access === "active" && admin.shop.status === "not ready") throw redirect("/adminpanel/home-page-settings");
  if (access === "active" && admin.shop.status === "disabled") throw redirect("/adminpanel/account");
  return { ...admin, shopId: admin.shop.id };
}

/** The answer for an id that is not this shop's: the same 404 whether it exists elsewhere or nowhere. */
export function notFound(): never {
  throw data("Not found", { status: 404 });
}

/** Reads a positive integer id from a route param or form field; anything else is a 404, never a 500. */
export function idParam(value: string | FormDataEntryValue | null | undefined): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,15}$/.test(text)) notFound();
  const id = Number(text);
  if (!Number.isSafeInteger(id)) notFound();
  return id;
}
