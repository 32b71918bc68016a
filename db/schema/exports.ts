import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { EXPORT_KINDS, EXPORT_STATUSES } from "./enums";
import { shops } from "./platform";

/**
 * A report file made in the background (the Queue) because its range holds too many yaadies to answer at once: its
 * progress for the screen, and once done the file's key in R2 (kept EXPORT_KEEP_DAYS, removed by the hourly job).
 */
export const reportExports = sqliteTable(
  "report_exports",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: EXPORT_KINDS }).notNull(),
    /** The India days asked for, yyyy-mm-dd. */
    fromDay: text("from_day").notNull(),
    toDay: text("to_day").notNull(),
    /** Whose yaadies (report-range.ts DealerFilter as text): "" every one, "shop" the shop's own, or a dealer's id. */
    dealer: text("dealer").notNull().default(""),
    /** Which sales (report-range.ts SaleFilter): "" every one, "online" or "counter". */
    sale: text("sale").notNull().default(""),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: EXPORT_STATUSES }).notNull().default("queued"),
    /** Yaadies written so far, of `totalYaadies` counted when the job began. */
    doneYaadies: integer("done_yaadies").notNull().default(0),
    totalYaadies: integer("total_yaadies").notNull().default(0),
    /** When a job took the export: another delivery of the same message leaves it alone unless this is stale. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    fileKey: text("file_key"),
    createdAt: createdAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("report_exports_shop_time_idx").on(t.shopId, t.createdAt),
    index("report_exports_time_idx").on(t.createdAt),
  ],
);
