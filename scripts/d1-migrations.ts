// The migrations of db/migrations applied to a local D1 (seed-local.ts, the benchmarks).
import { readdir, readFile } from "node:fs/promises";

const MIGRATIONS_DIR = "db/migrations";

/**
 * Applies the migrations not applied yet, each in one batch with its row in `d1_migrations` — the table and the names
 * (file names) `wrangler d1 migrations apply` keeps, so either can migrate the same database after the other.
 */
export async function applyMigrations(d1: D1Database, log: (line: string) => void = console.log): Promise<void> {
  await d1
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const applied = new Set(
    (await d1.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    // drizzle-kit separates a migration's statements with this marker.
    const statements = (await readFile(`${MIGRATIONS_DIR}/${file}`, "utf8"))
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await d1.batch([
      ...statements.map((s) => d1.prepare(s)),
      d1.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(file),
    ]);
    log(`Applied migration ${file}`);
  }
}
