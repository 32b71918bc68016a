// Lighthouse on the admin panel of the 1,000-product bench store, signed in as its admin: Products, Yaadi Summary
// (today), Prices and Make Yaadi, with Lighthouse's mobile defaults (a mid-range phone, slow 4G and a 4× slower CPU,
// simulated; BENCH_THROTTLING=devtools applies them to the real load instead). Per screen: the four scores (SEO is
// low on purpose: the panel is noindex), the key metrics, the JavaScript the page fetched (gzip, as it travelled) and
// what keeps a score below 100. Needs `npm start` (or `node bench/serve-fresh.mjs`); no network.
// Usage: npm run bench:lighthouse:panel   (BENCH_URL overrides http://127.0.0.1:8787; CHROMIUM_PATH the browser;
// BENCH_RUNS, default 1: with more, each figure is the median of the runs; BENCH_LANGS the panel languages, default
// en,mr,hi; BENCH_SCREENS a comma-separated subset of products,summary,prices,make-yaadi; BENCH_REPORTS a folder for
// each audit's whole report)
//
// Signing in: the bench signs in over HTTP with the sign-in form's own POST, as a phone does, and hands the browser
// the cookies the answer set (through the DevTools protocol); the panel's language is the admin's own, so each
// language is chosen in Your Account, as an admin does, and English is chosen again at the end. Before auditing, the
// store gets orders placed today through the store's own API until its Yaadi Summary has BENCH_TODAY (default 30):
// a day's few dozen yaadies, not an empty screen.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { decodeCatalogue } from "#app/domain/catalogue-text";
import { BENCH_ADMIN, BENCH_STORE_URL } from "../scripts/seed/bench-store";
import { launchChromium, throttlingOf } from "./lighthouse-chrome";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const runs = Number(process.env.BENCH_RUNS ?? 1);
const throttling = throttlingOf();
const languages = (process.env.BENCH_LANGS ?? "en,mr,hi").split(",");
const ordersToday = Number(process.env.BENCH_TODAY ?? 30);
/** BENCH_REPORTS: a folder to keep each audit's whole Lighthouse report in (JSON), to look into a figure. */
const reportsDir = process.env.BENCH_REPORTS;
const SCREENS = {
  products: "/adminpanel/products",
  summary: "/adminpanel/yaadi-summary?day=today",
  prices: "/adminpanel/prices",
  "make-yaadi": "/adminpanel/make-yaadi",
} as const;
type Screen = keyof typeof SCREENS;
const screens = (process.env.BENCH_SCREENS?.split(",") ?? Object.keys(SCREENS)) as Screen[];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

/** The cookies an answer set, by name (the session, the known device, the panel's language). */
function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
}

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** A form POST as the panel's pages send it (same origin). */
function postForm(path: string, fields: Record<string, string>, cookies = new Map<string, string>()) {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: cookieHeader(cookies), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function signIn(): Promise<Map<string, string>> {
  const answer = await postForm("/adminpanel", BENCH_ADMIN);
  const cookies = cookiesOf(answer);
  if (answer.status !== 302 || !cookies.has("yaadi_session"))
    throw new Error(`Sign-in as ${BENCH_ADMIN.userName} failed: ${answer.status} ${await answer.text()}`);
  return cookies;
}

/** Your Account's "Panel language", as the admin chooses it: the form's post, with the write key its page handed out. */
async function choosePanelLanguage(cookies: Map<string, string>, language: string): Promise<void> {
  const page = await (await fetch(`${base}/adminpanel/account`, { headers: { Cookie: cookieHeader(cookies) } })).text();
  const writeKey = /name="_write" value="([^"]+)"/.exec(page)?.[1];
  if (!writeKey) throw new Error("Your Account has no write key");
  const fields = { _write: writeKey, intent: "panel-language", language };
  const answer = await postForm("/adminpanel/account", fields, cookies);
  if (answer.status >= 400) throw new Error(`Choosing ${language}: ${answer.status}`);
  for (const [name, value] of cookiesOf(answer)) cookies.set(name, value);
}

/** Today's yaadies of the bench store: the rows of today's Yaadi Summary CSV (refused with 404 when there are none). */
async function countToday(cookies: Map<string, string>): Promise<number> {
  const answer = await fetch(`${base}/adminpanel/yaadi-summary.csv?day=today`, {
    headers: { Cookie: cookieHeader(cookies) },
  });
  if (answer.status === 404) return 0;
  if (!answer.ok) throw new Error(`Today's CSV: ${answer.status}`);
  return (await answer.text()).trim().split("\n").length - 1;
}

