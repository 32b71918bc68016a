import { inArray } from "drizzle-orm";
import { shops } from "#db/schema/platform";
import { type Db, getDb } from "./db.server";
import { nearestCopy } from "./replica-reads.server";
import type { Shop } from "./shops.server";

/*
 * Cells (docs/decisions/0041): the directory database (the Worker's DB) says which cell holds each shop's own data.
 * Cell 0 is the directory's own database, so every shop of a deployment without more cells is where it always was;
 * cell n ≥ 1 is the Worker's binding CELL_n.
 */

/** The binding name of cell n ≥ 1. */
export const cellBindingName = (cell: number) => `CELL_${cell}`;

function isD1(value: unknown): value is D1Database {
  return typeof value === "object" && value !== null && "prepare" in value && "batch" in value;
}

/** The database of cell `cell`; a cell the deployment does not bind is a setup error, never a shop's other data. */
export function cellDatabase(env: Env, cell: number): D1Database {
  if (cell === 0) return env.DB;
  const binding = (env as unknown as Record<string, unknown>)[cellBindingName(cell)];
  if (!Number.isInteger(cell) || cell < 0 || !isD1(binding)) {
    throw new Error(`Cell ${cell} has no database: bind ${cellBindingName(cell)} in wrangler.toml`);
  }
  return binding;
}

/**
 * The database a shop's scope reads and writes: its cell's. For cell 0 the request's own handle on the directory is
 * used again (one D1 binding, one handle).
 */
export function shopDatabase(env: Env, directory: Db, shop: Pick<Shop, "cell">): Db {
  return shop.cell === 0 ? directory : getDb(cellDatabase(env, shop.cell));
}

/** Opens a cell by its number: for what a shop reads from another shop's cell (its type's master catalogue). */
export type CellOpener = (cell: number) => Db;

export const cellOpener =
  (app: { env: Env; db: Db }): CellOpener =>
  (cell) =>
    shopDatabase(app.env, app.db, { cell });

/** Every cell the deployment binds, 0 first: housekeeping, the owner's fan-out lists and the platform's copies. */
export function cellNumbers(env: Env): number[] {
  const bound = Object.keys(env)
    .map((name) => /^CELL_([1-9][0-9]{0,3})$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .filter((n) => isD1((env as unknown as Record<string, unknown>)[cellBindingName(n)]));
  return [0, ...bound.sort((a, b) => a - b)];
}

/**
 * The cell that holds the row a public link names (an order page, a bill, an udhaar statement): links carry no shop,
 * so every cell is asked at once, each on its unique index; `shopOf` gives the shop of the row it finds there, or
 * null. A shop being moved has its rows in two cells for a while: the directory's `cell` says which copy is the shop's.
 *
 * The cells' nearest copies are asked first (replica-reads.server.ts): a link is opened far more often than made. A
 * link they do not know yet — an order placed seconds ago, opened by the shop from its WhatsApp — is asked of the
 * primaries before it is called unknown. Returns the database to read the page from: the copy or the primary that
 * has it.
 */
export async function cellHolding(
  app: { env: Env; db: Db },
  shopOf: (cell: Db) => Promise<number | null>,
): Promise<Db | null> {
  const numbers = cellNumbers(app.env);
  const nearest: CellOpener = (cell) => nearestCopy(cellDatabase(app.env, cell));
  for (const openCell of [nearest, cellOpener(app)]) {
    const found = await Promise.all(
      numbers.map(async (cell) => {
        const db = openCell(cell);
        return { cell, db, shopId: await shopOf(db) };
      }),
    );
    const hits = found.filter((hit) => hit.shopId !== null);
    if (hits.length === 0) continue;
    if (numbers.length === 1) return hits[0]!.db;
    const placed = await app.db
      .select({ id: shops.id, cell: shops.cell })
      .from(shops)
      .where(inArray(shops.id, [...new Set(hits.map((hit) => hit.shopId as number))]));
    const truth = hits.find((hit) => placed.some((shop) => shop.id === hit.shopId && shop.cell === hit.cell));
    if (truth) return truth.db;
  }
  return null;
}

/** The first id of cell n ≥ 1's every table: 2^40 apart, so a shop moved between cells keeps its ids (and links). */
export const cellIdBase = (cell: number) => cell * 2 ** 40;

/**
 * Sets a cell's AUTOINCREMENT counters to its range, where they are below it (a new cell's are all empty). Cell 0
 * keeps its own, which start at 1.
 */
export async function startCellIds(d1: D1Database, cell: number): Promise<void> {
  if (cell === 0) return;
  const base = cellIdBase(cell);
  await d1.batch([
    d1
      .prepare(
        `insert into sqlite_sequence (name, seq) select name, ?1 from sqlite_master
           where type = 'table' and sql like '%AUTOINCREMENT%' and name not in (select name from sqlite_sequence)`,
      )
      .bind(base),
    d1.prepare("update sqlite_sequence set seq = ?1 where seq < ?1").bind(base),
  ]);
}

/**
 * The tables of a shop's own data (a backup's) that the directory holds wherever the shop's cell is: its payments to
 * the platform, which the owner decides across shops (docs/decisions/0041).
 */
export const DIRECTORY_SHOP_TABLES: ReadonlySet<string> = new Set(["payments"]);

/** The database that holds a table's rows of a shop in `cell`. */
export const tableDatabase = (env: Env, cell: number, table: string): D1Database =>
  DIRECTORY_SHOP_TABLES.has(table) ? env.DB : cellDatabase(env, cell);

/** A cell's database through drizzle. */
export const cellDb = (env: Env, cell: number): Db => getDb(cellDatabase(env, cell));

/**
 * A list the platform owner reads across every shop, from rows the cells hold: each cell is asked at once for its own
 * (at most `limit`, in the list's order), and the lists are merged in that order — so the first `limit` of the merge
 * are exactly the first `limit` of all.
 */
export async function acrossCells<T>(
  app: { env: Env; db: Db },
  read: (cell: Db, cellNumber: number) => Promise<T[]>,
  order: (a: T, b: T) => number,
  limit = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  const openCell = cellOpener(app);
  const lists = await Promise.all(cellNumbers(app.env).map((n) => read(openCell(n), n)));
  return lists.flat().sort(order).slice(0, limit);
}
