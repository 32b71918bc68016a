// Server time of the order reports (issue: Yaadi Summary and Productwise Sale over 92 days with 100,000 orders in one
// shop and other shops beside it; Today's summary with 50 orders). The reads are the app's own repository functions,
// run in local workerd (D1 is SQLite there, as in production) on a database of the bench's own, generated once in SQL.
// Figures only, never assertions.
// Usage: npm run bench:reports   (BENCH_RUNS sets the runs per figure, default 9; BENCH_STATE the state directory)
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { DEFAULT_SUMMARY_VIEW, SUMMARY_PAGE_SIZE, type SummaryView } from "#app/domain/reports/summary-view";
import { addDaysIst, istDate } from "#app/domain/time";
import { dailyNet, dayGlance, productwiseSale, summaryTotals } from "#app/server/admin/reports.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { yaadiSummaryPage } from "#app/server/admin/yaadies.server";
import { seed } from "../scripts/seed/seed";
import { openLocalD1, secondsSince, timer } from "./local-d1";

const ORDERS = 100_000;
const DAYS = 92;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const stateDir = process.env.BENCH_STATE ?? ".wrangler/bench-reports";
const { d1, db, one, dispose } = await openLocalD1(stateDir, "v3");
const time = timer(RUNS);

/** A shop of the bench with `products` products and `orders` orders of 3 lines each, spread over `days` India days to today. */
async function benchShop(url: string, products: number, orders: number, days: number): Promise<number> {
  const existing = await d1.prepare("select id from shops where url = ?").bind(url).first<{ id: number }>();
  if (existing) return existing.id;
  const started = performance.now();
  const type = await one<{ id: number }>("select id from shop_types order by id limit 1");
  const { id } = await one<{ id: number }>(
    "insert into shops (url, shop_type_id, name, status, version_type_id) values (?, ?, ?, 'ready', 2) returning id",
    url,
    type.id,
    `Bench ${url}`,
  );
  await d1
    .prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    insert into products (shop_id, name, mrp_paise, price_paise, unit_id) select ?, 'Product ' || i, 1000 + i, 900 + i, 1 + (i % 3) from n`)
    .bind(products, id)
    .run();
  const first = await one<{ id: number }>("select min(id) as id from products where shop_id = ?", id);
  // created_at: from `days - 1` days before today's India midnight to now, evenly.
  const start = new Date(`${addDaysIst(istDate(new Date()), -(days - 1))}T00:00:00+05:30`).getTime();
  const span = Date.now() - start;
  await d1
    .prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    insert into yaadies (shop_id, url, customer_name, customer_whatsapp, customer_address, total_paise, delivery_charges_paise, net_paise, status, created_at)
    select ?, ? || '_' || i, 'Customer ' || (i % 3000), '9' || printf('%09d', i % 3000), 'House ' || i || ', Pune', 30000 + i % 500, 2000, 32000 + i % 500,
      case when i % 50 = 0 then 'cancelled' when i % 3 = 0 then 'delivered' else 'placed' end, cast(? + (i * ?) / ? as integer) from n`)
    .bind(orders, id, url, start, span, orders)
    .run();
  await d1
    .prepare(`insert into yaadi_lines (shop_id, yaadi_id, product_id, name, unit_id, quantity_milli, mrp_paise, price_paise, line_total_paise)
    select y.shop_id, y.id, p.id, p.name, p.unit_id, 1000 * (1 + k.k), p.mrp_paise, p.price_paise, p.price_paise * (1 + k.k)
    from yaadies y join (select 0 as k union all select 1 union all select 2) k
    join products p on p.id = ? + (y.id * 7 + k.k * 13) % ?
    where y.shop_id = ?`)
    .bind(first.id, products, id)
    .run();
  console.log(
    `  generated ${url}: ${orders.toLocaleString("en-IN")} orders, ${(orders * 3).toLocaleString("en-IN")} lines in ${secondsSince(started)}`,
  );
  return id;
}

