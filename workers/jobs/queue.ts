import { z } from "#app/domain/zod";
import { type ExportMessage, finishExport, releaseExport } from "#app/server/admin/exports.server";
import { cellDb } from "#app/server/cells.server";
import { getDb } from "#app/server/db.server";
import { logEvent } from "#app/server/logs.server";
import { findOutboxMail, markAttemptFailed, markSent } from "#app/server/mail/outbox.server";
import { sendOrderPush } from "#app/server/push/order-push.server";
import { type BackupMessage, runBackupStep } from "#app/server/shop-data/backup.server";
import { failBackup } from "#app/server/shop-data/backup-keeping.server";
import { failDataExport, type PackMessage, packDataExport } from "#app/server/shop-data/data-export.server";
import { dataReadme } from "#app/server/shop-data/data-readme.server";
import { runImport } from "#app/server/shop-data/import.server";
import { failMove, type MoveMessage, runMoveStep } from "#app/server/shop-data/move.server";
import { failRestore, type RestoreMessage, runRestoreStep } from "#app/server/shop-data/restore.server";
import { mailTransport } from "../mail/transports";
import { runExport } from "./report-export";

/** A shop's jobs name its cell (docs/decisions/0041); a message sent before there were cells names none: cell 0. */
const cell = z.number().int().min(0).default(0);

const jobMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("email"), outboxId: z.number().int().positive() }),
  z.object({ type: z.literal("export"), exportId: z.number().int().positive(), cell }),
  z.object({
    type: z.literal("push-order"),
    shopId: z.number().int().positive(),
    yaadiId: z.number().int().positive(),
    cell,
  }),
  // A shop's backup and restore, one part a message (app/server/shop-data/, docs/decisions/0037).
  z.object({ type: z.literal("backup"), backupId: z.number().int().positive(), step: z.number().int().min(0), cell }),
  z.object({ type: z.literal("restore"), restoreId: z.number().int().positive(), step: z.number().int().min(0), cell }),
  // A shop moved to another cell (app/server/shop-data/move.server.ts, docs/decisions/0041), one batch a message.
  z.object({
    type: z.literal("move"),
    cell: z.number().int().min(0),
    moveId: z.number().int().positive(),
    step: z.number().int().min(0),
  }),
  // "Download all my data": a download's backup, complete, packed into one ZIP.
  z.object({ type: z.literal("pack-data"), backupId: z.number().int().positive(), cell }),
  // A shop's archive imported as a new shop (app/server/shop-data/import.server.ts): one job, part by part.
  z.object({ type: z.literal("import"), importId: z.number().int().positive() }),
]);

/** The Queue tries a message this many times in all (max_retries in wrangler.toml, plus the first). */
const LAST_ATTEMPT = 6;

/**
 * Queue consumer. Delivery is at-least-once, so each job is idempotent: a mail already sent is skipped, an export
 * already made or being made by another delivery is left alone, a new order's notification goes to each device once.
 * A failing message is retried by the queue with a growing delay; the last try marks it failed.
 */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const job = jobMessage.safeParse(message.body);
    if (!job.success) {
      console.error("Dropping malformed job", JSON.stringify(message.body));
      message.ack();
      continue;
    }
    if (job.data.type === "email") await deliverEmail(env, job.data.outboxId, message);
    else if (job.data.type === "export") await makeExport(env, job.data, message);
    else if (job.data.type === "backup" || job.data.type === "restore") await shopDataStep(env, job.data, message);
    else if (job.data.type === "move") await moveStep(env, job.data, message);
    else if (job.data.type === "pack-data") await packData(env, job.data, message);
    else if (job.data.type === "import") await importShop(env, job.data.importId, message);
    else await pushOrder(env, job.data, message);
  }
}

/**
 * An import runs once (its row is taken by the first delivery) and ends complete or failed whatever happens inside,
 * so a delivery is acked once it returns; a repeat finds the row taken and does nothing.
 */
async function importShop(env: Env, importId: number, message: Message<unknown>): Promise<void> {
  try {
    const outcome = await runImport(env, importId, "Imports");
    if (outcome.status === "failed")
      await logEvent(getDb(env.DB), "error", `import ${importId} failed: ${outcome.error}`);
    message.ack();
  } catch (error) {
    // Only before the import took its row (the database unreachable): the retry takes it then.
    console.error(`import ${importId} not started (try ${message.attempts}): ${reasonOf(error)}`);
    if (message.attempts >= LAST_ATTEMPT) message.ack();
    else message.retry({ delaySeconds: 10 * message.attempts });
  }
}

