import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import { RESET_LINK_MINUTES } from "#app/domain/password-reset";
import { LANGUAGE_PARAM } from "#app/i18n/choose";
import { admins, passwordResets, sessions } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import { type Db, runBatch } from "../db.server";
import { logEvent } from "../logs.server";
import { enqueueEmail, outboxInsert } from "../mail/outbox.server";
import { panelTexts } from "../panel/texts.server";
import { randomBytes, sha256Hex } from "./crypto.server";
import { hashPassword } from "./password.server";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.server";

/*
 * "Forgot password?" (issue 12): the link's token is kept only as its SHA-256, works once and for RESET_LINK_MINUTES.
 * Requests are limited per connection and per address, and the answer never tells whether an address is an admin's.
 * The e-mail is written in the admin's own language (admins.language).
 */

const PER_CLIENT: RateLimitRule = { limit: 5, windowMs: 3600_000 };
const PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 3600_000 };

export async function requestPasswordReset(
  db: Db,
  queue: Queue,
  input: { email: string; clientKey: string; origin: string },
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; reason: "throttled" }> {
  const client = await hitRateLimit(db, `reset:client:${input.clientKey}`, PER_CLIENT, now);
  if (!client.allowed) return { ok: false, reason: "throttled" };
  const address = await hitRateLimit(db, `reset:address:${input.email}`, PER_ADDRESS, now);
  // Past the address's limit the answer stays the same: the person asking learns nothing, the inbox gets no more mail.
  if (!address.allowed) return { ok: true };
  const [admin] = await db
    .select({ id: admins.id, shopId: admins.shopId, language: admins.language })
    .from(admins)
    .where(eq(admins.userName, input.email))
    .limit(1);
  if (!admin || !input.email.includes("@")) return { ok: true };
  const token = encodeBase64Url(randomBytes(32));
  // In the admin's language; the link opens the page in it too (panelLocale), whatever phone it is opened on.
  const language = admin.language === "en" ? "" : `?${LANGUAGE_PARAM}=${admin.language}`;
  const mail = (await panelTexts(admin.language)).auth.mail.reset(
    `${input.origin}/adminpanel/reset-password/${token}${language}`,
  );
  const [, queued] = await runBatch(db, [
    db.insert(passwordResets).values({
      tokenHash: await sha256Hex(token),
      adminId: admin.id,
      expiresAt: new Date(now + RESET_LINK_MINUTES * 60_000),
    }),
    outboxInsert(db, {
      shopId: admin.shopId,
      to: input.email,
      subject: mail.subject,
      text: mail.text,
      sensitive: true,
    }),
  ]);
  await enqueueEmail(queue, Number(queued!.results[0]!.id)).catch((error) =>
    console.error("queue send failed; the cron will retry", error),
  );
  await logEvent(db, "info", `Password reset link sent to the admin of shop ${admin.shopId}`, admin.shopId);
  return { ok: true };
}

/** The admin a link is for, while it is unused and in time. */
export async function findResetLink(db: Db, token: string, now = Date.now()) {
  const [row] = await db
    .select({ adminId: passwordResets.adminId, userName: admins.userName })
    .from(passwordResets)
    .innerJoin(admins, eq(admins.id, passwordResets.adminId))
    .where(
      and(
        eq(passwordResets.tokenHash, await sha256Hex(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Sets the new password through the link, once: the link is spent by the same guarded update, so two tabs cannot both
 * use it; the admin's sessions and every other link of theirs end; the first-login change counts as done.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now = Date.now()): Promise<boolean> {
  const link = await findResetLink(db, token, now);
  if (!link) return false;
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(newPassword);
  const [spent] = await runBatch(db, [
    db
      .update(passwordResets)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date(now)),
        ),
      )
      .returning({ adminId: passwordResets.adminId }),
  ]);
  if (spent!.results.length === 0) return false;
  await runBatch(db, [
    db
      .update(admins)
      .set({ passwordHash, firstLoginDone: 1, passwordSetAt: new Date(now) })
      .where(eq(admins.id, link.adminId)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.adminId, link.adminId)),
    db.delete(sessions).where(eq(sessions.adminId, link.adminId)),
    db.delete(passwordResets).where(and(eq(passwordResets.adminId, link.adminId), isNull(passwordResets.usedAt))),
  ]);
  await logEvent(db, "info", `Admin ${link.userName} chose a new password through a reset link`);
  return true;
}

/** The hourly job: links that can no longer be used go. */
export async function deleteOldResetLinks(db: Db, now = Date.now()): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now - 86_400_000)));
}
