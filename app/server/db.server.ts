import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

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
