import { and, eq, inArray, sql } from "drizzle-orm";
import { shopBackups, shopRestores } from "#db/schema/backups";
import { shopMoves } from "#db/schema/moves";
import { auditEvents, shops } from "#db/schema/platform";
import { cellDatabase, cellNumbers, startCellIds } from "../cells.server";
import { type Db, getDb } from "../db.server";
import { copyOwnersToCell, syncShopCopy, syncShopTypes } from "../shop-copy.server";
import { sha256Hex } from "./format";
import { ACTIVE, moveLock } from "./move-lock.server";
import { deleteRows, holdsRowsOf, insertRows, keyOf, readRows } from "./move-rows.server";
import { restoreLock } from "./restore.server";
import { MOVED_TABLES, type MovedTable } from "./tables";

/*
 * Moving a shop from one cell to another (docs/decisions/0041), by the Queue one batch a message. The plan: every
 * table of the shop copied to the new cell in keyset batches (a table the database fills itself — bill day totals,
 * udhaar balances — emptied after its source and then copied, so its rows are the old cell's exactly); every table
 * read again in both cells and compared row by row; the directory's `cell` switched in one write; then the old copy
 * deleted, children first.
 *
 * The move's row sits in the source cell from the start, and every write of the shop checks it in its own statement
 * (`notMoving`): an order placed during the copy is refused with a sentence rather than written behind it. A move that
 * stops before the switch is failed (the Queue's last try, or housekeeping when it has not moved for a while): the
 * shop takes writes again where it was, and the half copy is deleted. After the switch the shop is in its new cell, and
 * a clearing that stopped is taken up again.
 */

export type MoveMessage = { type: "move"; cell: number; moveId: number; step: number };

export { activeMoveOf, moveLock, notMoving } from "./move-lock.server";

/** Rows a step copies or compares: one JSON bind well under D1's statement size. */
export const MOVE_ROWS = 200;
/** A move whose step has not advanced for this long has stopped (a message lost, a Worker killed). */
export const STALE_MOVE_MS = 15 * 60_000;

type Step =
  | { op: "copy" | "empty-target" | "verify" | "empty-source"; table: MovedTable }
  | { op: "switch" }
  | { op: "finish" };

export function movePlan(): Step[] {
  const steps: Step[] = [];
  for (const table of MOVED_TABLES) {
    // A derived table's rows were written by the target's triggers as its source was copied: they go first.
    if (table.derivedFrom) steps.push({ op: "empty-target", table });
    steps.push({ op: "copy", table });
  }
  for (const table of MOVED_TABLES) steps.push({ op: "verify", table });
  steps.push({ op: "switch" });
  for (const table of MOVED_TABLES.toReversed()) steps.push({ op: "empty-source", table });
  steps.push({ op: "finish" });
  return steps;
}

export type MoveRefusal = "no-shop" | "master" | "same-cell" | "no-such-cell" | "busy" | "target-not-empty";

/**
 * Starts moving a shop to another cell: its row copied into the new cell (its foreign keys' parent), the move's row
 * (the lock) in the old one, and the first message. Refused while the shop is being restored or backed up, or moved.
 */
