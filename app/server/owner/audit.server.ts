import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { auditEvents } from "#db/schema/platform";
import type { Db } from "../db.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * The audit log of the platform owner's actions (DECISIONS.md: kept a year), apart from the info/error logs: who did
 * what to which shop, when, and why when the screen asked (a customer-data download).
 */

/** `shop.id` may be a subquery when the shop is created in the same batch. */
export type AuditEvent = {
  action: string;
  shop?: { id: number | SQL; url: string } | null;
  details?: string;
  reason?: string;
};

/** The record of one action, as a statement that can join the action's own D1 batch (both happen, or neither). */
export function auditInsert(owner: Pick<OwnerRequest, "app" | "ownerId" | "userName">, event: AuditEvent) {
  return owner.app.db.insert(auditEvents).values({
    ownerId: owner.ownerId,
    actor: owner.userName,
    action: event.action,
    shopId: event.shop?.id ?? null,
    shopUrl: event.shop?.url ?? "",
    details: (event.details ?? "").slice(0, 500),
    reason: (event.reason ?? "").slice(0, 200),
  });
}

export async function audit(
  owner: Pick<OwnerRequest, "app" | "ownerId" | "userName">,
  event: AuditEvent,
): Promise<void> {
  await auditInsert(owner, event);
}

export type AuditRow = typeof auditEvents.$inferSelect;

/** The newest events (optionally of one shop's URL), at most `limit`. */
export async function recentAudit(db: Db, options: { shopUrl?: string; limit?: number } = {}): Promise<AuditRow[]> {
  const where: SQL | undefined = options.shopUrl ? eq(auditEvents.shopUrl, options.shopUrl) : undefined;
  return db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(options.limit ?? 200);
}

/** The hourly job: events older than a year go. */
export async function deleteOldAudit(db: Db, now = Date.now()): Promise<void> {
  await db.delete(auditEvents).where(and(lt(auditEvents.createdAt, new Date(now - 366 * 86_400_000))));
}
