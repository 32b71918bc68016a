// Store page weight and browse speed for the 1,000-product bench store, measured in Chromium. Needs `npm start`.
// Usage: npm run bench:store   (BENCH_URL overrides http://127.0.0.1:8787; CHROMIUM_PATH the browser)

import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { type BrowseAction, browse, browseResult, INITIAL_BROWSE } from "#app/domain/browse";
import { prepareCatalogue, search, suggest } from "#app/domain/catalogue";
import { BENCH_STORE_URL } from "../scripts/seed/bench-store";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const max = (xs: number[]) => Math.max(...xs);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

// What the first load really fetches: every response, gzipped the way the edge would send it.
const fetched: { url: string; type: string; gzip: number }[] = [];
page.on("response", async (response) => {
  const type = response.request().resourceType();
  if (!["document", "script", "stylesheet", "fetch"].includes(type)) return;
  fetched.push({ url: response.url(), type, gzip: gzipSync(await response.body()).length });
});
await page.goto(`${base}/${BENCH_STORE_URL}`, { waitUntil: "networkidle" });
const sum = (type: string) => fetched.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0);
const html = await (await fetch(`${base}/${BENCH_STORE_URL}`)).text();
const catalogueFetch = fetched.find((f) => f.type === "fetch" && new URL(f.url).pathname.endsWith("/catalogue"));
const catalogueText = catalogueFetch ? await (await fetch(catalogueFetch.url)).text() : "";
// The product list should travel once, in the catalogue the page fetches (docs/decisions/0021), never in the page.
const copies = (text: string) => text.split("Onion (bulk) 2").length - 1;

console.log(`Store page /${BENCH_STORE_URL}, first load in Chromium`);
console.log(
  `  JavaScript: ${fetched.filter((f) => f.type === "script").length} files, ${kib(sum("script"))} gzip   (budget 100 KiB)`,
);
console.log(
  `  HTML + CSS: ${kib(sum("document"))} + ${kib(sum("stylesheet"))} = ${kib(sum("document") + sum("stylesheet"))} gzip   (budget 150 KiB)`,
);
console.log(
  `  catalogue (fetched once the scripts run): ${catalogueFetch ? kib(catalogueFetch.gzip) : "not fetched"} gzip`,
);
console.log(`  copies of one product's name: ${copies(html)} in the HTML, ${copies(catalogueText)} in the catalogue`);

// Each language's first load, on a phone of its own (no cache, no service worker yet): only its own book travels.
for (const language of ["en", "mr", "hi"]) {
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const scripts: number[] = [];
  const loaded = await phone.newPage();
  loaded.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(gzipSync(await response.body()).length);
  });
  await loaded.goto(`${base}/${BENCH_STORE_URL}?lang=${language}`, { waitUntil: "networkidle" });
  console.log(`  JavaScript in ${language}: ${scripts.length} files, ${kib(scripts.reduce((s, n) => s + n, 0))} gzip`);
  await phone.close();
}

/** Clicks until `next` shows: the first click may land before hydration. */
async function clickThrough(page: Page, button: string, next: string) {
  for (let i = 0; i < 50 && !(await page.getByRole("button", { name: next }).isVisible()); i++) {
    if (await page.getByRole("button", { name: button }).isVisible())
      await page.getByRole("button", { name: button }).click();
    await page.waitForTimeout(100);
  }
}
if (await page.getByRole("button", { name: "START SHOPPING" }).isVisible())
  await clickThrough(page, "START SHOPPING", "Proceed as Guest");
await clickThrough(page, "Proceed as Guest", "Namewise");

/**
 * In the page: fires the event (React renders the controls at once and the list in a deferred render just after) and
 * times it to the last DOM change it caused, laid out: when the new list could be painted.
 */
