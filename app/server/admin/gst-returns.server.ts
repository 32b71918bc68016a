import { and, asc, between, count, eq, isNotNull, isNull, max, min, ne, sql } from "drizzle-orm";
import type { ReturnPeriod } from "#app/domain/gst/return-periods";
import type { B2bLine, IssuedDocuments, PeriodTotal } from "#app/domain/gst/returns";
import { billDayTotals, billLines, bills } from "#db/schema/bills";
import type { ShopScope } from "./shop-scope.server";

/*
 * The GST returns' reads (issue 28, part 4). The sums come from bill_day_totals, which the database keeps from the
 * bills themselves (migration 0015's triggers), so a quarter of 100,000 bills is a few thousand rows read through the
 * table's primary key (shop, day, …); the documents issued come from the bills' own (shop, day, serial) index.
 */

/** The period's day totals summed per HSN, rate, unit code, place of supply and kind of buyer. */
export function periodTotals(scope: ShopScope, period: ReturnPeriod): Promise<PeriodTotal[]> {
  const t = billDayTotals;
  return scope.db
    .select({
      hsn: t.hsn,
      rateBp: t.rateBp,
      uqc: t.uqc,
      placeOfSupply: t.placeOfSupply,
      registeredBuyer: t.registeredBuyer,
      quantityMilli: sql<number>`sum(${t.quantityMilli})`,
      valuePaise: sql<number>`sum(${t.valuePaise})`,
      taxablePaise: sql<number>`sum(${t.taxablePaise})`,
      cgstPaise: sql<number>`sum(${t.cgstPaise})`,
      sgstPaise: sql<number>`sum(${t.sgstPaise})`,
      igstPaise: sql<number>`sum(${t.igstPaise})`,
    })
    .from(t)
    .where(and(eq(t.shopId, scope.shopId), between(t.day, period.from, period.to)))
    .groupBy(t.hsn, t.rateBp, t.uqc, t.placeOfSupply, t.registeredBuyer);
}

/**
 * The bills the period issued: the first and last serial, how many and how many were cancelled since. A month or a
 * quarter lies within one financial year, so within one series.
 */
export async function issuedDocuments(scope: ShopScope, period: ReturnPeriod): Promise<IssuedDocuments | null> {
  const inPeriod = and(eq(bills.shopId, scope.shopId), between(bills.issuedDay, period.from, period.to));
  // Two reads in one round trip, each from an index alone: the serials from (shop, day, serial), the cancelled ones
  // from the partial index of cancelled bills (migration 0018) — never the bills' rows themselves.
  const [[row], [cancelled]] = await scope.db.batch([
    scope.db
      .select({ firstSerial: min(bills.serial), lastSerial: max(bills.serial), count: count() })
      .from(bills)
      .where(inPeriod),
    scope.db
      .select({ n: count() })
      .from(bills)
      .where(and(inPeriod, isNotNull(bills.cancelledAt))),
  ]);
  if (!row || row.count === 0 || row.firstSerial === null || row.lastSerial === null) return null;
  return {
    year: period.year,
    firstSerial: row.firstSerial,
    lastSerial: row.lastSerial,
    count: row.count,
    cancelled: cancelled?.n ?? 0,
  };
}

/** The period's standing bills to buyers with a GSTIN, a row per bill and rate, in the series' order. */
export function b2bLines(scope: ShopScope, period: ReturnPeriod): Promise<B2bLine[]> {
  return scope.db
    .select({
      customerGstin: bills.customerGstin,
      customerName: bills.customerName,
      number: bills.number,
      issuedDay: bills.issuedDay,
      totalPaise: bills.totalPaise,
      placeOfSupply: bills.placeOfSupply,
      rateBp: billLines.rateBp,
      taxablePaise: sql<number>`sum(${billLines.taxablePaise})`,
    })
    .from(bills)
    .innerJoin(billLines, and(eq(billLines.shopId, bills.shopId), eq(billLines.billId, bills.id)))
    .where(
      and(
        eq(bills.shopId, scope.shopId),
        between(bills.issuedDay, period.from, period.to),
        ne(bills.customerGstin, ""),
        isNull(bills.cancelledAt),
      ),
    )
    .groupBy(bills.id, billLines.rateBp)
    .orderBy(asc(bills.serial), asc(billLines.rateBp));
}

/** A composition shop's turnover over a period (CMP-08 asks for the quarter's): the value of its standing bills. */
export async function periodTurnover(scope: ShopScope, period: ReturnPeriod): Promise<number> {
  const [row] = await scope.db
    .select({ valuePaise: sql<number>`coalesce(sum(${billDayTotals.valuePaise}), 0)` })
    .from(billDayTotals)
    .where(and(eq(billDayTotals.shopId, scope.shopId), between(billDayTotals.day, period.from, period.to)));
  return row?.valuePaise ?? 0;
}
