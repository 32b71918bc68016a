import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLATFORM_TABLES, SHOP_TABLES } from "#app/server/shop-data/tables";

/*
 * The backups' list of tables against the database the real migrations build: a table that is neither a shop's data
 * (SHOP_TABLES) nor the platform's (PLATFORM_TABLES, with why) fails here, so a new table is never forgotten.
 */

async function tables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like '_cf_%' order by name",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

async function columns(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`pragma table_info("${table}")`).all<{ name: string }>();
  return results.map((r) => r.name);
}

async function parents(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`pragma foreign_key_list("${table}")`).all<{ table: string }>();
  return results.map((r) => r.table);
}

describe("the tables a backup holds", () => {
  it("every table of the database is either a shop's data or the platform's, with a reason", async () => {
    const known = new Set([...SHOP_TABLES.map((t) => t.name), ...Object.keys(PLATFORM_TABLES)]);
    const forgotten = (await tables()).filter((name) => !known.has(name));
    expect(forgotten, "tables neither backed up nor listed as the platform's").toEqual([]);
  });

  it("names no table the database does not have, and none in both lists", async () => {
    const present = new Set(await tables());
    expect(SHOP_TABLES.map((t) => t.name).filter((n) => !present.has(n))).toEqual([]);
    expect(Object.keys(PLATFORM_TABLES).filter((n) => !present.has(n))).toEqual([]);
    expect(SHOP_TABLES.map((t) => t.name).filter((n) => n in PLATFORM_TABLES)).toEqual([]);
    for (const reason of Object.values(PLATFORM_TABLES)) expect(reason.length).toBeGreaterThan(10);
  });

  it("every shop table is picked by its shop and has the key columns it pages by", async () => {
    for (const table of SHOP_TABLES) {
      const names = await columns(table.name);
      expect(names, table.name).toContain(table.name === "shops" ? "id" : "shop_id");
      for (const column of table.key) expect(names, `${table.name}.${column}`).toContain(column);
    }
  });

  it("lists each table after every shop table it points at (the order rows are inserted in)", async () => {
    const order = SHOP_TABLES.map((t) => t.name);
    for (const [index, name] of order.entries()) {
      for (const parent of await parents(name)) {
        if (parent === name || !order.includes(parent)) continue;
        expect(order.indexOf(parent), `${name} points at ${parent}`).toBeLessThan(index);
      }
    }
  });
});
