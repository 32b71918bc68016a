import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { istDate } from "#app/domain/time";
import { shopBackupParts, shopBackups } from "#db/schema/backups";
import { shops } from "#db/schema/platform";
import { cellDb, tableDatabase } from "../cells.server";
import type { Db } from "../db.server";
import { pruneBackups } from "./backup-keeping.server";
import type { PackMessage } from "./data-export.server";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupPrefix,
  type Manifest,
  manifestKey,
  partKey,
  sha256Hex,
} from "./format";
import { SHOP_TABLES, type ShopTable, shopColumn } from "./tables";

/*
 * A shop's backup, made by the Queue one part at a time (docs/decisions/0037): each message reads up to PART_ROWS
 * rows of one table after the last part's key, writes them to R2 as one file and records the part in D1; the next
 * message does the next part. When every table is done the manifest (tables, counts, files and their SHA-256) is
 * written, and only then is the backup marked complete. Which part comes next is always read from D1, never from the
 * message, so a message delivered twice finds its part recorded and writes nothing more.
 */

/** Rows per part, and the bytes a part stops growing at (a part is also what a restore writes in one statement). */
export const PART_ROWS = 2_000;
export const PART_BYTES = 700_000;
/** Rows per read while a part is filled. */
const PAGE_ROWS = 500;

/** `cell`: the cell that holds the shop's rows and the backup's own (docs/decisions/0041). */
export type BackupMessage = { type: "backup"; backupId: number; step: number; cell: number };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Starts a backup of the shop in its cell's `db`: its row, and the first message for the caller to send. */
export async function createBackup(
  db: Db,
  shopId: number,
  options: { now?: number; startedBy?: string; kind?: "daily" | "export"; cell?: number } = {},
): Promise<BackupMessage> {
  const now = options.now ?? Date.now();
  // Every id-keyed table's highest id so far: the backup holds the rows that existed when it began.
  const { results } = await db.$client
    .prepare("select name, seq from sqlite_sequence")
    .all<{ name: string; seq: number }>();
  const marks = Object.fromEntries(results.map((r) => [r.name, r.seq]));
  const [row] = await db
    .insert(shopBackups)
    .values({
      marks,
      shopId,
      kind: options.kind ?? "daily",
      day: istDate(new Date(now)),
      startedBy: options.startedBy ?? "schedule",
      startedAt: new Date(now),
      touchedAt: new Date(now),
    })
    .returning({ id: shopBackups.id });
  return { type: "backup", backupId: row!.id, step: 0, cell: options.cell ?? 0 };
}

/** Where the next part starts: the table's index in SHOP_TABLES, its part number, and the key it follows. */
type Position = { table: number; part: number; after: unknown[] | null };

function nextPosition(last: { tableName: string; part: number; lastKey: unknown[] | null } | undefined): Position {
  if (!last) return { table: 0, part: 1, after: null };
  const table = SHOP_TABLES.findIndex((t) => t.name === last.tableName);
  if (last.lastKey) return { table, part: last.part + 1, after: last.lastKey };
  return { table: table + 1, part: 1, after: null };
}

/**
 * Up to PART_ROWS rows of the table after `after`, as JSON lines, and the last row's key when more may follow. Rows
 * added since the backup began (an id above its mark) are left out, so a row never points at one the backup lacks.
 */
