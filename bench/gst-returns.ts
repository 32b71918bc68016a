// Server time of the GST returns (issue 28: "the quarter's HSN summary over 100,000 bills in one shop ≤ 150 ms, as
// bench:reports measures"): the quarter's HSN summary file and the tax-by-rate screen's reads, with the app's own
// repository and domain functions, in local workerd (D1 is SQLite there, as in production) on a database of the
// bench's own, generated once in SQL through the real triggers that keep bill_day_totals. Figures only, never
// assertions.
// Usage: npm run bench:gst   (BENCH_RUNS sets the runs per figure, default 9; BENCH_STATE the state directory)
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { periodChoices, type ReturnPeriod } from "#app/domain/gst/return-periods";
import { hsnRows, returnCsv, taxByRate } from "#app/domain/gst/returns";
import { istDate } from "#app/domain/time";
import { issuedDocuments, periodTotals } from "#app/server/admin/gst-returns.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { seed } from "../scripts/seed/seed";
import { openLocalD1, secondsSince, timer } from "./local-d1";

const BILLS = 100_000;
const PRODUCTS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const stateDir = process.env.BENCH_STATE ?? ".wrangler/bench-gst";
const { d1, db, one, dispose } = await openLocalD1(stateDir, "v2");
const time = timer(RUNS);

/**
 * A regular shop with `bills` bills of 3 lines each spread evenly over the quarter's days, one in a hundred cancelled:
 * products of 60 HSN codes at 0%, 5% and 18%, sold by the piece and by weight, a few buyers in another state and a
 * few with a GSTIN. Each line's tax is worked back from its price as the bills do (half up, CGST = SGST).
 */
async function benchShop(url: string, bills: number, quarter: ReturnPeriod): Promise<number> {
  const existing = await d1.prepare("select id from shops where url = ?").bind(url).first<{ id: number }>();
  if (existing) {
    const made = await one<{ n: number }>("select count(*) as n from bills where shop_id = ?", existing.id);
    if (made.n === bills) return existing.id;
    // A generation cut short: start again.
    await d1.prepare("delete from shops where id = ?").bind(existing.id).run();
  }
  const started = performance.now();
  const type = await one<{ id: number }>("select id from shop_types order by id limit 1");
  const { id } = await one<{ id: number }>(
    "insert into shops (url, shop_type_id, name, status, version_type_id) values (?, ?, ?, 'ready', 3) returning id",
    url,
    type.id,
    `Bench ${url}`,
  );
  await d1
    .prepare(
      "insert into shop_tax (shop_id, kind, gstin, legal_name, state_code) values (?, 'regular', '27AAPFU0939F1ZV', 'Bench', '27')",
    )
    .bind(id)
    .run();
  const days = Math.round((Date.parse(quarter.to) - Date.parse(quarter.from)) / 86_400_000) + 1;
  // The lines first, in a scratch table: each bill's totals are its lines' sums. (D1 binds a JS number as a REAL, and a
  // REAL would make `%` and `/` fractional: the bound counts are cast.)
  await d1.prepare("drop table if exists bench_lines").run();
  await d1
    .prepare(`create table bench_lines as
    with recursive n(i) as (select 1 union all select i + 1 from n where i < cast(? as integer)),
    l as (select i, k.k, (i * 7 + k.k * 13) % cast(? as integer) as p from n join (select 0 as k union all select 1 union all select 2) k),
    v as (select i, k, p, printf('%04d', 1000 + p % 60) as hsn, case p % 3 when 0 then 0 when 1 then 500 else 1800 end as rate,
      case when p % 4 = 0 then 2 else 1 end as unit, 1000 * (1 + (i + k) % 3) as qty, (2000 + p * 37 % 9000) * (1 + (i + k) % 3) as value,
      case when i % 97 = 0 then '29' else '27' end as place from l)
    select i, k, p, hsn, rate, unit, qty, value, place,
      case when place = '27' then (2 * value * rate + 2 * (10000 + rate)) / (4 * (10000 + rate)) else 0 end as half,
      case when place = '27' then 0 else (2 * value * rate + 10000 + rate) / (2 * (10000 + rate)) end as igst
    from v`)
    .bind(bills, PRODUCTS)
    .run();
  await d1
    .prepare(`insert into bills (shop_id, year, serial, number, kind, source, write_key, token, issued_at, issued_day,
      shop_kind, shop_name, customer_name, customer_gstin, place_of_supply, inter_state, value_paise, taxable_paise,
      cgst_paise, sgst_paise, igst_paise, total_paise)
    select ?, ?, i, ? || i, 'tax-invoice', 'counter', 'bench-' || i, 'benchtoken' || printf('%014d', i),
      cast((julianday(?) - 2440587.5) * 86400000 as integer) + cast((i - 1) * ? / ? as integer) * 86400000 + 36000000,
      date(?, '+' || cast((i - 1) * ? / ? as integer) || ' days'), 'regular', 'Bench', 'Cash Sale',
      case when i % 53 = 0 then '27AABCU9603R1ZM' else '' end, max(place), max(place) <> '27',
      sum(value), sum(value - 2 * half - igst), sum(half), sum(half), sum(igst), sum(value)
    from bench_lines group by i order by i`)
    .bind(
      id,
      quarter.year,
      `${quarter.year}-${String((quarter.year + 1) % 100).padStart(2, "0")}/`,
      quarter.from,
      days,
      bills,
      quarter.from,
      days,
      bills,
    )
    .run();
  // The lines through the real trigger, which adds each to its day's totals.
  await d1
    .prepare(`insert into bill_lines (shop_id, bill_id, line_no, description, hsn, unit_id, quantity_milli, price_paise,
      value_paise, rate_bp, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    select b.shop_id, b.id, l.k + 1, 'Product ' || l.p, l.hsn, l.unit, l.qty, l.value * 1000 / l.qty, l.value, l.rate,
      l.value - 2 * l.half - l.igst, l.half, l.half, l.igst
    from bench_lines l join bills b on b.shop_id = ? and b.write_key = 'bench-' || l.i`)
    .bind(id)
    .run();
  await d1.prepare("drop table bench_lines").run();
  // One in a hundred cancelled: the trigger takes their lines out of the day totals.
  await d1
    .prepare("update bills set cancelled_at = issued_at + 60000 where shop_id = ? and serial % 100 = 0")
    .bind(id)
    .run();
  console.log(
    `  generated ${url}: ${bills.toLocaleString("en-IN")} bills, ${(bills * 3).toLocaleString("en-IN")} lines in ${secondsSince(started)}`,
  );
  return id;
}

