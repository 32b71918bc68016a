// A shop's backup and restore (issue 30, docs/decisions/0037) at size: a shop with 1,000 products and 100,000 orders
// (two lines each, 1,000 customers) backed up part by part to R2 and restored in place, by the app's own job code
// (app/server/shop-data/), each step run here one after another as the Queue would deliver them. Local workerd: D1 is
// SQLite there and R2 a local store, as in production; the job code runs in this Node process, whose peak memory is
// measured (RSS and heap, sampled every 20 ms and after every step). Figures only, never assertions.
// Usage: npm run bench:backup   (BENCH_STATE sets the state directory)
import { performance } from "node:perf_hooks";
import { type BackupMessage, createBackup, runBackupStep } from "#app/server/shop-data/backup.server";
import { createRestore, type RestoreMessage, runRestoreStep } from "#app/server/shop-data/restore.server";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { openLocalD1, secondsSince } from "./local-d1";

const PRODUCTS = 1_000;
const ORDERS = 100_000;
const LINES_PER_ORDER = 2;
const CUSTOMERS = 1_000;
const stateDir = process.env.BENCH_STATE ?? ".wrangler/bench-backup";

const { env, d1, db, one, dispose } = await openLocalD1(stateDir);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peak = { rss: 0, heap: 0 };
function sample() {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heap = Math.max(peak.heap, m.heapUsed);
}
const sampler = setInterval(sample, 20);

/** The bench's shop, made once in SQL: products, customers, orders and their lines. */
async function benchShop(url: string): Promise<number> {
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
  const n = (count: number) => `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})`;
  await d1
    .prepare(`${n(PRODUCTS)} insert into products (shop_id, name, name_regional, mrp_paise, price_paise, unit_id)
      select ?, 'Product ' || i, 'वस्तू ' || i, 10000 + i * 7, 9000 + i * 7, 1 + i % 3 from n`)
    .bind(id)
    .run();
  await d1
    .prepare(`${n(CUSTOMERS)} insert into customers (shop_id, name, whatsapp, address)
      select ?, 'Customer ' || i, '9' || printf('%09d', i), 'House ' || i || ', Pune' from n`)
    .bind(id)
    .run();
  const firstCustomer = await one<{ id: number }>("select min(id) as id from customers where shop_id = ?", id);
  const now = Date.now();
  await d1
    .prepare(`${n(ORDERS)} insert into yaadies (shop_id, url, customer_id, customer_name, customer_whatsapp,
        customer_address, total_paise, net_paise, status, created_at)
      select ?, ? || '-' || i, ? + i % ?, 'Customer ' || (i % ?), '9' || printf('%09d', i % ?), 'House, Pune',
        20000 + i % 5000, 20000 + i % 5000, case when i % 10 = 0 then 'cancelled' else 'delivered' end, ? - i * 60000
      from n`)
    .bind(id, url, firstCustomer.id, CUSTOMERS, CUSTOMERS, CUSTOMERS, now)
    .run();
  const firstProduct = await one<{ id: number }>("select min(id) as id from products where shop_id = ?", id);
  for (let line = 0; line < LINES_PER_ORDER; line++) {
    await d1
      .prepare(`insert into yaadi_lines (shop_id, yaadi_id, product_id, name, unit_id, quantity_milli, mrp_paise,
          price_paise, line_total_paise)
        select y.shop_id, y.id, ? + (y.id * ? + ?) % ?, 'Product', 1, 1000 + ? * 500, 10000, 9000, 9000 + ? * 4500
        from yaadies y where y.shop_id = ?`)
      .bind(firstProduct.id, LINES_PER_ORDER, line, PRODUCTS, line, line, id)
      .run();
  }
  console.log(`  (made the shop in ${secondsSince(started)})`);
  return id;
}

/** Each backed-up table's row count and a digest of its rows (count and sum of every row's JSON length, per table). */
async function fingerprint(shopId: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SHOP_TABLES) {
    const row = await one<{ n: number; ids: number | null }>(
      `select count(*) as n, total(rowid) as ids from "${table.name}" where "${shopColumn(table)}" = ?`,
      shopId,
    );
    out[table.name] = `${row.n}/${row.ids}`;
  }
  return out;
}

