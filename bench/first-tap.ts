// The first tap on a store page on a slow phone: how long after the navigation starts does START SHOPPING (or Proceed
// as Guest) show, when is it tapped, and when has the tap taken effect (the next view on screen)? When the tap opens
// browsing, also when the first products are on screen (the catalogue is fetched after the page). Chromium with
// Lighthouse's mobile settings applied through DevTools (not simulated): slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up) and a CPU 4× slower. The tap is given the moment the button is visible, as an impatient customer would.
// Needs `npm start` (BENCH_URL overrides http://127.0.0.1:8787; CHROMIUM_PATH the browser; BENCH_RUNS, default 5).
import { chromium, type Page } from "@playwright/test";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const stores = ["demoveggiestore", BENCH_STORE_URL];
/** The store's first view's button, what shows once it has been done, and whether that view lists products. */
const FIRST_TAPS = [
  { button: "START SHOPPING", next: "Proceed as Guest", lists: false },
  { button: "Proceed as Guest", next: "Show All", lists: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

type Run = { visible: number; tapped: number; done: number; hydrated: number; listed: number | null };

/** Milliseconds after the navigation started (the page's own clock) when `text` is on a button on screen. */
async function shows(page: Page, texts: string[]): Promise<{ text: string; at: number }> {
  const handle = await page.waitForFunction(
    (texts) => {
      for (const button of document.querySelectorAll("button")) {
        const text = button.textContent?.trim() ?? "";
        if (texts.includes(text) && button.getClientRects().length > 0) return { text, at: performance.now() };
      }
      return false;
    },
    texts,
    { polling: "raf", timeout: 30_000 },
  );
  return (await handle.jsonValue()) as { text: string; at: number };
}

async function once(store: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The first tap's time, taken before anything of the page can see it.
  await page.addInitScript(() =>
    addEventListener("click", () => ((window as unknown as { tapAt?: number }).tapAt ??= performance.now()), true),
  );
  await page.goto(`${base}/${store}`, { waitUntil: "commit" });
  const first = await shows(
    page,
    FIRST_TAPS.map((t) => t.button),
  );
  const tap = FIRST_TAPS.find((t) => t.button === first.text)!;
  await page.getByRole("button", { name: tap.button, exact: true }).tap({ timeout: 30_000 });
  const done = await shows(page, [tap.next]);
  const listed = tap.lists ? (await shows(page, ["Add"])).at : null;
  await page.waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, null, { timeout: 30_000 });
  const [tapped, hydrated] = await page.evaluate(() => [
    (window as unknown as { tapAt: number }).tapAt,
    performance.getEntriesByName("hydrated")[0]!.startTime,
  ]);
  await context.close();
  return { visible: first.at, tapped: tapped!, done: done.at, hydrated: hydrated!, listed };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `First tap on a store page, Chromium 360 px, slow 4G + 4× CPU, ${runs} runs each (medians, ms after the navigation starts)`,
);
console.log(
  `${"store".padEnd(20)} ${"button shows".padStart(13)} ${"tapped".padStart(8)} ${"tap done".padStart(9)} ${"hydrated".padStart(9)} ${"products shown".padStart(15)}`,
);
for (const store of stores) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(store));
  const m = (key: keyof Run) => {
    const values = results.map((r) => r[key]).filter((v): v is number => v !== null);
    return values.length ? String(Math.round(median(values))) : "-";
  };
  console.log(
    `${store.padEnd(20)} ${m("visible").padStart(13)} ${m("tapped").padStart(8)} ${m("done").padStart(9)} ${m("hydrated").padStart(9)} ${m("listed").padStart(15)}`,
  );
}
await browser.close();
