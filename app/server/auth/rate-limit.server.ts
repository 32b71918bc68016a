import { eq, lt, type SQL, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema/platform";
import type { Db } from "../db.server";

export type RateLimitRule = { limit: number; windowMs: number };

/** Sign-in: 5 tries per user name and client in 15 minutes, and 30 per client whatever the name. */
export const LOGIN_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

/**
 * Wrong passwords per account from devices that have not signed in to it before (docs/decisions/0023). The limits
 * above do not stop guesses spread over many addresses (a botnet, a carrier's shared address pool); these do: 10
 * failures in 15 minutes, and 50 in a day, refuse the account's sign-in from every unknown device, the right password
 * included, until the window ends. A guesser gets at most 50 guesses a day per account (before: about 1,000). A known
 * device (known-device.server.ts) is neither counted nor refused here, so a guesser elsewhere cannot lock the rightful
 * owner out of their own phone. Only failures count (see accountAttempt), and an unknown user name is counted like a
 * real one, so the refusal says nothing about which accounts exist.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
export const LOGIN_FAILURES_PER_ACCOUNT_DAY: RateLimitRule = { limit: 50, windowMs: 24 * 3600_000 };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * One hit in a fixed window as a single atomic upsert (D1 has no interactive transactions, and two concurrent
 * sign-ins must not both read the old count), for a batch of its own or of a caller's. `onlyIf` makes the hit
 * conditional (evaluated when the statement runs): a storefront retry that an earlier order answers counts nowhere.
 * Nothing is returned when the condition fails, which reads as allowed.
 */
export function rateLimitHit(db: Db, key: string, rule: RateLimitRule, now: number, onlyIf: SQL = sql`1`) {
  const cutoff = now - rule.windowMs;
  return db
    .insert(rateLimits)
    .select(sql`select ${key}, ${now}, 1 where ${onlyIf}`)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

/** What a hit's returned row means under its rule. */
export function rateLimitOutcome(
  row: { count: number; windowStart: Date } | undefined,
  rule: RateLimitRule,
  now: number,
): RateLimitResult {
  if (!row || row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: row.windowStart.getTime() + rule.windowMs - now };
}

/** Counts one hit and answers whether it is allowed. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await rateLimitHit(db, key, rule, now);
  return rateLimitOutcome(row, rule, now);
}

export type AccountAttempt = { result: RateLimitResult; succeeded(): Promise<void> };

/**
 * Counts a password check against the account before it runs, in the same atomic upsert as every limit (checking
 * first and counting after would let concurrent guesses all pass a count of 9), in the 15-minute and the day's
 * window. A correct password takes its hits back through succeeded(), so only failures add up. Each panel has its own
 * accounts.
 */
export async function accountAttempt(
  db: Db,
  panel: "admin" | "owner",
  userName: string,
  now = Date.now(),
): Promise<AccountAttempt> {
  const name = userName.trim().toLowerCase();
  const windows: [string, RateLimitRule][] = [
    [`${panel}:account:${name}`, LOGIN_FAILURES_PER_ACCOUNT],
    [`${panel}:account-day:${name}`, LOGIN_FAILURES_PER_ACCOUNT_DAY],
  ];
  const results = await Promise.all(windows.map(([key, rule]) => hitRateLimit(db, key, rule, now)));
  const refused = results.flatMap((r) => (r.allowed ? [] : [r.retryAfterMs]));
  return {
    result: refused.length ? { allowed: false, retryAfterMs: Math.max(...refused) } : { allowed: true },
    succeeded: async () => {
      for (const [key] of windows) await undoRateLimitHit(db, key);
    },
  };
}

async function undoRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function deleteStaleRateLimits(db: Db, now = Date.now(), olderThanMs = 24 * 3600_000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - olderThanMs)));
}
