import { and, asc, count, desc, eq, gte, isNull, lt, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AdminYaadi, SummaryRow } from "#app/domain/orders/admin-yaadi";
import { canMove, type YaadiStatus } from "#app/domain/orders/order-status";
import { type DayRange, type DealerFilter, rangeInstants, type SaleFilter } from "#app/domain/reports/report-range";
import type { SummarySortKey, SummaryView } from "#app/domain/reports/summary-view";
import { customers } from "#db/schema/customers";
import { yaadies, yaadiLines } from "#db/schema/orders";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's orders as the admin sees them (spec 3 "Yaadi Summary", DECISIONS.md "Delete in Yaadi Summary", "Order
 * status"). Every query names the scope's shop and a created_at range, so it reads through
 * yaadies_shop_time_cover_idx and never another shop's rows. Reports are computed from the orders themselves on every
 * request: no copy to go stale.
 */

/** One shop's yaadies of a range of India days, cancelled ones left out (or only those). */
export const inRange = (scope: ShopScope, range: DayRange, which: "kept" | "cancelled" = "kept") => {
  const { start, end } = rangeInstants(range);
  return and(
    eq(yaadies.shopId, scope.shopId),
    gte(yaadies.createdAt, start),
    lt(yaadies.createdAt, end),
    which === "cancelled" ? eq(yaadies.status, "cancelled") : ne(yaadies.status, "cancelled"),
    whoseYaadies(range),
    whichSales(range),
  );
};

/**
 * A report's dealer filter as a condition on a dealer column (a yaadi's, a customer entry's): none, the shop's own (no
 * dealer), or one dealer's.
 */
export const dealerIs = (column: SQLiteColumn, dealer: DealerFilter | undefined) =>
  dealer === undefined ? undefined : dealer === "shop" ? isNull(column) : eq(column, dealer);

/** The range's dealer filter as a condition on yaadies. */
export const whoseYaadies = (range: DayRange) => dealerIs(yaadies.dealerId, range.dealer);

/** A counter sale is a Cash Billing bill's yaadi (source "billing"); every other yaadi is an online order. */
export const saleIs = (column: SQLiteColumn, sale: SaleFilter | undefined) =>
  sale === undefined ? undefined : sale === "counter" ? eq(column, "billing") : ne(column, "billing");

/** The range's sales filter as a condition on yaadies. */
export const whichSales = (range: DayRange) => saleIs(yaadies.source, range.sale);

/** A yaadi as the downloads name it: its number, its customer and when it came. */
export const yaadiCsvColumns = {
  id: yaadies.id,
  customerName: yaadies.customerName,
  customerWhatsApp: yaadies.customerWhatsApp,
  customerAddress: yaadies.customerAddress,
  createdAt: yaadies.createdAt,
};

/** A row of the Yaadi Summary's download: the yaadi and its amounts. */
export const summaryCsvColumns = {
  ...yaadiCsvColumns,
  totalPaise: yaadies.totalPaise,
  deliveryChargesPaise: yaadies.deliveryChargesPaise,
  netPaise: yaadies.netPaise,
};

const summaryColumns = {
  ...summaryCsvColumns,
  url: yaadies.url,
  status: yaadies.status,
  paidAt: yaadies.paidAt,
  source: yaadies.source,
  // Through customers_shop_whatsapp_idx; qualified by hand because drizzle leaves one-table columns bare.
  savedCustomer: sql<number>`exists(select 1 from customers c where c.shop_id = "yaadies"."shop_id" and c.whatsapp = "yaadies"."customer_whatsapp")`,
};

/** A row of summaryColumns as read. */
type SummaryRead = Omit<SummaryRow, "createdAt" | "paid" | "savedCustomer" | "counter"> & {
  source: string;
  createdAt: Date;
  paidAt: Date | null;
  savedCustomer: number;
};

const toSummaryRow = ({ paidAt, createdAt, savedCustomer, source, ...r }: SummaryRead): SummaryRow => ({
  ...r,
  counter: source === "billing",
  createdAt: createdAt.getTime(),
  paid: paidAt !== null,
  savedCustomer: savedCustomer === 1,
});

