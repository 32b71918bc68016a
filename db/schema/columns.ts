import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/*
 * Shared column builders. Conventions (docs/decisions/0003-schema-conventions.md):
 * - every tenant-owned table has `shop_id` and indexes that start with it;
 * - money is integer paise, quantities integer thousandths, times integer UTC milliseconds.
 */
export const id = () => integer("id").primaryKey({ autoIncrement: true });

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs);

/** A 0/1 flag, kept as an integer like the specs' fields. */
export const flag = (name: string, initial: 0 | 1) => integer(name).notNull().default(initial);
