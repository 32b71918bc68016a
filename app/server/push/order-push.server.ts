import { and, eq, sql } from "drizzle-orm";
import { pushRequest } from "#app/domain/push/push-request";
import { pushSettings } from "#app/domain/push/settings";
import type { Locale } from "#app/i18n/locale";
import { yaadies } from "#db/schema/orders";
import { admins, idempotencyKeys } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import { cellDb } from "../cells.server";
import { type Db, getDb, runBatch } from "../db.server";
import { panelTexts } from "../panel/texts.server";

/*
 * A new order's notification on every device of the shop's admin (Web Push, Your Account's "Notify me of new
 * orders"), sent from the Queue after the order's batch has committed, so the customer never waits for it.
 *
 * The Queue delivers at least once and retries a failed message, so each device's push for an order is claimed first
 * (idempotency_keys, scope "push-order", key "{yaadiId}:{subscriptionId}"): a device that got it is skipped by every
 * later delivery, and only the devices whose push service failed are tried again. A claim left by a delivery that died
 * mid-send is taken over once it is CLAIM_STALE_MS old. On the device, the Topic (one per order) replaces a message
 * still waiting in the push service, and the notification's tag (the order) replaces one already shown.
 */

/** `cell`: the shop's cell, which holds the order (its devices are the directory's; docs/decisions/0041). */
export type PushOrderMessage = { type: "push-order"; shopId: number; yaadiId: number; cell: number };

/** Call after an order's batch has committed: its notification goes out from the Queue (workers/jobs/queue.ts). */
export async function enqueueOrderPush(
  jobs: Queue,
  shop: { id: number; cell: number },
  yaadiId: number,
): Promise<void> {
  await jobs.send({ type: "push-order", shopId: shop.id, yaadiId, cell: shop.cell } satisfies PushOrderMessage);
}

/** A push service keeps the notification this long for a phone that is off; a day-old order is still news. */
export const ORDER_PUSH_TTL_SECONDS = 24 * 60 * 60;
const CLAIM_SCOPE = "push-order";
const CLAIM_STALE_MS = 2 * 60_000;
/** A push service answers in well under a second; a hung one must not hold the claim until it is stale. */
const SEND_TIMEOUT_MS = 15_000;

/** Where the notification leads: the order's own screen in the panel. */
export const orderPushUrl = (yaadiId: number) => `/adminpanel/yaadies/${yaadiId}`;
/** RFC 8030 §5.4: one topic per order, so a push service keeps only the newest message of it for an offline phone. */
export const orderPushTopic = (yaadiId: number) => `yaadi-${yaadiId}`;

export type DeviceOutcome =
  /** Handed to the push service now. */
  | "sent"
  /** An earlier delivery of this message sent it. */
  | "done"
  /** The push service says the subscription is gone (404, 410): the device is removed. */
  | "gone"
  /** Another delivery is sending it right now. */
  | "busy"
  /** The push service refused or did not answer: to be tried again. */
  | "failed";

export type OrderPushResult =
  | { state: "off" }
  | { state: "no order" }
  | { state: "done"; devices: Array<{ subscriptionId: number; outcome: DeviceOutcome; detail?: string }> };

type PushEnv = Env;

/** The order the notification is about, in the shop's cell. */
async function readOrder(cell: Db, shopId: number, yaadiId: number) {
  const [order] = await cell
    .select({ id: yaadies.id, customerName: yaadies.customerName, netPaise: yaadies.netPaise })
    .from(yaadies)
    .where(and(eq(yaadies.id, yaadiId), eq(yaadies.shopId, shopId)))
    .limit(1);
  return order;
}

