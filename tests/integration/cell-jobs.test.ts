import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cellDb } from "#app/server/cells.server";
import { type BackupMessage, runBackupStep } from "#app/server/shop-data/backup.server";
import type { Manifest } from "#app/server/shop-data/format";
import { type MoveMessage, runMoveStep, startMove } from "#app/server/shop-data/move.server";
import { type RestoreMessage, runRestoreStep } from "#app/server/shop-data/restore.server";
import { startDailyBackups } from "#app/server/shop-data/schedule.server";
import { shopBackups } from "#db/schema/backups";
import { products } from "#db/schema/catalogue";
import { reportExports } from "#db/schema/exports";
import { auditEvents, shops } from "#db/schema/platform";
import { runExport } from "#workers/jobs/report-export";
import { asAdminOf, asOwner, createTestShop, db, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { type FilledShop, fillShop, HOME_PAGE_DETAILS, makeShopReady } from "./shop-fixtures";

/*
 * A shop in the second cell (docs/decisions/0041), placed there by the move job, through the jobs and screens that
 * queue work or write the shop's own row: every message names the cell, and every job reads and writes the cell's rows
 * — its backup holds them, its restore puts them back there, its report file is made from them — while the shop's row
 * stays the directory's, with the cell's copy in step.
 */

const cell = () => cellDb(env, 1);
let shop: TestShop;
let fill: FilledShop;
let token: string;
let sent: unknown[] = [];
const realJobs = env.JOBS;

/** The Queue as the screens see it here: every message kept, for the test to deliver. */
const keptJobs = {
  send: async (body: unknown) => void sent.push(body),
  sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...[...messages].map((m) => m.body)),
} as unknown as Queue;

beforeEach(() => {
  sent = [];
  env.JOBS = keptJobs;
});
afterEach(() => {
  env.JOBS = realJobs;
});

async function backUp(first: BackupMessage): Promise<typeof shopBackups.$inferSelect> {
  let message: BackupMessage | null = first;
  while (message) message = await runBackupStep(env, message);
  return (await cell().select().from(shopBackups).where(eq(shopBackups.id, first.backupId)))[0]!;
}

beforeAll(async () => {
  shop = await createTestShop();
  await makeShopReady(shop);
  fill = await fillShop(shop, "c");
  const started = await startMove(env, { shopId: shop.id, toCell: 1, actor: "tests", ownerId: null });
  if (!("message" in started)) throw new Error(`move refused: ${started.refused}`);
  let message: MoveMessage | null = started.message;
  while (message) message = await runMoveStep(env, message);
  token = (await asAdminOf(shop)).token!;
});