export async function startMove(
  env: Env,
  input: { shopId: number; toCell: number; actor: string; ownerId: number | null },
): Promise<{ message: MoveMessage } | { refused: MoveRefusal }> {
  const directory = getDb(env.DB);
  const [shop] = await directory.select().from(shops).where(eq(shops.id, input.shopId));
  if (!shop) return { refused: "no-shop" };
  // New shops copy their type's master catalogue from cell 0 (shop-placement.server.ts): a master stays there.
  if (shop.isMaster) return { refused: "master" };
  if (shop.cell === input.toCell) return { refused: "same-cell" };
  if (!cellNumbers(env).includes(input.toCell)) return { refused: "no-such-cell" };
  const source = getDb(cellDatabase(env, shop.cell));
  const target = getDb(cellDatabase(env, input.toCell));
  const [backingUp] = await source
    .select({ id: shopBackups.id })
    .from(shopBackups)
    .where(and(eq(shopBackups.shopId, shop.id), eq(shopBackups.status, "running")));
  if (backingUp || (await restoreLock(source, shop.id)) || (await moveLock(source, shop.id)))
    return { refused: "busy" };
  if (await holdsRowsOf(target.$client, shop.id, input.toCell !== 0)) return { refused: "target-not-empty" };

  // What the new cell's rows refer to outside the shop: the shop types, and the owners named by its restores.
  await syncShopTypes(env, directory);
  if (input.toCell !== 0) await copyOwnerIds(source, directory, target, shop.id);
  await startCellIds(target.$client, input.toCell);
  if (input.toCell !== 0) await target.insert(shops).values(shop);
  const [move] = await source
    .insert(shopMoves)
    .values({ shopId: shop.id, fromCell: shop.cell, toCell: input.toCell, actor: input.actor })
    .returning({ id: shopMoves.id });
  await directory.insert(auditEvents).values({
    ownerId: input.ownerId,
    actor: input.actor,
    action: "Move started",
    shopId: shop.id,
    shopUrl: shop.url,
    details: `From cell ${shop.cell} to cell ${input.toCell} (move ${move!.id}); the shop takes no orders or saves until it switches`,
  });
  return { message: { type: "move", cell: shop.cell, moveId: move!.id, step: 0 } };
}

/** The owners the shop's restores name, whom the new cell must know (copyOwnersToCell). */
async function copyOwnerIds(source: Db, directory: Db, target: Db, shopId: number): Promise<void> {
  const named = await source
    .selectDistinct({ id: shopRestores.ownerId })
    .from(shopRestores)
    .where(eq(shopRestores.shopId, shopId));
  const ids = named.map((r) => r.id).filter((id): id is number => id !== null);
  await copyOwnersToCell(directory, target, ids);
}

/** The plan's switch: the steps before it copy and check, the steps after it clear the old cell. */
const switchStep = movePlan().findIndex((step) => step.op === "switch");

type Move = typeof shopMoves.$inferSelect;
type Cells = { directory: Db; source: Db; target: Db };
/** What one message did: the step is done (`advance`), or it has more rows and comes again (from `lastKey`). */
type Progress = { advance: boolean; lastKey?: unknown[] };

/**
 * One message of a move. Returns the next message to send, or null when the move is done, failed, or this message is
 * a stale one (the move's row says which step is next, so a message delivered twice does its step once).
 */
export async function runMoveStep(
  env: Env,
  message: MoveMessage,
  options: { rows?: number; now?: number } = {},
): Promise<MoveMessage | null> {
  const now = options.now ?? Date.now();
  const source = getDb(cellDatabase(env, message.cell));
  const [move] = await source.select().from(shopMoves).where(eq(shopMoves.id, message.moveId));
  if (!move || !ACTIVE.includes(move.status as (typeof ACTIVE)[number]) || move.step !== message.step) return null;
  const step = movePlan()[move.step];
  if (!step) throw new Error(`move ${move.id} has no step ${move.step}`);
  const cells = { directory: getDb(env.DB), source, target: getDb(cellDatabase(env, move.toCell)) };
  const lastKey = move.lastKey === null ? null : (JSON.parse(move.lastKey) as unknown[]);
  const rows = options.rows ?? MOVE_ROWS;

  let progress: Progress;
  if (step.op === "copy") progress = await copyRows(cells, move, step.table, lastKey, rows);
  else if (step.op === "empty-target")
    progress = { advance: await deleteRows(cells.target.$client, step.table, move.shopId) };
  else if (step.op === "verify") {
    const verified = await verifyRows(cells, move, step.table, lastKey, rows);
    if (verified === "differs") {
      await failMove(env, message.cell, move.id, `the rows of ${step.table.name} differ between the cells`, now);
      return null;
    }
    progress = verified;
  } else if (step.op === "switch") {
    await switchCell(env, cells, move);
    progress = { advance: true };
  } else if (step.op === "empty-source") {
    progress = { advance: await deleteRows(source.$client, step.table, move.shopId) };
  } else {
    await finishMove(cells, move, now);
    return null;
  }
  const advanced = await source
    .update(shopMoves)
    .set(
      progress.advance
        ? {
            step: move.step + 1,
            lastKey: null,
            touchedAt: new Date(now),
            ...(step.op === "switch" ? { status: "clearing" } : {}),
          }
        : { lastKey: progress.lastKey ? JSON.stringify(progress.lastKey) : null, touchedAt: new Date(now) },
    )
    .where(and(eq(shopMoves.id, move.id), eq(shopMoves.step, move.step), inArray(shopMoves.status, ACTIVE)))
    .returning({ step: shopMoves.step });
  if (advanced.length === 0) return null;
  return { ...message, step: advanced[0]!.step };
}

