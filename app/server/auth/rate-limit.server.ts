import { lt, sql } from "drizzle-orm";
import { rateLimits } from "../../../db/schema/platform";
import type { Db } from "../db.server";

export type RateLimitRule = { limit: number; windowMs: number };

/** Sign-in: 5 tries per user name and client in 15 minutes, and 30 per client whatever the name. */
export const LOGIN_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit in a fixed window with a single atomic upsert (D1 has no interactive transactions,
 * and two concurrent sign-ins must not both read the old count).
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const cutoff = now - rule.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row || row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: row.windowStart.getTime() + rule.windowMs - now };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function deleteStaleRateLimits(db: Db, now = Date.now(), olderThanMs = 24 * 3600_000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - olderThanMs)));
}
