import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import type { Locale } from "#app/i18n/locale";
import { admins, platformOwners, shops } from "#db/schema/platform";
import type { AppContext } from "../context.server";
import { deviceAccountId, isKnownDevice, readDeviceToken } from "./known-device.server";
import { readSession, readSessionToken } from "./sessions.server";

export type AdminIdentity = {
  adminId: number;
  userName: string;
  firstLoginDone: boolean;
  /** The language the admin reads the panel in. */
  language: Locale;
  shop: typeof shops.$inferSelect;
};

/** The signed-in shop admin and their shop, or null; `expired` tells a timed-out session from none. */
export async function getShopAdmin(
  request: Request,
  app: Pick<AppContext, "db">,
): Promise<{ admin: AdminIdentity | null; expired: boolean }> {
  const lookup = await readSession(app.db, readSessionToken(request));
  if (lookup.status !== "valid") return { admin: null, expired: lookup.status === "expired" };
  const { session } = lookup;
  if (session.kind !== "admin" || session.adminId === null) return { admin: null, expired: false };
  const [row] = await app.db
    .select({ admin: admins, shop: shops })
    .from(admins)
    .innerJoin(shops, eq(shops.id, admins.shopId))
    .where(eq(admins.id, session.adminId))
    .limit(1);
  // The session's shop must still be the admin's shop: every later query is scoped by this shop id.
  if (!row || row.shop.id !== session.shopId) return { admin: null, expired: false };
  // A closed account's sessions were ended at its closing; one that outlived it still opens nothing.
  if (row.shop.closedAt) return { admin: null, expired: false };
  return {
    admin: {
      adminId: row.admin.id,
      userName: row.admin.userName,
      firstLoginDone: row.admin.firstLoginDone === 1,
      language: row.admin.language,
      shop: row.shop,
    },
    expired: false,
  };
}

/**
 * Whether this browser, signed out, belongs to an admin whose shop the platform owner has disabled. Suspension ends
 * the shop's sessions at once (decision 0014), so the admin's next click lands on the sign-in page; the admin's
 * known-device cookie (known-device.server.ts, checked like at sign-in) lets that page say why.
 */
export async function signedOutShopDisabled(request: Request, app: AppContext): Promise<boolean> {
  const token = readDeviceToken(request, "admin");
  const adminId = deviceAccountId(token);
  if (adminId === null) return false;
  const [row] = await app.db
    .select({ passwordHash: admins.passwordHash, status: shops.status })
    .from(admins)
    .innerJoin(shops, eq(shops.id, admins.shopId))
    .where(eq(admins.id, adminId))
    .limit(1);
  return row?.status === "disabled" && (await isKnownDevice("admin", token, { id: adminId, ...row }));
}

/** For admin loaders and actions: the admin, or a redirect to the sign-in page. */
export async function requireShopAdmin(request: Request, app: AppContext): Promise<AdminIdentity> {
  const { admin, expired } = await getShopAdmin(request, app);
  if (!admin) throw redirect(expired ? `${ADMIN_HOME}?expired=1` : ADMIN_HOME);
  return admin;
}

export async function getPlatformOwner(
  request: Request,
  app: AppContext,
): Promise<{ ownerId: number; userName: string } | null> {
  const lookup = await readSession(app.db, readSessionToken(request));
  if (lookup.status !== "valid" || lookup.session.kind !== "owner" || lookup.session.ownerId === null) return null;
  const [owner] = await app.db
    .select()
    .from(platformOwners)
    .where(eq(platformOwners.id, lookup.session.ownerId))
    .limit(1);
  return owner ? { ownerId: owner.id, userName: owner.userName } : null;
}

export async function requireOwner(request: Request, app: AppContext) {
  const owner = await getPlatformOwner(request, app);
  if (!owner) throw redirect("/owner");
  return owner;
}
