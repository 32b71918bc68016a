import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelBill } from "#app/server/admin/bills.server";
import { addEntry, recordReminder, reverseEntry, setCreditLimit } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { type BackupMessage, createBackup, runBackupStep } from "#app/server/shop-data/backup.server";
import {
  failStaleBackups,
  KEEP_DAILY,
  KEEP_MONTHLY,
  pruneBackups,
  STALE_BACKUP_MS,
} from "#app/server/shop-data/backup-keeping.server";
import { backupPrefix, type Manifest, sha256Hex } from "#app/server/shop-data/format";
import { createRestore, type RestoreMessage, restoreLock, runRestoreStep } from "#app/server/shop-data/restore.server";
import { failStaleRestores, STALE_RESTORE_MS, startDailyBackups } from "#app/server/shop-data/schedule.server";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { shopBackupParts, shopBackups, shopRestores } from "#db/schema/backups";
import { auditEvents } from "#db/schema/platform";
import { asAdminOf, asAnonymous, asOwner, createTestShop, db, type TestShop } from "./helpers";
import { asSeen, customer } from "./order-helpers";
import { get, postForm } from "./route-harness";
import { type FilledShop, fillShop, makeShopReady } from "./shop-fixtures";

/*
 * A shop's backups and restores (docs/decisions/0037) inside workerd on the real migrations: a shop with every kind
 * of row backed up, wrecked and restored equals itself row for row in every table the registry names; the other shop
 * never changes; a backup stopped between parts never looks complete; repeated messages change nothing.
 */

let a: TestShop;
let b: TestShop;
let aFill: FilledShop;
let customerA: number;

/** Every row of every backed-up table of the shop, as stored (each row's JSON), in key order. */
async function rowsOf(shopId: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of SHOP_TABLES) {
    const keys = table.key.map((k) => `"${k}"`).join(", ");
    const { results } = await env.DB.prepare(
      `select * from "${table.name}" where "${shopColumn(table)}" = ? order by ${keys}`,
    )
      .bind(shopId)
      .all<Record<string, unknown>>();
    // The store page's version only ever goes up (a restore is a change its cached pages must see).
    out[table.name] = results.map(({ catalogue_version, ...row }) => JSON.stringify(row));
  }
  return out;
}

async function backUp(shopId: number): Promise<number> {
  let message: BackupMessage | null = await createBackup(db(), shopId, { startedBy: "test" });
  const id = message.backupId;
  while (message) message = await runBackupStep(env, message);
  return id;
}

async function startRestore(shopId: number, backupId: number): Promise<RestoreMessage> {
  const started = await createRestore(env, { shopId, backupId, ownerId: null, actor: "tests", shopUrl: a.url });
  if (!("message" in started)) throw new Error(`restore refused: ${started.refused}`);
  return started.message;
}

async function restore(shopId: number, backupId: number): Promise<void> {
  let message: RestoreMessage | null = await startRestore(shopId, backupId);
  while (message) message = await runRestoreStep(env, message);
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const listed = await env.FILES.list({ prefix, limit: 1000 });
  return listed.objects.map((o) => o.key).sort();
}

const backupRow = async (id: number) => (await db().select().from(shopBackups).where(eq(shopBackups.id, id)))[0]!;

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
  await makeShopReady(a);
  await makeShopReady(b);
  aFill = await fillShop(a, "a");
  await fillShop(b, "b");
  // Udhaar: an opening balance, a sale and a payment, the payment reversed, a credit limit and a reminder.
  const scope = bindToShop(db(), a.id);
  customerA = aFill.ids.customers![0]!;
  await addEntry(scope, customerA, { kind: "opening", amountPaise: 50_000, day: "2026-08-01", note: "notebook" }, "k1");
  await addEntry(scope, customerA, { kind: "sale", amountPaise: 12_345, day: "2026-11-01", note: "" }, "k2");
  const paid = await addEntry(
    scope,
    customerA,
    { kind: "payment", amountPaise: 20_000, day: "2026-11-10", note: "", method: "upi" },
    "k3",
  );
  if (!paid.ok) throw new Error("payment not added");
  await reverseEntry(scope, customerA, paid.entryId, "wrong account", "k4");
  await setCreditLimit(scope, customerA, 100_000);
  await recordReminder(scope, customerA, 62_345);
});

