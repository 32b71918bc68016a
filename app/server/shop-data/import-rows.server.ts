import { encodeBase64Url } from "#app/domain/base64url";
import {
  freshYaadiUrl,
  importedImageKey,
  mapPendingLines,
  mapSubject,
  UNDECLARED_REFERENCES,
} from "#app/domain/shop-import";
import { randomBytes } from "../auth/crypto.server";
import { FILE_COLUMNS } from "./data-export.server";
import type { Manifest } from "./format";
import { hasOwnIds } from "./import-archive.server";
import { shopTable } from "./tables";

/*
 * How an import (import.server.ts, the job) carries an archive's rows over to the new shop: each table's plan (its
 * references, read from the database's foreign keys and app/domain/shop-import.ts; its columns unique across the
 * platform; its file columns), the block of new ids reserved for each table with its own ids, and one archive row
 * mapped as the new shop's.
 */

export type Row = Record<string, unknown>;
type ForeignKey = { from: string; table: string };

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function foreignKeys(d1: D1Database, table: string): Promise<ForeignKey[]> {
  const { results } = await d1
    .prepare(`pragma foreign_key_list(${quoted(table)})`)
    .all<{ from: string; table: string; to: string }>();
  return results.map((r) => ({ from: r.from, table: r.table }));
}

/** Columns of the table in a unique index that does not hold shop_id: their values must be unique over every shop. */
export async function platformUniqueColumns(d1: D1Database, table: string): Promise<string[]> {
  const { results: indexes } = await d1
    .prepare(`pragma index_list(${quoted(table)})`)
    .all<{ name: string; unique: number; origin: string }>();
  const columns: string[] = [];
  for (const index of indexes) {
    if (!index.unique || index.origin === "pk") continue;
    const { results } = await d1.prepare(`pragma index_info(${quoted(index.name)})`).all<{ name: string }>();
    const names = results.map((r) => r.name);
    if (!names.includes("shop_id") && !(table === "shops" && names.includes("id"))) columns.push(...names);
  }
  return columns;
}

/** Reserves a block of `span` new ids for the table; returns the offset (new id = old id + offset). */
export async function reserveIds(d1: D1Database, table: string, span: number): Promise<number> {
  await d1
    .prepare(
      `insert into sqlite_sequence (name, seq) select ?, coalesce((select max(id) from ${quoted(table)}), 0)
         where not exists (select 1 from sqlite_sequence where name = ?)`,
    )
    .bind(table, table)
    .run();
  const row = await d1
    .prepare("update sqlite_sequence set seq = seq + ? where name = ? returning seq")
    .bind(span, table)
    .first<{ seq: number }>();
  return row!.seq - span;
}

/** Where the archive's ids go: the old shop's id and the new one's, its URL, each table's id offset (reserveIds). */
export type Mapping = {
  oldShopId: number;
  newShopId: number;
  newUrl: string;
  offsets: Map<string, number>;
};

function mapId(mapping: Mapping, table: string, id: number): number {
  if (table === "shops") return mapping.newShopId;
  const offset = mapping.offsets.get(table);
  if (offset === undefined) throw new Error(`no ids reserved for ${table}`);
  return id + offset;
}

export type TablePlan = {
  references: Map<string, string>;
  fresh: string[];
  files: readonly string[];
};

/** What carrying a table's rows over takes: its references, its columns that get fresh values, its file columns. */
export async function tablePlan(d1: D1Database, table: string): Promise<TablePlan> {
  const references = new Map<string, string>();
  for (const fk of await foreignKeys(d1, table)) {
    if (fk.table === "shops" || shopTable(fk.table)) references.set(fk.from, fk.table);
  }
  for (const [column, target] of Object.entries(UNDECLARED_REFERENCES)) {
    const [t, c] = column.split(".");
    if (t === table) references.set(c!, target);
  }
  if (hasOwnIds(table)) references.set("id", table);
  references.set(table === "shops" ? "id" : "shop_id", "shops");
  const fresh = (await platformUniqueColumns(d1, table)).filter((c) => !references.has(c));
  const columns = await d1.prepare(`pragma table_info(${quoted(table)})`).all<{ name: string }>();
  if (columns.results.some((c) => c.name === "write_key")) fresh.push("write_key");
  return { references, fresh, files: FILE_COLUMNS[table] ?? [] };
}

/** One row of the archive as the new shop's. */
export function importedRow(table: string, row: Row, plan: TablePlan, mapping: Mapping): Row {
  const out: Row = { ...row };
  for (const [column, target] of plan.references) {
    const value = out[column];
    if (typeof value === "number") out[column] = mapId(mapping, target, value);
  }
  for (const column of plan.files) {
    const value = out[column];
    if (typeof value === "string" && value.length > 0) {
      out[column] = importedImageKey(value, mapping.oldShopId, mapping.newShopId);
    }
  }
  for (const column of plan.fresh) {
    const value = out[column];
    if (value === null || value === undefined) continue;
    if (table === "yaadies" && column === "url")
      out[column] = freshYaadiUrl(String(value), mapping.newUrl, randomBytes);
    else if (table === "shops" && column === "url") out[column] = mapping.newUrl;
    else out[column] = encodeBase64Url(randomBytes(24));
  }
  const lookup = (t: string, id: number) => mapId(mapping, t, id);
  if (table === "customer_data_requests" && typeof out.subject === "string") {
    out.subject = mapSubject(out.subject, lookup);
  }
  if (table === "pending_yaadies") out.lines = mapPendingLines(out.lines, lookup);
  return out;
}

/** The archive's columns the table still has (a column added since takes its default). */
export async function presentColumns(d1: D1Database, table: string, manifest: Manifest): Promise<string[]> {
  const { results } = await d1.prepare(`pragma table_info(${quoted(table)})`).all<{ name: string }>();
  const present = new Set(results.map((r) => r.name));
  return (manifest.tables.find((t) => t.name === table)?.columns ?? []).filter((c) => present.has(c));
}
