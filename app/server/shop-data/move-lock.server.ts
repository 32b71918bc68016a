import { and, eq, inArray, sql } from "drizzle-orm";
import { shopMoves } from "#db/schema/moves";
import type { Db } from "../db.server";

/*
 * The lock a move between cells holds on its shop (docs/decisions/0041): its row in the source cell, `copying` from the
 * start and `clearing` after the switch. Every write of the shop in that cell checks it, the order in its own statement.
 */

export const ACTIVE = ["copying", "clearing"] as const;

/** The statement's condition that the shop takes writes in this cell: no move is copying it away or clearing it. */
export const notMoving = (shopId: number) =>
  sql`not exists (select 1 from shop_moves where shop_id = ${shopId} and status in ('copying', 'clearing'))`;

/** The shop's active move in this cell, as a query (an order's reads take it in their one batch). */
export const activeMoveOf = (db: Db, shopId: number) =>
  db
    .select({ status: shopMoves.status })
    .from(shopMoves)
    .where(and(eq(shopMoves.shopId, shopId), inArray(shopMoves.status, ACTIVE)))
    .limit(1);

export async function moveLock(db: Db, shopId: number): Promise<boolean> {
  return (await activeMoveOf(db, shopId)).length > 0;
}
