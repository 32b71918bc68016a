import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { customers } from "../../../db/schema/customers";
import { yaadies, yaadiLines } from "../../../db/schema/orders";
import { canMove, type YaadiStatus } from "../../domain/orders/order-status";
import type { YaadiCsvYaadi } from "../../domain/reports/all-yaadies";
import type { ProductSale } from "../../domain/reports/productwise";
import type { DayFigure } from "../../domain/reports/daily-chart";
import { rangeInstants, type ReportRange } from "../../domain/reports/report-range";
import type { SummaryTotals } from "../../domain/reports/yaadi-summary";
import { IST_OFFSET_MS, istDayOfNumber } from "../../domain/time";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's orders as the admin sees them (spec 3 "Yaadi Summary", DECISIONS.md "Delete in Yaadi Summary", "Order
 * status"). Every query names the scope's shop and a created_at range, so it reads through
 * yaadies_shop_time_cover_idx and never another shop's rows. Reports are computed from the orders themselves on every
 * request: no copy to go stale.
 */

export type SummaryRow = {
  id: number;
  url: string;
  customerName: string;
  customerWhatsApp: string;
  customerAddress: string;
  totalPaise: number;
  deliveryChargesPaise: number;
  netPaise: number;
  /** UTC milliseconds. */
  createdAt: number;
  status: YaadiStatus;
  paid: boolean;
  /** Whether a saved customer has this WhatsApp number (the add-customer action is offered only when not). */
  savedCustomer: boolean;
};

const inRange = (scope: ShopScope, range: Pick<ReportRange, "from" | "to">) => {
  const { start, end } = rangeInstants(range);
  return and(eq(yaadies.shopId, scope.shopId), gte(yaadies.createdAt, start), lt(yaadies.createdAt, end), ne(yaadies.status, "cancelled"));
};

/**
 * The screen lists at most this many yaadies, newest first; the totals and the chart count them all, and the CSV
 * holds them all. A quarter of a busy shop's orders would be a page no phone should load.
 */
export const SUMMARY_ROW_LIMIT = 300;

/** The range's yaadies, newest first (at most `limit`); cancelled ones are left out (they leave the lists and totals). */
export async function yaadiSummary(scope: ShopScope, range: Pick<ReportRange, "from" | "to">, limit = SUMMARY_ROW_LIMIT): Promise<SummaryRow[]> {
  const query = scope.db
    .select({
      id: yaadies.id,
      url: yaadies.url,
      customerName: yaadies.customerName,
      customerWhatsApp: yaadies.customerWhatsApp,
      customerAddress: yaadies.customerAddress,
      totalPaise: yaadies.totalPaise,
      deliveryChargesPaise: yaadies.deliveryChargesPaise,
      netPaise: yaadies.netPaise,
      createdAt: yaadies.createdAt,
      status: yaadies.status,
      paidAt: yaadies.paidAt,
      // Through customers_shop_whatsapp_idx; qualified by hand because drizzle leaves one-table columns bare.
      savedCustomer: sql<number>`exists(select 1 from customers c where c.shop_id = "yaadies"."shop_id" and c.whatsapp = "yaadies"."customer_whatsapp")`,
    })
    .from(yaadies)
    .where(inRange(scope, range))
    .orderBy(desc(yaadies.createdAt), desc(yaadies.id));
  const rows = await (Number.isFinite(limit) ? query.limit(limit) : query);
  return rows.map(({ paidAt, createdAt, savedCustomer, ...r }) => ({ ...r, createdAt: createdAt.getTime(), paid: paidAt !== null, savedCustomer: savedCustomer === 1 }));
}

