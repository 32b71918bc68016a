import { and, asc, eq, gte, isNotNull, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { YaadiCsvYaadi } from "#app/domain/reports/all-yaadies";
import type { DayFigure } from "#app/domain/reports/daily-chart";
import type { DayGlance } from "#app/domain/reports/day-glance";
import { type ProductSale, productwiseRows } from "#app/domain/reports/productwise";
import { type DayRange, type DealerChoice, type DealerFilter, rangeInstants } from "#app/domain/reports/report-range";
import type { SummaryTotals } from "#app/domain/reports/yaadi-summary";
import { IST_OFFSET_MS, istDayOfNumber } from "#app/domain/time";
import { dealers } from "#db/schema/customers";
import { yaadies, yaadiLines } from "#db/schema/orders";
import type { ShopScope } from "./shop-scope.server";
import { dealerIs, inRange, yaadiCsvColumns } from "./yaadies.server";

/*
 * The reports' aggregate reads (spec 3: the Yaadi Summary's totals and chart, Productwise Sale, All Yaadies, Customer
 * Data; the admin home's today): sums and groups over one shop's yaadies of a range, read from the orders on every
 * request through the covering indexes of migration 0004 (bench/reports.ts measures them).
 */

/** The range's totals over every yaadi (not only the listed ones), in one aggregate read. */
export async function summaryTotals(scope: ShopScope, range: DayRange): Promise<SummaryTotals> {
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
export async function dailyNet(scope: ShopScope, range: DayRange): Promise<DayFigure[]> {
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

/**
 * A yaadi with a customer's WhatsApp number. A Make Yaadi "Default" (Cash Sale) yaadi has none: it is a sale, not a
 * customer, so customer lists, their downloads and the customers added from them leave it out.
 */
export const withCustomerNumber = ne(yaadies.customerWhatsApp, "");

export type OrderingCustomer = {
  name: string;
  whatsApp: string;
  address: string;
  yaadiCount: number;
  lastYaadiAt: number;
};

/**
 * Everyone who has sent the shop a yaadi (cancelled ones and Cash Sales left out), one row per WhatsApp number with
 * the name and address of their latest yaadi: the Customer Data download. SQLite gives a bare column the value of the
 * row that max() picked, which is what "latest" needs here.
 */
export async function orderingCustomers(scope: ShopScope, dealer?: DealerFilter): Promise<OrderingCustomer[]> {
  const rows = await scope.db
    .select({
      whatsApp: yaadies.customerWhatsApp,
      lastYaadiAt: sql<number>`max(${yaadies.createdAt})`,
      name: yaadies.customerName,
      address: yaadies.customerAddress,
      yaadiCount: sql<number>`count(*)`,
    })
    .from(yaadies)
    .where(
      and(
        eq(yaadies.shopId, scope.shopId),
        ne(yaadies.status, "cancelled"),
        withCustomerNumber,
        dealerIs(yaadies.dealerId, dealer),
      ),
    )
    .groupBy(yaadies.customerWhatsApp)
    .orderBy(asc(yaadies.customerName));
  return rows;
}

/**
 * Today at a glance on the admin home: today's yaadies (cancelled left out), their net amount, how many wait to be
 * accepted, and how many of them and how much came from the counter.
 */
export async function dayGlance(scope: ShopScope, day: string): Promise<DayGlance> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(*)`,
      netPaise: sql<number>`coalesce(sum(${yaadies.netPaise}), 0)`,
      waiting: sql<number>`coalesce(sum(${yaadies.status} = 'placed'), 0)`,
      counterCount: sql<number>`coalesce(sum(${yaadies.source} = 'billing'), 0)`,
      counterNetPaise: sql<number>`coalesce(sum(case when ${yaadies.source} = 'billing' then ${yaadies.netPaise} end), 0)`,
    })
    .from(yaadies)
    .where(inRange(scope, { from: day, to: day }));
  return row ?? { count: 0, netPaise: 0, waiting: 0, counterCount: 0, counterNetPaise: 0 };
}

/** A group of lines as Productwise Sale sums it: the quantity, and the newest line's id (whose name is shown). */
const summedLines = {
  productId: yaadiLines.productId,
  unitId: yaadiLines.unitId,
  name: yaadiLines.name,
  latest: sql<number>`max(${yaadiLines.id})`,
  quantityMilli: sql<number>`sum(${yaadiLines.quantityMilli})`,
};

/**
 * Productwise Sale: each product's quantity over the range's yaadies (cancelled left out), one row per product and
 * measure (app/domain/reports/productwise.ts). Two aggregate reads in one round trip:
 * - every line of the range, summed per (product, unit) straight off the index of migration 0005, which holds the lines
 *   in that order with their yaadi's time: no join and no sort over the range's lines (bench/reports.ts);
 * - the lines of the range's cancelled yaadies (few), to take away. CROSS JOIN makes SQLite walk the cancelled yaadies
 *   first and reach their lines through the yaadi index, instead of scanning every line of the shop.
 * Lines of a deleted product (no product id) are told apart by name.
 */
export async function productwiseSale(scope: ShopScope, range: DayRange): Promise<ProductSale[]> {
  const { start, end } = rangeInstants(range);
  // A dealer or sales filter needs each line's yaadi: a lookup by primary key per line, only when one is chosen.
  const dealer =
    range.dealer === undefined
      ? sql`1`
      : range.dealer === "shop"
        ? sql`y.dealer_id is null`
        : sql`y.dealer_id = ${range.dealer}`;
  const sale =
    range.sale === undefined
      ? sql`1`
      : range.sale === "counter"
        ? sql`y.source = 'billing'`
        : sql`y.source <> 'billing'`;
  const whose =
    range.dealer === undefined && range.sale === undefined
      ? undefined
      : sql`exists(select 1 from yaadies y where y.shop_id = ${scope.shopId} and y.id = "yaadi_lines"."yaadi_id" and ${dealer} and ${sale})`;
  const inTime = and(
    eq(yaadiLines.shopId, scope.shopId),
    gte(yaadiLines.orderedAt, start.getTime()),
    lt(yaadiLines.orderedAt, end.getTime()),
    whose,
  );
  const perProduct = scope.db
    .select({
      productId: yaadiLines.productId,
      unitId: yaadiLines.unitId,
      latest: sql<number>`max(${yaadiLines.id})`.as("latest_line_id"),
      quantityMilli: sql<number>`sum(${yaadiLines.quantityMilli})`.as("sold_milli"),
    })
    .from(yaadiLines)
    .where(and(inTime, isNotNull(yaadiLines.productId)))
    .groupBy(yaadiLines.productId, yaadiLines.unitId)
    .as("per_product");
  const [products, deletedProducts, cancelled] = await scope.db.batch([
    scope.db
      .select({
        productId: perProduct.productId,
        unitId: perProduct.unitId,
        name: yaadiLines.name,
        latest: perProduct.latest,
        quantityMilli: perProduct.quantityMilli,
      })
      .from(perProduct)
      .innerJoin(yaadiLines, and(eq(yaadiLines.id, perProduct.latest), eq(yaadiLines.shopId, scope.shopId))),
    scope.db
      .select(summedLines)
      .from(yaadiLines)
      .where(and(inTime, isNull(yaadiLines.productId)))
      .groupBy(yaadiLines.unitId, yaadiLines.name),
    scope.db
      .select(summedLines)
      .from(yaadies)
      .crossJoin(yaadiLines)
      .where(
        and(
          inRange(scope, range, "cancelled"),
          eq(yaadiLines.shopId, scope.shopId),
          eq(yaadiLines.yaadiId, yaadies.id),
        ),
      )
      .groupBy(
        yaadiLines.productId,
        yaadiLines.unitId,
        sql`case when ${yaadiLines.productId} is null then ${yaadiLines.name} end`,
      ),
  ]);
  return productwiseRows([...products, ...deletedProducts], cancelled);
}

export type RangeLine = YaadiCsvYaadi & {
  line: { name: string; unitId: number; quantityMilli: number; pricePaise: number; lineTotalPaise: number };
};

/** A yaadi's place in the order they came (time, then id): where a file written in parts stopped. */
export type YaadiCursor = { createdAt: number; id: number };

/** Yaadies that came after the cursor's, as a condition (none without a cursor: from the first). */
export const cameAfter = (cursor: YaadiCursor | null) =>
  cursor ? sql`(${yaadies.createdAt}, ${yaadies.id}) > (${cursor.createdAt}, ${cursor.id})` : undefined;

/** Yaadies after `after` up to and including `through` (a part of a background export), as a condition. */
export const yaadiWindow = (after: YaadiCursor | null, through: YaadiCursor) =>
  and(cameAfter(after), sql`(${yaadies.createdAt}, ${yaadies.id}) <= (${through.createdAt}, ${through.id})`);

/**
 * Every line of the range's yaadies (cancelled left out), yaadi by yaadi in the order they came: All Yaadies. A
 * background export reads it a window of yaadies at a time.
 */
export async function rangeLines(scope: ShopScope, range: DayRange, window?: SQL): Promise<RangeLine[]> {
  const rows = await scope.db
    .select({
      ...yaadiCsvColumns,
      line: {
        name: yaadiLines.name,
        unitId: yaadiLines.unitId,
        quantityMilli: yaadiLines.quantityMilli,
        pricePaise: yaadiLines.pricePaise,
        lineTotalPaise: yaadiLines.lineTotalPaise,
      },
    })
    .from(yaadies)
    .innerJoin(yaadiLines, and(eq(yaadiLines.yaadiId, yaadies.id), eq(yaadiLines.shopId, yaadies.shopId)))
    .where(and(inRange(scope, range), gte(yaadiLines.quantityMilli, 1), window))
    .orderBy(asc(yaadies.createdAt), asc(yaadies.id), asc(yaadiLines.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** The shop's dealers by name, for the reports' dealer filter (empty for a shop without dealers: no filter shown). */
export function dealerChoices(scope: ShopScope): Promise<DealerChoice[]> {
  return scope.db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.shopId, scope.shopId))
    .orderBy(asc(dealers.name), asc(dealers.id));
}
