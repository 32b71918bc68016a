import { and, desc, eq, gte, or } from "drizzle-orm";
import { shopBackups, shopRestores } from "#db/schema/backups";
import { bills } from "#db/schema/bills";
import { auditEvents, shops } from "#db/schema/platform";
import { cellDb } from "../cells.server";
import { type Db, getDb } from "../db.server";
import { copyOwnersToCell } from "../shop-copy.server";
import { type Manifest, partRows, sha256Hex } from "./format";
import { RESTORED_TABLES, type ShopTable, shopColumn } from "./tables";

/*
 * A shop restored from one of its backups, in place (docs/decisions/0037), by the Queue one step a message. The plan:
 * every restored table's rows of the shop deleted, children first (a step deletes up to DELETE_ROWS and comes again
 * until none are left); then table by table in foreign-key order, each part of the backup inserted in one statement.
 * A table the database fills itself (bill day totals, udhaar balances: triggers on the lines and entries) is emptied
 * again after its source and then filled from the backup, so every row ends as the backup's. Ids are AUTOINCREMENT,
 * never given twice, so the backup's ids are free to be put back.
 *
 * The immutability triggers (bills and their lines, migration 0015; ledger entries and balances, 0016) refuse
 * updates only; a restore never updates a row, it deletes and inserts, so it needs no way past them.
 *
 * Each step's writes and the advance of the restore's step are one D1 batch, and every write names the step it
 * belongs to (a subquery on the restore's row): a message delivered twice, or late, changes nothing. The shop is
 * read-only from the start until the restore completes (restoreLock), and stays so if it fails, until one completes.
 */

export const DELETE_ROWS = 2_000;

/** `cell`: the cell that holds the shop's rows and the restore's own (docs/decisions/0041). */
export type RestoreMessage = { type: "restore"; restoreId: number; step: number; cell: number };

type Step = { op: "delete"; table: ShopTable } | { op: "insert"; table: ShopTable; file: string; sha256: string };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The steps of restoring this manifest into its shop. */
export function restorePlan(manifest: Manifest): Step[] {
  const steps: Step[] = RESTORED_TABLES.toReversed().map((table) => ({ op: "delete", table }));
  for (const table of RESTORED_TABLES) {
    if (table.derivedFrom) steps.push({ op: "delete", table });
    const parts = manifest.tables.find((t) => t.name === table.name)?.parts ?? [];
    for (const part of parts) steps.push({ op: "insert", table, file: part.file, sha256: part.sha256 });
  }
  return steps;
}

export async function readManifest(bucket: R2Bucket, key: string): Promise<Manifest> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`the backup's manifest ${key} is missing`);
  return (await object.json()) as Manifest;
}

/** Why a restore cannot start, or null. */
export type RestoreRefusal = "backup-not-complete" | "restore-running" | "backup-running" | "bills-since";

