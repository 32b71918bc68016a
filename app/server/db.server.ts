import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";

export type Db = DrizzleD1Database & { $client: D1Database };

export function getDb(d1: D1Database): Db {
  return drizzle(d1);
}

type BuiltQuery = { sql: string; params: unknown[] };
/** A drizzle query builder (`toSQL`) or a raw `db.run(sql…)` (`getQuery`). */
export type BatchQuery = { toSQL(): BuiltQuery } | { getQuery(): BuiltQuery };

/**
 * Runs statements as one D1 batch: all succeed or none is applied. Drizzle's own batch cannot carry raw `sql`
 * statements that have parameters (they lack a prepared statement), so every query is bound here directly.
 * Rows come back as D1 gives them, with column names.
 */
export async function runBatch(db: Db, queries: BatchQuery[]): Promise<D1Result<Record<string, unknown>>[]> {
  const d1 = db.$client;
  const statements = queries.map((q) => {
    const built = "toSQL" in q ? q.toSQL() : q.getQuery();
    return d1.prepare(built.sql).bind(...built.params);
  });
  return d1.batch<Record<string, unknown>>(statements);
}

/*
 * D1 binds at most 100 parameters per statement ("too many SQL variables" beyond). A list that comes from a request
 * (an order's products: up to the largest plan's 1,000) is therefore never bound whole: reads go by chunks of ids,
 * writes by multi-row statements cut to fit. Every such list goes through the two functions below.
 */
export const D1_MAX_PARAMETERS = 100;
/** Ids per read: leaves room in the statement for its other parameters (the shop id, filters). */
export const IDS_PER_READ = 90;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `read` for each chunk of at most 90 ids (in parallel) and returns all the rows, chunk after chunk. */
export async function readByIds<Id, Row>(ids: readonly Id[], read: (chunk: Id[]) => Promise<Row[]>): Promise<Row[]> {
  const parts = await Promise.all(chunks(ids, IDS_PER_READ).map(read));
  return parts.flat();
}

/**
 * Inserts `rows` (all with the same fields) as multi-row statements for one D1 batch, each binding at most 100
 * parameters. A row's parameters are counted from its built statement, so a field given as SQL (a sub-select) counts
 * what it binds. Rows keep their order, so ids follow it.
 */
export function insertStatements<T extends SQLiteTable>(db: Db, table: T, rows: SQLiteInsertValue<T>[]): BatchQuery[] {
  const [first] = rows;
  if (!first) return [];
  const perRow = Math.max(1, db.insert(table).values(first).toSQL().params.length);
  const rowsPerStatement = Math.max(1, Math.floor(D1_MAX_PARAMETERS / perRow));
  return chunks(rows, rowsPerStatement).map((part) => db.insert(table).values(part));
}

/**
 * Inserts `rows` only where `condition` holds when the statement runs — a condition on what an earlier statement of
 * the same batch wrote (an order stored only if the shop's count allowed it, its lines only if it was stored) — as
 * `INSERT … SELECT * FROM (VALUES …) WHERE condition`, cut to D1's parameter limit like insertStatements. A field may
 * be given as SQL (a sub-select); other values are encoded by their column (dates, JSON).
 */
export function insertWhereStatements<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: SQLiteInsertValue<T>[],
  condition: SQL,
): BatchQuery[] {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table);
  const fields = Object.keys(first).filter((field) => field in columns);
  const tuple = (row: SQLiteInsertValue<T>) =>
    sql`(${sql.join(
      fields.map((field) => {
        const value = (row as Record<string, unknown>)[field];
        return is(value, SQL) ? value : sql`${value == null ? null : columns[field]!.mapToDriverValue(value)}`;
      }),
      sql`, `,
    )})`;
  const parameters = (query: SQL) => db.run(query).getQuery().params.length;
  const perRow = Math.max(1, parameters(tuple(first)));
  const rowsPerStatement = Math.max(1, Math.floor((D1_MAX_PARAMETERS - parameters(condition)) / perRow));
  const names = sql.join(
    fields.map((field) => sql.identifier(columns[field]!.name)),
    sql`, `,
  );
  return chunks(rows, rowsPerStatement).map((part) =>
    db.run(
      sql`insert into ${table} (${names}) select * from (values ${sql.join(part.map(tuple), sql`, `)}) where ${condition}`,
    ),
  );
}
