// Migrates and seeds the local D1 database (the same SQLite file `wrangler dev` and `npm start` use) through wrangler's
// platform proxy: one local workerd for both steps. Both are idempotent.

import { getDb } from "#app/server/db.server";
import { applyMigrations } from "./d1-migrations";
import { localD1Proxy } from "./local-d1-proxy";
import { seedBenchStore } from "./seed/bench-store";
import { DEMO_STORES, LOCAL_OWNER } from "./seed/demo-stores";
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

const proxy = await localD1Proxy();
try {
  await applyMigrations(proxy.env.DB);
  await seed(getDb(proxy.env.DB), { localCredentials: localLogins });
  // The 1,000-product store the benchmarks measure (local databases only).
  if (benchStore) await seedBenchStore(getDb(proxy.env.DB));
  if (localLogins) printLogins(process.env.PORT ?? "8787");
} finally {
  await proxy.dispose();
}