async function main() {
  const shopId = await benchShop("benchbackup");
  const before = await fingerprint(shopId);
  console.log(
    `Backup and restore of a shop with ${PRODUCTS.toLocaleString("en-IN")} products, ${ORDERS.toLocaleString("en-IN")} orders ` +
      `(${(ORDERS * LINES_PER_ORDER).toLocaleString("en-IN")} lines), ${CUSTOMERS.toLocaleString("en-IN")} customers (local workerd, D1 SQLite, R2)`,
  );

  sample();
  const base = { ...peak };
  let started = performance.now();
  let message: BackupMessage | null = await createBackup(db, shopId, { startedBy: "bench" });
  const backupId = message.backupId;
  let backupSteps = 0;
  let slowestBackupStep = 0;
  while (message) {
    const t = performance.now();
    message = await runBackupStep(env, message);
    slowestBackupStep = Math.max(slowestBackupStep, performance.now() - t);
    backupSteps++;
    sample();
  }
  const backupMs = performance.now() - started;
  const backup = await one<{ status: string; bytes: number }>(
    "select status, bytes from shop_backups where id = ?",
    backupId,
  );
  const parts = await one<{ n: number }>(
    "select count(*) as n from shop_backup_parts where backup_id = ? and rows > 0",
    backupId,
  );
  const backupPeak = { ...peak };

  // Wreck the shop a little, so the restore has work of every kind: a tenth of the products gone, prices changed.
  await d1.prepare("delete from products where shop_id = ? and id % 10 = 0").bind(shopId).run();
  await d1.prepare("update products set price_paise = price_paise + 100 where shop_id = ?").bind(shopId).run();

  started = performance.now();
  const created = await createRestore(env, { shopId, backupId, ownerId: null, actor: "bench", shopUrl: "benchbackup" });
  if (!("message" in created)) throw new Error(`restore refused: ${created.refused}`);
  let step: RestoreMessage | null = created.message;
  let restoreMessages = 0;
  let slowestRestoreStep = 0;
  while (step) {
    const t = performance.now();
    step = await runRestoreStep(env, step);
    slowestRestoreStep = Math.max(slowestRestoreStep, performance.now() - t);
    restoreMessages++;
    sample();
  }
  const restoreMs = performance.now() - started;
  const after = await fingerprint(shopId);
  const same = JSON.stringify(after) === JSON.stringify(before);

  console.log(
    `  backup:  ${(backupMs / 1000).toFixed(1)} s, ${backupSteps} messages, ${parts.n} part files, ${mb(backup.bytes)} of JSON lines, ` +
      `slowest message ${slowestBackupStep.toFixed(0)} ms, status ${backup.status}`,
  );
  console.log(
    `  restore: ${(restoreMs / 1000).toFixed(1)} s, ${restoreMessages} messages, slowest message ${slowestRestoreStep.toFixed(0)} ms, ` +
      `every table's count and ids as before: ${same ? "yes" : "NO"}`,
  );
  console.log(
    `  memory of the job code's process: before ${mb(base.rss)} RSS / ${mb(base.heap)} heap; peak during the backup ` +
      `${mb(backupPeak.rss)} / ${mb(backupPeak.heap)}; peak overall ${mb(peak.rss)} / ${mb(peak.heap)}`,
  );
  // The bench's backups go, so the next run starts from the same shop.
  await d1.prepare("delete from shop_restores where shop_id = ?").bind(shopId).run();
  await d1.prepare("delete from shop_backups where shop_id = ?").bind(shopId).run();
  for (;;) {
    const listed = await env.FILES.list({ prefix: `backups/${shopId}/`, limit: 1000 });
    if (listed.objects.length === 0) break;
    await env.FILES.delete(listed.objects.map((o) => o.key));
  }
}

try {
  await main();
} finally {
  clearInterval(sampler);
  await dispose();
}
