import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { shops } from "./platform";

const at = (name: string) =>
  integer(name, { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** A move's state, in its source cell: the shop takes no writes there while it is `copying` or `clearing`. */
export const MOVE_STATUSES = ["copying", "clearing", "complete", "failed"] as const;

/*
 * A shop moved from one cell to another (docs/decisions/0041), by the Queue one batch a message
 * (app/server/cells/move.server.ts). The row lives in the source cell, beside the rows it moves: there it is the lock
 * every write of the shop checks in its own statement, so nothing is written behind the copy.
 */
export const shopMoves = sqliteTable(
  "shop_moves",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    fromCell: integer("from_cell").notNull(),
    toCell: integer("to_cell").notNull(),
    status: text("status", { enum: MOVE_STATUSES }).notNull().default("copying"),
    /** Which step of the plan is next, and where in its table the copy or the clearing has reached. */
    step: integer("step").notNull().default(0),
    lastKey: text("last_key"),
    /** The rows of each table and their checksum, as verified in both cells before the switch (JSON). */
    verified: text("verified"),
    actor: text("actor").notNull().default(""),
    error: text("error").notNull().default(""),
    startedAt: at("started_at"),
    touchedAt: at("touched_at"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("shop_moves_shop_idx").on(t.shopId, t.status)],
);
