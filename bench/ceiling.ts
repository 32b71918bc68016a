// The ceiling of one D1 database (issue 31): how large the platform's one database grows with shops and orders, and
// whether the busiest routes slow down as it grows. Two local states of the built Worker, side by side in one run:
//
//   small: the demo database `npm start` makes (three demo stores and the 1,000-product bench store);
//   large: the same, plus CEILING_SHOPS generated shops (150 products and 40 customers each) and CEILING_ORDERS
//          orders of two lines spread over them across two years, and a year of orders (50,000) for the bench store.
//
// Size: the database file (and its write-ahead log) after the seed, after the shops and after the orders, as MB per
// 1,000 shops and per million orders. Throughput: the bench store's page rendered afresh, an order placed through the
// store's API, the bench store's Yaadi Summary for today (signed in as its admin) and the owner's Shops list, each at
// CEILING_CONCURRENCY concurrent requests for CEILING_SECONDS, small and large taking turns, three rounds.
//
// Local workerd: D1 is SQLite there as in production, but one process on this machine's cores, with none of D1's
// network or replication; the figures compare the two sizes with each other, not with production. Figures only.
// Needs a build (npm run build). Usage: npm run bench:ceiling   (the generated state is kept in BENCH_STATE, default
// .wrangler/bench-ceiling, and made again only when its sizes change)
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { offlineEnv, run } from "../scripts/run.mjs";
import { BENCH_ADMIN, BENCH_STORE_URL } from "../scripts/seed/bench-store";
import { DEMO_STORES, LOCAL_OWNER } from "../scripts/seed/demo-stores";
import { serveBuilt } from "../scripts/serve-built.mjs";
import { type LoadRequest, load, timed } from "./concurrent-load";
import { secondsSince } from "./local-d1";
import { ordersFor, percentile, postOrder } from "./order-api";

const SHOPS = Number(process.env.CEILING_SHOPS ?? 2_000);
const ORDERS = Number(process.env.CEILING_ORDERS ?? 1_000_000);
const PRODUCTS_PER_SHOP = 150;
const CUSTOMERS_PER_SHOP = 40;
const BENCH_STORE_ORDERS = 50_000;
const seconds = Number(process.env.CEILING_SECONDS ?? 4);
const concurrency = Number(process.env.CEILING_CONCURRENCY ?? 20);
const ROUNDS = 3;
/** Orders a turn places at most: four stores, each under its 500 an hour over a run's warm-up and three rounds. */
const ORDERS_PER_TURN = 200;
const root = process.env.BENCH_STATE ?? ".wrangler/bench-ceiling";
const states = { small: join(root, "small"), large: join(root, `large-${SHOPS}-${ORDERS}`) };

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The local D1's files (the SQLite database and its write-ahead log), in bytes. */
function databaseBytes(stateDir: string): number {
  const dir = join(stateDir, "v3", "d1");
  let bytes = 0;
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (/\.sqlite(-wal)?$/.test(file)) bytes += statSync(join(dir, file)).size;
  }
  return bytes;
}

/** The seeded demo database in `stateDir`, made once (scripts/local-db.mjs, as `npm start` makes it). */
function seeded(stateDir: string): boolean {
  if (existsSync(join(stateDir, "seeded"))) return false;
  rmSync(stateDir, { recursive: true, force: true });
  run("node", ["scripts/local-db.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { YAADI_STATE_DIR: stateDir, YAADI_BENCH_STORE: "1" },
  });
  writeFileSync(join(stateDir, "seeded"), "");
  return true;
}

type Sizes = { seed: number; shops: number; orders: number };

