// Moving a shop between cells (issue 31, docs/decisions/0041): how long the database work of a move takes and how many
// Queue messages it is, for the bench store (1,000 products) with MOVE_ORDERS orders of two lines. The move's steps are
// run one after another here, as the Queue would run its messages, without the Queue's own delivery time between them
// (which production adds to every message). Figures only.
// Usage: npm run bench:move   (state kept in BENCH_STATE, default .wrangler/bench-move, made once)
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { type MoveMessage, movePlan, runMoveStep, startMove } from "#app/server/shop-data/move.server";
import { localD1Proxy } from "../scripts/local-d1-proxy";
import { offlineEnv, run } from "../scripts/run.mjs";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";

const ORDERS = Number(process.env.MOVE_ORDERS ?? 20_000);
const stateDir = process.env.BENCH_STATE ?? `.wrangler/bench-move-${ORDERS}`;

async function prepare(env: Env): Promise<number> {
  const bench = await env.DB.prepare("select id, cell from shops where url = ?")
    .bind(BENCH_STORE_URL)
    .first<{ id: number; cell: number }>();
  if (!bench) throw new Error(`no ${BENCH_STORE_URL}`);
  if (existsSync(join(stateDir, "made"))) return bench.id;
  const n = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ORDERS})`;
  await env.DB.prepare(`${n} insert into yaadies (shop_id, url, customer_name, customer_whatsapp, customer_address,
      total_paise, net_paise, status, created_at)
    select ?1, 'movebench-' || i, 'Customer ' || (i % 40), '9' || printf('%09d', i % 40), 'House, Pune',
      20000, 20000, 'delivered', ?2 - i * 60000 from n`)
    .bind(bench.id, Date.now())
    .run();
  for (const offset of [0, 7]) {
    await env.DB.prepare(`insert into yaadi_lines (shop_id, yaadi_id, product_id, name, unit_id, quantity_milli,
        mrp_paise, price_paise, line_total_paise)
      select y.shop_id, y.id, (select p.id from products p where p.shop_id = y.shop_id limit 1 offset ?2), 'Product', 1,
        1000, 10000, 9000, 9000
      from yaadies y where y.shop_id = ?1 and y.url like 'movebench-%'`)
      .bind(bench.id, offset)
      .run();
  }
  writeFileSync(join(stateDir, "made"), "");
  return bench.id;
}

async function timedMove(env: Env, shopId: number, toCell: number) {
  const plan = movePlan();
  const started = await startMove(env, { shopId, toCell, actor: "bench", ownerId: null });
  if (!("message" in started)) throw new Error(`move refused: ${started.refused}`);
  const phases = new Map<string, { ms: number; messages: number }>();
  let message: MoveMessage | null = started.message;
  const begun = performance.now();
  while (message) {
    const op = plan[message.step]?.op ?? "finish";
    const phase = op === "copy" || op === "empty-target" ? "copy" : op === "empty-source" ? "clear" : op;
    const t = performance.now();
    message = await runMoveStep(env, message);
    const entry = phases.get(phase) ?? { ms: 0, messages: 0 };
    entry.ms += performance.now() - t;
    entry.messages++;
    phases.set(phase, entry);
  }
  return { total: performance.now() - begun, phases };
}

async function main() {
  Object.assign(process.env, offlineEnv());
  if (!existsSync(join(stateDir, "made"))) {
    rmSync(stateDir, { recursive: true, force: true });
    run("node", ["scripts/local-db.mjs"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { YAADI_STATE_DIR: stateDir, YAADI_BENCH_STORE: "1" },
    });
  }
  process.env.YAADI_STATE_DIR = stateDir;
  const proxy = await localD1Proxy();
  const env = proxy.env;
  const shopId = await prepare(env);
  const rows = await env.DB.prepare(
    `select (select count(*) from products where shop_id = ?1) as products,
       (select count(*) from yaadies where shop_id = ?1) as yaadies,
       (select count(*) from yaadi_lines where shop_id = ?1) as lines`,
  )
    .bind(shopId)
    .first<{ products: number; yaadies: number; lines: number }>();
  console.log(
    `The bench store: ${rows!.products} products, ${rows!.yaadies.toLocaleString("en-IN")} orders, ${rows!.lines.toLocaleString("en-IN")} order lines`,
  );
  for (const [label, to] of [
    ["cell 0 → cell 1", 1],
    ["cell 1 → cell 0", 0],
  ] as const) {
    const { total, phases } = await timedMove(env, shopId, to);
    const parts = [...phases].map(([p, v]) => `${p} ${(v.ms / 1000).toFixed(1)} s (${v.messages} messages)`);
    const messages = [...phases.values()].reduce((n, v) => n + v.messages, 0);
    console.log(`  ${label}: ${(total / 1000).toFixed(1)} s in ${messages} messages: ${parts.join(", ")}`);
  }
  await proxy.dispose();
}

await main();