async function deliverEmail(env: Env, outboxId: number, message: Message<unknown>): Promise<void> {
  const db = getDb(env.DB);
  const mail = await findOutboxMail(db, outboxId);
  if (mail?.status !== "queued") {
    message.ack();
    return;
  }
  const transport = mailTransport(env);
  try {
    await transport.send(mail);
    await markSent(db, mail.id, transport.name, !transport.keepsBody);
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const line = `e-mail ${mail.id} not sent (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    await logEvent(db, "error", line, mail.shopId);
    await markAttemptFailed(db, mail.id, reasonOf(error), final);
    if (final) message.ack();
    else message.retry({ delaySeconds: 30 * message.attempts });
  }
}

async function makeExport(env: Env, job: ExportMessage, message: Message<unknown>): Promise<void> {
  const { exportId } = job;
  try {
    await runExport(env, job);
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const line = `export ${exportId} not made (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    await logEvent(getDb(env.DB), "error", line);
    const db = cellDb(env, job.cell);
    if (final) {
      await finishExport(db, exportId, { status: "failed" });
      message.ack();
    } else {
      await releaseExport(db, exportId);
      message.retry({ delaySeconds: 10 * message.attempts });
    }
  }
}

/**
 * A new order's notification to each device of the shop (app/server/push/order-push.server.ts). A retry skips the
 * devices that got it; the ones whose push service failed, or that another delivery of the message is still sending
 * to, are why it is tried again. A failure is logged for the shop (the back office's Logs).
 */
async function pushOrder(env: Env, job: { shopId: number; yaadiId: number }, message: Message<unknown>): Promise<void> {
  const final = message.attempts >= LAST_ATTEMPT;
  const tried = `try ${message.attempts}${final ? ", the last" : ""}`;
  let failures: string[];
  let busy = false;
  try {
    const result = await sendOrderPush(env, job);
    const devices = result.state === "done" ? result.devices : [];
    failures = devices
      .filter((d) => d.outcome === "failed")
      .map((d) => `device ${d.subscriptionId}${d.detail ? ` (${d.detail})` : ""}`);
    busy = devices.some((d) => d.outcome === "busy");
  } catch (error) {
    failures = [reasonOf(error)];
  }
  if (failures.length > 0) {
    const line = `yaadi ${job.yaadiId}'s notification not sent (${tried}): ${failures.join(", ")}`;
    console.error(line);
    await logEvent(getDb(env.DB), "error", line, job.shopId);
  }
  if (final || (failures.length === 0 && !busy)) message.ack();
  else message.retry({ delaySeconds: 30 * message.attempts });
}

/**
 * One part of a backup or one step of a restore; the next message is sent before this one is acked, so a failure to
 * send is retried (the retry finds the step done and sends the next message only). The last try marks it failed.
 */
async function shopDataStep(env: Env, job: BackupMessage | RestoreMessage, message: Message<unknown>): Promise<void> {
  const redelivered = message.attempts > 1;
  try {
    const next =
      job.type === "backup"
        ? await runBackupStep(env, job, { redelivered })
        : await runRestoreStep(env, job, { redelivered });
    if (next) await env.JOBS.send(next);
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const what = job.type === "backup" ? `backup ${job.backupId}` : `restore ${job.restoreId}`;
    const line = `${what}, step ${job.step} not done (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    const db = getDb(env.DB);
    await logEvent(db, "error", line);
    if (!final) return message.retry({ delaySeconds: 10 * message.attempts });
    if (job.type === "backup") await failBackup(env, job.cell, job.backupId, reasonOf(error));
    else await failRestore(cellDb(env, job.cell), job.restoreId, reasonOf(error));
    message.ack();
  }
}

/**
 * One batch of a move between cells; the next message is sent before this one is acked. The last try fails a move that
 * has not switched yet (the shop stays where it was and takes orders again); after its switch, housekeeping takes the
 * clearing up again.
 */
async function moveStep(env: Env, job: MoveMessage, message: Message<unknown>): Promise<void> {
  try {
    const next = await runMoveStep(env, job);
    if (next) await env.JOBS.send(next);
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const line = `move ${job.moveId}, step ${job.step} not done (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    await logEvent(getDb(env.DB), "error", line);
    if (!final) return message.retry({ delaySeconds: 10 * message.attempts });
    await failMove(env, job.cell, job.moveId, reasonOf(error));
    message.ack();
  }
}

/** Packs a download of all a shop's data; the last try marks it failed, and the admin may ask again. */
async function packData(env: Env, job: PackMessage, message: Message<unknown>): Promise<void> {
  const { backupId } = job;
  try {
    const packed = await packDataExport(env, job, await dataReadme());
    if (packed === "not-yet") return message.retry({ delaySeconds: 5 });
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const line = `data download of backup ${backupId} not packed (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    await logEvent(getDb(env.DB), "error", line);
    if (!final) return message.retry({ delaySeconds: 10 * message.attempts });
    await failDataExport(cellDb(env, job.cell), backupId);
    message.ack();
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