async function readPart(
  d1: D1Database,
  table: ShopTable,
  shopId: number,
  after: unknown[] | null,
  marks: Record<string, number>,
) {
  const keys = table.key.map(quoted).join(", ");
  const mark = table.key.length === 1 && table.key[0] === "id" ? (marks[table.name] ?? 0) : null;
  const lines: string[] = [];
  let bytes = 0;
  let cursor = after;
  for (;;) {
    const keyed = cursor ? ` and (${keys}) > (${table.key.map(() => "?").join(", ")})` : "";
    const marked = mark === null ? "" : " and id <= ?";
    const want = Math.min(PAGE_ROWS, PART_ROWS - lines.length);
    const { results } = await d1
      .prepare(
        `select * from ${quoted(table.name)} where ${quoted(shopColumn(table))} = ?${keyed}${marked} order by ${keys} limit ?`,
      )
      .bind(shopId, ...(cursor ?? []), ...(mark === null ? [] : [mark]), want)
      .all<Record<string, unknown>>();
    for (const row of results) {
      const line = JSON.stringify(row);
      lines.push(line);
      bytes += line.length + 1;
    }
    const last = results.at(-1);
    if (last) cursor = table.key.map((k) => last[k]);
    if (results.length < want) return { lines, lastKey: null };
    if (lines.length >= PART_ROWS || bytes >= PART_BYTES) return { lines, lastKey: cursor };
  }
}

/**
 * One step of a backup: the next part, or the manifest once every table is done. Returns the message to send next
 * (none when the backup is finished, or when another delivery of this step is the one going on). `redelivered`: the
 * Queue's earlier try of this message may have recorded its part and stopped before sending the next message, which
 * is then sent now.
 */
export async function runBackupStep(
  env: Env,
  message: BackupMessage,
  options: { redelivered?: boolean; now?: number } = {},
): Promise<BackupMessage | null> {
  // A table the shop has no rows in is recorded and passed over in the same message: a message ends with a part
  // written (or the manifest), so a small shop is not a Queue round trip per table.
  let next = await backupStep(env, message, options);
  for (let more = 0; next?.empty && more < SHOP_TABLES.length; more++) {
    next = await backupStep(env, next.message, { now: options.now });
  }
  return next?.message ?? null;
}

async function backupStep(
  env: Env,
  message: BackupMessage,
  options: { redelivered?: boolean; now?: number },
): Promise<{ message: BackupMessage; empty: boolean } | null> {
  const db = cellDb(env, message.cell);
  const [row] = await db.select().from(shopBackups).where(eq(shopBackups.id, message.backupId));
  if (row?.status !== "running") return null;
  const [{ parts } = { parts: 0 }] = await db
    .select({ parts: count() })
    .from(shopBackupParts)
    .where(eq(shopBackupParts.backupId, row.id));
  if (parts !== message.step) {
    return parts === message.step + 1 && options.redelivered
      ? { message: { ...message, step: parts }, empty: false }
      : null;
  }
  const [last] = await db
    .select()
    .from(shopBackupParts)
    .where(eq(shopBackupParts.backupId, row.id))
    .orderBy(desc(shopBackupParts.seq))
    .limit(1);
  const position = nextPosition(last);
  const table = SHOP_TABLES[position.table];
  if (!table) {
    await finishBackup(env, db, row, message.cell, options.now);
    return null;
  }
  const from = tableDatabase(env, message.cell, table.name);
  const { lines, lastKey } = await readPart(from, table, row.shopId, position.after, row.marks ?? {});
  let file: { key: string; sha256: string; bytes: number } | null = null;
  if (lines.length > 0) {
    const body = new TextEncoder().encode(`${lines.join("\n")}\n`);
    const sha256 = await sha256Hex(body);
    const key = partKey(row.shopId, row.id, table.name, position.part, sha256);
    await env.FILES.put(key, body, { sha256, httpMetadata: { contentType: "application/x-ndjson" } });
    file = { key, sha256, bytes: body.byteLength };
  }
  const recorded = await db
    .insert(shopBackupParts)
    .values({
      backupId: row.id,
      seq: message.step,
      tableName: table.name,
      part: lines.length > 0 ? position.part : 0,
      rows: lines.length,
      lastKey,
      fileKey: file?.key ?? null,
      sha256: file?.sha256 ?? "",
      bytes: file?.bytes ?? 0,
    })
    .onConflictDoNothing()
    .returning({ seq: shopBackupParts.seq });
  if (recorded.length === 0) {
    // Another delivery of this step recorded its part first: that one goes on; a file of ours it does not name goes.
    const [theirs] = await db
      .select({ fileKey: shopBackupParts.fileKey })
      .from(shopBackupParts)
      .where(and(eq(shopBackupParts.backupId, row.id), eq(shopBackupParts.seq, message.step)));
    if (file && theirs?.fileKey !== file.key) await env.FILES.delete(file.key);
    return null;
  }
  await db
    .update(shopBackups)
    .set({ touchedAt: new Date(options.now ?? Date.now()) })
    .where(eq(shopBackups.id, row.id));
  return { message: { ...message, step: message.step + 1 }, empty: lines.length === 0 };
}

