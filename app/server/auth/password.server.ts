import { decodeBase64Url, encodeBase64Url } from "#app/domain/base64url";
import { constantTimeEqual, randomBytes, randomString } from "./crypto.server";

/*
 * Passwords are PBKDF2-SHA256 with a per-user 16-byte salt, stored self-describing as
 * "pbkdf2-sha256$<iterations>$<salt>$<hash>" so the cost can be raised later without a migration.
 * 100,000 iterations is the most the Workers runtime allows.
 */
const ALGORITHM = "pbkdf2-sha256";
export const PBKDF2_ITERATIONS = 100_000;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${encodeBase64Url(salt)}$${encodeBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (
    algorithm !== ALGORITHM ||
    !Number.isInteger(rounds) ||
    rounds < 1 ||
    rounds > PBKDF2_ITERATIONS ||
    !salt ||
    !hash
  )
    return false;
  try {
    const actual = await derive(password, decodeBase64Url(salt), rounds);
    return constantTimeEqual(actual, decodeBase64Url(hash));
  } catch {
    return false; // a damaged stored hash never signs anyone in, and never turns into a 500
  }
}

/** Spends the same time as a real check, so an unknown user name cannot be told apart by timing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser");
  await verifyPassword(password, await dummyHash);
}

/** A first password for a new admin: 10 characters without look-alikes (0/o, 1/l), easy to type on a phone. */
export function generatePassword(): string {
  return randomString(10, "abcdefghijkmnpqrstuvwxyz23456789");
}