describe("a backup", () => {
  it("holds every row of every registry table of the shop, with a manifest of counts and checksums written last", async () => {
    const before = await rowsOf(a.id);
    for (const table of [
      "products",
      "categories",
      "brands",
      "special_offers",
      "shop_settings",
      "store_images",
      "customers",
      "dealers",
      "customer_entries",
      "yaadies",
      "yaadi_lines",
      "payments",
      "pending_yaadies",
      "bills",
      "bill_lines",
      "bill_series",
      "bill_day_totals",
      "shop_tax",
      "product_tax",
      "ledger_entries",
      "ledger_accounts",
      "ledger_reminders",
      "clients",
      "diets",
      "client_sheets",
    ]) {
      expect(before[table]!.length, `${table} has rows to back up`).toBeGreaterThan(0);
    }
    const id = await backUp(a.id);
    const row = await backupRow(id);
    expect(row.status).toBe("complete");
    expect(row.kind).toBe("monthly");
    expect(row.counts).toEqual(Object.fromEntries(Object.entries(before).map(([t, rows]) => [t, rows.length])));
    const manifest = (await (await env.FILES.get(row.manifestKey!))!.json()) as Manifest;
    expect(manifest.tables.map((t) => t.name)).toEqual(SHOP_TABLES.map((t) => t.name));
    const prefix = backupPrefix(a.id, id);
    const files = manifest.tables.flatMap((t) => t.parts.map((p) => `${prefix}${p.file}`));
    expect(await objectsUnder(prefix)).toEqual([...files, `${prefix}manifest.json`].sort());
    for (const table of manifest.tables) {
      for (const part of table.parts) {
        const bytes = new Uint8Array(await (await env.FILES.get(prefix + part.file))!.arrayBuffer());
        expect(await sha256Hex(bytes), part.file).toBe(part.sha256);
        const lines = new TextDecoder().decode(bytes).trimEnd().split("\n");
        const rows = lines.map((line) => {
          const { catalogue_version, ...row } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(row);
        });
        expect(rows, part.file).toEqual(before[table.name]);
      }
    }
  });

  it("a second complete backup in the same month is a daily one", async () => {
    const id = await backUp(a.id);
    expect((await backupRow(id)).kind).toBe("daily");
  });
});

