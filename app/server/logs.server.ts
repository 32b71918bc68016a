import { and, desc, eq, lt } from "drizzle-orm";
import { appLogs } from "#db/schema/platform";
import type { Db } from "./db.server";

/*
 * The product's info and error log (spec 3 "Logs", DECISIONS.md: kept 30 days), written by the product itself: sign-ins,
 * the owner's shop changes, failed jobs, server errors. Read on the back office's Logs screen.
 */

export type LogLevel = "info" | "error";

/** Writes one event. A log write never breaks what it records: a failure is only reported to the console. */
export async function logEvent(db: Db, level: LogLevel, message: string, shopId: number | null = null): Promise<void> {
  try {
    await db.insert(appLogs).values({ level, message: message.slice(0, 1000), shopId });
  } catch (error) {
    console.error("log write failed", error);
  }
}

export type LogRow = { id: number; level: LogLevel; message: string; shopId: number | null; createdAt: Date };

/** The newest events of a level, newest first. */
export async function recentLogs(db: Db, level: LogLevel, limit = 500): Promise<LogRow[]> {
  return db
    .select()
    .from(appLogs)
    .where(eq(appLogs.level, level))
    .orderBy(desc(appLogs.createdAt), desc(appLogs.id))
    .limit(limit);
}

/** The hourly job: events older than 30 days go. */
export async function deleteOldLogs(db: Db, now = Date.now()): Promise<void> {
  await db.delete(appLogs).where(and(lt(appLogs.createdAt, new Date(now - 30 * 86_400_000))));
}