/** Starts restoring the shop from its backup: the restore row (the shop read-only from now) and its first message. */
export async function createRestore(
  env: Env,
  input: { shopId: number; backupId: number; ownerId: number | null; actor: string; shopUrl: string },
): Promise<{ message: RestoreMessage } | { refused: RestoreRefusal }> {
  const directory = getDb(env.DB);
  const [shop] = await directory.select({ cell: shops.cell }).from(shops).where(eq(shops.id, input.shopId));
  const cell = shop?.cell ?? 0;
  const db = cellDb(env, cell);
  const [backup] = await db
    .select()
    .from(shopBackups)
    .where(and(eq(shopBackups.id, input.backupId), eq(shopBackups.shopId, input.shopId)));
  if (backup?.status !== "complete" || !backup.manifestKey) return { refused: "backup-not-complete" };
  const [running] = await db
    .select({ id: shopRestores.id })
    .from(shopRestores)
    .where(and(eq(shopRestores.shopId, input.shopId), eq(shopRestores.status, "running")));
  if (running) return { refused: "restore-running" };
  // A backup being made would read some tables before the restore and some after: it finishes first.
  const [backingUp] = await db
    .select({ id: shopBackups.id })
    .from(shopBackups)
    .where(and(eq(shopBackups.shopId, input.shopId), eq(shopBackups.status, "running")));
  if (backingUp) return { refused: "backup-running" };
  // Bills are kept as issued (tax law, docs/decisions/0038): a restore puts the backup's bills back, so one issued or
  // cancelled since the backup began would be lost or un-cancelled. Only a later backup can be restored then.
  const [billedSince] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.shopId, input.shopId),
        or(gte(bills.issuedAt, backup.startedAt), gte(bills.cancelledAt, backup.startedAt)),
      ),
    )
    .limit(1);
  if (billedSince) return { refused: "bills-since" };
  const steps = restorePlan(await readManifest(env.FILES, backup.manifestKey)).length;
  if (cell !== 0 && input.ownerId !== null) await copyOwnersToCell(directory, db, [input.ownerId]);
  const [row] = await db
    .insert(shopRestores)
    .values({ shopId: input.shopId, backupId: backup.id, steps, ownerId: input.ownerId })
    .returning({ id: shopRestores.id });
  await directory.insert(auditEvents).values({
    ownerId: input.ownerId,
    actor: input.actor,
    action: "Restore started",
    shopId: input.shopId,
    shopUrl: input.shopUrl,
    details: `From backup ${backup.id} of ${backup.day} (restore ${row!.id}); the shop is read-only until it ends`,
  });
  return { message: { type: "restore", restoreId: row!.id, step: 0, cell } };
}

/** The statement's guard: the restore is still running and still at this step. */
const atStep = (restoreId: number, step: number) => ({
  sql: "(select step from shop_restores where id = ? and status = 'running') = ?",
  params: [restoreId, step],
});

async function currentColumns(d1: D1Database, table: string): Promise<Set<string>> {
  const { results } = await d1.prepare(`pragma table_info(${quoted(table)})`).all<{ name: string }>();
  return new Set(results.map((r) => r.name));
}

/**
 * One step of a restore. Returns the next message to send, or null when the restore is done or this message is a
 * stale one. `redelivered`: an earlier try may have done the step and stopped before sending the next message.
 */
export async function runRestoreStep(
  env: Env,
  message: RestoreMessage,
  options: { redelivered?: boolean; now?: number } = {},
): Promise<RestoreMessage | null> {
  // A delete that leaves its table empty goes straight on to the next step in the same message (most tables of a
  // shop are small or empty); a message ends with a part inserted, or with a table still being deleted.
  let next = await restoreStep(env, message, options);
  for (let more = 0; next?.cleared && more < 4 * RESTORED_TABLES.length; more++) {
    next = await restoreStep(env, next.message, { now: options.now });
  }
  return next?.message ?? null;
}