/** Orders placed through the store's API, as its page sends them: a few in-stock products each, varied. */
async function placeOrders(count: number): Promise<void> {
  const page = await (await fetch(`${base}/${BENCH_STORE_URL}`)).text();
  const catalogueUrl = /data-catalogue-url="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
  if (!catalogueUrl) throw new Error(`${BENCH_STORE_URL} names no catalogue`);
  const inStock = decodeCatalogue(await (await fetch(new URL(catalogueUrl, base))).text()).filter((p) => p.inStock);
  const order = (n: number, netPaise: number) => ({
    idempotencyKey: `bench-panel-${Date.now()}-${n}`,
    customer: {
      name: `Bench Customer ${n + 1}`,
      whatsApp: `98765${String(43210 + n).padStart(5, "0")}`,
      address: "1, Bench Road, Pune",
    },
    lines: inStock.slice((n * 7) % 900, ((n * 7) % 900) + 3 + (n % 6)).map((p) => ({
      productId: p.id,
      quantity: 1000,
      pricePaise: p.pricePaise,
    })),
    netPaise,
  });
  const post = (body: unknown, client: string) =>
    fetch(`${base}/api/v1/stores/${BENCH_STORE_URL}/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, "CF-Connecting-IP": client },
      body: JSON.stringify(body),
    });
  for (let n = 0; n < count; n++) {
    // The first answer names the net payable amount (delivery charges included) as the server computes it.
    const probe = await post(order(n, 0), `bench-panel-${n}`);
    const netPaise = ((await probe.json()) as { totals?: { netPaise: number } }).totals?.netPaise;
    if (probe.status !== 409 || netPaise === undefined) throw new Error(`Order probe: ${probe.status}`);
    const placed = await post(order(n, netPaise), `bench-panel-${n}`);
    if (placed.status !== 201) throw new Error(`Order: ${placed.status} ${await placed.text()}`);
  }
}

type Run = {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  js: { files: number; bytes: number };
  below: string[];
};

type Audit = { score: number | null; numericValue?: number; displayValue?: string; details?: unknown };

/**
 * What keeps each score below 100: in performance, the metrics short of full marks and the insights and diagnostics
 * Lighthouse fails; in the other three, every weighted audit that failed (a console error, a missing label, noindex).
 */
function belowFull(
  lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }> },
  audits: Record<string, Audit>,
) {
  const failed = (id: string) => {
    const audit = audits[id];
    return audit !== undefined && audit.score !== null && audit.score < 1 ? audit : null;
  };
  return CATEGORIES.flatMap((c) =>
    lhr.categories[c]!.auditRefs.flatMap((ref) => {
      const audit = failed(ref.id);
      if (!audit) return [];
      if (c === "performance" && ref.weight === 0 && audit.score! >= 0.5) return [];
      const shown = audit.displayValue ? ` (${audit.displayValue})` : "";
      return [`${c}: ${ref.id}${ref.weight > 0 && c === "performance" ? ` ${audit.score}` : ""}${shown}`];
    }),
  );
}

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: throttling.throttlingMethod,
  });
  const lhr = result!.lhr;
  if (reportsDir) {
    const file = `${new URL(url).pathname.split("/").pop()}-${lhr.fetchTime.replace(/[:.]/g, "-")}.json`;
    writeFileSync(join(reportsDir, file), JSON.stringify(lhr));
  }
  if (new URL(lhr.finalDisplayedUrl).pathname === "/adminpanel/") throw new Error(`${url} was not signed in`);
  const audits = lhr.audits as Record<string, Audit>;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, audits[id]?.numericValue ?? NaN]));
  const requests = ((audits["network-requests"]?.details as { items?: unknown[] })?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const js = { files: scripts.length, bytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) };
  return { scores, metrics, js, below: belowFull(lhr, audits) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const format = (id: string, value: number) =>
  id === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`.replace("0.00 s", "0 ms");

const cookies = await signIn();
const today = await countToday(cookies);
if (today < ordersToday) await placeOrders(ordersToday - today);

const chrome = await launchChromium();
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const { hostname } = new URL(base);
/** The browser holds the signed-in admin's cookies, as after signing in on the phone (HttpOnly, Secure, Lax). */
async function giveCookies() {
  await browser.setCookie(
    ...[...cookies].map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax" as const,
    })),
  );
}

console.log(
  `Lighthouse (mobile defaults, ${throttling.label}) on /${BENCH_STORE_URL}'s admin panel, signed in; ${Math.max(today, ordersToday)} yaadies today; ${runs} run${runs === 1 ? "" : "s"} per screen${runs > 1 ? ", medians" : ""}`,
);
console.log(
  `${"screen".padEnd(14)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"seo".padStart(5)}  ${METRICS.map(([, short]) => short.padStart(8)).join(" ")}  ${"JS gzip".padStart(10)} files`,
);
const problems = new Map<string, Set<string>>();
try {
  for (const language of languages) {
    await choosePanelLanguage(cookies, language);
    await giveCookies();
    for (const screen of screens) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, `${base}${SCREENS[screen]}`));
      const name = `${screen} ${language}`;
      for (const problem of results.flatMap((r) => r.below)) {
        const seen = problems.get(problem) ?? new Set();
        problems.set(problem, seen.add(name));
      }
      const score = (c: string) => String(median(results.map((r) => r.scores[c]!))).padStart(5);
      const metric = (id: string) => format(id, median(results.map((r) => r.metrics[id]!))).padStart(8);
      const js = `${(median(results.map((r) => r.js.bytes)) / 1024).toFixed(1)} KiB`.padStart(10);
      const files = String(median(results.map((r) => r.js.files))).padStart(5);
      console.log(
        `${name.padEnd(14)} ${CATEGORIES.map(score).join(" ")}  ${METRICS.map(([id]) => metric(id)).join(" ")}  ${js} ${files}`,
      );
    }
  }
} finally {
  await choosePanelLanguage(cookies, "en").catch(() => {});
  await browser.disconnect();
  await chrome.kill();
}
if (problems.size > 0) {
  console.log("\nBelow 100 (in any run), and where:");
  for (const [problem, where] of problems) console.log(`  ${problem}: ${[...where].join(", ")}`);
}
