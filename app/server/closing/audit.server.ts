import { sql } from "drizzle-orm";
import type { ClosureState } from "#app/domain/closing/closing";
import type { Db } from "../db.server";

/*
 * The audit log's record of a step of a closing (app/server/owner/audit.server.ts keeps the owner's actions there too).
 * Written in the same D1 batch as the step and only when the step changed the closure row: the row's `updated_at`
 * is set to this step's time, and the event is inserted when a row of that state and time exists. A repeat, or a
 * step refused by the row's state, leaves no event.
 */
export type ClosingAuditEvent = {
  shopId: number;
  shopUrl: string;
  /** The owner's id when the owner acted; null for the shop's admin and the housekeeping. */
  ownerId: number | null;
  actor: string;
  action: string;
  state: ClosureState;
  at: Date;
  details?: string;
  reason?: string;
};

export function closingAudit(db: Db, e: ClosingAuditEvent) {
  return db.run(sql`insert into audit_events (owner_id, actor, action, shop_id, shop_url, details, reason)
    select ${e.ownerId}, ${e.actor}, ${e.action}, ${e.shopId}, ${e.shopUrl}, ${(e.details ?? "").slice(0, 500)},
      ${(e.reason ?? "").slice(0, 200)}
    where exists (select 1 from shop_closures where shop_id = ${e.shopId} and state = ${e.state}
      and updated_at = ${e.at.getTime()})`);
}
