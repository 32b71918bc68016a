// Migrates and seeds the local D1 database (the same SQLite file `wrangler dev` and `npm start` use) through wrangler's
// platform proxy: one local workerd for both steps. Both are idempotent.

import { eq } from "drizzle-orm";
import { startCellIds } from "#app/server/cells.server";
import { getDb } from "#app/server/db.server";
import { type MoveMessage, runMoveStep, startMove } from "#app/server/shop-data/move.server";
import { shops } from "#db/schema/platform";
import { applyMigrations } from "./d1-migrations";
import { localD1Proxy } from "./local-d1-proxy";
import { seedBenchStore } from "./seed/bench-store";
import { DEMO_STORES, LOCAL_OWNER, SECOND_CELL_STORE } from "./seed/demo-stores";
import { seed } from "./seed/seed";

// Local databases get the demo logins; the export for production (scripts/seed-sql.mjs) does not.
const localLogins = process.env.YAADI_LOCAL_LOGINS !== "0";
// The end-to-end server leaves the benchmarks' store out: no test opens it, and its 1,000 products take seconds.
const benchStore = localLogins && process.env.YAADI_BENCH_STORE !== "0";

function printLogins(port: string) {
  const lines = [
    "",
    "Local data is ready. Demo stores and their admin logins (local only):",
    ...DEMO_STORES.map(
      (d) =>
        `  http://localhost:${port}/${d.url}  ·  admin ${d.admin.userName} / ${d.admin.localPassword}  ·  dealer link /${d.url}_${d.dealer.link}`,
    ),
    `Admin panel: http://localhost:${port}/adminpanel`,
    `Platform owner: http://localhost:${port}/owner  ·  ${LOCAL_OWNER.userName} / ${LOCAL_OWNER.password}`,
    `Local mailbox (e-mails sent by the app): http://localhost:${port}/dev/mail`,
    "",
  ];
  console.log(lines.join("\n"));
}

/**
 * Local data runs on two cells (docs/decisions/0041), as a grown deployment does: the second cell gets the same
 * migrations and its own id range, and one demo store lives there, placed by the move job itself.
 */
async function placeInSecondCell(env: Env, url: string): Promise<void> {
  const [shop] = await getDb(env.DB).select({ id: shops.id, cell: shops.cell }).from(shops).where(eq(shops.url, url));
  if (shop?.cell !== 0) return;
  const started = await startMove(env, { shopId: shop.id, toCell: 1, actor: "seed", ownerId: null });
  if (!("message" in started)) throw new Error(`seed: ${url} not moved to cell 1 (${started.refused})`);
  let message: MoveMessage | null = started.message;
  while (message) message = await runMoveStep(env, message);
}

const proxy = await localD1Proxy();
try {
  await applyMigrations(proxy.env.DB);
  await applyMigrations(proxy.env.CELL_1);
  await startCellIds(proxy.env.CELL_1, 1);
  await seed(getDb(proxy.env.DB), { localCredentials: localLogins });
  await placeInSecondCell(proxy.env, SECOND_CELL_STORE);
  // The 1,000-product store the benchmarks measure (local databases only).
  if (benchStore) await seedBenchStore(getDb(proxy.env.DB));
  if (localLogins) printLogins(process.env.PORT ?? "8787");
} finally {
  await proxy.dispose();
}