describe("a shop in the second cell", () => {
  it("is in cell 1, with none of its rows left in cell 0", async () => {
    expect((await db().select({ cell: shops.cell }).from(shops).where(eq(shops.id, shop.id)))[0]!.cell).toBe(1);
    expect(await db().select().from(products).where(eq(products.shopId, shop.id))).toEqual([]);
    expect((await cell().select().from(products).where(eq(products.shopId, shop.id))).length).toBe(
      fill.ids.products!.length,
    );
  });

  it("saves Home Page Settings in the directory's row, and the cell's copy follows", async () => {
    const saved = await postForm(
      "/adminpanel/home-page-settings",
      { ...HOME_PAGE_DETAILS, name: "Cell Kirana" },
      { token },
    );
    expect(saved.status).toBe(302);
    for (const database of [db(), cell()]) {
      const [row] = await database.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.id));
      expect(row!.name).toBe("Cell Kirana");
    }
  });

  it("is backed up by the owner's Back up now from its cell, its payments from the directory", async () => {
    const owner = await asOwner();
    const asked = await postForm(`/owner/shops/${shop.id}/backups`, { intent: "backup" }, { token: owner.token });
    expect([asked.status, asked.headers.get("Location")]).toEqual([302, `/owner/shops/${shop.id}/backups`]);
    const message = sent[0] as BackupMessage;
    expect(message).toMatchObject({ type: "backup", cell: 1 });
    const backup = await backUp(message);
    expect(backup.status).toBe("complete");
    expect(backup.counts?.products).toBe(fill.ids.products!.length);
    expect(backup.counts?.yaadies).toBeGreaterThan(0);
    expect(backup.counts?.payments).toBeGreaterThan(0);
    const manifest = (await (await env.FILES.get(backup.manifestKey!))!.json()) as Manifest;
    expect(manifest.shop.url).toBe(shop.url);
    const screen = await get(`/owner/shops/${shop.id}/backups`, { token: owner.token });
    expect(await screen.text()).toContain(`${fill.ids.products!.length} products`);
  });

  it("is restored in its cell: a product deleted since the backup comes back there", async () => {
    const [backup] = await cell()
      .select()
      .from(shopBackups)
      .where(and(eq(shopBackups.shopId, shop.id), eq(shopBackups.status, "complete")));
    const gone = fill.ids.products!.at(-1)!;
    await env.CELL_1.prepare("delete from products where id = ?").bind(gone).run();
    const owner = await asOwner();
    const asked = await postForm(
      `/owner/shops/${shop.id}/backups`,
      { intent: "restore", backupId: String(backup!.id) },
      { token: owner.token },
    );
    expect([asked.status, asked.headers.get("Location")]).toEqual([302, `/owner/shops/${shop.id}/backups`]);
    let message: RestoreMessage | null = sent[0] as RestoreMessage;
    expect(message).toMatchObject({ type: "restore", cell: 1 });
    while (message) message = await runRestoreStep(env, message);
    expect((await cell().select().from(products).where(eq(products.id, gone))).length).toBe(1);
    expect(await db().select().from(products).where(eq(products.shopId, shop.id))).toEqual([]);
    const actions = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.shopId, shop.id));
    expect(actions.map((a) => a.action)).toContain("Restore completed");
  });

  it("makes a report file from its cell's orders, the message naming the cell", async () => {
    const saved = env.EXPORT_INLINE_LIMIT;
    env.EXPORT_INLINE_LIMIT = "0";
    try {
      const link = await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=today", { token });
      expect(link.status).toBe(303);
    } finally {
      env.EXPORT_INLINE_LIMIT = saved;
    }
    const message = sent.find((m) => (m as { type: string }).type === "export") as { exportId: number; cell: number };
    expect(message.cell).toBe(1);
    await runExport(env, message);
    const [made] = await cell().select().from(reportExports).where(eq(reportExports.id, message.exportId));
    expect(made!.status).toBe("done");
    expect(made!.totalYaadies).toBeGreaterThan(0);
  });

  it("gets its daily backup in the India night, from its cell", async () => {
    const night = Date.UTC(2026, 10, 28, 21, 17); // 02:47 IST
    await startDailyBackups(env, night);
    const ofShop = (sent as BackupMessage[]).filter((m) => m.cell === 1);
    expect(ofShop.length).toBe(1);
    const made = await backUp(ofShop[0]!);
    expect([made.shopId, made.status]).toEqual([shop.id, "complete"]);
  });
});

describe("the owner's Database screen", () => {
  it("says which cell holds the shop, and moves it to another by the Queue", async () => {
    const owner = await asOwner();
    const screen = await (await get(`/owner/shops/${shop.id}/cell`, { token: owner.token })).text();
    expect(screen).toContain("are in cell 1 of 2");
    expect(screen).toContain("The last move, from cell 0 to cell 1, is complete.");

    const asked = await postForm(`/owner/shops/${shop.id}/cell`, { toCell: "0" }, { token: owner.token });
    expect([asked.status, asked.headers.get("Location")]).toEqual([302, `/owner/shops/${shop.id}/cell`]);
    let message = sent[0] as MoveMessage | null;
    expect(message).toMatchObject({ type: "move", cell: 1, step: 0 });
    const moving = await (await get(`/owner/shops/${shop.id}/cell`, { token: owner.token })).text();
    expect(moving).toContain("Moving from cell 1 to cell 0: step 0 of");
    while (message) message = await runMoveStep(env, message);
    expect((await db().select({ cell: shops.cell }).from(shops).where(eq(shops.id, shop.id)))[0]!.cell).toBe(0);
    expect(await (await get(`/owner/shops/${shop.id}/cell`, { token: owner.token })).text()).toContain(
      "are in cell 0 of 2",
    );
  });

  it("refuses a cell the deployment lacks, and a form without one, changing nothing", async () => {
    const owner = await asOwner();
    const nowhere = await postForm(`/owner/shops/${shop.id}/cell`, { toCell: "7" }, { token: owner.token });
    expect(nowhere.status).toBe(409);
    expect(await nowhere.text()).toContain("This deployment has no such cell. Choose one of the list.");
    const blank = await postForm(`/owner/shops/${shop.id}/cell`, { toCell: "two" }, { token: owner.token });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Choose the cell to move the shop to.");
    expect(sent).toEqual([]);
  });
});
