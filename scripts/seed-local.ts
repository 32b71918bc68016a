// Migrates and seeds the local D1 database (the same SQLite file `wrangler dev` and `npm start` use) through wrangler's
// platform proxy: one local workerd for both steps. Both are idempotent.
import { readdir, readFile } from "node:fs/promises";
import { getPlatformProxy } from "wrangler";
import { getDb } from "../app/server/db.server";
import { DEMO_STORES, LOCAL_OWNER } from "../db/seed/demo-stores";
import { seedBenchStore } from "../db/seed/bench-store";
import { seed } from "../db/seed/seed";

// Local databases get the demo logins; the export for production (scripts/seed-sql.mjs) does not.
const localLogins = process.env.YAADI_LOCAL_LOGINS !== "0";
const stateDir = process.env.YAADI_STATE_DIR ?? ".wrangler/state";
const MIGRATIONS_DIR = "db/migrations";

/**
 * Applies the migrations not applied yet, each in one batch with its row in `d1_migrations` — the table and the names
 * (file names) `wrangler d1 migrations apply` keeps, so either can migrate the same database after the other.
 */
async function migrate(d1: D1Database) {
  await d1.prepare("CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)").run();
  const applied = new Set((await d1.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    // drizzle-kit separates a migration's statements with this marker.
    const statements = (await readFile(`${MIGRATIONS_DIR}/${file}`, "utf8")).split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean);
    await d1.batch([...statements.map((s) => d1.prepare(s)), d1.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(file)]);
    console.log(`Applied migration ${file}`);
  }
}

function printLogins(port: string) {
  const lines = [
    "",
    "Local data is ready. Demo stores and their admin logins (local only):",
    ...DEMO_STORES.map((d) => `  http://localhost:${port}/${d.url}  ·  admin ${d.admin.userName} / ${d.admin.localPassword}  ·  dealer link /${d.url}_${d.dealer.link}`),
    `Admin panel: http://localhost:${port}/adminpanel`,
    `Platform owner: http://localhost:${port}/owner  ·  ${LOCAL_OWNER.userName} / ${LOCAL_OWNER.password}`,
    `Local mailbox (e-mails sent by the app): http://localhost:${port}/dev/mail`,
    "",
  ];
  console.log(lines.join("\n"));
}

const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${stateDir}/v3` }, remoteBindings: false });
try {
  await migrate(proxy.env.DB);
  await seed(getDb(proxy.env.DB), { localCredentials: localLogins });
  // The 1,000-product store the benchmarks measure (local databases only).
  if (localLogins) await seedBenchStore(getDb(proxy.env.DB));
  if (localLogins) printLogins(process.env.PORT ?? "8787");
} finally {
  await proxy.dispose();
}