async function restoreStep(
  env: Env,
  message: RestoreMessage,
  options: { redelivered?: boolean; now?: number },
): Promise<{ message: RestoreMessage; cleared: boolean } | null> {
  const db = cellDb(env, message.cell);
  const now = options.now ?? Date.now();
  const [restore] = await db.select().from(shopRestores).where(eq(shopRestores.id, message.restoreId));
  if (restore?.status !== "running") return null;
  if (restore.step !== message.step) {
    return restore.step === message.step + 1 && options.redelivered
      ? { message: { ...message, step: restore.step }, cleared: false }
      : null;
  }
  const [backup] = await db.select().from(shopBackups).where(eq(shopBackups.id, restore.backupId));
  if (!backup?.manifestKey || backup.shopId !== restore.shopId) throw new Error("the backup is not this shop's");
  const manifest = await readManifest(env.FILES, backup.manifestKey);
  const step = restorePlan(manifest)[message.step];
  const guard = atStep(restore.id, message.step);
  const advance = db.$client
    .prepare(
      "update shop_restores set step = step + 1, touched_at = ? where id = ? and step = ? and status = 'running'",
    )
    .bind(now, restore.id, message.step);
  if (!step) {
    await finishRestore(env, db, restore, backup.day, now);
    return null;
  }
  const d1 = db.$client;
  const column = quoted(shopColumn(step.table));
  const name = quoted(step.table.name);
  if (step.op === "delete") {
    const keys = step.table.key.map((k) => `${quoted(k)} desc`).join(", ");
    await d1
      .prepare(
        `delete from ${name} where rowid in (select rowid from ${name} where ${column} = ? order by ${keys} limit ?)
           and ${guard.sql}`,
      )
      .bind(restore.shopId, DELETE_ROWS, ...guard.params)
      .run();
    const left = await d1.prepare(`select 1 from ${name} where ${column} = ? limit 1`).bind(restore.shopId).first();
    if (left) return { message, cleared: false };
    const { meta } = await advance.run();
    return meta.changes > 0 ? { message: { ...message, step: message.step + 1 }, cleared: true } : null;
  }
  const prefix = backup.manifestKey.slice(0, -"manifest.json".length);
  const object = await env.FILES.get(prefix + step.file);
  if (!object) throw new Error(`the backup's file ${step.file} is missing`);
  const bytes = new Uint8Array(await object.arrayBuffer());
  if ((await sha256Hex(bytes)) !== step.sha256) throw new Error(`the backup's file ${step.file} is damaged`);
  const rows = partRows(new TextDecoder().decode(bytes));
  for (const row of rows) {
    if (row[shopColumn(step.table)] !== restore.shopId) throw new Error(`${step.file} holds another shop's row`);
  }
  // The backup's columns the table still has; a column added since takes its default.
  const present = await currentColumns(d1, step.table.name);
  const columns = (manifest.tables.find((t) => t.name === step.table.name)?.columns ?? []).filter((c) =>
    present.has(c),
  );
  const values = columns.map((c) => `json_extract(value, '$.${JSON.stringify(c).slice(1, -1)}')`).join(", ");
  const insert = d1
    .prepare(
      `insert into ${name} (${columns.map(quoted).join(", ")}) select ${values} from json_each(?) where ${guard.sql}
         order by key`,
    )
    .bind(JSON.stringify(rows), ...guard.params);
  const [, advanced] = await d1.batch([insert, advance]);
  return (advanced?.meta.changes ?? 0) > 0 ? { message: { ...message, step: message.step + 1 }, cleared: false } : null;
}

async function finishRestore(env: Env, db: Db, restore: typeof shopRestores.$inferSelect, day: string, now: number) {
  const done = await db
    .update(shopRestores)
    .set({ status: "complete", finishedAt: new Date(now), touchedAt: new Date(now) })
    .where(and(eq(shopRestores.id, restore.id), eq(shopRestores.status, "running")))
    .returning({ id: shopRestores.id });
  if (done.length === 0) return;
  await getDb(env.DB)
    .insert(auditEvents)
    .values({
      ownerId: restore.ownerId,
      actor: "Backups",
      action: "Restore completed",
      shopId: restore.shopId,
      details: `Restore ${restore.id} from the backup of ${day} completed; the shop takes orders and changes again`,
    });
}

/** Marks a restore failed (the Queue gave up on a step): the shop stays read-only until a restore completes. */
export async function failRestore(db: Db, restoreId: number, error: string, now = Date.now()): Promise<void> {
  await db
    .update(shopRestores)
    .set({ status: "failed", error: error.slice(0, 300), finishedAt: new Date(now) })
    .where(and(eq(shopRestores.id, restoreId), eq(shopRestores.status, "running")));
}

/**
 * Whether the shop is read-only because of a restore: one is running, or the last one failed half-way (its rows may
 * be half put back; the owner runs a restore again, which ends in the backup's rows whatever state it starts from).
 */
export async function restoreLock(db: Db, shopId: number): Promise<boolean> {
  return locksShop(await lastRestoreOf(db, shopId));
}

/** The shop's last restore's status, as a query: the order's reads take it in their one batch (decision 0027). */
export const lastRestoreOf = (db: Db, shopId: number) =>
  db
    .select({ status: shopRestores.status })
    .from(shopRestores)
    .where(eq(shopRestores.shopId, shopId))
    .orderBy(desc(shopRestores.id))
    .limit(1);

/** A restore running, or failed half-way, keeps the shop read-only until one completes. */
export const locksShop = ([last]: { status: string }[]) => last !== undefined && last.status !== "complete";
