// Issue 27's live panels under load: 20 admin panels open on one shop and 200 orders in a minute. Signs in as the demo
// veggie store's admin, opens 20 live connections as the panel does (/adminpanel/live, the session's cookie, the
// panel's Origin), places the orders through the store's API spread evenly over the minute, and reports whether every
// panel heard every order, and how long after the order's answer each panel heard it. Figures only, never assertions.
// Usage: npm run bench:live   with `npm start` running, or against a fresh state of its own:
//   PATH=$PWD/node_modules/.bin:$PATH PORT=8812 node bench/serve-fresh.mjs & BENCH_URL=http://127.0.0.1:8812 npm run bench:live
// (BENCH_URL, default http://127.0.0.1:8787; BENCH_PANELS 20, BENCH_ORDERS 200, BENCH_SECONDS 60). A shop takes 500
// orders an hour, so against the same database wait an hour between runs, or use a fresh state.
import { Agent } from "node:http";
import { type LiveEvent, parseLiveEvent } from "#app/domain/orders/live-order";
import { DEMO_STORES } from "../scripts/seed/demo-stores";
import { ordersFor, percentile, postOrder } from "./order-api";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const panels = Number(process.env.BENCH_PANELS ?? 20);
const orders = Number(process.env.BENCH_ORDERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
/** How long panels may still hear the last orders once they are all answered. */
const SETTLE_MS = 10_000;
/** The panel's keep-alive (app/components/admin/use-live-orders.ts). */
const KEEP_ALIVE_MS = 25_000;
/** As bench/store-orders.ts: above the demo store's minimum order. */
const LINES_PER_ORDER = 8;

const shop = DEMO_STORES.find((store) => store.url === "demoveggiestore")!;

/** The admin's session cookie, as the sign-in form's answer sets it. */
async function signIn(): Promise<string> {
  const answer = await fetch(`${base}/adminpanel`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "CF-Connecting-IP": "bench-live-admin" },
    body: new URLSearchParams({ userName: shop.admin.userName, password: shop.admin.localPassword }),
  });
  // app/server/auth/sessions.server.ts SESSION_COOKIE
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("yaadi_session="));
  if (answer.status !== 302 || !session) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  return session.split(";")[0]!;
}

type Panel = { socket: WebSocket; heard: Map<number, number> };

/** A panel's live connection: when (performance.now()) it heard each order. */
function openPanel(cookie: string): Promise<Panel> {
  const url = new URL("/adminpanel/live", base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  // Node's WebSocket takes the headers a browser would send by itself (its cookie, its page's origin).
  const socket = new WebSocket(url, { headers: { Cookie: cookie, Origin: base } } as unknown as string[]);
  const panel: Panel = { socket, heard: new Map() };
  socket.addEventListener("message", (message) => {
    const event: LiveEvent | null = typeof message.data === "string" ? parseLiveEvent(message.data) : null;
    if (event && !panel.heard.has(event.order.id)) panel.heard.set(event.order.id, performance.now());
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(panel), { once: true });
    socket.addEventListener("error", () => reject(new Error("a panel's connection was refused")), { once: true });
  });
}

const cookie = await signIn();
const open = await Promise.all(Array.from({ length: panels }, () => openPanel(cookie)));
const keepAlive = setInterval(() => {
  for (const { socket } of open) if (socket.readyState === WebSocket.OPEN) socket.send("ping");
}, KEEP_ALIVE_MS);

const orderNumber = await ordersFor(base, shop.url, LINES_PER_ORDER);
const agent = new Agent({ keepAlive: true });
const path = `/api/v1/stores/${shop.url}/orders`;
const placed: { id: number; answeredAt: number; ms: number }[] = [];
let failed = 0;
const gapMs = (seconds * 1000) / orders;
console.log(`${base}: ${panels} panels on /${shop.url}, ${orders} orders over ${seconds} s (one every ${gapMs} ms)`);

const started = performance.now();
await Promise.all(
  Array.from({ length: orders }, async (_, n) => {
    // Evenly spread: each order leaves at its own moment, whether or not the ones before it are answered.
    await new Promise((wake) => setTimeout(wake, started + n * gapMs - performance.now()));
    const answer = await postOrder(base, agent, path, orderNumber(n), `bench-live-${n}`).catch(() => null);
    const id = answer?.status === 201 ? (JSON.parse(answer.body) as { yaadiId?: number }).yaadiId : undefined;
    if (answer && typeof id === "number") placed.push({ id, answeredAt: answer.answeredAt, ms: answer.ms });
    else failed++;
  }),
);
const spentS = (performance.now() - started) / 1000;

const heardAll = () => open.every((panel) => placed.every((order) => panel.heard.has(order.id)));
const settleUntil = performance.now() + SETTLE_MS;
while (!heardAll() && performance.now() < settleUntil) await new Promise((wake) => setTimeout(wake, 100));
clearInterval(keepAlive);
for (const { socket } of open) socket.close(1000, "bench done");
agent.destroy();

let misses = 0;
let beforeAnswer = 0;
const delays: number[] = [];
/** From the customer's tap (the order's request leaving) to the panel hearing it: what the shop waits. */
const sinceSent: number[] = [];
for (const panel of open) {
  for (const order of placed) {
    const at = panel.heard.get(order.id);
    if (at === undefined) {
      misses++;
      continue;
    }
    // The order is told after its batch commits, beside its answer (waitUntil): a panel may hear it first.
    if (at < order.answeredAt) beforeAnswer++;
    delays.push(Math.max(0, at - order.answeredAt));
    sinceSent.push(at - (order.answeredAt - order.ms));
  }
}
const sorted = delays.sort((a, b) => a - b);
const sentSorted = sinceSent.sort((a, b) => a - b);
const answers = placed.map((order) => order.ms).sort((a, b) => a - b);
const ms = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(1));
console.log(`orders placed: ${placed.length} of ${orders} in ${spentS.toFixed(1)} s (failed: ${failed})`);
console.log(`panels open: ${open.length}; misses (a panel that never heard an order): ${misses}`);
console.log(
  `delay after the order's answer, ms: median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1))} (${sorted.length} receipts; ${beforeAnswer} heard before the answer arrived, counted as 0)`,
);
console.log(
  `from the order's request to each panel, ms: median ${ms(percentile(sentSorted, 0.5))}, p95 ${ms(percentile(sentSorted, 0.95))}, max ${ms(sentSorted.at(-1))}`,
);
console.log(`the order's own answer, ms: median ${ms(percentile(answers, 0.5))}, p95 ${ms(percentile(answers, 0.95))}`);