async function timeInPage(kind: "type" | "click", targets: string[]): Promise<number[]> {
  return page.evaluate(
    async ({ kind, targets }) => {
      const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      let lastChange = 0;
      new MutationObserver(() => {
        void document.body.offsetHeight; // layout of the updated list
        lastChange = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      const times: number[] = [];
      for (const target of targets) {
        const start = performance.now();
        lastChange = start;
        if (kind === "type") {
          setValue.call(input, target);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        } else {
          [...document.querySelectorAll<HTMLButtonElement>("button")]
            .find((b) => b.textContent!.startsWith(target))!
            .click();
        }
        await new Promise((r) => setTimeout(r, 300)); // far longer than any render: the list has settled
        times.push(lastChange - start);
      }
      return times;
    },
    { kind, targets },
  );
}
const typed = ["o", "on", "oni", "onio", "onion", "", "k", "ka", "kan", "kand", "kanda", ""];
const keystrokes = [
  ...(await timeInPage("type", typed)),
  ...(await timeInPage("type", typed)),
  ...(await timeInPage("type", typed)),
];
const clicks = ["Discounted", "Pricewise", "Pricewise", "Added", "Namewise", "Stockwise", "Discounted", "Namewise"];
const clickTimes = [
  ...(await timeInPage("click", clicks)),
  ...(await timeInPage("click", clicks)),
  ...(await timeInPage("click", clicks)),
];
console.log(`In Chromium (360 px, quick mode, 1,000 products), event to laid-out list; one frame is 16.7 ms:`);
console.log(
  `  keystroke in search: median ${median(keystrokes).toFixed(1)} ms, worst ${max(keystrokes).toFixed(1)} ms (${keystrokes.length} keystrokes)`,
);
console.log(
  `  filter or sort click: median ${median(clickTimes).toFixed(1)} ms, worst ${max(clickTimes).toFixed(1)} ms (${clickTimes.length} clicks)`,
);
await browser.close();

// The pure functions behind them, without rendering.
const catalogue = prepareCatalogue(
  Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1,
    name: `Product ${i} ${["Onion", "Potato", "Tomato", "Rice", "Dal"][i % 5]}`,
    nameRegional: "",
    information: "",
    mrpPaise: 1000 + i,
    pricePaise: 900 + i,
    unitId: 1 + (i % 4),
    inStock: 1,
    rating: 2 + (i % 9),
    categoryId: i % 12,
    brandId: null,
    searchWords: ["kanda pyaz", "batata aloo", "tamatar", "chawal", "toor"][i % 5]!,
    imageKey: null,
  })),
);
const runs = 200;
const start = performance.now();
for (let r = 0; r < runs; r++)
  for (const t of typed) {
    search(catalogue, t);
    suggest(catalogue, t);
  }
const perKeystroke = (performance.now() - start) / (runs * typed.length);
const context = {
  categories: [{ id: 3, name: "Rice" }],
  brands: [],
  offerCount: 2,
  favouriteIds: new Set(Array.from({ length: 50 }, (_, i) => i * 7 + 1)),
  addedIds: new Set(Array.from({ length: 30 }, (_, i) => i * 11 + 2)),
};
const actions: BrowseAction[] = [
  { type: "filter", filter: "discounted" },
  { type: "sort", key: "price" },
  { type: "filter", filter: "favourites" },
  { type: "sort", key: "price" },
  { type: "category", categoryId: 3 },
  { type: "sort", key: "name" },
  { type: "showAll" },
  { type: "filter", filter: "added" },
  { type: "sort", key: "stock" },
];
let state = INITIAL_BROWSE;
const filterStart = performance.now();
for (let r = 0; r < runs; r++)
  for (const action of actions) {
    state = browse(state, action);
    browseResult(catalogue, state, context);
  }
const perClick = (performance.now() - filterStart) / (runs * actions.length);
console.log(
  `Domain functions alone in Node: search + suggestions ${perKeystroke.toFixed(3)} ms per keystroke, filter/sort ${perClick.toFixed(3)} ms per click`,
);
