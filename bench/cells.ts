// Cells (issue 31, docs/decisions/0041): the platform with its shops in two D1 databases against the same shops in
// one, side by side in one run of the built Worker.
//
//   one: the demo database `npm start` makes, plus CELLS_SHOPS generated shops, all in cell 0;
//   two: the same, with half of the generated shops in cell 1 (their rows there, the directory naming the cell).
//   In both, one shop in a hundred has asked to close its account: the owner's home lists those requests, read from
//   every cell at once and merged (the fan-out); the owner's Shops list reads the directory alone.
//
// Orders (state "two"): orders placed at once into two shops of the same cell, then into two shops of different cells.
// Each route at CELLS_CONCURRENCY concurrent requests for CELLS_SECONDS, the two sides taking turns, three rounds.
//
// Local workerd runs every database in one process on this machine's cores: the figures compare the two layouts with
// each other, not with production, where each D1 database has a whole query thread of its own. Figures only.
// Needs a build (npm run build). Usage: npm run bench:cells   (state kept in BENCH_STATE, default .wrangler/bench-cells)
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { offlineEnv, run } from "../scripts/run.mjs";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";
import { LOCAL_OWNER } from "../scripts/seed/demo-stores";
import { serveBuilt } from "../scripts/serve-built.mjs";
import { type LoadRequest, load, timed } from "./concurrent-load";
import { secondsSince } from "./local-d1";
import { ordersFor, percentile, postOrder } from "./order-api";

const SHOPS = Number(process.env.CELLS_SHOPS ?? 10_000);
const seconds = Number(process.env.CELLS_SECONDS ?? 4);
const concurrency = Number(process.env.CELLS_CONCURRENCY ?? 20);
const ROUNDS = 3;
/** Orders a turn places at most: two stores, each under its 500 an hour over the warm-up and three rounds. */
const ORDERS_PER_TURN = 160;
const root = process.env.BENCH_STATE ?? ".wrangler/bench-cells";
const states = { one: join(root, `one-${SHOPS}`), two: join(root, `two-${SHOPS}`) };

/** The seeded demo database in `stateDir` (two cells, as `npm start` makes it) with the generated shops, made once. */
async function prepare(stateDir: string, cells: 1 | 2): Promise<void> {
  if (existsSync(join(stateDir, "made"))) return;
  rmSync(stateDir, { recursive: true, force: true });
  run("node", ["scripts/local-db.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { YAADI_STATE_DIR: stateDir, YAADI_BENCH_STORE: "1" },
  });
  const started = performance.now();
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: join(stateDir, "v3") } });
  const { DB: directory, CELL_1: cell1 } = proxy.env;
  const n = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${SHOPS})`;
  const now = Date.now();
  await directory
    .prepare(`${n} insert into shops (url, shop_type_id, name, status, version_type_id, whatsapp, mobile, cell)
      select 'cells' || i, 1, 'Cells Shop ' || i, 'ready', 3, '9' || printf('%09d', i), '8' || printf('%09d', i),
        case when ?1 = 2 then i % 2 else 0 end
      from n`)
    .bind(cells)
    .run();
  // The cell's copies of its shops' rows, as the move job leaves them, 500 a statement.
  const { results } = await directory
    .prepare("select * from shops where url like 'cells%' and cell = 1 order by id")
    .all<Record<string, unknown>>();
  for (let from = 0; from < results.length; from += 500) {
    const rows = results.slice(from, from + 500);
    const columns = Object.keys(rows[0]!);
    await cell1
      .prepare(
        `insert into shops (${columns.map((c) => `"${c}"`).join(", ")})
          select ${columns.map((c) => `json_extract(value, '$.${c}')`).join(", ")} from json_each(?)`,
      )
      .bind(JSON.stringify(rows))
      .run();
  }
  // One shop in a hundred has asked to close: its request is in its cell.
  const closures = `insert into shop_closures (shop_id, state, reason, requested_by, requested_at, updated_at)
    select id, 'requested', 'bench', 'admin', ?1, ?1 from shops where url like 'cells%' and id % 100 = 0 and cell = ?2`;
  await directory.prepare(closures).bind(now, 0).run();
  await cell1.prepare(closures).bind(now, 1).run();
  await proxy.dispose();
  writeFileSync(join(stateDir, "made"), "");
  console.log(`  (made ${SHOPS.toLocaleString("en-IN")} shops in ${cells} cell(s) in ${secondsSince(started)})`);
}

async function ownerCookie(base: string): Promise<string> {
  const answer = await fetch(`${base}/owner`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.9.9.9" },
    body: new URLSearchParams({ userName: LOCAL_OWNER.userName, password: LOCAL_OWNER.password }),
  });
  if (answer.status !== 302) throw new Error(`The owner's sign-in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

