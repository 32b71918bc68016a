/**
 * Message Encryption for Web Push (RFC 8291): a push message is readable only by the subscribed browser, not by the
 * push service that carries it. An ephemeral ECDH P-256 key of ours meets the browser's key (p256dh); the shared
 * secret and the browser's auth secret give the input keying material (§3.3–3.4) of one aes128gcm record (RFC 8188)
 * whose key id is our ephemeral public key, so the browser can do the same agreement from its side.
 */
import { decodeBase64Url } from "../base64url";
import { concatBytes, utf8 } from "./bytes";
import { decryptRecords, encryptSingleRecord, hkdf, readHeader, SALT_BYTES } from "./ece";
import { P256_PUBLIC_KEY_BYTES, p256PublicKeyBytes } from "./p256";

/** A subscription's keys as PushSubscription.toJSON() gives them, base64url. */
export interface PushSubscriptionKeys {
  p256dh: string;
  auth: string;
}

export const PUSH_RECORD_SIZE = 4096;
/**
 * A push service need accept no more than 4096 bytes of body (RFC 8030 §7.2), so RFC 8291 §4 caps the plaintext at
 * 4096 less the 86-byte header, the delimiter and the 16-byte tag: 3993 bytes. That also fits one 4096-byte record.
 */
export const MAX_PUSH_PLAINTEXT_BYTES = PUSH_RECORD_SIZE - (SALT_BYTES + 5 + P256_PUBLIC_KEY_BYTES) - 1 - 16;
const AUTH_SECRET_BYTES = 16;
const ECDH_P256 = { name: "ECDH", namedCurve: "P-256" } as const;

/** Encrypts `plaintext` for one subscription; returns the request body (header and single record). */
export async function encryptPushMessage(p: {
  subscription: PushSubscriptionKeys;
  plaintext: Uint8Array;
  /** Random unless given: only tests fix it, since a repeated salt with the same keys repeats the AES-GCM nonce. */
  salt?: Uint8Array;
  /** The application server's ECDH P-256 pair, new for every message unless given (the RFC's example fixes it). */
  serverKeys?: CryptoKeyPair;
}): Promise<Uint8Array<ArrayBuffer>> {
  if (p.plaintext.length > MAX_PUSH_PLAINTEXT_BYTES) {
    throw new Error(
      `A push message holds at most ${MAX_PUSH_PLAINTEXT_BYTES} bytes of plaintext; this one has ${p.plaintext.length}`,
    );
  }
  const userAgentPublic = p256PublicKeyBytes(p.subscription.p256dh, "The subscription's p256dh");
  const authSecret = authSecretBytes(p.subscription.auth);
  const userAgentKey = await importPublicKey(userAgentPublic, "The subscription's p256dh");
  const serverKeys = p.serverKeys ?? (await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]));
  const serverPublic = new Uint8Array(await crypto.subtle.exportKey("raw", serverKeys.publicKey));
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: userAgentKey }, serverKeys.privateKey, 256),
  );
  return encryptSingleRecord({
    ikm: await inputKeyingMaterial({ ecdhSecret, authSecret, userAgentPublic, serverPublic }),
    salt: new Uint8Array(p.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES))),
    keyId: serverPublic,
    recordSize: PUSH_RECORD_SIZE,
    plaintext: p.plaintext,
  });
}

/**
 * What the browser does on receipt: reads our public key from the header, agrees the same secret with its own private
 * key and opens the record. For tests, which play the browser; it checks what RFC 8291 §4 asks of a message.
 */
export async function decryptPushMessage(
  body: Uint8Array,
  userAgent: {
    /** The browser's ECDH P-256 private key. */
    privateKey: CryptoKey;
    /** Its public key, as the subscription gave it: the key agreement's info names both public keys. */
    p256dh: string;
    auth: string;
  },
): Promise<Uint8Array<ArrayBuffer>> {
  const header = readHeader(body);
  if (header.keyId.length !== P256_PUBLIC_KEY_BYTES || header.keyId[0] !== 0x04) {
    throw new Error("The message's key id is not an application server's P-256 public key");
  }
  if (body.length - header.length > header.recordSize) {
    throw new Error("A push message is a single record (RFC 8291 §4); this one is longer than its record size");
  }
  const userAgentPublic = p256PublicKeyBytes(userAgent.p256dh, "The p256dh");
  const authSecret = authSecretBytes(userAgent.auth);
  const serverKey = await importPublicKey(header.keyId, "The message's key id");
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: serverKey }, userAgent.privateKey, 256),
  );
  const ikm = await inputKeyingMaterial({ ecdhSecret, authSecret, userAgentPublic, serverPublic: header.keyId });
  return decryptRecords(body, ikm);
}

/** RFC 8291 §3.4: the auth secret salts the ECDH secret, and the info binds both public keys. */
function inputKeyingMaterial(k: {
  ecdhSecret: Uint8Array<ArrayBuffer>;
  authSecret: Uint8Array<ArrayBuffer>;
  userAgentPublic: Uint8Array;
  serverPublic: Uint8Array;
}): Promise<Uint8Array<ArrayBuffer>> {
  const keyInfo = concatBytes(utf8("WebPush: info"), Uint8Array.of(0), k.userAgentPublic, k.serverPublic);
  return hkdf(k.authSecret, k.ecdhSecret, keyInfo, 32);
}

function authSecretBytes(auth: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64Url(auth, "The subscription's auth secret");
  if (bytes.length !== AUTH_SECRET_BYTES) throw new Error("The subscription's auth secret is not 16 bytes");
  return bytes;
}

/** RFC 8291 §7: a public key must be checked to be on the curve; WebCrypto's import refuses a point that is not. */
async function importPublicKey(bytes: Uint8Array<ArrayBuffer>, what: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("raw", bytes, ECDH_P256, false, []);
  } catch {
    throw new Error(`${what} is not a point on the P-256 curve`);
  }
}
