import { and, count, desc, eq } from "drizzle-orm";
import { shopBackupParts, shopBackups, shopRestores } from "#db/schema/backups";
import { auditEvents } from "#db/schema/platform";
import { createBackup } from "../shop-data/backup.server";
import { createRestore, type RestoreRefusal, restoreLock } from "../shop-data/restore.server";
import { SHOP_TABLES } from "../shop-data/tables";
import type { OwnerRequest } from "./pipeline.server";

/*
 * The back office's Backups screen of a shop (docs/decisions/0037): its backups, newest first, with their counts and
 * progress; "Back up now"; and a restore from a complete backup, after the owner confirms it. Both are repeat-safe by
 * state: a second "Back up now" while one runs, or a second restore while one runs, is refused with a sentence.
 */

export type BackupView = {
  id: number;
  day: string;
  /** "export": made for the shop's "Download all my data", kept with its download (7 days). */
  kind: "daily" | "monthly" | "export";
  status: "running" | "complete" | "failed";
  startedBy: string;
  startedAt: number;
  finishedAt: number | null;
  /** Rows of the tables the owner looks for first, and of every table. */
  counts: { products: number; yaadies: number; bills: number; customers: number; total: number } | null;
  /** Parts written so far of a running backup. */
  parts: number;
  tables: number;
  bytes: number;
  error: string;
};

export type RestoreView = {
  id: number;
  backupId: number;
  status: "running" | "complete" | "failed";
  step: number;
  steps: number;
  startedAt: number;
  error: string;
};

export async function backupsScreen(
  db: OwnerRequest["app"]["db"],
  shopId: number,
): Promise<{ backups: BackupView[]; restore: RestoreView | null }> {
  const [rows, restores] = await Promise.all([
    db.select().from(shopBackups).where(eq(shopBackups.shopId, shopId)).orderBy(desc(shopBackups.id)).limit(60),
    db.select().from(shopRestores).where(eq(shopRestores.shopId, shopId)).orderBy(desc(shopRestores.id)).limit(1),
  ]);
  const running = rows.filter((r) => r.status === "running").map((r) => r.id);
  const partsOf = new Map<number, number>();
  for (const id of running) {
    const [row] = await db.select({ n: count() }).from(shopBackupParts).where(eq(shopBackupParts.backupId, id));
    partsOf.set(id, row?.n ?? 0);
  }
  const backups = rows.map((r): BackupView => {
    const c = r.counts;
    return {
      id: r.id,
      day: r.day,
      kind: r.kind,
      status: r.status,
      startedBy: r.startedBy,
      startedAt: r.startedAt.getTime(),
      finishedAt: r.finishedAt?.getTime() ?? null,
      counts: c
        ? {
            products: c.products ?? 0,
            yaadies: c.yaadies ?? 0,
            bills: c.bills ?? 0,
            customers: c.customers ?? 0,
            total: Object.values(c).reduce((sum, n) => sum + n, 0),
          }
        : null,
      parts: partsOf.get(r.id) ?? 0,
      tables: SHOP_TABLES.length,
      bytes: r.bytes,
      error: r.error,
    };
  });
  const last = restores[0];
  const restore = last
    ? {
        id: last.id,
        backupId: last.backupId,
        status: last.status,
        step: last.step,
        steps: last.steps,
        startedAt: last.startedAt.getTime(),
        error: last.error,
      }
    : null;
  return { backups, restore };
}

/** "Back up now": a backup of the shop, unless one is running; recorded in the audit log. */
export async function ownerBackup(owner: OwnerRequest, shop: { id: number; url: string }): Promise<boolean> {
  const { db, env } = owner.app;
  const [running] = await db
    .select({ id: shopBackups.id })
    .from(shopBackups)
    .where(and(eq(shopBackups.shopId, shop.id), eq(shopBackups.status, "running")))
    .limit(1);
  if (running || (await restoreLock(db, shop.id))) return false;
  const message = await createBackup(db, shop.id, { startedBy: owner.userName });
  await env.JOBS.send(message);
  await db.insert(auditEvents).values({
    ownerId: owner.ownerId,
    actor: owner.userName,
    action: "Backup started",
    shopId: shop.id,
    shopUrl: shop.url,
    details: `Backup ${message.backupId} of ${shop.url}, by "Back up now"`,
  });
  return true;
}

/** A restore of the shop from one of its complete backups (the audit log records it, restore.server.ts). */
export async function ownerRestore(
  owner: OwnerRequest,
  shop: { id: number; url: string },
  backupId: number,
): Promise<RestoreRefusal | null> {
  const started = await createRestore(owner.app.env, {
    shopId: shop.id,
    backupId,
    ownerId: owner.ownerId,
    actor: owner.userName,
    shopUrl: shop.url,
  });
  if ("refused" in started) return started.refused;
  await owner.app.env.JOBS.send(started.message);
  return null;
}