try {
  await seed(db, { localCredentials: false }); // the demo stores and master lists: other shops beside the bench one
  // The last whole quarter before today's (its days are fixed once generated: the state is kept between runs).
  const quarter = periodChoices(istDate(new Date())).quarters[1]!;
  console.log(`GST returns, ${RUNS} runs each after one warm-up (local workerd, D1 SQLite), quarter ${quarter.key}`);
  const shopId = await benchShop("gstbench", BILLS, quarter);
  const scope = bindToShop(db, shopId);
  const stored = await one<{ key: string }>("select issued_day as key from bills where shop_id = ? limit 1", shopId);
  const period = (
    await one<{ n: number }>(
      "select count(*) as n from bills where shop_id = ? and issued_day between ? and ?",
      shopId,
      quarter.from,
      quarter.to,
    )
  ).n
    ? quarter
    : // A state generated in an earlier quarter: measure the quarter it holds.
      periodChoices(stored.key).quarters[0]!;
  const counted = await one<{ bills: number; cancelled: number }>(
    "select count(*) as bills, count(cancelled_at) as cancelled from bills where shop_id = ? and issued_day between ? and ?",
    shopId,
    period.from,
    period.to,
  );
  const totals = await one<{ n: number }>(
    "select count(*) as n from bill_day_totals where shop_id = ? and day between ? and ?",
    shopId,
    period.from,
    period.to,
  );
  console.log(
    `  ${counted.bills.toLocaleString("en-IN")} bills in ${period.key} (${counted.cancelled.toLocaleString("en-IN")} cancelled), ${totals.n.toLocaleString("en-IN")} day-total rows`,
  );

  await time("one trivial read (select 1): the bench's own round trip", () => d1.prepare("select 1").first());
  await time(`the quarter's day totals (periodTotals)`, () => periodTotals(scope, period));
  await time(`the quarter's HSN summary (hsn.csv: read + rows + CSV)`, async () =>
    returnCsv("hsn", hsnRows(await periodTotals(scope, period))),
  );
  await time(`the quarter's documents issued (docs)`, () => issuedDocuments(scope, period));
  await time(`tax-by-rate screen, the quarter (totals + documents)`, async () => {
    const [rows, documents] = await Promise.all([periodTotals(scope, period), issuedDocuments(scope, period)]);
    return [taxByRate(rows), documents];
  });
  const month = { ...period, kind: "month" as const, to: `${period.from.slice(0, 8)}31` };
  await time(`tax-by-rate screen, the quarter's first month`, async () => {
    const [rows, documents] = await Promise.all([periodTotals(scope, month), issuedDocuments(scope, month)]);
    return [taxByRate(rows), documents];
  });

  console.log("Query plans:");
  for (const [label, query] of [
    [
      "day totals",
      sql`explain query plan select hsn, rate_bp, uqc, place_of_supply, registered_buyer, sum(taxable_paise) from bill_day_totals where shop_id = ${shopId} and day between ${period.from} and ${period.to} group by hsn, rate_bp, uqc, place_of_supply, registered_buyer`,
    ],
    [
      "documents issued",
      sql`explain query plan select min(serial), max(serial), count(*) from bills where shop_id = ${shopId} and issued_day between ${period.from} and ${period.to}`,
    ],
    [
      "cancelled bills",
      sql`explain query plan select count(*) from bills where shop_id = ${shopId} and issued_day between ${period.from} and ${period.to} and cancelled_at is not null`,
    ],
  ] as const) {
    const plan = (await db.all<{ detail: string }>(query)).map((r) => r.detail).join("; ");
    console.log(`  ${label}: ${plan}`);
  }
} finally {
  await dispose();
}
