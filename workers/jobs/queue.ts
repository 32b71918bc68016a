import { z } from "zod";
import { getDb } from "../../app/server/db.server";
import { findOutboxMail, markAttemptFailed, markSent } from "../../app/server/mail/outbox.server";
import { mailTransport } from "../mail/transports";

const jobMessage = z.discriminatedUnion("type", [z.object({ type: z.literal("email"), outboxId: z.number().int().positive() })]);

/**
 * Queue consumer. Delivery is at-least-once, so each job is idempotent: a mail already sent is skipped.
 * A failing message is retried by the queue (max_retries in wrangler.toml); the last try marks it failed.
 */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env.DB);
  const transport = mailTransport(env);
  for (const message of batch.messages) {
    const job = jobMessage.safeParse(message.body);
    if (!job.success) {
      console.error("Dropping malformed job", JSON.stringify(message.body));
      message.ack();
      continue;
    }
    const mail = await findOutboxMail(db, job.data.outboxId);
    if (!mail || mail.status !== "queued") {
      message.ack();
      continue;
    }
    try {
      await transport.send(mail);
      await markSent(db, mail.id, transport.name, !transport.keepsBody);
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = message.attempts >= 6;
      console.error(`e-mail ${mail.id} not sent (try ${message.attempts}${final ? ", the last" : ""}): ${reason}`);
      await markAttemptFailed(db, mail.id, reason, final);
      if (final) message.ack();
      else message.retry({ delaySeconds: 30 * message.attempts });
    }
  }
}
