import { and, eq, lt, notInArray } from "drizzle-orm";
import { istDate, istParts } from "#app/domain/time";
import { shopBackups, shopRestores } from "#db/schema/backups";
import { shops } from "#db/schema/platform";
import { cellDb, cellNumbers } from "../cells.server";
import { type BackupMessage, createBackup } from "./backup.server";

/*
 * The daily backups (docs/decisions/0037): the hourly job starts each shop's backup once a day, in the India night
 * (from 02:00 IST; a later hour of the same night catches a shop an earlier run missed), at most BACKUPS_PER_RUN
 * shops an hour, their first messages sent to the Queue in batches.
 */

const NIGHT_FROM_HOUR = 2;
const NIGHT_TO_HOUR = 6;
export const BACKUPS_PER_RUN = 1_000;
/** The Queue takes at most 100 messages a sendBatch. */
const SEND_BATCH = 100;

export async function startDailyBackups(env: Env, now = Date.now()): Promise<number> {
  const { hours } = istParts(new Date(now));
  if (hours < NIGHT_FROM_HOUR || hours >= NIGHT_TO_HOUR) return 0;
  let started = 0;
  for (const cell of cellNumbers(env)) started += await startDailyBackupsIn(env, cell, now, BACKUPS_PER_RUN - started);
  return started;
}

/** The cell's shops (by its rows of them, which name it: cell 0's are the directory's own) not yet backed up today. */
async function startDailyBackupsIn(env: Env, cell: number, now: number, limit: number): Promise<number> {
  if (limit <= 0) return 0;
  const db = cellDb(env, cell);
  const day = istDate(new Date(now));
  const done = db
    .select({ shopId: shopBackups.shopId })
    .from(shopBackups)
    .where(and(eq(shopBackups.day, day), eq(shopBackups.startedBy, "schedule")));
  // A shop being restored is backed up the next night (or the next hour, once its restore is complete).
  const restoring = db
    .select({ shopId: shopRestores.shopId })
    .from(shopRestores)
    .where(eq(shopRestores.status, "running"));
  const due = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(eq(shops.cell, cell), eq(shops.isMaster, 0), notInArray(shops.id, done), notInArray(shops.id, restoring)),
    )
    .orderBy(shops.id)
    .limit(limit);
  const messages: BackupMessage[] = [];
  for (const shop of due) messages.push(await createBackup(db, shop.id, { now, cell }));
  for (let i = 0; i < messages.length; i += SEND_BATCH) {
    await env.JOBS.sendBatch(messages.slice(i, i + SEND_BATCH).map((body) => ({ body })));
  }
  return messages.length;
}

/** A restore untouched this long has stopped between steps: failed, the shop still read-only until one completes. */
export const STALE_RESTORE_MS = 30 * 60_000;

export async function failStaleRestores(env: Env, now = Date.now()): Promise<void> {
  for (const cell of cellNumbers(env)) {
    await cellDb(env, cell)
      .update(shopRestores)
      .set({ status: "failed", error: "Stopped between steps", finishedAt: new Date(now) })
      .where(and(eq(shopRestores.status, "running"), lt(shopRestores.touchedAt, new Date(now - STALE_RESTORE_MS))));
  }
}
