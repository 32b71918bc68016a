// Lighthouse on the demo stores and the 1,000-product bench store: its four scores and the key metrics, with its mobile
// defaults (a mid-range phone, slow 4G and a 4× slower CPU, simulated; BENCH_THROTTLING=devtools applies them to the
// real load instead). Needs `npm start`; no network.
// Usage: npm run bench:lighthouse   (BENCH_URL overrides http://127.0.0.1:8787; CHROMIUM_PATH the browser; BENCH_RUNS,
// default 1: with more, each figure is the median of the runs; BENCH_LANGS the store languages, default en,mr,hi: each
// store is audited in each, through a link that names it)
import lighthouse from "lighthouse";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";
import { launchChromium, throttlingOf } from "./lighthouse-chrome";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const runs = Number(process.env.BENCH_RUNS ?? 1);
const throttling = throttlingOf();
const stores = ["demoveggiestore", "demogrocerystore", "demodryfruitstore", BENCH_STORE_URL];
const languages = (process.env.BENCH_LANGS ?? "en,mr,hi").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

const chrome = await launchChromium();

type Run = { scores: Record<string, number>; metrics: Record<string, number>; failing: string[] };

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: throttling.throttlingMethod,
  });
  const lhr = result!.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  // What keeps a category below 100: the audits of the three categories that must be whole, and failed.
  const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
    lhr.categories[c]!.auditRefs.filter(
      (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
    ).map((ref) => `${c}: ${ref.id}`),
  );
  return { scores, metrics, failing };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const format = (id: string, value: number) =>
  id === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`.replace("0.00 s", "0 ms");

console.log(
  `Lighthouse (mobile defaults, ${throttling.label}), ${runs} run${runs === 1 ? "" : "s"} per store${runs > 1 ? ", medians" : ""}`,
);
console.log(
  `${"store".padEnd(20)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"seo".padStart(5)}  ${METRICS.map(([, short]) => short.padStart(8)).join(" ")}`,
);
const problems = new Set<string>();
try {
  for (const [store, language] of stores.flatMap((store) => languages.map((language) => [store, language] as const))) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(`${base}/${store}?lang=${language}`));
    const name = `${store} ${language}`;
    for (const f of results.flatMap((r) => r.failing)) problems.add(`${name} ${f}`);
    const score = (c: string) => String(median(results.map((r) => r.scores[c]!))).padStart(5);
    const metric = (id: string) => format(id, median(results.map((r) => r.metrics[id]!))).padStart(8);
    console.log(
      `${name.padEnd(20)} ${CATEGORIES.map(score).join(" ")}  ${METRICS.map(([id]) => metric(id)).join(" ")}`,
    );
  }
} finally {
  await chrome.kill();
}
if (problems.size > 0) console.log(`\nAudits below 100:\n  ${[...problems].join("\n  ")}`);