describe("a restore into the same shop", () => {
  it("puts back every row of every table exactly after the shop is wrecked, and leaves the other shop alone", async () => {
    const otherBefore = await rowsOf(b.id);
    const before = await rowsOf(a.id);
    const backupId = await backUp(a.id);
    // Wreck it: products deleted and prices changed, orders cancelled, udhaar changed, a customer
    // gone (and its account with it), rows added.
    const [first, second, third] = aFill.ids.products!;
    await env.DB.batch([
      env.DB.prepare("delete from products where id = ?").bind(third),
      env.DB.prepare("update products set price_paise = price_paise + 500 where shop_id = ?").bind(a.id),
      env.DB.prepare("update yaadies set status = 'cancelled' where shop_id = ?").bind(a.id),
      env.DB.prepare("update shop_settings set first_page_message = 'wrecked' where shop_id = ?").bind(a.id),
      env.DB.prepare("insert into categories (shop_id, name) values (?, 'added after the backup')").bind(a.id),
    ]);
    await addEntry(
      bindToShop(db(), a.id),
      customerA,
      { kind: "payment", amountPaise: 1_000, day: "2026-11-20", note: "", method: "cash" },
      "k9",
    );
    await env.DB.prepare("delete from customers where id = ?").bind(aFill.ids.customers![1]!).run();
    await env.DB.prepare("delete from products where id = ?").bind(first).run();
    expect(second).toBeDefined();
    const wrecked = await rowsOf(a.id);
    for (const table of ["products", "yaadies", "ledger_entries", "categories", "customers"])
      expect(wrecked[table], table).not.toEqual(before[table]);

    await restore(a.id, backupId);

    expect(await rowsOf(a.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual(otherBefore);
    expect(await restoreLock(db(), a.id)).toBe(false);
    const audit = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.shopId, a.id));
    expect(audit.map((e) => e.action)).toEqual(["Restore started", "Restore completed"]);
  });

  it("run twice gives the same rows", async () => {
    const before = await rowsOf(a.id);
    const backupId = await backUp(a.id);
    await restore(a.id, backupId);
    expect(await rowsOf(a.id)).toEqual(before);
    await restore(a.id, backupId);
    expect(await rowsOf(a.id)).toEqual(before);
  });

  it("keeps the shop read-only while it runs: orders and admin saves are refused with a sentence", async () => {
    const backupId = await backUp(a.id);
    let message: RestoreMessage | null = await startRestore(a.id, backupId);
    expect(await restoreLock(db(), a.id)).toBe(true);
    const order = await asAnonymous()(`/api/v1/stores/${a.url}/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        idempotencyKey: `restore-${crypto.randomUUID()}`,
        customer,
        ...(await asSeen(a.url, [{ productId: aFill.ids.products![1]!, quantity: 1000 }])),
      }),
    });
    expect(order.status, await order.clone().text()).toBe(503);
    expect(await order.json()).toMatchObject({
      code: "restoring",
      error:
        "This store is being restored from a backup and takes no orders just now. Please try again in a few minutes.",
    });
    const admin = await asAdminOf(a);
    const save = await postForm("/adminpanel/categories/new", { name: "Refused" }, { token: admin.token });
    expect(save.status).toBe(423);
    expect(await save.text()).toContain(
      "This shop is being restored from a backup, so nothing can be saved just now. Please try again in a few minutes.",
    );
    // A customer's visit is not recorded while the shop's rows are replaced.
    const visits = async () =>
      (await env.DB.prepare("select count(*) as n from customer_entries where shop_id = ?")
        .bind(a.id)
        .first<{ n: number }>())!.n;
    const visitsBefore = await visits();
    const visit = await asAnonymous()(`/api/v1/stores/${a.url}/customer-entries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(customer),
    });
    expect(visit.status).toBe(204);
    expect(await visits()).toBe(visitsBefore);
    const refused = await env.DB.prepare("select count(*) as n from categories where name = 'Refused'").first<{
      n: number;
    }>();
    expect(refused?.n).toBe(0);
    // A second restore of the same shop is refused while this one runs.
    await expect(
      createRestore(env, { shopId: a.id, backupId, ownerId: null, actor: "tests", shopUrl: a.url }),
    ).resolves.toEqual({ refused: "restore-running" });
    while (message) message = await runRestoreStep(env, message);
    expect(await restoreLock(db(), a.id)).toBe(false);
  });

  it("a restore stopped half-way keeps the shop read-only until a restore completes, which ends in the backup's rows", async () => {
    const before = await rowsOf(a.id);
    const backupId = await backUp(a.id);
    const start = Date.now();
    let message: RestoreMessage | null = await startRestore(a.id, backupId);
    // The deletes, and a few parts in: the shop is half empty.
    for (let i = 0; i < 4 && message; i++) message = await runRestoreStep(env, message, { now: start });
    expect(message).not.toBeNull();
    expect(await rowsOf(a.id)).not.toEqual(before);
    await failStaleRestores(env, start + STALE_RESTORE_MS - 1_000);
    expect(await restoreLock(db(), a.id)).toBe(true);
    await failStaleRestores(env, start + STALE_RESTORE_MS + 1_000);
    const [stopped] = await db()
      .select()
      .from(shopRestores)
      .where(eq(shopRestores.shopId, a.id))
      .orderBy(desc(shopRestores.id))
      .limit(1);
    expect(stopped).toMatchObject({ status: "failed", error: "Stopped between steps" });
    expect(await restoreLock(db(), a.id)).toBe(true);
    // Its last message, delivered late, does nothing; the restore run again puts every row back and opens the shop.
    expect(await runRestoreStep(env, message!)).toBeNull();
    await restore(a.id, backupId);
    expect(await rowsOf(a.id)).toEqual(before);
    expect(await restoreLock(db(), a.id)).toBe(false);
  });

  it("a message delivered again, or late, changes nothing", async () => {
    const before = await rowsOf(a.id);
    const backupId = await backUp(a.id);
    const first = await startRestore(a.id, backupId);
    const steps: RestoreMessage[] = [];
    let message: RestoreMessage | null = first;
    while (message) {
      steps.push(message);
      message = await runRestoreStep(env, message);
    }
    // Every step delivered once more, after the restore ended: nothing happens.
    for (const step of steps) expect(await runRestoreStep(env, step, { redelivered: true })).toBeNull();
    expect(await rowsOf(a.id)).toEqual(before);
  });
});

