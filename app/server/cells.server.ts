import { type Db, getDb } from "./db.server";
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
