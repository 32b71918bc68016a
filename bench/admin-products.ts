// The admin Products list of the 1,000-product bench store: page weight, time to a usable list, and search speed,
// measured in Chromium at 360 px. Needs `npm start`. Figures only, never assertions.
// Usage: npm run bench:admin   (BENCH_URL overrides http://127.0.0.1:8787; CHROMIUM_PATH the browser)
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { BENCH_ADMIN } from "../scripts/seed/bench-store";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

await page.goto(`${base}/adminpanel`);
const userName = page.getByLabel("User name");
// Typing before hydration changes nothing React knows about: type until the form reacts.
for (let i = 0; i < 50; i++) {
  await userName.fill(BENCH_ADMIN.userName);
  await page.getByLabel("Password").fill(BENCH_ADMIN.password);
  if (await page.getByRole("button", { name: "Login" }).isEnabled()) break;
  await page.waitForTimeout(100);
}
await page.getByRole("button", { name: "Login" }).click();
await page.getByRole("button", { name: "Logout" }).waitFor();

// A document load of the list, as a bookmark or a reload opens it.
const documentGzip: number[] = [];
page.on("response", async (response) => {
  if (response.request().resourceType() === "document" && response.url().endsWith("/adminpanel/products"))
    documentGzip.push(gzipSync(await response.body()).length);
});
const loads: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = Date.now();
  await page.goto(`${base}/adminpanel/products`);
  await page.getByRole("heading", { name: /^LIST OF PRODUCTS \(\d+\)$/ }).waitFor();
  loads.push(Date.now() - start);
}
const title = await page.getByRole("heading", { name: /^LIST OF PRODUCTS/ }).textContent();
// Wait for hydration: the search box filters only once React runs.
const search = page.getByRole("searchbox");
for (let i = 0; i < 50; i++) {
  await search.fill("onion");
  if (
    (await page.getByRole("heading", { name: /^LIST OF PRODUCTS/ }).textContent()) !== title ||
    (await page.getByRole("row").count()) < 60
  )
    break;
  await page.waitForTimeout(100);
}
await search.fill("");

const typed = ["o", "on", "oni", "onio", "onion", "", "r", "ri", "ric", "rice", "", "d", "da", "dal", ""];
const times: number[] = await page.evaluate(async (typed) => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  let lastChange = 0;
  new MutationObserver(() => {
    void document.body.offsetHeight;
    lastChange = performance.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const out: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const text of typed) {
      const start = performance.now();
      lastChange = start;
      setValue.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((r) => setTimeout(r, 300));
      out.push(lastChange - start);
    }
  }
  return out;
}, typed);
await browser.close();

console.log(`Admin Products list of /benchstore (${title}), 360 px, Chromium`);
console.log(
  `  document: ${kib(median(documentGzip))} gzip; loaded to the listed heading: median ${median(loads)} ms of ${loads.length} loads`,
);
console.log(
  `  keystroke in search to laid-out list: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (${times.length} keystrokes; one frame is 16.7 ms)`,
);
