// Store pages under load: requests per second at 20 concurrent connections, each page against the Worker's cheapest
// route (the health check) in the same run. Needs `npm start` (or BENCH_URL pointing at a served build).
// Usage: npm run bench:throughput   (BENCH_SECONDS per round, default 4; BENCH_CONCURRENCY, default 20)
//
// "cached" is what a customer gets: the edge's copy of the store page. "uncached" is rendered afresh for every request,
// as on a cache miss (a development Worker honours the request header X-Store-Cache: BYPASS for this). The page
// fetches its catalogue on its own (docs/decisions/0021): the bench store's is measured the same two ways.
import { Agent, request } from "node:http";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:8787");
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ROUNDS = 3;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const UNCACHED = { "X-Store-Cache": "BYPASS" };

type Target = { name: string; path: string; headers?: Record<string, string> };

/** The bench store's catalogue address, as its page names it. */
async function catalogueOf(storePath: string): Promise<string> {
  const html = await (await fetch(new URL(storePath, base))).text();
  const url = /data-catalogue-url="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error(`${storePath} names no catalogue`);
  return url.replaceAll("&amp;", "&");
}
const benchCatalogue = await catalogueOf(`/${BENCH_STORE_URL}`);

const targets: Target[] = [
  { name: "health check (cheapest route)", path: "/api/v1/health" },
  { name: "demo store, cached", path: "/demoveggiestore" },
  { name: "demo store, uncached", path: "/demoveggiestore", headers: UNCACHED },
  { name: `bench store (1,000 products), cached`, path: `/${BENCH_STORE_URL}` },
  { name: `bench store (1,000 products), uncached`, path: `/${BENCH_STORE_URL}`, headers: UNCACHED },
  { name: "bench store's catalogue, cached", path: benchCatalogue },
  { name: "bench store's catalogue, uncached", path: benchCatalogue, headers: UNCACHED },
];

/** One GET, body read to the end; resolves with the status and the time it took. */
function get(target: Target): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: target.path,
        agent,
        headers: { "Accept-Encoding": "identity", ...target.headers },
      },
      (res) => {
        res.on("data", () => undefined);
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** `concurrency` loops sending one request after another for `seconds`; completed 200s per second and latencies. */
async function load(target: Target): Promise<{ rps: number; latencies: number[]; failures: number }> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await get(target);
        if (status === 200) latencies.push(ms);
        else failures++;
      }
    }),
  );
  return { rps: latencies.length / seconds, latencies, failures };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// Warm up every target once (the first request of a cached page fills the cache).
for (const target of targets)
  await load({ ...target })
    .then(
      () => undefined,
      () => undefined,
    )
    .catch(() => undefined);

const results = new Map<string, { rps: number[]; latencies: number[]; failures: number }>();
for (let round = 0; round < ROUNDS; round++) {
  // Rounds alternate the targets, so a slow moment of the machine is shared between them.
  for (const target of targets) {
    const r = await load(target);
    const entry = results.get(target.name) ?? { rps: [], latencies: [], failures: 0 };
    entry.rps.push(r.rps);
    entry.latencies.push(...r.latencies);
    entry.failures += r.failures;
    results.set(target.name, entry);
  }
}

const cheapest = median(results.get(targets[0]!.name)!.rps);
console.log(`${base.origin}, ${concurrency} concurrent requests, ${ROUNDS} rounds of ${seconds} s each (medians)`);
console.log(
  `${"page".padEnd(42)} ${"req/s".padStart(8)} ${"of cheapest".padStart(12)} ${"median ms".padStart(10)} ${"failed".padStart(7)}`,
);
for (const target of targets) {
  const r = results.get(target.name)!;
  const rps = median(r.rps);
  console.log(
    `${target.name.padEnd(42)} ${rps.toFixed(0).padStart(8)} ${`${((rps / cheapest) * 100).toFixed(0)}%`.padStart(12)} ${median(r.latencies).toFixed(1).padStart(10)} ${String(r.failures).padStart(7)}`,
  );
}
agent.destroy();
