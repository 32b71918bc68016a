/**
 * A browser's PushSubscription as Your Account posts it (PushSubscription.toJSON(): the endpoint and its two keys),
 * checked before it is stored: the server will later POST to that endpoint, so it must be an https address of a push
 * service browsers use — not any URL a form could carry — and the keys must be what RFC 8291 encrypts to (a P-256
 * point on the curve, a 16-byte auth secret), or every message to the device would fail.
 */
import { z } from "#app/domain/zod";
import { decodeBase64Url, encodeBase64Url } from "../base64url";
import { P256_PUBLIC_KEY_BYTES } from "./p256";

/**
 * The push services of the browsers an admin may use (host names, or the domain their hosts end with): Chrome, Edge
 * on Android, Samsung Internet and Opera (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple),
 * Edge on Windows (Windows Push Notification Services).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

const MAX_ENDPOINT_LENGTH = 2048;
const AUTH_SECRET_BYTES = 16;

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };
export type SubscriptionProblem = "endpoint" | "keys";

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));

/** An https URL of a known push service, on its standard port, without a user name or password. */
export function isPushEndpoint(value: string): boolean {
  if (value.length > MAX_ENDPOINT_LENGTH || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === "https:" && url.port === "" && !url.username && !url.password && isPushServiceHost(url.hostname)
  );
}

function bytesOf(text: string): Uint8Array | null {
  try {
    return decodeBase64Url(text);
  } catch {
    return null;
  }
}

const text = z.string().trim().max(MAX_ENDPOINT_LENGTH);
/** A push service's address, as a browser's subscription names it. */
export const pushEndpointField = text.refine(isPushEndpoint);
export const subscriptionFields = z.object({
  endpoint: pushEndpointField,
  p256dh: text.refine((value) => {
    const bytes = bytesOf(value);
    return bytes?.length === P256_PUBLIC_KEY_BYTES && bytes[0] === 0x04;
  }),
  auth: text.refine((value) => bytesOf(value)?.length === AUTH_SECRET_BYTES),
});

/** RFC 8291 §7: a public key is checked to be a point on the curve; WebCrypto's import refuses one that is not. */
async function isOnCurve(point: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** The subscription to store (keys in unpadded base64url), or which part of it is wrong. */
export async function checkSubscription(
  input: Record<string, unknown>,
): Promise<{ ok: true; subscription: StoredSubscription } | { ok: false; problem: SubscriptionProblem }> {
  const parsed = subscriptionFields.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, problem: field === "endpoint" ? "endpoint" : "keys" };
  }
  const point = decodeBase64Url(parsed.data.p256dh);
  if (!(await isOnCurve(point))) return { ok: false, problem: "keys" };
  return {
    ok: true,
    subscription: {
      endpoint: parsed.data.endpoint,
      p256dh: encodeBase64Url(point),
      auth: encodeBase64Url(decodeBase64Url(parsed.data.auth)),
    },
  };
}