/** Sends the order's notification to each of the shop's devices that has not had it yet. */
export async function sendOrderPush(
  env: PushEnv,
  job: { shopId: number; yaadiId: number; cell?: number },
  now: () => number = Date.now,
): Promise<OrderPushResult> {
  const settings = pushSettings(env);
  if (!settings.on) {
    if (settings.problem) console.error(settings.problem);
    return { state: "off" };
  }
  const db = getDb(env.DB);
  const { shopId, yaadiId } = job;
  const order = await readOrder(cellDb(env, job.cell ?? 0), shopId, yaadiId);
  const [devices] = await db.batch([
    db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: admins.language,
      })
      .from(pushSubscriptions)
      .innerJoin(admins, and(eq(admins.id, pushSubscriptions.adminId), eq(admins.shopId, pushSubscriptions.shopId)))
      .where(eq(pushSubscriptions.shopId, shopId)),
  ]);
  if (!order) return { state: "no order" };
  const payloads = new Map<Locale, object>();
  for (const language of new Set(devices.map((d) => d.language))) {
    const { push } = (await panelTexts(language)).account;
    payloads.set(language, {
      title: push.newYaadi(order.id),
      body: push.yaadiText(order.customerName, order.netPaise),
      url: orderPushUrl(order.id),
      yaadiId: order.id,
    });
  }
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      const claim = new Claim(db, shopId, `${yaadiId}:${device.id}`, now);
      const held = await claim.take();
      if (held !== "taken") return { subscriptionId: device.id, outcome: held };
      let sent: { outcome: DeviceOutcome; detail?: string };
      try {
        const { url, init } = await pushRequest({
          subscription: { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload: payloads.get(device.language)!,
          vapid: settings.vapid,
          ttlSeconds: ORDER_PUSH_TTL_SECONDS,
          urgency: "high",
          topic: orderPushTopic(yaadiId),
        });
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        await response.body?.cancel();
        sent =
          response.status >= 200 && response.status < 300
            ? { outcome: "sent" }
            : response.status === 404 || response.status === 410
              ? { outcome: "gone" }
              : { outcome: "failed", detail: `${response.status}` };
      } catch (error) {
        sent = { outcome: "failed", detail: error instanceof Error ? error.message : String(error) };
      }
      await claim.settle(sent.outcome, device.id);
      return { subscriptionId: device.id, ...sent };
    }),
  );
  return { state: "done", devices: outcomes };
}

/** One device's push of one order, held by one delivery of the message at a time. */
class Claim {
  constructor(
    private readonly db: Db,
    private readonly shopId: number,
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  private where() {
    return and(
      eq(idempotencyKeys.shopId, this.shopId),
      eq(idempotencyKeys.scope, CLAIM_SCOPE),
      eq(idempotencyKeys.key, this.key),
    );
  }

  /** "taken" when this delivery may send; else whether it was sent already or is being sent. */
  async take(): Promise<"taken" | "done" | "busy"> {
    const sending = { state: "sending", at: this.now() };
    const [inserted] = await this.db
      .insert(idempotencyKeys)
      .values({ shopId: this.shopId, scope: CLAIM_SCOPE, key: this.key, response: sending })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) return "taken";
    const [takenOver] = await this.db
      .update(idempotencyKeys)
      .set({ response: sending })
      .where(
        and(
          this.where(),
          sql`json_extract(${idempotencyKeys.response}, '$.state') = 'sending'`,
          sql`json_extract(${idempotencyKeys.response}, '$.at') < ${this.now() - CLAIM_STALE_MS}`,
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver) return "taken";
    const [held] = await this.db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(this.where())
      .limit(1);
    // Released between the two looks (its delivery failed): that delivery's retry sends it.
    if (!held) return "busy";
    return (held.response as { state?: string }).state === "sending" ? "busy" : "done";
  }

  /** Sent, or the device gone: never again for this order. Failed: released, so the retry takes it. */
  async settle(outcome: DeviceOutcome, subscriptionId: number): Promise<void> {
    const device = and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.shopId, this.shopId));
    if (outcome === "sent") {
      await runBatch(this.db, [
        this.db
          .update(idempotencyKeys)
          .set({ response: { state: "sent" } })
          .where(this.where()),
        this.db
          .update(pushSubscriptions)
          .set({ lastSentAt: new Date(this.now()) })
          .where(device),
      ]);
    } else if (outcome === "gone") {
      await runBatch(this.db, [
        this.db
          .update(idempotencyKeys)
          .set({ response: { state: "gone" } })
          .where(this.where()),
        this.db.delete(pushSubscriptions).where(device),
      ]);
    } else {
      await this.db.delete(idempotencyKeys).where(this.where());
    }
  }
}
