// Orders under load: p50 and p95 of POST …/orders at 20 concurrent customers, straight to a store and through a
// dealer's link (which costs the store's resolution more), on the built Worker with a fresh local database of its own
// (bench/serve-fresh.mjs). Needs `npm run build` first.
// Usage: npm run bench:orders   (BENCH_ORDERS per link, default 300: under a shop's 500 orders an hour;
// BENCH_CONCURRENCY, default 20)
//
// Local D1 answers a query in well under a millisecond, so these figures mostly show the Worker's own work and the
// queueing of 20 posts; in production each D1 round trip also costs the way from the Worker to the database (see the
// round trips counted in tests/integration/order-round-trips.test.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { Agent } from "node:http";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";
import { ordersFor, percentile, postOrder } from "./order-api";

const port = Number(process.env.BENCH_PORT ?? 8796);
const base = `http://127.0.0.1:${port}`;
const ordersPerLink = Number(process.env.BENCH_ORDERS ?? 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const LINES_PER_ORDER = 8;

const links = [
  { name: "store link (bench store)", segment: BENCH_STORE_URL },
  { name: "dealer link (demo store_ramesh)", segment: "demoveggiestore_ramesh" },
];

function startServer(): ChildProcess {
  return spawn("node", ["bench/serve-fresh.mjs"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The bench server did not start.");
}

const server = startServer();
try {
  await waitForServer();
  console.log(`${base}: ${ordersPerLink} orders per link, ${concurrency} at a time, ${LINES_PER_ORDER} lines each`);
  console.log(`${"link".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"orders/s".padStart(9)} failed`);
  for (const link of links) {
    const orderNumber = await ordersFor(base, link.segment, LINES_PER_ORDER);
    // An agent per link: workerd closes a kept-alive connection left idle between the two.
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const path = `/api/v1/stores/${link.segment}/orders`;
    // A few orders first: the Worker's modules and D1's pages are warm for the measured ones.
    for (let n = 0; n < 5; n++) await postOrder(base, agent, path, orderNumber(1_000_000 + n), `warm-${n}`);
    let next = 0;
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < ordersPerLink) {
          const n = next++;
          const answer = await postOrder(base, agent, path, orderNumber(n), `bench-${n}`).catch(() => null);
          if (answer?.status === 201) latencies.push(answer.ms);
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `${link.name.padEnd(34)} ${percentile(sorted, 0.5).toFixed(1).padStart(8)} ${percentile(sorted, 0.95).toFixed(1).padStart(8)} ${(latencies.length / seconds).toFixed(0).padStart(9)} ${failed}`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