/** The range's totals over every yaadi (not only the listed ones), in one aggregate read. */
export async function summaryTotals(scope: ShopScope, range: Pick<ReportRange, "from" | "to">): Promise<SummaryTotals> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(*)`,
      totalPaise: sql<number>`coalesce(sum(${yaadies.totalPaise}), 0)`,
      deliveryChargesPaise: sql<number>`coalesce(sum(${yaadies.deliveryChargesPaise}), 0)`,
      netPaise: sql<number>`coalesce(sum(${yaadies.netPaise}), 0)`,
      paidCount: sql<number>`count(${yaadies.paidAt})`,
      unpaidNetPaise: sql<number>`coalesce(sum(case when ${yaadies.paidAt} is null then ${yaadies.netPaise} end), 0)`,
    })
    .from(yaadies)
    .where(inRange(scope, range));
  return row!;
}

/** Per India day of the range that has yaadies: how many and their net amount. */
export async function dailyNet(scope: ShopScope, range: Pick<ReportRange, "from" | "to">): Promise<DayFigure[]> {
  // Written into the statement, not bound: D1 binds a JS number as a REAL, which would make the division fractional
  // and every yaadi a day of its own.
  const dayNumber = sql<number>`((${yaadies.createdAt} + ${sql.raw(String(IST_OFFSET_MS))}) / 86400000)`;
  const rows = await scope.db
    .select({ dayNumber, count: sql<number>`count(*)`, netPaise: sql<number>`sum(${yaadies.netPaise})` })
    .from(yaadies)
    .where(inRange(scope, range))
    .groupBy(dayNumber);
  return rows.map((r) => ({ day: istDayOfNumber(r.dayNumber), count: r.count, netPaise: r.netPaise }));
}

export type YaadiLine = { id: number; productId: number | null; name: string; information: string; unitId: number; quantityMilli: number; mrpPaise: number; pricePaise: number; lineTotalPaise: number };
export type AdminYaadi = Omit<SummaryRow, "savedCustomer"> & { dealerId: number | null; editedAt: number | null; lines: YaadiLine[] };

/** One yaadi of this shop with its lines (quantity above 0, in the order they were added); null when not this shop's. */
export async function getYaadi(scope: ShopScope, id: number): Promise<AdminYaadi | null> {
  const [row] = await scope.db.select().from(yaadies).where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id))).limit(1);
  if (!row) return null;
  const lines = await scope.db
    .select({
      id: yaadiLines.id,
      productId: yaadiLines.productId,
      name: yaadiLines.name,
      information: yaadiLines.information,
      unitId: yaadiLines.unitId,
      quantityMilli: yaadiLines.quantityMilli,
      mrpPaise: yaadiLines.mrpPaise,
      pricePaise: yaadiLines.pricePaise,
      lineTotalPaise: yaadiLines.lineTotalPaise,
    })
    .from(yaadiLines)
    .where(and(eq(yaadiLines.shopId, scope.shopId), eq(yaadiLines.yaadiId, id), gte(yaadiLines.quantityMilli, 1)))
    .orderBy(asc(yaadiLines.id));
  return {
    id: row.id,
    url: row.url,
    customerName: row.customerName,
    customerWhatsApp: row.customerWhatsApp,
    customerAddress: row.customerAddress,
    totalPaise: row.totalPaise,
    deliveryChargesPaise: row.deliveryChargesPaise,
    netPaise: row.netPaise,
    createdAt: row.createdAt.getTime(),
    status: row.status,
    paid: row.paidAt !== null,
    dealerId: row.dealerId,
    editedAt: row.editedAt?.getTime() ?? null,
    lines,
  };
}

export type StatusChange = { ok: true; yaadi: AdminYaadi } | { ok: false; reason: "notFound" | "notAllowed" };

/**
 * Moves a yaadi to `to` when the move is allowed from where it is (app/domain/orders/order-status.ts). The update
 * names the status it read, so two devices changing one yaadi at once cannot both act on the same step.
 */
export async function changeStatus(scope: ShopScope, id: number, to: YaadiStatus): Promise<StatusChange> {
  const yaadi = await getYaadi(scope, id);
  if (!yaadi) return { ok: false, reason: "notFound" };
  if (!canMove(yaadi.status, to)) return { ok: false, reason: "notAllowed" };
  const [changed] = await scope.db
    .update(yaadies)
    .set({ status: to })
    .where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id), eq(yaadies.status, yaadi.status)))
    .returning({ id: yaadies.id });
  if (!changed) return { ok: false, reason: "notAllowed" };
  return { ok: true, yaadi: { ...yaadi, status: to } };
}

/** Marks a yaadi paid (now) or unpaid; false when it is not this shop's. */
export async function setPaid(scope: ShopScope, id: number, paid: boolean, now = new Date()): Promise<boolean> {
  const [row] = await scope.db
    .update(yaadies)
    .set({ paidAt: paid ? now : null })
    .where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id)))
    .returning({ id: yaadies.id });
  return row !== undefined;
}

/** Whether a saved customer of the shop has this WhatsApp number. */
export async function isSavedCustomer(scope: ShopScope, whatsApp: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, scope.shopId), eq(customers.whatsApp, whatsApp)))
    .limit(1);
  return row !== undefined;
}

export type OrderingCustomer = { name: string; whatsApp: string; address: string; yaadiCount: number; lastYaadiAt: number };

/**
 * Everyone who has sent the shop a yaadi (cancelled ones left out), one row per WhatsApp number with the name and
 * address of their latest yaadi: the Customer Data download. SQLite gives a bare column the value of the row that
 * max() picked, which is what "latest" needs here.
 */
export async function orderingCustomers(scope: ShopScope): Promise<OrderingCustomer[]> {
  const rows = await scope.db
    .select({
      whatsApp: yaadies.customerWhatsApp,
      lastYaadiAt: sql<number>`max(${yaadies.createdAt})`,
      name: yaadies.customerName,
      address: yaadies.customerAddress,
      yaadiCount: sql<number>`count(*)`,
    })
    .from(yaadies)
    .where(and(eq(yaadies.shopId, scope.shopId), ne(yaadies.status, "cancelled")))
    .groupBy(yaadies.customerWhatsApp)
    .orderBy(asc(yaadies.customerName));
  return rows;
}

export type DayGlance = { count: number; netPaise: number; waiting: number };

/** Today at a glance on the admin home: today's yaadies (cancelled left out), their net amount, and how many wait to be accepted. */
export async function dayGlance(scope: ShopScope, day: string): Promise<DayGlance> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(*)`,
      netPaise: sql<number>`coalesce(sum(${yaadies.netPaise}), 0)`,
      waiting: sql<number>`coalesce(sum(${yaadies.status} = 'placed'), 0)`,
    })
    .from(yaadies)
    .where(inRange(scope, { from: day, to: day }));
  return row ?? { count: 0, netPaise: 0, waiting: 0 };
}

