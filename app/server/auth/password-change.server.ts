import { and, eq, isNull, ne, or } from "drizzle-orm";
import { PASSWORD_MESSAGES } from "#app/domain/sign-in";
import { admins, sessions } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import type { Db } from "../db.server";
import { sha256Hex } from "./crypto.server";
import { hashPassword, verifyPassword } from "./password.server";
import { accountAttempt } from "./rate-limit.server";
import { throttledAnswer } from "./sign-in.server";

export type PasswordChangeResult = { ok: true } | { ok: false; reason: "oldWrong" | "throttled"; message: string };

/**
 * Changes a shop admin's password after checking the old one, marks the first login done and ends the admin's other
 * sessions (a password sent by e-mail may have been read by someone else). A wrong old password counts against the
 * account like a wrong sign-in: whoever holds a session could otherwise guess the password here without limit.
 */
export async function changeAdminPassword(
  db: Db,
  input: { adminId: number; oldPassword: string; newPassword: string; currentToken: string | null },
  now = Date.now(),
): Promise<PasswordChangeResult> {
  const oldWrong = { ok: false, reason: "oldWrong", message: PASSWORD_MESSAGES.oldWrong } as const;
  const [admin] = await db.select().from(admins).where(eq(admins.id, input.adminId)).limit(1);
  if (!admin) return oldWrong;
  const attempt = await accountAttempt(db, "admin", admin.userName, now);
  if (!attempt.result.allowed) return throttledAnswer(attempt.result.retryAfterMs);
  if (!(await verifyPassword(input.oldPassword, admin.passwordHash))) return oldWrong;
  await attempt.succeeded();

  const passwordHash = await hashPassword(input.newPassword);
  const keep = input.currentToken ? await sha256Hex(input.currentToken) : "";
  await db.batch([
    db
      .update(admins)
      .set({ passwordHash, firstLoginDone: 1, passwordSetAt: new Date() })
      .where(eq(admins.id, admin.id)),
    // Every other sign-in ends, and with it every other device's notifications (the password may have been known).
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.adminId, admin.id),
          or(isNull(pushSubscriptions.sessionHash), ne(pushSubscriptions.sessionHash, keep)),
        ),
      ),
    db.delete(sessions).where(and(eq(sessions.adminId, admin.id), ne(sessions.tokenHash, keep))),
  ]);
  return { ok: true };
}
