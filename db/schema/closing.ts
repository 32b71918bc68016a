import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { shops } from "./platform";

/**
 * A shop's request to close its account and where it stands (docs/decisions/0038): one row per shop, asked by its
 * admin, withdrawn by them or confirmed by the platform owner; the history is in the audit log. After confirmation
 * the hourly housekeeping deletes the shop's data in batches and writes down how far it got.
 */
export const shopClosures = sqliteTable("shop_closures", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  state: text("state", { enum: ["requested", "withdrawn", "confirmed"] }).notNull(),
  /** The admin's own words, optional. */
  reason: text("reason").notNull().default(""),
  /** Who asked (the admin's user name then: the admin row itself is deleted with the data). */
  requestedBy: text("requested_by").notNull().default(""),
  requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  /** When everything but the bills was deleted (30 days after confirmation). */
  dataPurgedAt: integer("data_purged_at", { mode: "timestamp_ms" }),
  /**
   * Bills issued before this time may be deleted (72 months before the housekeeping run that sets it). The bills'
   * delete triggers read it: a bill of any other shop, or a younger one, can never be deleted.
   */
  billsDeletableBefore: integer("bills_deletable_before", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
