import { desc, eq } from "drizzle-orm";
import { shopMoves } from "#db/schema/moves";
import { acrossCells, cellNumbers } from "../cells.server";
import { type MoveRefusal, movePlan, startMove } from "../shop-data/move.server";
import type { Shop } from "../shops.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * A shop's database in the back office (docs/decisions/0041): which cell holds its data, its last move between cells
 * with its progress, and "Move" to another cell the deployment binds.
 */

export type MoveView = {
  id: number;
  fromCell: number;
  toCell: number;
  status: "copying" | "clearing" | "complete" | "failed";
  step: number;
  steps: number;
  error: string;
  startedAt: number;
};

export type CellScreen = { cell: number; cells: number[]; move: MoveView | null };

export async function cellScreen(app: OwnerRequest["app"], shop: Pick<Shop, "id" | "cell">): Promise<CellScreen> {
  // A move's row is in the cell it left: the shop's moves are in whichever cells it has been in.
  const [last] = await acrossCells(
    app,
    (db) =>
      db.select().from(shopMoves).where(eq(shopMoves.shopId, shop.id)).orderBy(desc(shopMoves.startedAt)).limit(1),
    (a, b) => b.startedAt.getTime() - a.startedAt.getTime(),
    1,
  );
  const move = last
    ? {
        id: last.id,
        fromCell: last.fromCell,
        toCell: last.toCell,
        status: last.status,
        step: last.step,
        steps: movePlan().length,
        error: last.error,
        startedAt: last.startedAt.getTime(),
      }
    : null;
  return { cell: shop.cell, cells: cellNumbers(app.env), move };
}

/** "Move": starts moving the shop to `toCell`, by the Queue; null when it started, or why not. */
export async function ownerMove(
  owner: OwnerRequest,
  shop: Pick<Shop, "id">,
  toCell: number,
): Promise<MoveRefusal | null> {
  const started = await startMove(owner.app.env, {
    shopId: shop.id,
    toCell,
    actor: owner.userName,
    ownerId: owner.ownerId,
  });
  if ("refused" in started) return started.refused;
  await owner.app.env.JOBS.send(started.message);
  return null;
}
