import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { shopBackupParts, shopBackups, shopRestores } from "#db/schema/backups";
import { auditEvents, shops } from "#db/schema/platform";
import { shopDatabase } from "../cells.server";
import { createBackup } from "../shop-data/backup.server";
import { storedBackupImportKey } from "../shop-data/import.server";
import { createRestore, type RestoreRefusal, restoreLock } from "../shop-data/restore.server";
import { SHOP_TABLES } from "../shop-data/tables";
import type { Shop } from "../shops.server";
import { audit } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";
import { beginShopImport, checkImportUrl } from "./shop-import.server";

/*
 * The back office's Backups screen of a shop (docs/decisions/0037): its backups, newest first, with their counts and
 * progress; "Back up now"; a restore from a complete backup, after the owner confirms it; and a complete backup
 * recreated as a new shop for inspection, hidden from customers until the owner shows it. "Back up now" and a restore
 * are repeat-safe by state: a second one while one runs is refused with a sentence (and every owner form runs once,
 * app/server/panel/write-once.server.ts).
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
export async function ownerBackup(owner: OwnerRequest, shop: Pick<Shop, "id" | "url" | "cell">): Promise<boolean> {
  const { env } = owner.app;
  const db = shopDatabase(env, owner.app.db, shop);
  const [running] = await db
    .select({ id: shopBackups.id })
    .from(shopBackups)
    .where(and(eq(shopBackups.shopId, shop.id), eq(shopBackups.status, "running")))
    .limit(1);
  if (running || (await restoreLock(db, shop.id))) return false;
  const message = await createBackup(db, shop.id, { startedBy: owner.userName, cell: shop.cell });
  await env.JOBS.send(message);
  await owner.app.db.insert(auditEvents).values({
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

/** Why a backup cannot be recreated as a new shop (the URL's refusals are the import's, checkImportUrl). */
export const BACKUP_NOT_COMPLETE = "That backup is not complete. Choose a complete one.";

/**
 * A complete backup of the shop recreated as a new shop, for inspection, by the import that reads a shop's download
 * (app/server/shop-data/import.server.ts): disabled and hidden, under the URL the owner chose. The shop itself is
 * untouched. Returns the import to follow, or why not.
 */
export async function ownerInspectionCopy(
  owner: OwnerRequest,
  shop: Pick<Shop, "id" | "url" | "cell">,
  backupId: number,
  rawUrl: string,
): Promise<
  { ok: true; importId: number; url: string } | { ok: false; field: "backup" | "file" | "url"; error: string }
> {
  const { db } = owner.app;
  const [backup] = await shopDatabase(owner.app.env, db, shop)
    .select({ status: shopBackups.status, day: shopBackups.day })
    .from(shopBackups)
    .where(and(eq(shopBackups.id, backupId), eq(shopBackups.shopId, shop.id)));
  if (backup?.status !== "complete") return { ok: false, field: "backup", error: BACKUP_NOT_COMPLETE };
  const checked = await checkImportUrl(db, rawUrl);
  if (!checked.ok) return checked;
  const { url } = checked;
  const importId = await beginShopImport(
    owner,
    // The import's backup_id is a foreign key into the directory's backups: cell 0's (the key names the others').
    {
      fileKey: storedBackupImportKey(backupId, crypto.randomUUID()),
      url,
      backupId: shop.cell === 0 ? backupId : undefined,
    },
    {
      shop,
      said: `the backup of ${backup.day} (backup ${backupId}) of ${shop.url} as the new shop ${url}, for inspection`,
    },
  );
  return { ok: true, importId, url };
}

/** Shows a hidden inspection copy's store to customers (it still takes no orders while it is disabled). */
export async function ownerShowStore(owner: OwnerRequest, shop: { id: number; url: string }): Promise<boolean> {
  const shown = await owner.app.db
    .update(shops)
    .set({ hiddenAt: null })
    .where(and(eq(shops.id, shop.id), isNotNull(shops.hiddenAt)))
    .returning({ id: shops.id });
  if (shown.length === 0) return false;
  await audit(owner, { action: "Store shown", shop, details: `The inspection copy ${shop.url} is shown to customers` });
  return true;
}
