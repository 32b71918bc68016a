import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { shopBackups } from "./backups";
import { createdAt, id } from "./columns";
import { DATA_EXPORT_STATUSES } from "./enums";
import { shops } from "./platform";

/**
 * "Download all my data" (docs/decisions/0037): a backup of the shop made for it (kind "export"), then packed by the
 * Queue into one ZIP in R2 with the shop's images, kept 7 days for its own admin to download.
 */
export const dataExports = sqliteTable(
  "data_exports",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    backupId: integer("backup_id").references(() => shopBackups.id, { onDelete: "set null" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("backing-up"),
    /** Files packed so far, of `filesTotal` (the backup's parts and the images) once packing began. */
    filesDone: integer("files_done").notNull().default(0),
    filesTotal: integer("files_total").notNull().default(0),
    /** When a delivery took the packing: another delivery leaves it alone unless this is stale. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    fileKey: text("file_key"),
    bytes: integer("bytes").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("data_exports_shop_idx").on(t.shopId, t.createdAt), index("data_exports_time_idx").on(t.createdAt)],
);
