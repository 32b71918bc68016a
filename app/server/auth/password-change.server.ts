import { and, eq, ne } from "drizzle-orm";
import { admins, sessions } from "../../../db/schema/platform";
import type { Db } from "../db.server";
import { sha256Hex } from "./crypto.server";
import { hashPassword, verifyPassword } from "./password.server";

/**
 * Changes a shop admin's password after checking the old one, marks the first login done and ends the admin's other
 * sessions (a password sent by e-mail may have been read by someone else).
 */
export async function changeAdminPassword(
  db: Db,
  input: { adminId: number; oldPassword: string; newPassword: string; currentToken: string | null },
): Promise<"changed" | "oldWrong"> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, input.adminId)).limit(1);
  if (!admin || !(await verifyPassword(input.oldPassword, admin.passwordHash))) return "oldWrong";
  const passwordHash = await hashPassword(input.newPassword);
  const keep = input.currentToken ? await sha256Hex(input.currentToken) : "";
  await db.batch([
    db.update(admins).set({ passwordHash, firstLoginDone: 1, passwordSetAt: new Date() }).where(eq(admins.id, admin.id)),
    db.delete(sessions).where(and(eq(sessions.adminId, admin.id), ne(sessions.tokenHash, keep))),
  ]);
  return "changed";
}
