import { and, count, desc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { shopBackupParts, shopBackups } from "#db/schema/backups";
import { dataExports } from "#db/schema/data-exports";
import type { ShopScope } from "../admin/shop-scope.server";
import { cellDb, cellNumbers } from "../cells.server";
import { writeZipToR2, type ZipEntry } from "../data-export/zip-writer.server";
import type { Db } from "../db.server";
import { type BackupMessage, createBackup } from "./backup.server";
import { deleteBackupFiles } from "./backup-keeping.server";
import { backupPrefix, type Manifest, partRows } from "./format";
import { readManifest } from "./restore.server";
import { SHOP_TABLES } from "./tables";

/*
 * "Download all my data" (issue 30, docs/decisions/0037): a backup of the shop made for the download (kind "export",
 * outside the 30 daily and 12 monthly), then one ZIP packed by the Queue from its files and the shop's images:
 *
 *   README.txt            what the archive holds, in the admin's language
 *   manifest.json         the backup's manifest: tables, columns, counts, each part's SHA-256
 *   data/{table}/…jsonl   the backup's parts as they are (one row a line)
 *   images/{R2 key}       every image the rows name (logo, store images, categories, products, payment screenshots)
 *
 * The owner's back office imports the same archive to recreate the shop. The file is kept DATA_EXPORT_KEEP_DAYS.
 */

export const DATA_EXPORT_KEEP_DAYS = 7;
/** A shop makes at most this many in a day: each is a whole backup. */
export const DATA_EXPORTS_PER_DAY = 3;
/** A packing that has not finished this long after it was taken has died; another delivery may take it again. */
const STALE_PACKING_MS = 10 * 60_000;
/** Progress is written every this many files, not after each (a shop's images may be a thousand). */
const PROGRESS_EVERY = 20;

/** `cell`: the shop's cell, which holds the backup and the download's record (docs/decisions/0041). */
export type PackMessage = { type: "pack-data"; backupId: number; cell: number };

/** The columns that hold a file's key in R2, by table: the images the archive carries beside the rows. */
export const FILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  shops: ["logo_key"],
  store_images: ["image_key"],
  categories: ["image_key"],
  products: ["image_key"],
  payments: ["screenshot_key"],
};

export type DataExport = typeof dataExports.$inferSelect;

/** The shop's downloads of the last DATA_EXPORT_KEEP_DAYS, newest first, each with how far its backup has come. */
export async function recentDataExports(scope: ShopScope, now = Date.now()) {
  const rows = await scope.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.shopId, scope.shopId),
        gte(dataExports.createdAt, new Date(now - DATA_EXPORT_KEEP_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(10);
  return Promise.all(rows.map((row) => withBackupProgress(scope.db, row)));
}

/** One of the shop's downloads, or undefined (another shop's is never found). */
export async function findDataExport(scope: ShopScope, id: number) {
  const [row] = await scope.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.shopId, scope.shopId)));
  return row && withBackupProgress(scope.db, row);
}

/**
 * While its backup is being made, how many of the shop's tables are copied (of how many), and whether the backup
 * failed (the Queue gave up on it): the download is then failed too.
 */
async function withBackupProgress(db: Db, row: DataExport) {
  let status = row.status;
  let tablesDone = SHOP_TABLES.length;
  if (row.status === "backing-up") {
    const [backup] = row.backupId
      ? await db.select({ status: shopBackups.status }).from(shopBackups).where(eq(shopBackups.id, row.backupId))
      : [];
    if (!backup || backup.status === "failed") status = "failed";
    const [last] = row.backupId
      ? await db
          .select({ tableName: shopBackupParts.tableName })
          .from(shopBackupParts)
          .where(eq(shopBackupParts.backupId, row.backupId))
          .orderBy(desc(shopBackupParts.seq))
          .limit(1)
      : [];
    tablesDone = last ? SHOP_TABLES.findIndex((t) => t.name === last.tableName) : 0;
  }
  return { ...row, status, tablesDone, tablesTotal: SHOP_TABLES.length };
}

export type StartRefusal = "too-many";

/**
 * Starts a download of all the shop's data, or answers the one being made already (a second tap, another device):
 * a backup of kind "export" and its record; the caller sends the backup's first message.
 */
export async function startDataExport(
  scope: ShopScope,
  now = Date.now(),
): Promise<{ id: number; message: BackupMessage | null } | StartRefusal> {
  const [pending] = await scope.db
    .select({ id: dataExports.id, backupId: dataExports.backupId })
    .from(dataExports)
    .where(and(eq(dataExports.shopId, scope.shopId), inArray(dataExports.status, ["backing-up", "packing"])))
    .orderBy(desc(dataExports.id))
    .limit(1);
  if (pending) {
    const [backup] = pending.backupId
      ? await scope.db
          .select({ status: shopBackups.status })
          .from(shopBackups)
          .where(eq(shopBackups.id, pending.backupId))
      : [];
    if (backup && backup.status !== "failed") return { id: pending.id, message: null };
    await scope.db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.id, pending.id));
  }
  const [today] = await scope.db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.shopId, scope.shopId), gte(dataExports.createdAt, new Date(now - 86_400_000))));
  if ((today?.n ?? 0) >= DATA_EXPORTS_PER_DAY) return "too-many";
  const message = await createBackup(scope.db, scope.shopId, {
    now,
    startedBy: "download",
    kind: "export",
    cell: scope.cell,
  });
  const [created] = await scope.db
    .insert(dataExports)
    .values({ shopId: scope.shopId, backupId: message.backupId, createdAt: new Date(now) })
    .returning({ id: dataExports.id });
  return { id: created!.id, message };
}

