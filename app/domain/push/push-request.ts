/**
 * One Web Push request (RFC 8030 §5) for one subscription: the encrypted body (RFC 8291), the VAPID authorization
 * (RFC 8292) and the delivery headers. It builds the request only, so the caller decides when and how to send it and
 * what a 404 or 410 (the subscription is gone) does to its stored subscriptions.
 */
import { utf8 } from "./bytes";
import { type VapidDetails, vapidHeaders } from "./vapid";
import { encryptPushMessage, type PushSubscriptionKeys } from "./web-push-encryption";

/** PushSubscription.toJSON() as a browser gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: PushSubscriptionKeys;
}

/** RFC 8030 §5.3: how soon the device should wake for the message (a new order: "high"). */
export type PushUrgency = "very-low" | "low" | "normal" | "high";
const URGENCIES: readonly string[] = ["very-low", "low", "normal", "high"] satisfies PushUrgency[];

/** RFC 8030 §5.4: a topic is at most 32 characters of the base64url alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

export async function pushRequest(p: {
  subscription: PushSubscriptionJson;
  /** Sent as JSON; the service worker reads it with event.data.json(). */
  payload: object;
  vapid: VapidDetails;
  /** How long the push service keeps the message for an offline device (RFC 8030 §5.2); 0 means now or never. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A newer message with the same topic replaces an undelivered older one (RFC 8030 §5.4). */
  topic?: string;
  now?: Date;
}): Promise<{ url: string; init: RequestInit }> {
  if (!Number.isInteger(p.ttlSeconds) || p.ttlSeconds < 0) {
    throw new Error(`TTL is a whole number of seconds, 0 or more, not ${p.ttlSeconds}`);
  }
  if (!URGENCIES.includes(p.urgency)) throw new Error(`Urgency is one of ${URGENCIES.join(", ")}, not ${p.urgency}`);
  if (p.topic !== undefined && !TOPIC.test(p.topic)) {
    throw new Error("A topic is 1 to 32 characters of A-Z, a-z, 0-9, - and _");
  }
  const [authorization, body] = await Promise.all([
    vapidHeaders({ ...p.vapid, endpoint: p.subscription.endpoint, now: p.now }),
    encryptPushMessage({ subscription: p.subscription.keys, plaintext: utf8(JSON.stringify(p.payload)) }),
  ]);
  const headers: Record<string, string> = {
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(p.ttlSeconds),
    Urgency: p.urgency,
    ...(p.topic !== undefined ? { Topic: p.topic } : {}),
    ...authorization,
  };
  return { url: p.subscription.endpoint, init: { method: "POST", headers, body } };
}