try {
  await seed(db, { localCredentials: false }); // the demo stores and master lists: other shops beside the bench ones
  console.log(`Order reports, ${RUNS} runs each after one warm-up (local workerd, D1 SQLite)`);
  const big = bindToShop(db, await benchShop("reportsbench", 200, ORDERS, DAYS));
  const small = bindToShop(db, await benchShop("reportssmall", 50, 50, 1));
  const today = istDate(new Date());
  const quarter = { from: addDaysIst(today, -(DAYS - 1)), to: today };
  const counted = await one<{ n: number }>("select count(*) as n from yaadies where shop_id = ?", big.shopId);
  const all = await one<{ n: number }>("select count(*) as n from yaadies");
  console.log(
    `  ${counted.n.toLocaleString("en-IN")} orders in the bench shop, ${all.n.toLocaleString("en-IN")} in all shops`,
  );

  // The round trip of any read from this process to local workerd, to read the figures below against.
  await time("one trivial read (select 1): the bench's own round trip", () => d1.prepare("select 1").first());
  const newest = DEFAULT_SUMMARY_VIEW;
  const page = (view: Partial<SummaryView>) => () =>
    yaadiSummaryPage(big, quarter, { ...newest, ...view }, SUMMARY_PAGE_SIZE);
  await time(`  summary page, ${DAYS} days (newest 100)`, page({}));
  await time(`  summary page, ${DAYS} days, by net amount`, page({ sort: { key: "netPaise", direction: "asc" } }));
  await time(`  summary page, ${DAYS} days, by name`, page({ sort: { key: "customerName", direction: "asc" } }));
  await time(`  summary page, ${DAYS} days, search 'customer 29'`, page({ q: "customer 29" }));
  await time(`  summary page, ${DAYS} days, last page`, page({ page: 1_000 }));
  await time(`  summary totals, ${DAYS} days`, () => summaryTotals(big, quarter));
  await time(`  daily chart, ${DAYS} days`, () => dailyNet(big, quarter));
  // What the Yaadi Summary loader reads: the listed rows, the totals and the chart, side by side.
  await time(`Yaadi Summary, ${DAYS} days (100 rows + totals + chart)`, () =>
    Promise.all([page({})(), summaryTotals(big, quarter), dailyNet(big, quarter)]),
  );
  await time(`Yaadi Summary, ${DAYS} days, by name (100 rows + totals + chart)`, () =>
    Promise.all([
      page({ sort: { key: "customerName", direction: "asc" } })(),
      summaryTotals(big, quarter),
      dailyNet(big, quarter),
    ]),
  );
  await time(`Productwise Sale, ${DAYS} days`, () => productwiseSale(big, quarter));
  const day = { from: today, to: today };
  await time("Yaadi Summary, today, 100,000-order shop", () =>
    Promise.all([yaadiSummaryPage(big, day, newest, SUMMARY_PAGE_SIZE), summaryTotals(big, day)]),
  );
  await time("Yaadi Summary, today, 50 orders", () =>
    Promise.all([yaadiSummaryPage(small, day, newest, SUMMARY_PAGE_SIZE), summaryTotals(small, day)]),
  );

  await time("Admin home's today at a glance, 100,000-order shop", () => dayGlance(big, today));

  console.log("Query plans:");
  for (const [label, query] of [
    [
      "summary rows",
      sql`explain query plan select * from yaadies where shop_id = ${big.shopId} and created_at >= 0 and created_at < 1 and status <> 'cancelled' order by created_at desc limit 100`,
    ],
    [
      "summary rows by name",
      sql`explain query plan select * from yaadies where shop_id = ${big.shopId} and created_at >= 0 and created_at < 1 and status <> 'cancelled' order by lower(customer_name), id limit 100`,
    ],
    [
      "productwise, the range's lines",
      sql`explain query plan select product_id, unit_id, max(id), sum(quantity_milli) from yaadi_lines where shop_id = ${big.shopId} and ordered_at >= 0 and ordered_at < 1 and product_id is not null group by product_id, unit_id`,
    ],
    [
      "productwise, the cancelled yaadies' lines",
      sql`explain query plan select l.product_id, l.unit_id, sum(l.quantity_milli) from yaadies y cross join yaadi_lines l where y.shop_id = ${big.shopId} and y.created_at >= 0 and y.created_at < 1 and y.status = 'cancelled' and l.shop_id = ${big.shopId} and l.yaadi_id = y.id group by l.product_id, l.unit_id`,
    ],
  ] as const) {
    const plan = (await db.all<{ detail: string }>(query)).map((r) => r.detail).join("; ");
    console.log(`  ${label}: ${plan}`);
  }
} finally {
  await dispose();
}