/** Copies one batch of a table's rows, as they are, into the target; a batch copied twice changes nothing. */
async function copyRows(
  cells: Cells,
  move: Move,
  table: MovedTable,
  lastKey: unknown[] | null,
  limit: number,
): Promise<Progress> {
  const rows = await readRows(cells.source.$client, table, move.shopId, lastKey, limit);
  await insertRows(cells.target.$client, table, rows);
  return rows.length < limit ? { advance: true } : { advance: false, lastKey: keyOf(table, rows.at(-1)!) };
}

/**
 * Reads one batch of a table from both cells and compares them row by row; the table's count and a checksum of its
 * rows are kept on the move (`verified`), for its audit.
 */
async function verifyRows(
  cells: Cells,
  move: Move,
  table: MovedTable,
  lastKey: unknown[] | null,
  limit: number,
): Promise<Progress | "differs"> {
  const [old, copy] = await Promise.all([
    readRows(cells.source.$client, table, move.shopId, lastKey, limit),
    readRows(cells.target.$client, table, move.shopId, lastKey, limit),
  ]);
  const text = JSON.stringify(old);
  if (text !== JSON.stringify(copy)) return "differs";
  const verified = JSON.parse(move.verified ?? "{}") as Record<string, { rows: number; sha256: string }>;
  const before = verified[table.name] ?? { rows: 0, sha256: "" };
  verified[table.name] = {
    rows: before.rows + old.length,
    sha256: await sha256Hex(new TextEncoder().encode(before.sha256 + text)),
  };
  await cells.source
    .update(shopMoves)
    .set({ verified: JSON.stringify(verified) })
    .where(eq(shopMoves.id, move.id));
  return old.length < limit ? { advance: true } : { advance: false, lastKey: keyOf(table, old.at(-1)!) };
}

/**
 * The switch: the directory names the new cell, in one write. The new cell's copy of the shop's row follows it, with a
 * catalogue version above both cells' (a store page cached under the old one is never taken for the new).
 */
async function switchCell(env: Env, cells: Cells, move: Move): Promise<void> {
  const versionOf = async (db: Db) =>
    (await db.select({ v: shops.catalogueVersion }).from(shops).where(eq(shops.id, move.shopId)))[0]?.v ?? 0;
  const version = Math.max(await versionOf(cells.source), await versionOf(cells.target)) + 1;
  await cells.directory
    .update(shops)
    .set({ cell: move.toCell })
    .where(and(eq(shops.id, move.shopId), eq(shops.cell, move.fromCell)));
  await syncShopCopy(env, cells.directory, { id: move.shopId, cell: move.toCell });
  await cells.target.update(shops).set({ catalogueVersion: version }).where(eq(shops.id, move.shopId));
}

async function finishMove(cells: Cells, move: Move, now: number): Promise<void> {
  const verified = JSON.parse(move.verified ?? "{}") as Record<string, { rows: number }>;
  const rows = Object.values(verified).reduce((sum, t) => sum + t.rows, 0);
  // The old cell's copy of the shop's row goes last, and the move's row with it; cell 0's row is the directory's own.
  if (move.fromCell === 0) {
    await cells.source
      .update(shopMoves)
      .set({ status: "complete", finishedAt: new Date(now), touchedAt: new Date(now) })
      .where(eq(shopMoves.id, move.id));
  } else {
    await cells.source.delete(shops).where(eq(shops.id, move.shopId));
  }
  await cells.directory.insert(auditEvents).values({
    ownerId: null,
    actor: move.actor || "Cells",
    action: "Move completed",
    shopId: move.shopId,
    details: `Moved from cell ${move.fromCell} to cell ${move.toCell} (move ${move.id}): ${rows} rows in ${Object.keys(verified).length} tables, each compared in both cells`,
  });
}

