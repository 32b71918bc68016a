import { z } from "zod";
import { finishExport, releaseExport } from "#app/server/admin/exports.server";
import { getDb } from "#app/server/db.server";
import { logEvent } from "#app/server/logs.server";
import { findOutboxMail, markAttemptFailed, markSent } from "#app/server/mail/outbox.server";
import { mailTransport } from "../mail/transports";
import { runExport } from "./report-export";

const jobMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("email"), outboxId: z.number().int().positive() }),
  z.object({ type: z.literal("export"), exportId: z.number().int().positive() }),
]);

/** The Queue tries a message this many times in all (max_retries in wrangler.toml, plus the first). */
const LAST_ATTEMPT = 6;

/**
 * Queue consumer. Delivery is at-least-once, so each job is idempotent: a mail already sent is skipped, an export
 * already made or being made by another delivery is left alone. A failing message is retried by the queue with a
 * growing delay; the last try marks it failed.
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
    else await makeExport(env, job.data.exportId, message);
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

async function makeExport(env: Env, exportId: number, message: Message<unknown>): Promise<void> {
  try {
    await runExport(env, exportId);
    message.ack();
  } catch (error) {
    const final = message.attempts >= LAST_ATTEMPT;
    const line = `export ${exportId} not made (try ${message.attempts}${final ? ", the last" : ""}): ${reasonOf(error)}`;
    console.error(line);
    const db = getDb(env.DB);
    await logEvent(db, "error", line);
    if (final) {
      await finishExport(db, exportId, { status: "failed" });
      message.ack();
    } else {
      await releaseExport(db, exportId);
      message.retry({ delaySeconds: 10 * message.attempts });
    }
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
