import { and, asc, eq } from "drizzle-orm";
import type { AdminRow } from "#app/domain/owner/admin-passwords";
import { admins, sessions, shops } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import { generatePassword, hashPassword } from "../auth/password.server";
import { type Db, runBatch } from "../db.server";
import { logEvent } from "../logs.server";
import { enqueueEmail, outboxInsert } from "../mail/outbox.server";
import { panelTexts } from "../panel/texts.server";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * Admin Passwords (spec 3 §2, DECISIONS.md): every shop's admin with when the password was last set — never a password,
 * which is kept only as a hash. A reset issues a one-time password shown once and e-mailed; a shop left without an
 * admin gets one the same way (user name = the shop's mobile, spec 3 §4).
 */

export async function listAdmins(db: Db): Promise<AdminRow[]> {
  const rows = await db
    .select({
      id: shops.id,
      shopUrl: shops.url,
      shopName: shops.name,
      adminId: admins.id,
      userName: admins.userName,
      passwordSetAt: admins.passwordSetAt,
      firstLoginDone: admins.firstLoginDone,
    })
    .from(shops)
    .leftJoin(admins, eq(admins.shopId, shops.id))
    .where(eq(shops.isMaster, 0))
    .orderBy(asc(shops.url));
  return rows.map((r) => ({
    ...r,
    passwordSetAt: r.passwordSetAt?.getTime() ?? null,
    firstLoginDone: r.firstLoginDone === 1,
  }));
}

export async function getShopAdmin(db: Db, shopId: number) {
  const [row] = await db
    .select({ shop: shops, admin: admins })
    .from(shops)
    .leftJoin(admins, eq(admins.shopId, shops.id))
    .where(and(eq(shops.id, shopId), eq(shops.isMaster, 0)))
    .limit(1);
  return row;
}

export type ResetResult =
  | { ok: true; shopUrl: string; userName: string; password: string; emailedTo: string | null }
  | { ok: false; reason: "notFound" | "noMobile" | "userNameTaken" };

/**
 * A new one-time password for the shop's admin (created when the shop has none): the old password and every session
 * end, the first sign-in must choose a new one. E-mailed to the admin's e-mail user name, else the shop's e-mail.
 */
export async function resetAdminPassword(owner: OwnerRequest, shopId: number, origin: string): Promise<ResetResult> {
  const { db } = owner.app;
  const found = await getShopAdmin(db, shopId);
  if (!found) return { ok: false, reason: "notFound" };
  const { shop, admin } = found;
  const userName = admin?.userName ?? shop.mobile;
  if (!userName) return { ok: false, reason: "noMobile" };
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const emailTo = userName.includes("@") ? userName : shop.email || null;
  // In the admin's own language (a new admin's is English, the default).
  const mail = emailTo
    ? (await panelTexts(admin?.language ?? "en")).auth.mail.newPassword({
        shopName: shop.name,
        adminLink: `${origin}/adminpanel`,
        userName,
        password,
      })
    : null;
  try {
    const results = await runBatch(db, [
      admin
        ? db
            .update(admins)
            .set({ passwordHash, firstLoginDone: 0, passwordSetAt: new Date() })
            .where(eq(admins.id, admin.id))
        : db.insert(admins).values({ shopId, userName, passwordHash }),
      ...(admin
        ? [
            db.delete(pushSubscriptions).where(eq(pushSubscriptions.adminId, admin.id)),
            db.delete(sessions).where(eq(sessions.adminId, admin.id)),
          ]
        : []),
      auditInsert(owner, {
        action: admin ? "admin password reset" : "admin created",
        shop: { id: shopId, url: shop.url },
        details: `user name ${userName}`,
      }),
      ...(mail && emailTo
        ? [outboxInsert(db, { shopId, to: emailTo, subject: mail.subject, text: mail.text, sensitive: true })]
        : []),
    ]);
    if (mail)
      await enqueueEmail(owner.app.env.JOBS, Number(results.at(-1)!.results[0]!.id)).catch((error) =>
        console.error("queue send failed; the cron will retry", error),
      );
  } catch (error) {
    if (String(error).includes("admins.user_name")) return { ok: false, reason: "userNameTaken" };
    throw error;
  }
  await logEvent(
    db,
    "info",
    `Platform owner ${owner.userName} ${admin ? "reset the admin password" : "created the admin"} of ${shop.url}`,
    shopId,
  );
  return { ok: true, shopUrl: shop.url, userName, password, emailedTo: emailTo };
}

/** Removes the shop's admin (and so their sessions); the shop stays, and a reset gives it an admin again. */
export async function deleteAdmin(
  owner: OwnerRequest,
  shopId: number,
): Promise<{ ok: true; shopUrl: string } | { ok: false }> {
  const { db } = owner.app;
  const found = await getShopAdmin(db, shopId);
  if (!found?.admin) return { ok: false };
  await runBatch(db, [
    db.delete(admins).where(eq(admins.id, found.admin.id)),
    auditInsert(owner, {
      action: "admin deleted",
      shop: { id: shopId, url: found.shop.url },
      details: `user name ${found.admin.userName}`,
    }),
  ]);
  await logEvent(db, "info", `Platform owner ${owner.userName} deleted the admin of ${found.shop.url}`, shopId);
  return { ok: true, shopUrl: found.shop.url };
}