/**
 * A move that stopped before its switch: the shop takes writes again in its cell, and what was copied to the other is
 * deleted (its bills too: the target's own 'clearing' row lets them go). A move past its switch is not failed: the shop
 * is in its new cell, and only the old copy's clearing is left, which is taken up again.
 */
export async function failMove(env: Env, cell: number, moveId: number, error: string, now = Date.now()) {
  const source = getDb(cellDatabase(env, cell));
  const directory = getDb(env.DB);
  const [move] = await source.select().from(shopMoves).where(eq(shopMoves.id, moveId));
  if (move?.status !== "copying") return false;
  // Stopped between the directory's switch and its own row's: the shop is in its new cell, so the move goes on, its
  // switch done again (it is idempotent) so the new cell's copy of the shop's row is the directory's.
  const [placed] = await directory.select({ cell: shops.cell }).from(shops).where(eq(shops.id, move.shopId));
  if (placed?.cell === move.toCell) {
    await switchCell(env, { directory, source, target: getDb(cellDatabase(env, move.toCell)) }, move);
    await source
      .update(shopMoves)
      .set({ status: "clearing", step: switchStep + 1, lastKey: null })
      .where(eq(shopMoves.id, moveId));
    return false;
  }
  const [failed] = await source
    .update(shopMoves)
    .set({ status: "failed", error: error.slice(0, 300), finishedAt: new Date(now), touchedAt: new Date(now) })
    .where(and(eq(shopMoves.id, moveId), eq(shopMoves.status, "copying")))
    .returning();
  if (!failed) return false;
  const target = getDb(cellDatabase(env, failed.toCell));
  if (await holdsRowsOf(target.$client, failed.shopId, failed.toCell !== 0)) {
    const [clearing] = await target
      .insert(shopMoves)
      .values({ shopId: failed.shopId, fromCell: failed.fromCell, toCell: failed.toCell, status: "clearing" })
      .returning({ id: shopMoves.id });
    for (const table of MOVED_TABLES.toReversed()) {
      while (!(await deleteRows(target.$client, table, failed.shopId))) {}
    }
    if (failed.toCell === 0) await target.delete(shopMoves).where(eq(shopMoves.id, clearing!.id));
    else await target.delete(shops).where(eq(shops.id, failed.shopId));
  }
  await directory.insert(auditEvents).values({
    ownerId: null,
    actor: failed.actor || "Cells",
    action: "Move failed",
    shopId: failed.shopId,
    details: `Move ${failed.id} from cell ${failed.fromCell} to cell ${failed.toCell} stopped (${failed.error}); the shop stays in cell ${failed.fromCell} and takes orders again`,
  });
  return true;
}

/**
 * Housekeeping: a move that has not advanced for STALE_MOVE_MS has stopped. Before its switch it is failed (the shop
 * takes writes again where it was); after it, its clearing is taken up again where it stopped.
 */
export async function settleStaleMoves(env: Env, now = Date.now()): Promise<void> {
  for (const cell of cellNumbers(env)) {
    const db = getDb(cellDatabase(env, cell));
    const stale = await db
      .select()
      .from(shopMoves)
      .where(and(inArray(shopMoves.status, ACTIVE), sql`${shopMoves.touchedAt} < ${now - STALE_MOVE_MS}`));
    for (const move of stale) {
      if (move.status === "copying") await failMove(env, cell, move.id, "it stopped between two batches", now);
      else await env.JOBS.send({ type: "move", cell, moveId: move.id, step: move.step } satisfies MoveMessage);
    }
  }
}