/**
 * All the range's yaadies, newest first, for a download (a long range's goes to the Queue instead: decision 0013);
 * cancelled ones are left out (they leave the lists and totals). The screen reads a page at a time: yaadiSummaryPage.
 */
export async function yaadiSummary(scope: ShopScope, range: DayRange): Promise<SummaryRow[]> {
  const rows = await scope.db
    .select(summaryColumns)
    .from(yaadies)
    .where(inRange(scope, range))
    .orderBy(desc(yaadies.createdAt), desc(yaadies.id));
  return rows.map(toSummaryRow);
}

/** What a column of the summary sorts by: names and addresses without regard to case, as the search matches them. */
const SORTED_BY: Record<SummarySortKey, SQLWrapper> = {
  id: yaadies.id,
  customerName: sql`lower(${yaadies.customerName})`,
  customerWhatsApp: yaadies.customerWhatsApp,
  customerAddress: sql`lower(${yaadies.customerAddress})`,
  totalPaise: yaadies.totalPaise,
  deliveryChargesPaise: yaadies.deliveryChargesPaise,
  netPaise: yaadies.netPaise,
  createdAt: yaadies.createdAt,
  status: yaadies.status,
};

/**
 * One page of the range's yaadies whose customer name holds `view.q` (any case), in the view's order, and how many
 * match in the whole range. The range is read through yaadies_shop_time_idx; another order than time sorts the range's
 * rows, which SQLite does keeping only the page's worth (bench/reports.ts measures 92 days of 100,000 orders). A page
 * past the last gives the last, so a link kept after deletions still shows rows.
 */
export async function yaadiSummaryPage(
  scope: ShopScope,
  range: DayRange,
  view: SummaryView,
  pageSize: number,
): Promise<{ rows: SummaryRow[]; matched: number; page: number }> {
  // lower() folds ASCII only; the regional scripts customers type names in have no case.
  const where = and(
    inRange(scope, range),
    view.q ? sql`instr(lower(${yaadies.customerName}), ${view.q.toLowerCase()}) > 0` : undefined,
  );
  const direction = view.sort.direction === "asc" ? asc : desc;
  const pageOf = (page: number) =>
    scope.db
      .select(summaryColumns)
      .from(yaadies)
      .where(where)
      .orderBy(direction(SORTED_BY[view.sort.key]), direction(yaadies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const [rows, [counted]] = await scope.db.batch([
    pageOf(view.page),
    scope.db.select({ n: count() }).from(yaadies).where(where),
  ]);
  const matched = counted?.n ?? 0;
  const last = Math.max(1, Math.ceil(matched / pageSize));
  if (view.page <= last) return { rows: rows.map(toSummaryRow), matched, page: view.page };
  return { rows: (await pageOf(last)).map(toSummaryRow), matched, page: last };
}

/** One yaadi of this shop with its lines (quantity above 0, in the order they were added); null when not this shop's. */
export async function getYaadi(scope: ShopScope, id: number): Promise<AdminYaadi | null> {
  const [row] = await scope.db
    .select()
    .from(yaadies)
    .where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id)))
    .limit(1);
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
    source: row.source,
    counter: row.source === "billing",
    dealerId: row.dealerId,
    editedAt: row.editedAt?.getTime() ?? null,
    lines,
  };
}

export type StatusChange = { ok: true } | { ok: false; reason: "notFound" | "notAllowed" };

/**
 * Moves a yaadi to `to` when the move is allowed from where it is (app/domain/orders/order-status.ts). The update
 * names the status it read, so two devices changing one yaadi at once cannot both act on the same step.
 */
export async function changeStatus(scope: ShopScope, id: number, to: YaadiStatus): Promise<StatusChange> {
  const [current] = await scope.db
    .select({ status: yaadies.status })
    .from(yaadies)
    .where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id)))
    .limit(1);
  if (!current) return { ok: false, reason: "notFound" };
  if (!canMove(current.status, to)) return { ok: false, reason: "notAllowed" };
  const [changed] = await scope.db
    .update(yaadies)
    .set({ status: to })
    .where(and(eq(yaadies.shopId, scope.shopId), eq(yaadies.id, id), eq(yaadies.status, current.status)))
    .returning({ id: yaadies.id });
  return changed ? { ok: true } : { ok: false, reason: "notAllowed" };
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
