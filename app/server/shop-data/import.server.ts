import { and, eq } from "drizzle-orm";
import { importedImageKey } from "#app/domain/shop-import";
import { toShopUrl } from "#app/domain/shop-url";
import { shopBackups, shopImports } from "#db/schema/backups";
import { auditEvents } from "#db/schema/platform";
import { cellDb, cellNumbers } from "../cells.server";
import { openZipFromR2, ZipError } from "../data-export/zip-reader.server";
import { getDb } from "../db.server";
import { checkStoreName } from "../signup.server";
import { partRows, sha256Hex } from "./format";
import { type ArchiveFiles, checkArchive, ImportRefusal } from "./import-archive.server";
import {
  importedRow,
  type Mapping,
  presentColumns,
  quoted,
  type Row,
  reserveIds,
  tablePlan,
} from "./import-rows.server";
import { openStoredBackup } from "./stored-backup-archive.server";
import { SHOP_TABLES, shopTable } from "./tables";

/*
 * A shop's "Download all my data" archive recreated as a NEW shop by the platform owner (docs/decisions/0037 "Import"),
 * for inspection or a move. One job that streams the archive part by part: only one part file is in memory at a time.
 *
 *  1. Check: the archive is a Yaadi archive of this format version, every part the manifest lists is there and its
 *     SHA-256 is the manifest's. A refusal writes nothing but the import row's sentence.
 *  2. The new shop's row (the chosen URL, disabled: not public), and for each table with its own ids a block of new
 *     ids reserved at once (its AUTOINCREMENT counter moved on by the archive's largest id), so an old id maps to
 *     old + offset with no map kept in memory, and no other shop's insert can take an id of the block.
 *  3. The images copied to the new shop's own R2 keys (the shop's id in the key replaced).
 *  4. Table by table in foreign-key order, each part's rows with every reference carried over: shop_id, declared
 *     foreign keys (read from the database), the undeclared ones (app/domain/shop-import.ts), image keys; and fresh values
 *     for columns unique across the platform (read from the unique indexes) and write keys. A table the database
 *     fills itself (tables.ts derivedFrom) is emptied after its source and then filled from the archive, as a
 *     restore does.
 *
 * The run-once guard: the import row moves from "uploaded" to "importing" once; a second run finds it taken.
 *
 * The table plans and the row mapping of steps 2 and 4 are in import-rows.server.ts.
 */

export type ImportOutcome =
  | { status: "complete"; shopId: number }
  | { status: "failed"; error: string }
  | { status: "taken" };

/** The file key of an import from a stored backup: a name of its own, unique like an upload's key. */
export const STORED_BACKUP_PREFIX = "stored-backup/";
export const storedBackupImportKey = (backupId: number, requestKey: string) =>
  `${STORED_BACKUP_PREFIX}${backupId}/${requestKey}`;

/**
 * The backup a stored-backup import reads. A backup of a shop in cell 0 is also the import's `backup_id` (a foreign
 * key, so a backup deleted since is none); one in another cell is named by the import's key alone.
 */
function storedBackupIdOf(job: { fileKey: string; backupId: number | null }): number | null {
  if (job.backupId) return job.backupId;
  const named = /^stored-backup\/([0-9]{1,16})\//.exec(job.fileKey)?.[1];
  return named ? Number(named) : null;
}

/**
 * Starts an import of an uploaded archive, or of a stored backup (`backupId`): its row, or the row already made for
 * this upload or request.
 */
export async function createImport(
  env: Env,
  input: { fileKey: string; url: string; ownerId: number | null; backupId?: number },
): Promise<{ id: number; created: boolean }> {
  const db = getDb(env.DB);
  const [made] = await db
    .insert(shopImports)
    .values({
      fileKey: input.fileKey,
      url: toShopUrl(input.url),
      ownerId: input.ownerId,
      backupId: input.backupId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: shopImports.id });
  if (made) return { id: made.id, created: true };
  const [existing] = await db
    .select({ id: shopImports.id })
    .from(shopImports)
    .where(eq(shopImports.fileKey, input.fileKey));
  return { id: existing!.id, created: false };
}

