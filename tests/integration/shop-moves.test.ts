import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addEntry, reverseEntry } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import {
  failMove,
  type MoveMessage,
  movePlan,
  runMoveStep,
  STALE_MOVE_MS,
  settleStaleMoves,
  startMove,
} from "#app/server/shop-data/move.server";
import { MOVED_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { bills } from "#db/schema/bills";
import { shopMoves } from "#db/schema/moves";
import { auditEvents, shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { asSeen, customer, newKey, post } from "./order-helpers";
import { get } from "./route-harness";
import { type FilledShop, fillShop, makeShopReady } from "./shop-fixtures";

/*
 * Moving a shop between cells (docs/decisions/0041) inside workerd on the real migrations, with a second cell bound
 * (CELL_1): every row of the shop equal in its new cell, nothing left in the old one, the other shop untouched; orders
 * placed while it moves stored exactly once, in the cell the directory names; a move stopped between two batches
 * leaves the shop whole where it was, taking orders again.
 */

const CELLS: Record<number, D1Database> = { 0: env.DB, 1: env.CELL_1 };
let a: TestShop;
let b: TestShop;
let aFill: FilledShop;
/** What each shop's store page posts for one of its products, seen before any move. */
const orderBodies = new Map<number, Awaited<ReturnType<typeof asSeen>> & { customer: typeof customer }>();

/** Every row of every table a move carries, of one shop in one cell, as stored (each row's JSON), in key order. */
async function rowsIn(cell: number, shopId: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of MOVED_TABLES) {
    const where = table.via ?? `"${shopColumn(table)}" = ?`;
    const keys = table.key.map((k) => `"${k}"`).join(", ");
    const { results } = await CELLS[cell]!.prepare(`select * from "${table.name}" where ${where} order by ${keys}`)
      .bind(shopId)
      .all<Record<string, unknown>>();
    out[table.name] = results.map((row) => JSON.stringify(row));
  }
  return out;
}

const rowCount = (rows: Record<string, string[]>) => Object.values(rows).reduce((n, t) => n + t.length, 0);
const cellOf = async (shopId: number) => (await db().select().from(shops).where(eq(shops.id, shopId)))[0]!.cell;

async function start(shopId: number, toCell: number): Promise<MoveMessage> {
  const started = await startMove(env, { shopId, toCell, actor: "tests", ownerId: null });
  if (!("message" in started)) throw new Error(`move refused: ${started.refused}`);
  return started.message;
}

/** Runs a move to its end, a few rows a batch (so every table of any size takes several), calling `between` between. */
async function move(shopId: number, toCell: number, between: () => Promise<void> = async () => {}) {
  let message: MoveMessage | null = await start(shopId, toCell);
  let batches = 0;
  while (message) {
    message = await runMoveStep(env, message, { rows: 3 });
    batches++;
    await between();
  }
  return batches;
}

const placeOrder = (shop: TestShop, idempotencyKey: string) =>
  post(shop.url, { idempotencyKey, ...orderBodies.get(shop.id) });

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
  await makeShopReady(a);
  await makeShopReady(b);
  aFill = await fillShop(a, "a");
  const bFill = await fillShop(b, "b");
  // Udhaar too (its balances are written by the database's triggers): an opening balance, a payment reversed.
  const scope = bindToShop(db(), a.id);
  const customerId = aFill.ids.customers![0]!;
  await addEntry(scope, customerId, { kind: "opening", amountPaise: 50_000, day: "2026-08-01", note: "" }, "m1");
  const paid = await addEntry(
    scope,
    customerId,
    { kind: "payment", amountPaise: 20_000, day: "2026-11-10", note: "", method: "upi" },
    "m2",
  );
  if (!paid.ok) throw new Error("payment not added");
  await reverseEntry(scope, customerId, paid.entryId, "wrong account", "m3");
  for (const [shop, fill] of [
    [a, aFill],
    [b, bFill],
  ] as const) {
    const seen = await asSeen(shop.url, [{ productId: fill.ids.products![0]!, quantity: 1000 }]);
    orderBodies.set(shop.id, { customer, ...seen });
  }
});

