/**
 * P-256 keys as Web Push passes them: public keys as the 65-byte uncompressed point of X9.62 (0x04 | x | y), private
 * keys as the 32-byte scalar d, both base64url. WebCrypto imports a private key only as JWK or PKCS#8, so the point
 * and the scalar are put together as a JWK (RFC 7518 §6.2).
 */
import { decodeBase64Url, encodeBase64Url } from "../base64url";

export const P256_PUBLIC_KEY_BYTES = 65;
const P256_PRIVATE_KEY_BYTES = 32;

/** The bytes of an uncompressed P-256 point; the curve check itself is WebCrypto's, on import. */
export function p256PublicKeyBytes(text: string, what: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64Url(text, what);
  if (bytes.length !== P256_PUBLIC_KEY_BYTES || bytes[0] !== 0x04) {
    throw new Error(`${what} is not an uncompressed P-256 public key (65 bytes starting 0x04)`);
  }
  return bytes;
}

export function p256PrivateKeyBytes(text: string, what: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64Url(text, what);
  if (bytes.length !== P256_PRIVATE_KEY_BYTES) throw new Error(`${what} is not a 32-byte P-256 private key`);
  return bytes;
}

export function p256Jwk(publicKey: Uint8Array, privateKey?: Uint8Array): JsonWebKey {
  return {
    kty: "EC",
    crv: "P-256",
    x: encodeBase64Url(publicKey.subarray(1, 33)),
    y: encodeBase64Url(publicKey.subarray(33, 65)),
    ...(privateKey ? { d: encodeBase64Url(privateKey) } : {}),
  };
}
