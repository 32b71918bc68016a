import { and, desc, eq, exists, sql } from "drizzle-orm";
import { addMonthsIst, istDate } from "#app/domain/time";
import { payments } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { type Db, runBatch } from "../db.server";
import { logEvent } from "../logs.server";
import { syncShopCopy } from "../shop-copy.server";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * Subscription payments (issue 12): the UPI screenshots shops upload on Your Account, seen only here. Verifying one
 * moves the shop's due date a month on (from the later of today and the old due date) and clears 'Verification
 * Pending'; rejecting leaves the due date as it was. Both are audited.
 */

export type PaymentRow = {
  id: number;
  shopId: number;
  shopUrl: string;
  shopName: string;
  amountPaise: number;
  createdAt: number;
  paymentDueDate: string | null;
  status: "pending" | "verified" | "rejected";
};

export async function listPayments(db: Db, status: "pending" | "done"): Promise<PaymentRow[]> {
  const rows = await db
    .select({
      id: payments.id,
      shopId: payments.shopId,
      shopUrl: shops.url,
      shopName: shops.name,
      amountPaise: payments.amountPaise,
      createdAt: payments.createdAt,
      paymentDueDate: shops.paymentDueDate,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(status === "pending" ? eq(payments.status, "pending") : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

export async function getPayment(db: Db, id: number) {
  const [row] = await db
    .select({ payment: payments, shop: shops })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/** The due date after a verified payment: a month after the later of today and the current due date. */
export function nextDueDate(currentDue: string | null, today: string): string {
  const from = currentDue && currentDue > today ? currentDue : today;
  return addMonthsIst(from, 1);
}

export type DecideResult =
  | { ok: true; shopUrl: string; dueDate: string | null }
  | { ok: false; reason: "notFound" | "decided" };

export async function decidePayment(
  owner: OwnerRequest,
  id: number,
  decision: "verified" | "rejected",
  now = new Date(),
): Promise<DecideResult> {
  const { db } = owner.app;
  const found = await getPayment(db, id);
  if (!found) return { ok: false, reason: "notFound" };
  if (found.payment.status !== "pending") return { ok: false, reason: "decided" };
  const dueDate = decision === "verified" ? nextDueDate(found.shop.paymentDueDate, istDate(now)) : null;
  const [decided] = await runBatch(db, [
    // Guarded: two owners' taps (or a double tap) decide it once.
    db
      .update(payments)
      .set({ status: decision, verifiedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")))
      .returning({ id: payments.id }),
    ...(dueDate
      ? [
          db
            .update(shops)
            .set({ lastPaymentVerified: 1, paymentDueDate: dueDate, updatedAt: now })
            // Only if this request's update above took (its verified_at is this request's time).
            .where(
              and(
                eq(shops.id, found.shop.id),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(payments)
                    .where(and(eq(payments.id, id), eq(payments.verifiedAt, now))),
                ),
              ),
            ),
        ]
      : []),
  ]);
  if (decided!.results.length === 0) return { ok: false, reason: "decided" };
  await syncShopCopy(owner.app.env, db, found.shop);
  // Written once the decision took, so a lost race leaves no record of a decision this request did not make.
  await auditInsert(owner, {
    action: decision === "verified" ? "payment verified" : "payment rejected",
    shop: { id: found.shop.id, url: found.shop.url },
    details: `payment ${id}, Rs. ${found.payment.amountPaise / 100}${dueDate ? `, due ${dueDate}` : ""}`,
  });
  await logEvent(
    db,
    "info",
    `Platform owner ${owner.userName} ${decision} payment ${id} of ${found.shop.url}`,
    found.shop.id,
  );
  return { ok: true, shopUrl: found.shop.url, dueDate };
}
