import { desc, eq, isNull } from "drizzle-orm";
import { registrations } from "#db/schema/platform";
import type { RegistrationValues } from "../domain/registration";
import { hitRateLimit, type RateLimitRule } from "./auth/rate-limit.server";
import type { Db } from "./db.server";
import { logEvent } from "./logs.server";

/* Registrations (spec 3 "Registration form"): stored for the platform owner, who may create a shop from one. */

/** One connection may leave 5 registrations an hour: enough for a family's shops, not for a flood. */
const REGISTRATIONS_PER_CLIENT: RateLimitRule = { limit: 5, windowMs: 3600_000 };
/**
 * One WhatsApp number may register 3 times a day (a second try when WhatsApp did not open, a second shop): the platform
 * calls that number back, so more from it is noise whatever address it comes from.
 */
const REGISTRATIONS_PER_WHATSAPP: RateLimitRule = { limit: 3, windowMs: 24 * 3600_000 };
/**
 * Every registration, from anyone: 20 an hour is far above a new platform's day of sign-ups, and caps what a script
 * spread over many addresses can add to the owner's list (at most 20 rows an hour). The cost: during such a flood a
 * real owner is asked to try again in an hour.
 */
const REGISTRATIONS_PER_HOUR: RateLimitRule = { limit: 20, windowMs: 3600_000 };

export type RegistrationRefusal = "throttled" | "numberThrottled" | "busy";

/**
 * Stores a registration within its limits, checked narrowest first; a post refused by one is not counted by the wider
 * ones, so one connection or one number cannot use up everyone's hour.
 */
export async function register(
  db: Db,
  values: RegistrationValues,
  clientKey: string,
  now = Date.now(),
): Promise<{ ok: true; id: number } | { ok: false; reason: RegistrationRefusal }> {
  const limits: [string, RateLimitRule, RegistrationRefusal][] = [
    [`registration:${clientKey}`, REGISTRATIONS_PER_CLIENT, "throttled"],
    [`registration:whatsapp:${values.whatsApp.trim()}`, REGISTRATIONS_PER_WHATSAPP, "numberThrottled"],
    ["registration:all", REGISTRATIONS_PER_HOUR, "busy"],
  ];
  for (const [key, rule, reason] of limits) {
    if (!(await hitRateLimit(db, key, rule, now)).allowed) return { ok: false, reason };
  }
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
