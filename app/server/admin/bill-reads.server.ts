import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { billLines, bills } from "#db/schema/bills";
import { readByIds } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/* Bills as they were issued, read back: a bill's page, the customer's copy, a yaadi's Bill link, the month's list. */

export type StoredBill = typeof bills.$inferSelect & { lines: (typeof billLines.$inferSelect)[] };

async function withLines(scope: { db: ShopScope["db"] }, bill: typeof bills.$inferSelect): Promise<StoredBill> {
  const lines = await scope.db
    .select()
    .from(billLines)
    .where(and(eq(billLines.shopId, bill.shopId), eq(billLines.billId, bill.id)))
    .orderBy(billLines.lineNo);
  return { ...bill, lines };
}

/** One of this shop's bills with its lines, or null (another shop's bill is null like a missing one). */
export async function readBill(scope: ShopScope, billId: number): Promise<StoredBill | null> {
  const [bill] = await scope.db
    .select()
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.id, billId)))
    .limit(1);
  return bill ? withLines(scope, bill) : null;
}

/** A bill by its private link's key (the customer's copy). */
export async function readBillByToken(db: ShopScope["db"], token: string): Promise<StoredBill | null> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(token)) return null;
  const [bill] = await db.select().from(bills).where(eq(bills.token, token)).limit(1);
  return bill ? withLines({ db }, bill) : null;
}

/** The standing bill of each yaadi named, if any (the Yaadi Summary's and a yaadi screen's Bill link). */
export async function billsOfYaadies(scope: ShopScope, yaadiIds: readonly number[]) {
  const rows = await readByIds([...new Set(yaadiIds)], (chunk) =>
    scope.db
      .select({ yaadiId: bills.yaadiId, id: bills.id, number: bills.number })
      .from(bills)
      .where(and(eq(bills.shopId, scope.shopId), inArray(bills.yaadiId, chunk), isNull(bills.cancelledAt))),
  );
  return new Map(rows.map((r) => [r.yaadiId!, { id: r.id, number: r.number }]));
}

/** A month's bills, newest first (the Bills screen). */
export function billsOfDays(scope: ShopScope, from: string, to: string, limit = 500) {
  return scope.db
    .select({
      id: bills.id,
      number: bills.number,
      kind: bills.kind,
      issuedAt: bills.issuedAt,
      customerName: bills.customerName,
      totalPaise: bills.totalPaise,
      cancelledAt: bills.cancelledAt,
      source: bills.source,
    })
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), sql`${bills.issuedDay} between ${from} and ${to}`))
    .orderBy(desc(bills.issuedDay), desc(bills.serial))
    .limit(limit);
}