describe("moving a shop to another cell", () => {
  it("carries every row of every table, compared in both cells; leaves none behind and the other shop alone", async () => {
    const before = await rowsIn(0, a.id);
    const otherBefore = await rowsIn(0, b.id);
    for (const table of ["products", "yaadies", "yaadi_lines", "bills", "bill_lines", "bill_day_totals"])
      expect(before[table]!.length, `${table} has rows to move`).toBeGreaterThan(0);
    for (const table of ["ledger_entries", "ledger_accounts", "customers", "clients", "idempotency_keys"])
      expect(before[table]!.length, `${table} has rows to move`).toBeGreaterThan(0);

    const batches = await move(a.id, 1);

    expect(batches).toBeGreaterThan(MOVED_TABLES.length * 2);
    expect(await cellOf(a.id)).toBe(1);
    expect(await rowsIn(1, a.id)).toEqual(before);
    expect(rowCount(await rowsIn(0, a.id))).toBe(0);
    expect(await rowsIn(0, b.id)).toEqual(otherBefore);
    // The new cell's copy of the shop's row is the directory's, naming its cell.
    const copy = await CELLS[1]!.prepare("select url, cell from shops where id = ?").bind(a.id).first();
    expect(copy).toEqual({ url: a.url, cell: 1 });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.shopId, a.id));
    expect(audit.map((e) => e.action)).toEqual(["Move started", "Move completed"]);
    expect(audit[1]!.details).toContain(`${rowCount(before)} rows in ${MOVED_TABLES.length} tables`);
  });

  it("opens as it did: the store, the admin's screens and every public link, read from the new cell", async () => {
    const catalogue = await get(`/api/v1/stores/${a.url}/catalogue`);
    expect(catalogue.status).toBe(200);
    const { token } = await asAdminOf(a);
    const products = await (await get("/adminpanel/products", { token })).text();
    expect(products).toContain(aFill.catalogueMark);
    expect((await get(`/yaadilist/${aFill.yaadiUrl}`)).status).toBe(200);
    const bill = await CELLS[1]!
      .prepare("select token from bills where shop_id = ?")
      .bind(a.id)
      .first<{ token: string }>();
    expect((await get(`/bill/${bill!.token}`)).status).toBe(200);
    // The old cell has none of it: cell 0's bills table holds no bill of the shop.
    expect(await db().select().from(bills).where(eq(bills.shopId, a.id))).toEqual([]);
  });

  it("stores every order placed while it moves exactly once, in the cell the directory names", async () => {
    const keys: string[] = [];
    const answered: number[] = [];
    const batches = await move(a.id, 0, async () => {
      const key = newKey();
      keys.push(key);
      const placed = await placeOrder(a, key);
      answered.push(placed.status);
      if (placed.status === 503)
        expect(placed.body.error).toBe(
          "This store is being updated and takes no orders for a minute. Please try again shortly.",
        );
      else expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    });
    expect(batches).toBe(keys.length);
    // Refused while it was copied and checked; taken once it switched (the old cell clearing meanwhile).
    expect(answered.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(answered.filter((s) => s === 201).length).toBeGreaterThan(0);
    // The customers' phones post again, with the same keys: each order is then stored, once.
    for (const key of keys) expect([200, 201]).toContain((await placeOrder(a, key)).status);
    expect(await cellOf(a.id)).toBe(0);
    const stored = await env.DB.prepare(
      "select key, count(*) as n from idempotency_keys where shop_id = ? and key in (select value from json_each(?)) group by key",
    )
      .bind(a.id, JSON.stringify(keys))
      .all<{ key: string; n: number }>();
    expect(stored.results.map((r) => r.n)).toEqual(keys.map(() => 1));
    expect(rowCount(await rowsIn(1, a.id))).toBe(0);
  });

  it("stopped between two batches, leaves the shop whole where it was, taking orders again", async () => {
    const before = await rowsIn(0, b.id);
    let message: MoveMessage | null = await start(b.id, 1);
    for (let i = 0; i < 12 && message; i++) message = await runMoveStep(env, message, { rows: 3 });
    expect(rowCount(await rowsIn(1, b.id))).toBeGreaterThan(0);
    // Locked while it copies: an order is refused with a sentence, and nothing is written.
    expect((await placeOrder(b, newKey())).status).toBe(503);

    // Nothing moves it on (its message lost); housekeeping finds it stopped.
    await settleStaleMoves(env, Date.now() + STALE_MOVE_MS + 60_000);

    expect(await cellOf(b.id)).toBe(0);
    expect(await rowsIn(0, b.id)).toEqual(before);
    expect(rowCount(await rowsIn(1, b.id))).toBe(0);
    expect(await CELLS[1]!.prepare("select id from shops where id = ?").bind(b.id).first()).toBeNull();
    const [moveRow] = await db().select().from(shopMoves).where(eq(shopMoves.shopId, b.id));
    expect(moveRow!.status).toBe("failed");
    expect((await placeOrder(b, newKey())).status).toBe(201);
    // A message of the failed move, delivered late, does nothing.
    expect(message && (await runMoveStep(env, message))).toBeFalsy();
  });

  it("stopped between the directory's switch and its own, goes on: the shop is whole in its new cell", async () => {
    const before = await rowsIn(0, b.id);
    let message: MoveMessage | null = await start(b.id, 1);
    const switchAt = movePlan().findIndex((step) => step.op === "switch");
    while (message && message.step < switchAt) message = await runMoveStep(env, message);
    // The switch's first write, the directory's, lands; the Worker dies before the move's own row says so.
    await db().update(shops).set({ cell: 1 }).where(eq(shops.id, b.id));
    await settleStaleMoves(env, Date.now() + STALE_MOVE_MS + 60_000);
    const [row] = await db().select().from(shopMoves).where(eq(shopMoves.id, message!.moveId));
    expect([row!.status, row!.step]).toEqual(["clearing", switchAt + 1]);
    expect(await rowsIn(1, b.id)).toEqual(before);
    // Housekeeping sends its message again; the clearing ends it.
    let next: MoveMessage | null = { type: "move", cell: 0, moveId: row!.id, step: row!.step };
    while (next) next = await runMoveStep(env, next);
    expect(rowCount(await rowsIn(0, b.id))).toBe(0);
    expect(await rowsIn(1, b.id)).toEqual(before);
    expect((await placeOrder(b, newKey())).status).toBe(201);
  });

  it("does a batch once, however often its message is delivered, and is refused where it cannot go", async () => {
    // B is in cell 1 now (the test before moved it there).
    const first = await start(b.id, 0);
    const second = await runMoveStep(env, first, { rows: 3 });
    expect(await runMoveStep(env, first, { rows: 3 })).toBeNull();
    expect(second).not.toBeNull();
    expect(await startMove(env, { shopId: b.id, toCell: 0, actor: "tests", ownerId: null })).toEqual({
      refused: "busy",
    });
    expect(await failMove(env, 1, first.moveId, "stopped by the test")).toBe(true);
    expect(await startMove(env, { shopId: b.id, toCell: 1, actor: "tests", ownerId: null })).toEqual({
      refused: "same-cell",
    });
    expect(await startMove(env, { shopId: b.id, toCell: 2, actor: "tests", ownerId: null })).toEqual({
      refused: "no-such-cell",
    });
    const [master] = await db()
      .insert(shops)
      .values({ url: `master${b.id}`, name: "A master", isMaster: 1, shopTypeId: 1 })
      .returning();
    expect(await startMove(env, { shopId: master!.id, toCell: 1, actor: "tests", ownerId: null })).toEqual({
      refused: "master",
    });
  });
});
