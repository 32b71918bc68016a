import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { BACKUP_KINDS, BACKUP_STATUSES, IMPORT_STATUSES, RESTORE_STATUSES } from "./enums";
import { platformOwners, shops } from "./platform";

const at = (name: string) =>
  integer(name, { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/*
 * A shop's backups (docs/decisions/0037): its rows written to R2 in parts by the Queue, one part a message, the
 * manifest last. A backup is "complete" only once its manifest is written; a backup that stops half-way stays
 * "running" until the hourly job marks it failed and deletes its files.
 */
export const shopBackups = sqliteTable(
  "shop_backups",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BACKUP_KINDS }).notNull().default("daily"),
    status: text("status", { enum: BACKUP_STATUSES }).notNull().default("running"),
    /** The India day it was started for (yyyy-mm-dd): one scheduled backup a shop a day. */
    day: text("day").notNull(),
    /** Who asked: "schedule", or the platform owner's user name ("Back up now"). */
    startedBy: text("started_by").notNull().default("schedule"),
    /** Each id-keyed table's highest id when the backup began: rows added later are not in it. */
    marks: text("marks", { mode: "json" }).$type<Record<string, number>>(),
    /** Rows of each table, { table: count }, once complete. */
    counts: text("counts", { mode: "json" }).$type<Record<string, number>>(),
    /** The manifest's R2 key, once complete. */
    manifestKey: text("manifest_key"),
    bytes: integer("bytes").notNull().default(0),
    error: text("error").notNull().default(""),
    startedAt: at("started_at"),
    /** The last part written: a running backup untouched for long is stale (the hourly job fails it). */
    touchedAt: at("touched_at"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("shop_backups_shop_idx").on(t.shopId, t.startedAt), index("shop_backups_status_idx").on(t.status)],
);

/**
 * One part of a backup: up to a few thousand rows of one table, as JSON lines in R2. `seq` numbers the parts in the
 * order they are written; a second delivery of the same step finds its `seq` taken and leaves the first one's part.
 */
export const shopBackupParts = sqliteTable(
  "shop_backup_parts",
  {
    backupId: integer("backup_id")
      .notNull()
      .references(() => shopBackups.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    tableName: text("table_name").notNull(),
    /** The part's number within its table, from 1 (0: the table has no rows, and no file). */
    part: integer("part").notNull(),
    rows: integer("rows").notNull(),
    /** The last row's key (JSON list): where the table's next part starts. */
    lastKey: text("last_key", { mode: "json" }).$type<unknown[]>(),
    fileKey: text("file_key"),
    sha256: text("sha256").notNull().default(""),
    bytes: integer("bytes").notNull().default(0),
  },
  (t) => [uniqueIndex("shop_backup_parts_seq_idx").on(t.backupId, t.seq)],
);

/**
 * A restore of a shop from one of its backups. While one is running (or failed half-way) the shop is read-only:
 * its store takes no orders and its admin panel saves nothing, until a restore completes.
 */
export const shopRestores = sqliteTable(
  "shop_restores",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    backupId: integer("backup_id")
      .notNull()
      .references(() => shopBackups.id, { onDelete: "cascade" }),
    status: text("status", { enum: RESTORE_STATUSES }).notNull().default("running"),
    /** The step of the plan (app/server/shop-data/restore.server.ts) to do next; of `steps`. */
    step: integer("step").notNull().default(0),
    steps: integer("steps").notNull().default(0),
    ownerId: integer("owner_id").references(() => platformOwners.id, { onDelete: "set null" }),
    error: text("error").notNull().default(""),
    startedAt: at("started_at"),
    touchedAt: at("touched_at"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("shop_restores_shop_idx").on(t.shopId, t.status)],
);

/*
 * A shop recreated from a "Download all my data" archive (docs/decisions/0037 "Import"), by the platform owner: the
 * uploaded ZIP kept in R2 under `file_key` (one row an upload, so importing the same upload twice finds this row and
 * makes no second shop), the URL chosen for the new shop, and the shop once made (`shop_id`, set when the import
 * begins writing; the shop stays disabled).
 */
export const shopImports = sqliteTable(
  "shop_imports",
  {
    id: id(),
    /** The uploaded archive's R2 key; for a stored backup, a name of this import's own (no file has it). */
    fileKey: text("file_key").notNull().unique(),
    /** The stored backup the shop is recreated from, when it is not an uploaded archive. */
    backupId: integer("backup_id").references(() => shopBackups.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("uploaded"),
    /** Tables done of the archive's, for the progress shown. */
    tablesDone: integer("tables_done").notNull().default(0),
    tablesTotal: integer("tables_total").notNull().default(0),
    ownerId: integer("owner_id").references(() => platformOwners.id, { onDelete: "set null" }),
    /** Why it was refused or failed, in a sentence the owner reads. */
    error: text("error").notNull().default(""),
    createdAt: at("created_at"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("shop_imports_shop_idx").on(t.shopId)],
);
