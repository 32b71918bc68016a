import { applyD1Migrations, env } from "cloudflare:test";
import { startCellIds } from "#app/server/cells.server";

/*
 * Every test file starts on a database of its own, built from the real migrations. The files share one runtime
 * (isolate: false in vitest.integration.config.ts: loading the app once instead of once per file is most of the suite's
 * time), so this setup, which runs before each file, empties the database and applies the migrations again. Shop ids
 * then start where no other file's do (the file's number in the runtime × 1,000): whatever an earlier file left in the
 * runtime's caches (store pages and catalogues are kept by shop id and version, R2 keys name the shop) never answers
 * for a later file's shops. Other ids start small, as a real database's do. The second cell is emptied and built
 * the same way, so a file that places a shop there starts on a cell of its own too.
 */

const SHOP_ID_SPAN = 1_000;

async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `select type, name from sqlite_master where type in ('trigger', 'view', 'table')
         and name not like 'sqlite_%' and name not like '_cf_%'`,
    )
    .all<{ type: string; name: string }>();
  const drop = (type: string, name: string) => db.prepare(`drop ${type} "${name.replaceAll('"', '""')}"`);
  // Triggers and views first (they name tables).
  const others = results.filter((r) => r.type !== "table");
  if (others.length > 0) await db.batch(others.map((r) => drop(r.type, r.name)));
  // Then the tables, children before their parents: a child's foreign key names its parent even as it is dropped.
  const parents = new Map<string, Set<string>>();
  for (const { name } of results.filter((r) => r.type === "table")) {
    const { results: keys } = await db.prepare(`pragma foreign_key_list("${name}")`).all<{ table: string }>();
    parents.set(name, new Set(keys.map((k) => k.table).filter((t) => t !== name)));
  }
  while (parents.size > 0) {
    const referenced = new Set([...parents.values()].flatMap((p) => [...p]));
    const leaves = [...parents.keys()].filter((t) => !referenced.has(t));
    if (leaves.length === 0) throw new Error(`foreign keys in a circle: ${[...parents.keys()].join(", ")}`);
    await db.batch(leaves.map((t) => drop("table", t)));
    for (const t of leaves) parents.delete(t);
  }
}

/** This file's number in the runtime (1, 2, …): every file that shares it gets its own. */
function fileNumber(): number {
  const counter = globalThis as { yaadiTestFiles?: number };
  counter.yaadiTestFiles = (counter.yaadiTestFiles ?? 0) + 1;
  return counter.yaadiTestFiles;
}

async function startShopIdsAt(db: D1Database, first: number): Promise<void> {
  await db.batch([
    db.prepare("delete from sqlite_sequence where name = 'shops'"),
    db
      .prepare("insert into sqlite_sequence (name, seq) select 'shops', max(?, coalesce(max(id), 0)) from shops")
      .bind(first),
  ]);
}

// The directory and cell 0 (DB), and a second cell (CELL_1, docs/decisions/0041), each built from the same migrations.
await Promise.all([emptyDatabase(env.DB), emptyDatabase(env.CELL_1)]);
await Promise.all([applyD1Migrations(env.DB, env.TEST_MIGRATIONS), applyD1Migrations(env.CELL_1, env.TEST_MIGRATIONS)]);
await Promise.all([startShopIdsAt(env.DB, fileNumber() * SHOP_ID_SPAN), startCellIds(env.CELL_1, 1)]);
