import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import { emailOutbox } from "#db/schema/platform";
import type { Db } from "../db.server";

/** shopId may be a subquery when the shop is created in the same batch. */
export type OutgoingMail = {
  shopId?: number | SQL | null;
  to: string;
  subject: string;
  text: string;
  sensitive?: boolean;
};
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Queue messages: small, versioned by type, validated by the consumer. */
export type JobMessage = { type: "email"; outboxId: number };

/** An outbox insert that can join a D1 batch with the write that caused the mail. */
export function outboxInsert(db: Db, mail: OutgoingMail) {
  return db
    .insert(emailOutbox)
    .values({
      shopId: mail.shopId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      sensitive: mail.sensitive ? 1 : 0,
    })
    .returning({ id: emailOutbox.id });
}

export async function enqueueEmail(queue: Queue, outboxId: number): Promise<void> {
  await queue.send({ type: "email", outboxId } satisfies JobMessage);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/**
 * A body (a first password, say) is kept only until the mail is sent: then it is erased and the row keeps who, what
 * subject and when. Only the development mailbox keeps sent bodies, since there the row is the delivery.
 */
export const ERASED_BODY = "";

export async function markSent(db: Db, id: number, transport: string, eraseBody: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", transport, sentAt: new Date(), ...(eraseBody ? { bodyText: ERASED_BODY } : {}) })
    .where(eq(emailOutbox.id, id));
}

/** A failed try keeps the body for the next one; after the last, nothing will send it again, so it is erased. */
export async function markAttemptFailed(db: Db, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      ...(final ? { status: "failed" as const, bodyText: ERASED_BODY } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** Mails still queued after a while (the queue send failed after the batch committed): sent again by the cron. */
export async function findStuckMails(db: Db, olderThan: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.createdAt, olderThan)))
    .limit(50);
}

/** The local mailbox (development only). */
export async function listRecentMails(db: Db, limit = 50): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