describe("a backup's parts under at-least-once delivery", () => {
  it("a repeated message writes no second part and no other file", async () => {
    const start = await createBackup(db(), a.id, { startedBy: "test" });
    const next = await runBackupStep(env, start);
    const prefix = backupPrefix(a.id, start.backupId);
    const files = await objectsUnder(prefix);
    const parts = await db().select().from(shopBackupParts).where(eq(shopBackupParts.backupId, start.backupId));
    // The same message again: as a concurrent duplicate (nothing sent), and as the Queue's retry (the next one sent).
    expect(await runBackupStep(env, start)).toBeNull();
    expect(await runBackupStep(env, start, { redelivered: true })).toEqual(next);
    expect(await objectsUnder(prefix)).toEqual(files);
    expect(await db().select().from(shopBackupParts).where(eq(shopBackupParts.backupId, start.backupId))).toEqual(
      parts,
    );
    let message = next;
    while (message) message = await runBackupStep(env, message);
    expect((await backupRow(start.backupId)).status).toBe("complete");
    expect(await runBackupStep(env, start, { redelivered: true })).toBeNull();
  });

  it("a backup stopped between parts is never complete: the hourly job fails it and deletes its parts", async () => {
    const start = Date.now();
    let message: BackupMessage | null = await createBackup(db(), a.id, { now: start, startedBy: "test" });
    const id = message.backupId;
    for (let i = 0; i < 3 && message; i++) message = await runBackupStep(env, message, { now: start });
    expect(message).not.toBeNull();
    const stopped = await backupRow(id);
    // While it is being made, no restore of the shop starts (it would read some tables before and some after).
    const [complete] = await db()
      .select({ id: shopBackups.id })
      .from(shopBackups)
      .where(and(eq(shopBackups.shopId, a.id), eq(shopBackups.status, "complete")))
      .limit(1);
    await expect(
      createRestore(env, { shopId: a.id, backupId: complete!.id, ownerId: null, actor: "t", shopUrl: a.url }),
    ).resolves.toEqual({ refused: "backup-running" });
    expect(stopped.status).toBe("running");
    expect(stopped.manifestKey).toBeNull();
    const prefix = backupPrefix(a.id, id);
    expect(await objectsUnder(prefix)).not.toContain(`${prefix}manifest.json`);
    await expect(
      createRestore(env, { shopId: a.id, backupId: id, ownerId: null, actor: "t", shopUrl: a.url }),
    ).resolves.toEqual({ refused: "backup-not-complete" });
    await failStaleBackups(env, start + STALE_BACKUP_MS - 1_000);
    expect((await backupRow(id)).status).toBe("running");
    await failStaleBackups(env, start + STALE_BACKUP_MS + 1_000);
    const failed = await backupRow(id);
    expect(failed.status).toBe("failed");
    expect(await objectsUnder(prefix)).toEqual([]);
    expect(await db().select().from(shopBackupParts).where(eq(shopBackupParts.backupId, id))).toEqual([]);
    // Its last message, if the Queue still delivers it, does nothing.
    expect(await runBackupStep(env, message!)).toBeNull();
    expect(await objectsUnder(prefix)).toEqual([]);
  });
});

