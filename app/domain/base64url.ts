/**
 * Base64url without padding (RFC 4648 §5), the product's one text form of random and secret bytes: session, reset and
 * write-key tokens, known-device marks, password hashes and file names, and everything Web Push sends (a browser's
 * PushSubscription.toJSON() keys, the VAPID key in `k=`, every part of a JWT, RFC 7515 §2). Decoding is strict,
 * because a key that decodes to the wrong bytes by accident would only show up later as a push service's refusal or an
 * undecryptable message (a stored password hash that does not decode signs nobody in).
 */

const ALPHABET = /^[A-Za-z0-9_-]*={0,2}$/;

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Decodes base64url; trailing "=" padding is tolerated, standard base64's "+" and "/" are not. */
export function decodeBase64Url(text: string, what = "value"): Uint8Array<ArrayBuffer> {
  const unpadded = text.replace(/=+$/, "");
  // A length of 4n+1 characters leaves 6 bits, which cannot be a whole byte.
  if (!ALPHABET.test(text) || unpadded.length % 4 === 1) throw new Error(`${what} is not base64url`);
  const binary = atob(unpadded.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
