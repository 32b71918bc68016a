// Server time of Udhaar (issue: the credit ledger): the Udhaar list of a shop with 5,000 customers and 200,000
// entries over a year (its balances and ageing), and one customer's statement. The reads are the app's own
// repository functions, run in local workerd (D1 is SQLite there, as in production) on a database of the bench's own,
// generated once in SQL. Figures only, never assertions.
// Usage: npm run bench:udhaar   (BENCH_RUNS sets the runs per figure, default 9; BENCH_STATE the state directory)
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { statementOf } from "#app/domain/ledger/ledger";
import { addDaysIst, istDate } from "#app/domain/time";
import { entriesOf } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { collectionsOn, toCollect, udhaarList } from "#app/server/admin/udhaar-list.server";
import { openLocalD1, secondsSince, timer } from "./local-d1";

const CUSTOMERS = 5_000;
const ENTRIES = 200_000;
const DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const stateDir = process.env.BENCH_STATE ?? ".wrangler/bench-udhaar";
const { d1, db, one, dispose } = await openLocalD1(stateDir, "v3");
const time = timer(RUNS);

/**
 * A shop with `customers` customers and `entries` entries spread over `days` India days to today: an opening balance
 * each, then sales and payments (a payment every fourth entry, about a third of what was bought), and one sale in 100
 * reversed. Written through the triggers, as the app writes them.
 */
async function benchShop(url: string, customers: number, entries: number, days: number): Promise<number> {
  const existing = await d1.prepare("select id from shops where url = ?").bind(url).first<{ id: number }>();
  if (existing) return existing.id;
  const started = performance.now();
  await d1.prepare("insert into shop_types (name) values ('Kirana Store') on conflict do nothing").run();
  const type = await one<{ id: number }>("select id from shop_types order by id limit 1");
  const { id } = await one<{ id: number }>(
    "insert into shops (url, shop_type_id, name, status, version_type_id) values (?, ?, ?, 'ready', 3) returning id",
    url,
    type.id,
    `Bench ${url}`,
  );
  await d1
    .prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    insert into customers (shop_id, name, whatsapp, address) select ?, 'Customer ' || i, '9' || printf('%09d', i), 'House ' || i || ', Pune' from n`)
    .bind(customers, id)
    .run();
  const first = await one<{ id: number }>("select min(id) as id from customers where shop_id = ?", id);
  const today = istDate(new Date());
  await d1
    .prepare(`with recursive n(i) as (select 0 union all select i + 1 from n where i < ? - 1)
    insert into ledger_entries (shop_id, customer_id, kind, amount_paise, day, method, write_key)
    select ?, ? + i % ?,
      case when i < ? then 'opening' when (i / ?) % 4 = 3 then 'payment' else 'sale' end,
      case when i < ? then 50000 + i % 997 when (i / ?) % 4 = 3 then 8000 + i % 991 else 9000 + i % 1013 end,
      date(?, '-' || cast(? - 1 - (i * ?) / ? as integer) || ' days'),
      case when (i / ?) % 4 = 3 and i >= ? then 'upi' end,
      'bench-' || i
    from n`)
    .bind(
      entries,
      id,
      first.id,
      customers,
      customers,
      customers,
      customers,
      customers,
      today,
      days,
      days,
      entries,
      customers,
      customers,
    )
    .run();
  await d1
    .prepare(`insert into ledger_entries (shop_id, customer_id, kind, amount_paise, day, reverses, write_key)
    select shop_id, customer_id, 'reversal', amount_paise, day, id, 'bench-undo-' || id
    from ledger_entries where shop_id = ? and kind = 'sale' and id % 100 = 0`)
    .bind(id)
    .run();
  console.log(
    `  generated ${url}: ${customers.toLocaleString("en-IN")} customers, ${entries.toLocaleString("en-IN")} entries in ${secondsSince(started)}`,
  );
  return id;
}

try {
  console.log(`Udhaar, ${RUNS} runs each after one warm-up (local workerd, D1 SQLite)`);
  const shop = bindToShop(db, await benchShop("udhaarbench", CUSTOMERS, ENTRIES, DAYS));
  const today = istDate(new Date());
  const counted = await one<{ n: number; owing: number }>(
    "select count(*) as n, (select count(*) from ledger_accounts where shop_id = ? and balance_paise > 0) as owing from ledger_entries where shop_id = ?",
    shop.shopId,
    shop.shopId,
  );
  console.log(
    `  ${counted.n.toLocaleString("en-IN")} entries, ${counted.owing.toLocaleString("en-IN")} customers owing`,
  );
  await time("one trivial read (select 1): the bench's own round trip", () => d1.prepare("select 1").first());
  await time("Udhaar list (every customer owing, aged)", () => udhaarList(shop, today));
  await time("Udhaar screen (list + to collect + today's collections)", () =>
    Promise.all([udhaarList(shop, today), toCollect(shop), collectionsOn(shop, today)]),
  );
  await time("admin home's card (to collect)", () => toCollect(shop));
  const customer = await one<{ id: number }>("select min(id) as id from customers where shop_id = ?", shop.shopId);
  await time("a customer's statement (their entries, a year)", async () =>
    statementOf(await entriesOf(shop, customer.id), addDaysIst(today, -DAYS), today),
  );
  console.log("Query plans:");
  const plan = await db.all<{ detail: string }>(
    sql`explain query plan select e.customer_id, sum(e.amount_paise) from ledger_entries e where e.shop_id = ${shop.shopId} and e.day > ${addDaysIst(today, -91)} and e.kind in ('opening', 'sale') and not exists (select 1 from ledger_entries r where r.reverses = e.id) group by e.customer_id`,
  );
  console.log(`  the last 91 days' sales: ${plan.map((r) => r.detail).join("; ")}`);
} finally {
  await dispose();
}
