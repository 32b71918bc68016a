// Product sheet speed for a 1,000-product shop: the pure analysis in Node, then Upload Product Sheet (analyse again +
// one D1 batch) through the server module on workerd's local D1 (wrangler's platform proxy, a throwaway database).
// Usage: npm run bench:sheet   (prints figures; no assertions)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { getPlatformProxy } from "wrangler";
import { readCsv, toCsv } from "#app/domain/admin/csv";
import { analyseSheet, sheetRows } from "#app/domain/admin/product-sheet";
import { sheetMaxBytes } from "#app/domain/admin/sheet-file";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { loadSheetProducts, uploadSheet } from "#app/server/admin/product-sheet.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { getDb } from "#app/server/db.server";
import { shops } from "#db/schema/platform";
import { BENCH_STORE_URL, seedBenchStore } from "../scripts/seed/bench-store";
import { seed } from "../scripts/seed/seed";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const result = fn();
  return [result, performance.now() - start];
}
async function timeAsync<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

const state = mkdtempSync(join(tmpdir(), "yaadi-bench-sheet-"));
const quiet = {
  stdio: "ignore" as const,
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
};
execFileSync(
  "node_modules/.bin/wrangler",
  ["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", state],
  quiet,
);
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: join(state, "v3") },
  remoteBindings: false,
});
try {
  const db = getDb(proxy.env.DB);
  await seed(db, { localCredentials: false });
  await seedBenchStore(db);
  const [bench] = await db.select().from(shops).where(eq(shops.url, BENCH_STORE_URL));
  const shop = { id: bench!.id, productsLimit: bench!.productsLimit };
  const products = await loadSheetProducts(bindToShop(db, shop.id));

  const unchanged = toCsv(sheetRows(products));
  const bytes = new TextEncoder().encode(unchanged).length;
  console.log(
    `Product sheet of /${BENCH_STORE_URL}: ${products.length} products, ${(bytes / 1000).toFixed(1)} kB (cap for its plan of ${shop.productsLimit}: ${(sheetMaxBytes(shop.productsLimit) / 1000).toFixed(1)} kB)`,
  );

  // Every final price one rupee up: 1,000 updates.
  const rows = readCsv(unchanged);
  const repriced = toCsv(
    rows.map((r, i) => (i === 0 || r.length < 6 ? r : r.map((c, j) => (j === 5 ? String(Number(c) + 1) : c)))),
  );

  const pure = (text: string) =>
    Array.from({ length: 15 }, () => time(() => analyseSheet(readCsv(text), products, shop.productsLimit))[1]);
  const [analysis] = time(() => analyseSheet(readCsv(repriced), products, shop.productsLimit));
  console.log(`Pure analysis in Node (parse + analyse, median of 15):`);
  console.log(`  1,000 rows unchanged: ${ms(median(pure(unchanged)))}`);
  console.log(
    `  1,000 rows updated:   ${ms(median(pure(repriced)))}   (${analysis.updated.length} updates, ${analysis.rejected.length} rejected)`,
  );

  const file = (text: string) => new File([text], "sheet.csv", { type: "text/csv" });
  console.log(`Upload Product Sheet through the server module on local D1 (read products + analyse + one batch):`);
  const updates: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Alternate the two sheets so every run really changes 1,000 rows.
    const text = i % 2 === 0 ? repriced : unchanged;
    const [result, took] = await timeAsync(() => uploadSheet(bindToShop(db, shop.id), shop.productsLimit, file(text)));
    if (!result.written || result.changedIds.length !== 1000) throw new Error(`run ${i}: expected 1,000 changed rows`);
    updates.push(took);
  }
  console.log(`  1,000 updates: median ${ms(median(updates))}, runs ${updates.map(ms).join(", ")}`);

  // A second shop on the 1,000-product plan filled from one sheet of 1,000 new rows.
  const [empty] = await db
    .insert(shops)
    .values({
      url: `benchsheet${Date.now()}`,
      name: "Bench Sheet",
      shopTypeId: SHOP_TYPE.grocery,
      status: "ready",
      plan: 2,
      productsLimit: 1000,
    })
    .returning();
  const newRows = toCsv([
    rows[0]!,
    ...rows
      .slice(1)
      .filter((r) => r.length > 5)
      .map((r) => ["", ...r.slice(1)]),
  ]);
  const [added, addTook] = await timeAsync(() => uploadSheet(bindToShop(db, empty!.id), 1000, file(newRows)));
  if (!added.written) throw new Error("1,000 new rows were not written");
  console.log(`  1,000 new products: ${ms(addTook)}`);
  console.log(
    "(Local D1 behind wrangler's proxy: the Worker and D1 are separate processes here, so these are upper bounds.)",
  );
} finally {
  await proxy.dispose();
  rmSync(state, { recursive: true, force: true });
}