type BackupRow = typeof shopBackups.$inferSelect;

async function tableColumns(d1: D1Database, table: string): Promise<string[]> {
  const { results } = await d1.prepare(`pragma table_info(${quoted(table)})`).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** The manifest, from the parts recorded in D1 (the same manifest however often it is written), then "complete". */
async function finishBackup(env: Env, db: Db, row: BackupRow, cell: number, now = Date.now()): Promise<void> {
  const parts = await db
    .select()
    .from(shopBackupParts)
    .where(eq(shopBackupParts.backupId, row.id))
    .orderBy(asc(shopBackupParts.seq));
  const [shop] = await db.select({ url: shops.url, name: shops.name }).from(shops).where(eq(shops.id, row.shopId));
  const tables: Manifest["tables"] = [];
  for (const table of SHOP_TABLES) {
    const own = parts.filter((p) => p.tableName === table.name);
    tables.push({
      name: table.name,
      key: table.key,
      columns: await tableColumns(db.$client, table.name),
      rows: own.reduce((sum, p) => sum + p.rows, 0),
      parts: own.flatMap((p) =>
        p.fileKey
          ? [
              {
                file: p.fileKey.slice(backupPrefix(row.shopId, row.id).length),
                rows: p.rows,
                bytes: p.bytes,
                sha256: p.sha256,
              },
            ]
          : [],
      ),
    });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    backupId: row.id,
    shop: { id: row.shopId, url: shop?.url ?? "", name: shop?.name ?? "" },
    day: row.day,
    startedAt: row.startedAt.getTime(),
    finishedAt: now,
    tables,
  };
  const key = manifestKey(row.shopId, row.id);
  await env.FILES.put(key, JSON.stringify(manifest, null, 1), { httpMetadata: { contentType: "application/json" } });
  // The month's first complete backup is its monthly one (kept a year); the others are daily (kept 30).
  const [monthly] = await db
    .select({ id: shopBackups.id })
    .from(shopBackups)
    .where(
      and(
        eq(shopBackups.shopId, row.shopId),
        eq(shopBackups.kind, "monthly"),
        eq(shopBackups.status, "complete"),
        sql`substr(${shopBackups.day}, 1, 7) = ${row.day.slice(0, 7)}`,
      ),
    )
    .limit(1);
  const counts = Object.fromEntries(tables.map((t) => [t.name, t.rows]));
  // A download's backup goes on to be packed ("Download all my data", data-export.server.ts). Sent before the backup
  // is complete, so a failed send fails this step, whose retry sends it again; a packing that comes too early waits.
  if (row.kind === "export") await env.JOBS.send({ type: "pack-data", backupId: row.id, cell } satisfies PackMessage);
  await db
    .update(shopBackups)
    .set({
      status: "complete",
      kind: row.kind === "export" ? "export" : monthly ? "daily" : "monthly",
      counts,
      manifestKey: key,
      bytes: parts.reduce((sum, p) => sum + p.bytes, 0),
      finishedAt: new Date(now),
      touchedAt: new Date(now),
    })
    .where(and(eq(shopBackups.id, row.id), eq(shopBackups.status, "running")));
  await pruneBackups(env, row.shopId, Date.now(), cell);
}
