import { type SQL, sql } from "drizzle-orm";
import type { ClosureState } from "#app/domain/closing/closing";
import { type BatchQuery, type Db, runBatch } from "../db.server";

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

const eventColumns = (e: ClosingAuditEvent) =>
  sql`${e.ownerId}, ${e.actor}, ${e.action}, ${e.shopId}, ${e.shopUrl}, ${(e.details ?? "").slice(0, 500)},
    ${(e.reason ?? "").slice(0, 200)}`;

/** The closure row as this step leaves it, when the step changed it. */
const stepChanged = (e: ClosingAuditEvent) =>
  sql`select 1 from shop_closures where shop_id = ${e.shopId} and state = ${e.state} and updated_at = ${e.at.getTime()}`;

export function closingAudit(db: Db, e: ClosingAuditEvent) {
  return db.run(sql`insert into audit_events (owner_id, actor, action, shop_id, shop_url, details, reason)
    select ${eventColumns(e)} where exists (${stepChanged(e)})`);
}

/**
 * A step of a closing and its audit event. For a shop in cell 0 they are one batch, as above. A shop in another cell
 * keeps its closure row there and its audit in the directory (docs/decisions/0041): the step runs first, and its
 * event is written when the step changed the row. Returns whether it did.
 *
 * `follows` are the directory's writes that go with the step (the shop's row, its sessions), made only when the step
 * changed the row: in cell 0 they run in its batch under `changed`, the condition that says so.
 */
export async function closingStep(
  dbs: { cell: Db; directory: Db },
  step: BatchQuery,
  event: ClosingAuditEvent,
  follows: (changed: SQL) => BatchQuery[] = () => [],
): Promise<boolean> {
  if (dbs.cell === dbs.directory) {
    const db = dbs.cell;
    const results = await runBatch(db, [
      step,
      ...follows(sql`exists (${stepChanged(event)})`),
      closingAudit(db, event),
    ]);
    return (results.at(-1)?.meta.changes ?? 0) > 0;
  }
  const [, changed] = await runBatch(dbs.cell, [step, dbs.cell.run(stepChanged(event))]);
  if ((changed?.results.length ?? 0) === 0) return false;
  const { directory } = dbs;
  await runBatch(directory, [
    ...follows(sql`1 = 1`),
    directory.run(sql`insert into audit_events (owner_id, actor, action, shop_id, shop_url, details, reason)
      values (${eventColumns(event)})`),
  ]);
  return true;
}