/** Orders into two stores in turn, each from a phone of its own. */
async function ordersInto(base: string, stores: [string, string], agent: Agent, prefix: number): Promise<LoadRequest> {
  const bodies = await Promise.all(stores.map((url) => ordersFor(base, url, 6)));
  let placed = 0;
  return Object.assign(
    async () => {
      const n = placed++;
      const path = `/api/v1/stores/${stores[n % 2]}/orders`;
      const answer = await postOrder(base, agent, path, bodies[n % 2]!(n), `10.${prefix}.${(n >> 8) & 255}.${n & 255}`);
      return { ok: answer.status === 201, ms: answer.ms };
    },
    { cap: ORDERS_PER_TURN },
  );
}

/** Turns of `pairs` (each the same measure on two sides), swapped every round; medians of the rounds' req/s. */
async function compare(title: string, pairs: Record<string, Record<string, LoadRequest>>) {
  const results = new Map<string, { rps: number[]; latencies: number[]; failures: number }>();
  for (const sides of Object.values(pairs))
    for (const request of Object.values(sides)) await load(request, { seconds, concurrency });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sides] of Object.entries(pairs)) {
      const order = Object.keys(sides);
      for (const side of round % 2 === 0 ? order : order.toReversed()) {
        const r = await load(sides[side]!, { seconds, concurrency });
        const entry = results.get(`${name}|${side}`) ?? { rps: [], latencies: [], failures: 0 };
        entry.rps.push(r.rps);
        entry.latencies.push(...r.latencies);
        entry.failures += r.failures;
        results.set(`${name}|${side}`, entry);
      }
    }
  }
  console.log(
    `\n${title}: ${concurrency} concurrent requests, ${ROUNDS} rounds of ${seconds} s (median req/s; p50, p95 of all)`,
  );
  console.log(
    `${"".padEnd(44)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"failed".padStart(7)}`,
  );
  for (const [name, sides] of Object.entries(pairs)) {
    for (const side of Object.keys(sides)) {
      const r = results.get(`${name}|${side}`)!;
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const rps = [...r.rps].sort((a, b) => a - b)[Math.floor(r.rps.length / 2)]!;
      console.log(
        `${`${name}, ${side}`.padEnd(44)} ${rps.toFixed(0).padStart(7)} ${percentile(sorted, 0.5).toFixed(1).padStart(8)} ${percentile(sorted, 0.95).toFixed(1).padStart(8)} ${String(r.failures).padStart(7)}`,
      );
    }
  }
}

async function main() {
  Object.assign(process.env, offlineEnv());
  await prepare(states.one, 1);
  await prepare(states.two, 2);
  const one = String(await serveBuilt({ port: 8795, stateDir: states.one })).replace(/\/$/, "");
  const two = String(await serveBuilt({ port: 8796, stateDir: states.two })).replace(/\/$/, "");
  const cookies = { one: await ownerCookie(one), two: await ownerCookie(two) };
  const page = (base: string, cookie: string, path: string) => () =>
    timed(`${base}${path}`, { headers: { Cookie: cookie } });
  await compare(`The owner's screens at ${SHOPS.toLocaleString("en-IN")} shops, in one cell and in two`, {
    "home: closing requests (every cell)": {
      "one cell": page(one, cookies.one, "/owner/home"),
      "two cells": page(two, cookies.two, "/owner/home"),
    },
    "Shops list (the directory)": {
      "one cell": page(one, cookies.one, "/owner/shops"),
      "two cells": page(two, cookies.two, "/owner/shops"),
    },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  await compare("Orders into two stores at once", {
    orders: {
      "same cell (grocery, bench store)": await ordersInto(two, ["demogrocerystore", BENCH_STORE_URL], agent, 1),
      "two cells (veggie 0, dry fruit 1)": await ordersInto(two, ["demoveggiestore", "demodryfruitstore"], agent, 2),
    },
  });
  process.exit(0);
}

await main();