/** The generated shops and orders in the large state; the database's size after each stage. */
async function generate(stateDir: string): Promise<Sizes> {
  const sizesFile = join(stateDir, "sizes.json");
  if (!seeded(stateDir) && existsSync(sizesFile)) return JSON.parse(readFileSync(sizesFile, "utf8")) as Sizes;
  const sizes: Sizes = { seed: databaseBytes(stateDir), shops: 0, orders: 0 };
  // The same files serve-built.mjs serves: its persistence path is the state's v3 folder.
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: join(stateDir, "v3") } });
  const d1 = proxy.env.DB;
  const one = async <T>(query: string, ...params: unknown[]) =>
    (await d1
      .prepare(query)
      .bind(...params)
      .first<T>())!;
  const bench = await one<{ id: number } | null>("select id from shops where url = ?", BENCH_STORE_URL);
  if (!bench) throw new Error(`The generator does not see the seeded database (no ${BENCH_STORE_URL})`);
  const n = (count: number) => `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})`;

  let started = performance.now();
  const type = await one<{ id: number }>("select shop_type_id as id from shops where id = ?", bench.id);
  await d1
    .prepare(`${n(SHOPS)} insert into shops (url, shop_type_id, name, status, version_type_id, whatsapp, mobile)
      select 'ceiling' || i, ?, 'Ceiling Shop ' || i, 'ready', 3, '9' || printf('%09d', i), '8' || printf('%09d', i)
      from n`)
    .bind(type.id)
    .run();
  const first = await one<{ id: number }>("select id from shops where url = 'ceiling1'");
  // A few hundred shops a statement: each product's insert also moves its shop's catalogue version on (a trigger).
  for (let from = first.id; from < first.id + SHOPS; from += 200) {
    const to = Math.min(from + 200, first.id + SHOPS) - 1;
    await d1
      .prepare(`${n(PRODUCTS_PER_SHOP)} insert into products (shop_id, name, name_regional, mrp_paise, price_paise,
          unit_id, search_words)
        select s.id, 'Product ' || i || ' of ' || s.name, 'वस्तू ' || i, 2000 + i * 37, 1800 + i * 37, 1 + i % 3,
          'kirana daily ' || i
        from shops s, n where s.id between ? and ?`)
      .bind(from, to)
      .run();
    await d1
      .prepare(`${n(CUSTOMERS_PER_SHOP)} insert into customers (shop_id, name, whatsapp, address)
        select s.id, 'Customer ' || i, '7' || printf('%05d', s.id % 100000) || printf('%04d', i), 'House ' || i || ', Pune'
        from shops s, n where s.id between ? and ?`)
      .bind(from, to)
      .run();
  }
  sizes.shops = databaseBytes(stateDir);
  console.log(`  (made ${SHOPS.toLocaleString("en-IN")} shops in ${secondsSince(started)})`);

  started = performance.now();
  const now = Date.now();
  const TWO_YEARS_MINUTES = 730 * 24 * 60;
  const orders = async (shopSql: string, count: number, spanMinutes: number, prefix: string, bind: unknown[]) => {
    for (let from = 1; from <= count; from += 100_000) {
      const batch = Math.min(100_000, count - from + 1);
      await d1
        .prepare(`${n(batch)} insert into yaadies (shop_id, url, customer_name, customer_whatsapp, customer_address,
            total_paise, net_paise, status, created_at)
          select ${shopSql}, ? || '-' || (i + ?), 'Customer ' || (i % 40), '9' || printf('%09d', i % 40),
            'House, Pune', 20000 + i % 5000, 20000 + i % 5000,
            case when i % 10 = 0 then 'cancelled' else 'delivered' end, ? - ((i + ?) % ?) * 60000
          from n`)
        .bind(...bind, prefix, from, now, from, spanMinutes)
        .run();
    }
  };
  await orders("? + (i % ?)", ORDERS, TWO_YEARS_MINUTES, "ceiling", [first.id, SHOPS]);
  await orders("?", BENCH_STORE_ORDERS, 365 * 24 * 60, "ceilingbench", [bench.id]);
  // Two lines an order, each a product of the order's own shop, 100,000 orders a statement.
  const range = await one<{ low: number; high: number }>(
    "select min(id) as low, max(id) as high from yaadies where url like 'ceiling%'",
  );
  for (let from = range.low; from <= range.high; from += 100_000) {
    for (let line = 0; line < 2; line++) {
      await d1
        .prepare(`insert into yaadi_lines (shop_id, yaadi_id, product_id, name, unit_id, quantity_milli, mrp_paise,
            price_paise, line_total_paise)
          select y.shop_id, y.id, (select p.id from products p where p.shop_id = y.shop_id limit 1 offset ?),
            'Product', 1, 1000 + ? * 500, 10000, 9000, 9000 + ? * 4500
          from yaadies y where y.id between ? and ?`)
        .bind(line * 7, line, line, from, Math.min(from + 99_999, range.high))
        .run();
    }
  }
  await proxy.dispose();
  sizes.orders = databaseBytes(stateDir);
  console.log(`  (made ${(ORDERS + BENCH_STORE_ORDERS).toLocaleString("en-IN")} orders in ${secondsSince(started)})`);
  writeFileSync(sizesFile, JSON.stringify(sizes));
  return sizes;
}

// ---- Throughput -------------------------------------------------------------------------------------------------

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");

async function signIn(base: string, path: string, fields: Record<string, string>): Promise<string> {
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.9.9.9" },
    body: new URLSearchParams(fields),
  });
  const cookies = cookiesOf(answer);
  if (answer.status !== 302 || !cookies.includes("yaadi_")) throw new Error(`Sign-in at ${path}: ${answer.status}`);
  return cookies;
}

