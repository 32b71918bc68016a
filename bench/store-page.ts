// Store page weight and browse speed for the 1,000-product bench store. Needs `npm start` running.
// Usage: npm run bench:store   (BENCH_URL overrides http://127.0.0.1:8787)
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { browse, browseResult, INITIAL_BROWSE, type BrowseAction } from "../app/domain/browse";
import { prepareCatalogue, search, suggest } from "../app/domain/catalogue";
import { BENCH_STORE_URL } from "../db/seed/bench-store";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function text(path: string): Promise<string> {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

const html = await text(`/${BENCH_STORE_URL}`);
// Every script the document loads or preloads (module preloads, the entry import, the route manifest).
const scripts = [...new Set([...html.matchAll(/\/assets\/[^"'\s]+\.js/g)].map((m) => m[0]))];
const styles = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!))];
let jsGzip = 0;
for (const s of scripts) jsGzip += gzipSync(await text(s)).length;
let cssGzip = 0;
for (const s of styles) cssGzip += gzipSync(await text(s)).length;
const htmlGzip = gzipSync(html).length;

// The product list should travel once: count how often one product's name appears in the document.
const copies = html.split("Onion (bulk) 2").length - 1;

console.log(`Store page /${BENCH_STORE_URL} (first load)`);
console.log(`  JavaScript: ${scripts.length} files, ${kib(jsGzip)} gzip   (budget 100 KiB)`);
console.log(`  HTML + CSS: ${kib(htmlGzip)} + ${kib(cssGzip)} = ${kib(htmlGzip + cssGzip)} gzip   (budget 150 KiB)`);
console.log(`  copies of one product's name in the HTML: ${copies}`);

// Browse speed: the same functions the browser runs on every keystroke, on 1,000 products.
const catalogue = prepareCatalogue(
  Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1, name: `Product ${i} ${["Onion", "Potato", "Tomato", "Rice", "Dal"][i % 5]}`, nameRegional: "", information: "",
    mrpPaise: 1000 + i, pricePaise: 900 + i, unitId: 1 + (i % 4), inStock: 1, rating: 2 + (i % 9), categoryId: i % 12, brandId: null,
    searchWords: ["kanda pyaz", "batata aloo", "tamatar", "chawal", "toor"][i % 5]!, imageKey: null,
  })),
);
const typed = ["o", "on", "oni", "onio", "onion", "k", "ka", "kan", "kand", "kanda"];
const runs = 200;
const start = performance.now();
for (let r = 0; r < runs; r++) for (const t of typed) (search(catalogue, t), suggest(catalogue, t));
const perKeystroke = (performance.now() - start) / (runs * typed.length);
console.log(`Search + suggestions on 1,000 products: ${perKeystroke.toFixed(3)} ms per keystroke (one frame is 16.7 ms)`);

// Filters and sorts of quick mode: each click recomputes the list, its status line and the three counts.
const context = {
  categories: [{ id: 3, name: "Rice" }],
  brands: [],
  offerCount: 2,
  favouriteIds: new Set(Array.from({ length: 50 }, (_, i) => i * 7 + 1)),
  addedIds: new Set(Array.from({ length: 30 }, (_, i) => i * 11 + 2)),
};
const clicks: BrowseAction[] = [
  { type: "filter", filter: "discounted" }, { type: "sort", key: "price" }, { type: "filter", filter: "favourites" },
  { type: "sort", key: "price" }, { type: "category", categoryId: 3 }, { type: "sort", key: "name" }, { type: "showAll" },
  { type: "filter", filter: "added" }, { type: "sort", key: "stock" },
];
let state = INITIAL_BROWSE;
const filterStart = performance.now();
for (let r = 0; r < runs; r++) for (const click of clicks) browseResult(catalogue, (state = browse(state, click)), context);
const perClick = (performance.now() - filterStart) / (runs * clicks.length);
console.log(`Filter or sort click on 1,000 products: ${perClick.toFixed(3)} ms per click (one frame is 16.7 ms)`);