/**
 * Packs the download whose backup has just completed: its parts and the images its rows name, into one ZIP in R2, the
 * progress written as it goes. Only the delivery that takes the record packs (at-least-once Queue); a failure
 * releases it for the retry, and throws.
 */
export async function packDataExport(
  env: Env,
  { backupId, cell }: Pick<PackMessage, "backupId" | "cell">,
  readme: (manifest: Manifest) => string,
  now = Date.now(),
): Promise<"packed" | "not-yet"> {
  const db = cellDb(env, cell);
  const [backup] = await db.select().from(shopBackups).where(eq(shopBackups.id, backupId));
  // The backup sends this message just before it marks itself complete.
  if (backup?.status === "running") return "not-yet";
  const [job] = await db
    .update(dataExports)
    .set({ status: "packing", claimedAt: new Date(now), filesDone: 0 })
    .where(
      and(
        eq(dataExports.backupId, backupId),
        or(
          eq(dataExports.status, "backing-up"),
          and(
            eq(dataExports.status, "packing"),
            or(isNull(dataExports.claimedAt), lt(dataExports.claimedAt, new Date(now - STALE_PACKING_MS))),
          ),
        ),
      ),
    )
    .returning();
  if (!job) return "packed";
  try {
    if (backup?.status !== "complete" || !backup.manifestKey) throw new Error(`backup ${backupId} is not complete`);
    const manifest = await readManifest(env.FILES, backup.manifestKey);
    const prefix = backupPrefix(job.shopId, backupId);
    const images = await imageKeys(env.FILES, prefix, manifest);
    const parts = manifest.tables.flatMap((t) => t.parts.map((p) => p.file));
    const filesTotal = parts.length + images.length;
    await db.update(dataExports).set({ filesTotal }).where(eq(dataExports.id, job.id));

    async function* entries(): AsyncGenerator<ZipEntry> {
      const text = (name: string, body: string): ZipEntry => ({
        name,
        data: new TextEncoder().encode(body),
        compress: true,
      });
      yield text("README.txt", readme(manifest));
      yield text("manifest.json", JSON.stringify(manifest, null, 1));
      for (const file of parts) {
        const object = await env.FILES.get(`${prefix}${file}`);
        if (!object) throw new Error(`backup ${backupId}'s ${file} is missing`);
        yield { name: `data/${file}`, data: new Uint8Array(await object.arrayBuffer()), compress: true };
      }
      for (const key of images) {
        // An image deleted since the row named it is left out; the rows still name it.
        const object = await env.FILES.get(key);
        if (object) yield { name: `images/${key}`, data: new Uint8Array(await object.arrayBuffer()), compress: false };
      }
    }
    let filesDone = 0;
    const fileKey = `exports/shops/${job.shopId}/data/${job.id}/${crypto.randomUUID()}.zip`;
    const written = await writeZipToR2(env.FILES, fileKey, entries(), async (name) => {
      if (name === "README.txt" || name === "manifest.json") return;
      filesDone++;
      if (filesDone % PROGRESS_EVERY === 0) {
        await db.update(dataExports).set({ filesDone }).where(eq(dataExports.id, job.id));
      }
    });
    await db
      .update(dataExports)
      .set({ status: "ready", filesDone: filesTotal, fileKey, bytes: written.bytes, finishedAt: new Date() })
      .where(eq(dataExports.id, job.id));
    return "packed";
  } catch (error) {
    await db.update(dataExports).set({ claimedAt: null }).where(eq(dataExports.id, job.id));
    throw error;
  }
}

/** The Queue gave up packing: the download is failed (the admin may ask again). */
export async function failDataExport(db: Db, backupId: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: "failed", finishedAt: new Date() })
    .where(and(eq(dataExports.backupId, backupId), inArray(dataExports.status, ["backing-up", "packing"])));
}

/** The R2 keys of the images the backup's rows name, each once, in the order they are met. */
export async function imageKeys(bucket: R2Bucket, prefix: string, manifest: Manifest): Promise<string[]> {
  const keys = new Set<string>();
  for (const table of manifest.tables) {
    const columns = FILE_COLUMNS[table.name];
    if (!columns) continue;
    for (const part of table.parts) {
      const object = await bucket.get(`${prefix}${part.file}`);
      if (!object) throw new Error(`${part.file} is missing`);
      for (const row of partRows(await object.text())) {
        for (const column of columns) {
          const key = row[column];
          if (typeof key === "string" && key.length > 0) keys.add(key);
        }
      }
    }
  }
  return [...keys];
}

/**
 * The hourly job: downloads older than DATA_EXPORT_KEEP_DAYS go, with their ZIP and their backup's files and row.
 * Returns how many went.
 */
export async function deleteOldDataExports(env: Env, now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const cell of cellNumbers(env)) deleted += await deleteOldDataExportsIn(env, cellDb(env, cell), now);
  return deleted;
}

async function deleteOldDataExportsIn(env: Env, db: Db, now: number): Promise<number> {
  const old = await db
    .select()
    .from(dataExports)
    .where(lt(dataExports.createdAt, new Date(now - DATA_EXPORT_KEEP_DAYS * 86_400_000)))
    .limit(100);
  for (const row of old) {
    if (row.fileKey) await env.FILES.delete(row.fileKey);
    if (row.backupId) {
      await deleteBackupFiles(env.FILES, row.shopId, row.backupId);
      await db.delete(shopBackups).where(and(eq(shopBackups.id, row.backupId), eq(shopBackups.kind, "export")));
    }
    await db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
  return old.length;
}