/** Runs an import to its end. Runs once: a second call (a message delivered twice) finds the row taken. */
export async function runImport(env: Env, importId: number, actor = "Owner"): Promise<ImportOutcome> {
  const db = getDb(env.DB);
  const [job] = await db
    .update(shopImports)
    .set({ status: "importing" })
    .where(and(eq(shopImports.id, importId), eq(shopImports.status, "uploaded")))
    .returning();
  if (!job) return { status: "taken" };
  const fail = async (error: string) => {
    await db
      .update(shopImports)
      .set({ status: "failed", error: error.slice(0, 300), finishedAt: new Date() })
      .where(eq(shopImports.id, importId));
    await db.insert(auditEvents).values({
      ownerId: job.ownerId,
      actor,
      action: "Shop import failed",
      shopUrl: job.url,
      details: `Import ${importId}: ${error}; nothing of it is kept`.slice(0, 500),
    });
    return { status: "failed", error } as const;
  };
  try {
    return await importArchive(env, job, fail, actor);
  } catch (error) {
    // Whatever stopped it, the import is failed for the owner to see, never left "importing".
    return fail(`The import stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function importArchive(
  env: Env,
  job: typeof shopImports.$inferSelect,
  fail: (error: string) => Promise<ImportOutcome>,
  actor: string,
): Promise<ImportOutcome> {
  const db = getDb(env.DB);
  const d1 = env.DB;
  const importId = job.id;

  let zip: ArchiveFiles;
  let checked: Awaited<ReturnType<typeof checkArchive>>;
  try {
    zip = await openArchive(env, job);
    checked = await checkArchive(zip);
  } catch (error) {
    if (error instanceof ImportRefusal || error instanceof ZipError) return fail(error.message);
    throw error;
  }
  const nameCheck = await checkStoreName(db, job.url);
  if (nameCheck !== "available") {
    return fail(nameCheck === "taken" ? `The URL ${job.url} is taken.` : `The URL ${job.url} is reserved.`);
  }
  const { manifest, maxIds } = checked;
  const oldShopId = manifest.shop.id;

  // The shop's row first: its id is in every other row.
  const shopsPlan = await tablePlan(d1, "shops");
  const shopsPart = manifest.tables.find((t) => t.name === "shops")!.parts[0]!;
  const [oldShop] = partRows(new TextDecoder().decode(await zip.read(`data/${shopsPart.file}`)));
  // Disabled (it takes no orders) and hidden (its store is no store to customers) from its first moment, whatever
  // the archive's shop was; hidden_at is set even when the archive is older than the column. Its rows are written
  // here, so its cell is this database's (0), whichever cell the archive's shop was in (docs/decisions/0041).
  const shopRow: Row = { ...oldShop, url: job.url, status: "disabled", logo_key: null, hidden_at: Date.now(), cell: 0 };
  const shopColumns = [...new Set([...(await presentColumns(d1, "shops", manifest)), "hidden_at", "cell"])].filter(
    (c) => c !== "id",
  );
  const created = await d1
    .prepare(
      `insert into shops (${shopColumns.map(quoted).join(", ")})
         values (${shopColumns.map(() => "?").join(", ")}) returning id`,
    )
    .bind(...shopColumns.map((c) => shopRow[c] ?? null))
    .first<{ id: number }>();
  const newShopId = created!.id;
  try {
    await db
      .update(shopImports)
      .set({ shopId: newShopId, tablesTotal: manifest.tables.length })
      .where(eq(shopImports.id, importId));
    await db.insert(auditEvents).values({
      ownerId: job.ownerId,
      actor,
      action: "Shop import started",
      shopId: newShopId,
      shopUrl: job.url,
      details: `From ${job.backupId ? `backup ${job.backupId}` : "the archive"} of ${manifest.shop.url} (shop ${oldShopId}, ${manifest.day}); the new shop stays disabled and hidden`,
    });
    const offsets = new Map<string, number>();
    for (const [table, max] of maxIds) offsets.set(table, await reserveIds(d1, table, max));
    const mapping: Mapping = { oldShopId, newShopId, newUrl: job.url, offsets };

    for (const name of zip.names.filter((n) => n.startsWith("images/"))) {
      const key = name.slice("images/".length);
      await env.FILES.put(importedImageKey(key, oldShopId, newShopId), await zip.read(name));
    }
    const logo = oldShop?.logo_key;
    const shopMapped = importedRow("shops", { ...oldShop!, logo_key: logo }, shopsPlan, mapping);
    await d1
      .prepare("update shops set logo_key = ? where id = ?")
      .bind(shopMapped.logo_key ?? null, newShopId)
      .run();

    let done = 1;
    for (const table of manifest.tables) {
      if (table.name === "shops") continue;
      const plan = await tablePlan(d1, table.name);
      const columns = await presentColumns(d1, table.name, manifest);
      const derived = shopTable(table.name)?.derivedFrom;
      if (derived)
        await d1
          .prepare(`delete from ${quoted(table.name)} where shop_id = ?`)
          .bind(newShopId)
          .run();
      for (const part of table.parts) {
        const bytes = (await zip.read(`data/${part.file}`)) as Uint8Array<ArrayBuffer>;
        if ((await sha256Hex(bytes)) !== part.sha256) throw new Error(`data/${part.file} changed during the import`);
        const rows = partRows(new TextDecoder().decode(bytes)).map((row) =>
          importedRow(table.name, row, plan, mapping),
        );
        const values = columns.map((c) => `json_extract(value, '$.${JSON.stringify(c).slice(1, -1)}')`).join(", ");
        await d1
          .prepare(
            `insert into ${quoted(table.name)} (${columns.map(quoted).join(", ")})
               select ${values} from json_each(?) order by key`,
          )
          .bind(JSON.stringify(rows))
          .run();
      }
      done++;
      await db.update(shopImports).set({ tablesDone: done }).where(eq(shopImports.id, importId));
    }
  } catch (error) {
    // Half a shop is worse than none: the new shop goes with its rows (they cascade) and its images.
    await removeImportedShop(env, newShopId);
    return fail(`The import stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  await db.update(shopImports).set({ status: "complete", finishedAt: new Date() }).where(eq(shopImports.id, importId));
  await db.insert(auditEvents).values({
    ownerId: job.ownerId,
    actor,
    action: "Shop import completed",
    shopId: newShopId,
    shopUrl: job.url,
    details: `Every row of ${manifest.tables.length} tables of ${manifest.shop.url}'s ${job.backupId ? "backup" : "archive"} is in; the shop is disabled and hidden`,
  });
  return { status: "complete", shopId: newShopId };
}

/** The import's files: its uploaded ZIP, or the stored backup it was asked from. */
async function openArchive(env: Env, job: typeof shopImports.$inferSelect): Promise<ArchiveFiles> {
  if (job.fileKey.startsWith(STORED_BACKUP_PREFIX)) {
    const backupId = storedBackupIdOf(job);
    // A backup of a shop in another cell is in that cell (docs/decisions/0041); ids never meet across cells.
    const found = await Promise.all(
      cellNumbers(env).map((cell) =>
        cellDb(env, cell)
          .select({ shopId: shopBackups.shopId, status: shopBackups.status })
          .from(shopBackups)
          .where(eq(shopBackups.id, backupId ?? 0)),
      ),
    );
    const backup = found.flat()[0];
    if (!backupId || !backup) throw new ImportRefusal("The backup this import was asked from is no longer kept.");
    if (backup.status !== "complete") throw new ImportRefusal("The backup this import was asked from is not complete.");
    return openStoredBackup(env.FILES, backup.shopId, backupId);
  }
  return openZipFromR2(env.FILES, job.fileKey);
}

async function removeImportedShop(env: Env, shopId: number) {
  for (const table of SHOP_TABLES.toReversed()) {
    const column = table.name === "shops" ? "id" : "shop_id";
    // A reversal before the entry it names (a foreign key to the same table).
    if (table.name === "ledger_entries") {
      await env.DB.prepare("delete from ledger_entries where shop_id = ? and reverses is not null").bind(shopId).run();
    }
    await env.DB.prepare(`delete from ${quoted(table.name)} where ${quoted(column)} = ?`)
      .bind(shopId)
      .run();
  }
  for (const prefix of [`public/shops/${shopId}/`, `private/shops/${shopId}/`]) {
    for (;;) {
      const listed = await env.FILES.list({ prefix, limit: 500 });
      if (listed.objects.length === 0) break;
      await env.FILES.delete(listed.objects.map((o) => o.key));
    }
  }
}
