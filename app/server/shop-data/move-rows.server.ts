import { MOVED_TABLES, type MovedTable, shopColumn } from "./tables";

/*
 * The rows a move between cells reads, writes and deletes (move.server.ts): one table of one shop at a time, in key
 * order, by its shop column (or `via`, for a backup's parts).
 */

const DELETE_ROWS = 2_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of the shop in one table after `lastKey`, in key order. */
export async function readRows(
  d1: D1Database,
  table: MovedTable,
  shopId: number,
  lastKey: unknown[] | null,
  limit: number,
) {
  const where = table.via ?? `${quoted(shopColumn(table))} = ?`;
  const key = table.key.map(quoted).join(", ");
  const after = lastKey ? ` and (${key}) > (${lastKey.map(() => "?").join(", ")})` : "";
  const { results } = await d1
    .prepare(`select * from ${quoted(table.name)} where ${where}${after} order by ${key} limit ?`)
    .bind(shopId, ...(lastKey ?? []), limit)
    .all<Record<string, unknown>>();
  return results;
}

export const keyOf = (table: MovedTable, row: Record<string, unknown>) => table.key.map((k) => row[k]);

/** Deletes up to DELETE_ROWS of the shop's rows of one table; true when none are left. */
export async function deleteRows(d1: D1Database, table: MovedTable, shopId: number): Promise<boolean> {
  const where = table.via ?? `${quoted(shopColumn(table))} = ?`;
  const name = quoted(table.name);
  const { meta } = await d1
    .prepare(`delete from ${name} where rowid in (select rowid from ${name} where ${where} limit ?)`)
    .bind(shopId, DELETE_ROWS)
    .run();
  return meta.changes < DELETE_ROWS;
}

/** Whether the cell holds any row of the shop (a move's target must hold none). */
export async function holdsRowsOf(d1: D1Database, shopId: number, withShopRow: boolean): Promise<boolean> {
  const tables = MOVED_TABLES.filter((t) => !t.via);
  const checks = tables.map((t) => `exists (select 1 from ${quoted(t.name)} where ${quoted(shopColumn(t))} = ?1)`);
  if (withShopRow) checks.push("exists (select 1 from shops where id = ?1)");
  const row = await d1
    .prepare(`select (${checks.join(" or ")}) as held`)
    .bind(shopId)
    .first<{ held: number }>();
  return row?.held === 1;
}

/** Inserts rows as they were read from another cell; a row already there (a batch delivered twice) is left as it is. */
export async function insertRows(d1: D1Database, table: MovedTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const values = columns.map((c) => `json_extract(value, '$.${JSON.stringify(c).slice(1, -1)}')`).join(", ");
  await d1
    .prepare(
      `insert or ignore into ${quoted(table.name)} (${columns.map(quoted).join(", ")})
         select ${values} from json_each(?) order by key`,
    )
    .bind(JSON.stringify(rows))
    .run();
}