/**
 * Productwise Sale: each product's quantity over the range's yaadies (cancelled left out), one row per product and
 * measure. Weights (units 2–5) are all stored in thousandths of a kg, so a product sold as 250 g steps one day and as
 * kg the next adds up in kg; a count (unit 1) is never added to a weight. A line whose product was deleted since is
 * counted by its name. The name is the latest line's (SQLite gives a bare column the row that max() picked).
 */
export async function productwiseSale(scope: ShopScope, range: Pick<ReportRange, "from" | "to">): Promise<ProductSale[]> {
  const { start, end } = rangeInstants(range);
  const product = sql<string>`coalesce('p' || ${yaadiLines.productId}, 'n' || ${yaadiLines.name})`;
  const measure = sql<number>`case when ${yaadiLines.unitId} = 1 then 1 else 2 end`;
  const rows = await scope.db
    .select({
      key: sql<string>`${product} || ':' || ${measure}`,
      latest: sql<number>`max(${yaadiLines.id})`,
      name: yaadiLines.name,
      unitId: measure,
      quantityMilli: sql<number>`sum(${yaadiLines.quantityMilli})`,
    })
    .from(yaadiLines)
    .innerJoin(yaadies, and(eq(yaadies.id, yaadiLines.yaadiId), eq(yaadies.shopId, yaadiLines.shopId)))
    .where(and(eq(yaadies.shopId, scope.shopId), gte(yaadies.createdAt, start), lt(yaadies.createdAt, end), ne(yaadies.status, "cancelled"), eq(yaadiLines.shopId, scope.shopId)))
    .groupBy(product, measure)
    .orderBy(asc(yaadiLines.name));
  return rows.map(({ latest: _latest, ...r }) => r);
}

export type RangeLine = YaadiCsvYaadi & { line: { name: string; unitId: number; quantityMilli: number; pricePaise: number; lineTotalPaise: number } };

/** Every line of the range's yaadies (cancelled left out), yaadi by yaadi in the order they came: All Yaadies. */
export async function rangeLines(scope: ShopScope, range: Pick<ReportRange, "from" | "to">): Promise<RangeLine[]> {
  const { start, end } = rangeInstants(range);
  const rows = await scope.db
    .select({
      id: yaadies.id,
      customerName: yaadies.customerName,
      customerWhatsApp: yaadies.customerWhatsApp,
      customerAddress: yaadies.customerAddress,
      createdAt: yaadies.createdAt,
      line: { name: yaadiLines.name, unitId: yaadiLines.unitId, quantityMilli: yaadiLines.quantityMilli, pricePaise: yaadiLines.pricePaise, lineTotalPaise: yaadiLines.lineTotalPaise },
    })
    .from(yaadies)
    .innerJoin(yaadiLines, and(eq(yaadiLines.yaadiId, yaadies.id), eq(yaadiLines.shopId, yaadies.shopId)))
    .where(and(eq(yaadies.shopId, scope.shopId), gte(yaadies.createdAt, start), lt(yaadies.createdAt, end), ne(yaadies.status, "cancelled"), gte(yaadiLines.quantityMilli, 1)))
    .orderBy(asc(yaadies.createdAt), asc(yaadies.id), asc(yaadiLines.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}
