import { desc, eq, isNull } from "drizzle-orm";
import { registrations } from "../../db/schema/platform";
import type { RegistrationValues } from "../domain/registration";
import { hitRateLimit, type RateLimitRule } from "./auth/rate-limit.server";
import type { Db } from "./db.server";
import { logEvent } from "./logs.server";

/* Registrations (spec 3 "Registration form"): stored for the platform owner, who may create a shop from one. */

/** One connection may leave 5 registrations an hour: enough for a family's shops, not for a flood. */
const REGISTRATIONS_PER_CLIENT: RateLimitRule = { limit: 5, windowMs: 3600_000 };

export async function register(
  db: Db,
  values: RegistrationValues,
  clientKey: string,
): Promise<{ ok: true; id: number } | { ok: false; reason: "throttled" }> {
  const limit = await hitRateLimit(db, `registration:${clientKey}`, REGISTRATIONS_PER_CLIENT);
  if (!limit.allowed) return { ok: false, reason: "throttled" };
  const [row] = await db
    .insert(registrations)
    .values({
      shopName: values.shopName.trim(),
      ownerName: values.ownerName.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      pinCode: values.pinCode.trim(),
      whatsApp: values.whatsApp.trim(),
      mobile: values.mobile.trim(),
      email: values.email.trim(),
    })
    .returning({ id: registrations.id });
  await logEvent(db, "info", `Registration ${row!.id}: ${values.shopName.trim()} (${values.city.trim()})`);
  return { ok: true, id: row!.id };
}

export type RegistrationRow = typeof registrations.$inferSelect;

/** For the back office: the newest first; those a shop was made from are marked by their shop. */
export async function listRegistrations(db: Db, options: { openOnly?: boolean } = {}): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(options.openOnly ? isNull(registrations.shopId) : undefined)
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(300);
}

export async function getRegistration(db: Db, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return row;
}
