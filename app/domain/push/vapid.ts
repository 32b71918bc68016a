/**
 * Voluntary Application Server Identification for Web Push (VAPID, RFC 8292): the push service lets through only
 * messages signed by the key the browser subscribed with, so a leaked endpoint alone cannot push to a shop's admin.
 * The signature is a short-lived JWT (RFC 7519) signed ES256 (RFC 7518 §3.4, raw r || s, which is WebCrypto's own
 * ECDSA output), sent as `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3).
 */
import { encodeBase64Url } from "../base64url";
import { utf8 } from "./bytes";
import { p256Jwk, p256PrivateKeyBytes, p256PublicKeyBytes } from "./p256";

/** A VAPID key pair, base64url: the uncompressed public point (65 bytes) and the private scalar d (32 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  /** Who to contact about our pushes: "mailto:…" or an https URL (RFC 8292 §2.1). */
  subject: string;
  expiresInSeconds?: number;
}

export const DEFAULT_VAPID_EXPIRY_SECONDS = 12 * 60 * 60;
/** RFC 8292 §2: the token must not expire more than 24 hours after the request. */
export const MAX_VAPID_EXPIRY_SECONDS = 24 * 60 * 60;
const ECDSA_P256 = { name: "ECDSA", namedCurve: "P-256" } as const;

export async function vapidHeaders(
  p: VapidDetails & { endpoint: string; now?: Date },
): Promise<{ Authorization: string }> {
  const audience = endpointOrigin(p.endpoint);
  checkSubject(p.subject);
  const expiresIn = p.expiresInSeconds ?? DEFAULT_VAPID_EXPIRY_SECONDS;
  if (!Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > MAX_VAPID_EXPIRY_SECONDS) {
    throw new Error(`A VAPID token expires 1 to ${MAX_VAPID_EXPIRY_SECONDS} seconds ahead, not ${expiresIn}`);
  }
  const publicKey = p256PublicKeyBytes(p.publicKey, "The VAPID public key");
  const signingKey = await importSigningKey(publicKey, p256PrivateKeyBytes(p.privateKey, "The VAPID private key"));

  const now = p.now ?? new Date();
  const header = { typ: "JWT", alg: "ES256" };
  const claims = { aud: audience, exp: Math.floor(now.getTime() / 1000) + expiresIn, sub: p.subject };
  const signingInput = `${jsonPart(header)}.${jsonPart(claims)}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signingKey, utf8(signingInput));
  const token = `${signingInput}.${encodeBase64Url(new Uint8Array(signature))}`;
  return { Authorization: `vapid t=${token}, k=${encodeBase64Url(publicKey)}` };
}

/** A new VAPID key pair, for setting up a deployment: the public key goes to the browser, the private one a secret. */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey(ECDSA_P256, true, ["sign", "verify"]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (!d) throw new Error("WebCrypto exported a P-256 private key without d");
  return { publicKey: encodeBase64Url(publicKey), privateKey: d };
}

const jsonPart = (value: object) => encodeBase64Url(utf8(JSON.stringify(value)));

/** The token's audience is the push service's origin (RFC 8292 §2): scheme, host and port, never the path. */
function endpointOrigin(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error("The push endpoint is not a URL");
  }
  if (url.protocol !== "https:") throw new Error("The push endpoint is not an https URL");
  return url.origin;
}

function checkSubject(subject: string): void {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(subject)) return;
  if (URL.canParse(subject) && new URL(subject).protocol === "https:") return;
  throw new Error(`The VAPID subject must be "mailto:" and an e-mail address, or an https URL`);
}

/**
 * WebCrypto takes the private scalar only with its public point (JWK); the import fails when the two do not belong
 * together or the point is off the curve, which is said here rather than as a bare DataError.
 */
async function importSigningKey(publicKey: Uint8Array, privateKey: Uint8Array): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("jwk", p256Jwk(publicKey, privateKey), ECDSA_P256, false, ["sign"]);
  } catch {
    throw new Error("The VAPID private key is not the P-256 private key of the VAPID public key");
  }
}