describe("the back office's Backups screen", () => {
  it("refuses a form it does not know, and a restore from a backup that is not complete, with a sentence", async () => {
    const owner = await asOwner();
    const path = `/owner/shops/${a.id}/backups`;
    const unknown = await postForm(path, { intent: "delete" }, { token: owner.token });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Choose Back up now, or Restore on a backup.");
    const [failed] = await db()
      .insert(shopBackups)
      .values({ shopId: a.id, day: "2026-11-01", status: "failed", startedBy: "test" })
      .returning({ id: shopBackups.id });
    const refused = await postForm(path, { intent: "restore", backupId: String(failed!.id) }, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "That backup is not complete, so it cannot be restored. Choose a complete one.",
    );
    expect(await restoreLock(db(), a.id)).toBe(false);
    const page = await get(path, { token: owner.token });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Backups of ${a.url}`);
  });
});

describe("keeping and scheduling", () => {
  it("keeps the newest 30 daily and 12 monthly complete backups, with their files", async () => {
    const shop = await createTestShop();
    const day = 86_400_000;
    const base = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: 50 }, (_, i) => ({
      shopId: shop.id,
      kind: (i % 3 === 0 ? "monthly" : "daily") as "monthly" | "daily",
      status: "complete" as const,
      day: new Date(base + i * 20 * day).toISOString().slice(0, 10),
      startedAt: new Date(base + i * 20 * day),
    }));
    const inserted: (typeof shopBackups.$inferSelect)[] = [];
    for (const row of rows) inserted.push(...(await db().insert(shopBackups).values(row).returning()));
    for (const row of inserted) await env.FILES.put(`${backupPrefix(shop.id, row.id)}manifest.json`, "{}");
    await pruneBackups(env, shop.id);
    const kept = await db().select().from(shopBackups).where(eq(shopBackups.shopId, shop.id));
    const newest = (kind: string, n: number) =>
      inserted
        .filter((r) => r.kind === kind)
        .toSorted((x, y) => y.startedAt.getTime() - x.startedAt.getTime())
        .slice(0, n)
        .map((r) => r.id);
    expect(kept.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [...newest("daily", KEEP_DAILY), ...newest("monthly", KEEP_MONTHLY)].sort((x, y) => x - y),
    );
    expect(await objectsUnder(`backups/${shop.id}/`)).toHaveLength(KEEP_DAILY + KEEP_MONTHLY);
  });

  it("starts each shop's daily backup once, in the India night, by batches of messages", async () => {
    const sent: unknown[] = [];
    const jobs = {
      send: async (body: unknown) => void sent.push(body),
      sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...[...messages].map((m) => m.body)),
    } as unknown as Queue;
    const night = Date.UTC(2026, 10, 27, 21, 17); // 02:47 IST
    const noon = Date.UTC(2026, 10, 27, 7, 17); // 12:47 IST
    expect(await startDailyBackups({ ...env, JOBS: jobs }, noon)).toBe(0);
    const started = await startDailyBackups({ ...env, JOBS: jobs }, night);
    const { results } = await env.DB.prepare("select count(*) as n from shops where is_master = 0").all<{
      n: number;
    }>();
    expect(started).toBe(results[0]!.n);
    expect(sent).toHaveLength(started);
    expect(sent[0]).toMatchObject({ type: "backup", step: 0 });
    expect(await startDailyBackups({ ...env, JOBS: jobs }, night + 3_600_000)).toBe(0);
    const ofA = await db()
      .select()
      .from(shopBackups)
      .where(and(eq(shopBackups.shopId, a.id), eq(shopBackups.startedBy, "schedule")));
    expect(ofA.map((r) => r.day)).toEqual(["2026-11-28"]);
  });
});

describe("a restore and the bills tax law keeps", () => {
  it("refuses a backup older than a bill issued or cancelled since, and the bill stays as it is", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    const fill = await fillShop(shop, "t");
    const backupId = await backUp(shop.id);
    const billId = fill.ids.bills![0]!;
    expect(await cancelBill(bindToShop(db(), shop.id), billId)).toBe(true);
    const start = () => createRestore(env, { shopId: shop.id, backupId, ownerId: null, actor: "t", shopUrl: shop.url });
    await expect(start()).resolves.toEqual({ refused: "bills-since" });
    const { results } = await env.DB.prepare("select cancelled_at from bills where id = ?").bind(billId).all();
    expect(results[0]!.cancelled_at).not.toBeNull();
    // Nor can the database be asked to delete a bill outside a restore or a closed account's purge.
    await expect(env.DB.prepare("delete from bills where id = ?").bind(billId).run()).rejects.toThrow(
      "a bill is kept 72 months",
    );
    // A backup made after the cancellation restores, bills and all.
    const later = await backUp(shop.id);
    await expect(start()).resolves.toEqual({ refused: "bills-since" });
    const restored = await createRestore(env, {
      shopId: shop.id,
      backupId: later,
      ownerId: null,
      actor: "t",
      shopUrl: shop.url,
    });
    expect(restored).toHaveProperty("message");
  });
});
