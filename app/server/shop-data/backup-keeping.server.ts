import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { shopBackupParts, shopBackups } from "#db/schema/backups";
import { cellDb, cellNumbers } from "../cells.server";
import { backupPrefix } from "./format";

/*
 * What becomes of a shop's backups once made (docs/decisions/0037): 30 daily and 12 monthly kept, the rest deleted
 * files first; a backup the Queue gave up on, or that stopped between parts, failed and its files deleted.
 */

/** Deletes every file under a backup's prefix (its parts, its manifest, and any part a losing delivery left). */
export async function deleteBackupFiles(bucket: R2Bucket, shopId: number, backupId: number): Promise<void> {
  const prefix = backupPrefix(shopId, backupId);
  for (;;) {
    const listed = await bucket.list({ prefix, limit: 1000 });
    if (listed.objects.length === 0) return;
    await bucket.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) return;
  }
}

export const KEEP_DAILY = 30;
export const KEEP_MONTHLY = 12;
const KEEP_FAILED_MS = 30 * 86_400_000;

/** Keeps the newest 30 daily and 12 monthly complete backups of the shop; older ones go, files first. */
export async function pruneBackups(env: Env, shopId: number, now = Date.now(), cell = 0): Promise<void> {
  const db = cellDb(env, cell);
  const rows = await db
    .select({
      id: shopBackups.id,
      kind: shopBackups.kind,
      status: shopBackups.status,
      startedAt: shopBackups.startedAt,
    })
    .from(shopBackups)
    .where(eq(shopBackups.shopId, shopId))
    .orderBy(desc(shopBackups.startedAt), desc(shopBackups.id));
  const complete = rows.filter((r) => r.status === "complete");
  const old = [
    ...complete.filter((r) => r.kind === "daily").slice(KEEP_DAILY),
    ...complete.filter((r) => r.kind === "monthly").slice(KEEP_MONTHLY),
    ...rows.filter((r) => r.status === "failed" && r.startedAt.getTime() < now - KEEP_FAILED_MS),
  ];
  for (const backup of old) await deleteBackupFiles(env.FILES, shopId, backup.id);
  if (old.length > 0) {
    await db.delete(shopBackups).where(
      inArray(
        shopBackups.id,
        old.map((r) => r.id),
      ),
    );
  }
}

/** Marks a running backup of a shop in `cell` failed (the Queue gave up on a part) and deletes its files. */
export async function failBackup(env: Env, cell: number, backupId: number, error: string, now = Date.now()) {
  const db = cellDb(env, cell);
  const [failed] = await db
    .update(shopBackups)
    .set({ status: "failed", error: error.slice(0, 300), finishedAt: new Date(now) })
    .where(and(eq(shopBackups.id, backupId), eq(shopBackups.status, "running")))
    .returning({ shopId: shopBackups.shopId });
  if (!failed) return;
  await deleteBackupFiles(env.FILES, failed.shopId, backupId);
  await db.delete(shopBackupParts).where(eq(shopBackupParts.backupId, backupId));
}

/** A running backup untouched this long has stopped between parts (its worker killed, its message given up). */
export const STALE_BACKUP_MS = 30 * 60_000;

/** The hourly job: a backup stopped between parts is marked failed, and its parts are deleted, in every cell. */
export async function failStaleBackups(env: Env, now = Date.now()): Promise<number> {
  let failed = 0;
  for (const cell of cellNumbers(env)) failed += await failStaleBackupsIn(env, cell, now);
  return failed;
}

async function failStaleBackupsIn(env: Env, cell: number, now: number): Promise<number> {
  const db = cellDb(env, cell);
  const stale = await db
    .select({ id: shopBackups.id, shopId: shopBackups.shopId })
    .from(shopBackups)
    .where(and(eq(shopBackups.status, "running"), lt(shopBackups.touchedAt, new Date(now - STALE_BACKUP_MS))));
  for (const backup of stale) {
    const failed = await db
      .update(shopBackups)
      .set({ status: "failed", error: "Stopped between parts", finishedAt: new Date(now) })
      .where(and(eq(shopBackups.id, backup.id), eq(shopBackups.status, "running")))
      .returning({ id: shopBackups.id });
    if (failed.length === 0) continue;
    await deleteBackupFiles(env.FILES, backup.shopId, backup.id);
    await db.delete(shopBackupParts).where(eq(shopBackupParts.backupId, backup.id));
  }
  return stale.length;
}