/** The four routes against one served state. */
async function routesOf(base: string): Promise<Record<string, LoadRequest>> {
  const admin = await signIn(base, "/adminpanel", BENCH_ADMIN);
  const owner = await signIn(base, "/owner", { userName: LOCAL_OWNER.userName, password: LOCAL_OWNER.password });
  // A shop takes at most 500 orders an hour (app/server/storefront-limits.server.ts): the orders go round the four
  // stores both databases have, and each turn stops after ORDERS_PER_TURN of them.
  const stores = [BENCH_STORE_URL, ...DEMO_STORES.map((d) => d.url)];
  const orders = await Promise.all(stores.map((url) => ordersFor(base, url, 6)));
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let placed = 0;
  let failureShown = false;
  return {
    "store page, rendered afresh": () =>
      timed(`${base}/${BENCH_STORE_URL}`, { headers: { "X-Store-Cache": "BYPASS" } }),
    "order placed (store API)": Object.assign(
      async () => {
        const n = placed++;
        const path = `/api/v1/stores/${stores[n % stores.length]}/orders`;
        // A client of its own for each order, as many phones are: the per-client limit is not what is measured.
        const body = orders[n % stores.length]!(n);
        const answer = await postOrder(base, agent, path, body, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
        if (answer.status !== 201 && !failureShown) {
          failureShown = true;
          console.log(`  (an order refused: ${answer.status} ${answer.body.slice(0, 200)})`);
        }
        return { ok: answer.status === 201, ms: answer.ms };
      },
      { cap: ORDERS_PER_TURN },
    ),
    "Yaadi Summary, today (admin)": () =>
      timed(`${base}/adminpanel/yaadi-summary?day=today`, { headers: { Cookie: admin } }),
    "Shops list (owner)": () => timed(`${base}/owner/shops`, { headers: { Cookie: owner } }),
  };
}

/** Yesterday's counts of the stores' order limits are forgotten: a run within the hour of the last one is not refused. */
async function forgetLimits(stateDir: string) {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: join(stateDir, "v3") } });
  await proxy.env.DB.prepare("delete from rate_limits").run();
  await proxy.dispose();
}

async function main() {
  Object.assign(process.env, offlineEnv());
  seeded(states.small);
  const sizes = await generate(states.large);
  const seedMb = mb(sizes.seed);
  const perThousandShops = (mb(sizes.shops - sizes.seed) / SHOPS) * 1000;
  const perMillionOrders = (mb(sizes.orders - sizes.shops) / (ORDERS + BENCH_STORE_ORDERS)) * 1_000_000;
  console.log(
    `One D1 database: the demo seed ${seedMb.toFixed(1)} MB; ${SHOPS.toLocaleString("en-IN")} shops of ` +
      `${PRODUCTS_PER_SHOP} products and ${CUSTOMERS_PER_SHOP} customers; ` +
      `${(ORDERS + BENCH_STORE_ORDERS).toLocaleString("en-IN")} orders of 2 lines`,
  );
  console.log(`  whole database                 ${mb(sizes.orders).toFixed(1).padStart(9)} MB`);
  console.log(`  per 1,000 shops (catalogues)   ${perThousandShops.toFixed(1).padStart(9)} MB`);
  console.log(`  per million orders             ${perMillionOrders.toFixed(1).padStart(9)} MB`);
  console.log(
    `  10 GB holds about ${Math.floor((10 * 1024) / perMillionOrders).toLocaleString("en-IN")} million orders, ` +
      `or ${Math.floor(((10 * 1024) / perThousandShops) * 1000).toLocaleString("en-IN")} shops with no orders`,
  );

  for (const stateDir of Object.values(states)) await forgetLimits(stateDir);
  const small = await serveBuilt({ port: 8797, stateDir: states.small });
  const large = await serveBuilt({ port: 8798, stateDir: states.large });
  const routes = {
    small: await routesOf(String(small).replace(/\/$/, "")),
    large: await routesOf(String(large).replace(/\/$/, "")),
  };
  const results = new Map<string, { rps: number[]; latencies: number[]; failures: number }>();
  for (const side of ["small", "large"] as const)
    for (const request of Object.values(routes[side])) await load(request, { seconds, concurrency });
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(routes.small)) {
      // Small and large take turns, their order swapped each round, so a slow moment of the machine is shared.
      const sides = round % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const);
      for (const side of sides) {
        const r = await load(routes[side][name]!, { seconds, concurrency });
        const key = `${name}|${side}`;
        const entry = results.get(key) ?? { rps: [], latencies: [], failures: 0 };
        entry.rps.push(r.rps);
        entry.latencies.push(...r.latencies);
        entry.failures += r.failures;
        results.set(key, entry);
      }
    }
  }
  console.log(
    `\n${concurrency} concurrent requests, ${ROUNDS} rounds of ${seconds} s (medians of the rounds; p95 of all)`,
  );
  console.log(
    `${"route".padEnd(30)} ${"database".padEnd(9)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"failed".padStart(7)}`,
  );
  for (const name of Object.keys(routes.small)) {
    for (const side of ["small", "large"] as const) {
      const r = results.get(`${name}|${side}`)!;
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const rps = [...r.rps].sort((a, b) => a - b)[Math.floor(r.rps.length / 2)]!;
      console.log(
        `${name.padEnd(30)} ${side.padEnd(9)} ${rps.toFixed(0).padStart(7)} ${percentile(sorted, 0.5).toFixed(1).padStart(8)} ${percentile(sorted, 0.95).toFixed(1).padStart(8)} ${String(r.failures).padStart(7)}`,
      );
    }
  }
  process.exit(0);
}

await main();
