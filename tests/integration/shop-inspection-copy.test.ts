import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { importedImageKey } from "#app/domain/shop-import";
import { type BackupMessage, createBackup, runBackupStep } from "#app/server/shop-data/backup.server";
import { FILE_COLUMNS } from "#app/server/shop-data/data-export.server";
import { type Manifest, manifestKey } from "#app/server/shop-data/format";
import { createImport, runImport, storedBackupImportKey } from "#app/server/shop-data/import.server";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { shopImports } from "#db/schema/backups";
import { auditEvents, shops } from "#db/schema/platform";
import { asOwner, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { formOf, get, postForm, send } from "./route-harness";
import { fillShop, makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * Issue 30's "restore as a new shop for inspection" (docs/decisions/0037 "Import"): a stored backup recreated as a new
 * shop from the back office's Backups screen, by the same import as an uploaded archive; the new shop is disabled and
 * hidden from customers until the owner shows it, and the shop the backup is of never changes.
 */

let a: TestShop;
let other: TestShop;
let backupId: number;
let manifest: Manifest;
let token: string;

async function backUp(shopId: number): Promise<number> {
  let message: BackupMessage | null = await createBackup(db(), shopId, { startedBy: "test" });
  const id = message.backupId;
  while (message) message = await runBackupStep(env, message);
  return id;
}

const rowCount = async (table: string, shopId: number) => {
  const column = table === "shops" ? "id" : shopColumn(SHOP_TABLES.find((t) => t.name === table)!);
  const row = await env.DB.prepare(`select count(*) as n from "${table}" where "${column}" = ?`)
    .bind(shopId)
    .first<{ n: number }>();
  return row!.n;
};

/** Every row and file of the backed-up shop but its audit log (which records the owner's asking, as it should). */
async function rowsOfA() {
  const { audit_events, ...rows } = await shopRowsSnapshot(a.id);
  return rows;
}

const importCount = async () => (await db().select({ n: count() }).from(shopImports))[0]!.n;

/** Waits for the import (the Queue runs it in the background; running it here too changes nothing). */
async function finished(importId: number) {
  await runImport(env, importId);
  for (let i = 0; i < 300; i++) {
    const [job] = await db().select().from(shopImports).where(eq(shopImports.id, importId));
    if (job!.status === "complete" || job!.status === "failed") return job!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the import did not end in 30 s");
}

beforeAll(async () => {
  a = await createTestShop();
  other = await createTestShop();
  await makeShopReady(a);
  await fillShop(a, "a");
  backupId = await backUp(a.id);
  manifest = (await (await env.FILES.get(manifestKey(a.id, backupId)))!.json()) as Manifest;
  token = (await asOwner()).token!;
});

describe("a stored backup restored as a new shop", () => {
  const backupsOf = (shopId: number) => `/owner/shops/${shopId}/backups`;

  it("asks for the new shop's URL and refuses a taken, reserved or malformed one, or another shop's backup", async () => {
    const asking = await get(`${backupsOf(a.id)}?copy=${backupId}`, { token });
    const html = await asking.text();
    expect(html).toContain("as a new shop</h2>");
    expect(html).toContain(`${a.url} itself is not changed.`);
    expect(html).toContain("Make the new shop");

    const before = await importCount();
    for (const [path, fields, sentence] of [
      [backupsOf(a.id), { url: a.url }, "That URL is taken by another shop. Choose another."],
      [backupsOf(a.id), { url: "admin" }, "That URL is reserved. Choose another."],
      [backupsOf(a.id), { url: "no spaces" }, "A shop URL is 1 to 64 letters, digits or underscores."],
      [backupsOf(a.id), { url: "a".repeat(65) }, "A shop URL is 1 to 64 letters, digits or underscores."],
      // A's backup asked through another shop's screen is no backup of that shop.
      [backupsOf(other.id), { url: `x${uniqueSuffix()}` }, "That backup is not complete. Choose a complete one."],
    ] as const) {
      const refused = await postForm(path, { intent: "copy", backupId: String(backupId), ...fields }, { token });
      expect(refused.status, sentence).toBe(400);
      expect(await refused.text()).toContain(sentence);
    }
    expect(await importCount()).toBe(before);
    // Only the owner.
    expect((await postForm(backupsOf(a.id), { intent: "copy", backupId: String(backupId), url: "y" })).status).toBe(
      302,
    );
    expect(await importCount()).toBe(before);
  });

  it("makes a disabled, hidden shop with every row of the backup, and leaves the backed-up shop alone", async () => {
    const aBefore = await rowsOfA();
    const url = `inspect${uniqueSuffix()}`.toLowerCase();
    const form = formOf({ intent: "copy", backupId: String(backupId), url });
    const post = () => send(backupsOf(a.id), { method: "POST", body: form, token });
    const first = await post();
    const second = await post();
    expect(first.status).toBe(302);
    // One tap's repeat is the same write: one import.
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const jobs = await db().select().from(shopImports).where(eq(shopImports.url, url));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.backupId).toBe(backupId);
    expect(first.headers.get("Location")).toBe(`/owner/shops/import/${jobs[0]!.id}`);

    const job = await finished(jobs[0]!.id);
    expect(job.status).toBe("complete");
    const newId = job.shopId!;
    for (const table of manifest.tables) {
      expect(await rowCount(table.name, newId), table.name).toBe(table.rows);
    }
    const [copy] = await db().select().from(shops).where(eq(shops.id, newId));
    expect(copy).toMatchObject({ url, status: "disabled", name: manifest.shop.name });
    expect(copy!.hiddenAt).toBeInstanceOf(Date);

    // The images the rows name are the new shop's own copies.
    let images = 0;
    for (const table of Object.keys(FILE_COLUMNS)) {
      for (const column of FILE_COLUMNS[table]!) {
        const { results } = await env.DB.prepare(
          `select "${column}" as k from "${table}" where "${table === "shops" ? "id" : "shop_id"}" = ? and "${column}" <> ''`,
        )
          .bind(a.id)
          .all<{ k: string }>();
        for (const { k } of results) {
          const original = await env.FILES.get(k);
          if (!original) continue;
          const copied = await env.FILES.get(importedImageKey(k, a.id, newId));
          expect(new Uint8Array(await copied!.arrayBuffer()), k).toEqual(new Uint8Array(await original.arrayBuffer()));
          images++;
        }
      }
    }
    expect(images).toBeGreaterThanOrEqual(3);

    // Hidden: the store, its API and its catalogue answer as for no store.
    const store = await get(`/${url}`);
    expect(store.status).toBe(302);
    expect(store.headers.get("Location")).toBe("/?invalid=1");
    expect((await get(`/api/v1/stores/${url}/catalogue`)).status).toBe(404);
    expect(await rowsOfA()).toEqual(aBefore);

    // The owner's Shops list marks it.
    expect(await (await get(`/owner/shops?q=${url}`, { token })).text()).toContain("disabled, hidden");
    // The copy's Backups screen says so, and shows it: then its store opens, still taking no orders.
    const hiddenScreen = await (await get(backupsOf(newId), { token })).text();
    expect(hiddenScreen).toContain(`${url} is an inspection copy, hidden from customers`);
    const shown = await postForm(backupsOf(newId), { intent: "show" }, { token });
    expect(shown.status).toBe(302);
    const [after] = await db().select({ hiddenAt: shops.hiddenAt }).from(shops).where(eq(shops.id, newId));
    expect(after!.hiddenAt).toBeNull();
    const opened = await get(`/${url}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("This store is not taking orders at the moment.");
    expect(await (await get(backupsOf(newId), { token })).text()).not.toContain("is an inspection copy");

    const actions = (
      await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.shopUrl, url))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["Shop import started", "Shop import completed", "Store shown"]));
    expect(await rowsOfA()).toEqual(aBefore);
  });

  it("fails with a sentence, making no shop, when the backup's files are gone meanwhile", async () => {
    const gone = await backUp(a.id);
    const url = `gone${uniqueSuffix()}`.toLowerCase();
    const { id } = await createImport(env, {
      fileKey: storedBackupImportKey(gone, crypto.randomUUID()),
      url,
      ownerId: null,
      backupId: gone,
    });
    await env.FILES.delete(manifestKey(a.id, gone));
    const outcome = await runImport(env, id);
    expect(outcome).toEqual({ status: "failed", error: `Backup ${gone} is no longer kept, or it never completed.` });
    expect(await db().select().from(shops).where(eq(shops.url, url))).toHaveLength(0);
  });
});
