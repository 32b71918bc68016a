import { istParts } from "./time";

/*
 * The public key of an order's page /yaadilist/{yaadiUrl} (DECISIONS.md): the IST time hhmmss, at least 12 random
 * characters from [0-9A-Za-z], the IST day and month ddmm, an underscore and the shop URL. The page shows the
 * customer's name, phone and address, so the random part (≈71 bits) is what keeps it private.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const YAADI_RANDOM_LENGTH = 12;

const pad = (n: number) => String(n).padStart(2, "0");

/** `random` yields uniformly random bytes (crypto.getRandomValues in production). */
export function makeYaadiUrl(shopUrl: string, now: Date, random: (n: number) => Uint8Array): string {
  const p = istParts(now);
  let key = "";
  // Rejection sampling: 248 = 4 × 62, so every character is equally likely.
  while (key.length < YAADI_RANDOM_LENGTH) {
    for (const b of random(YAADI_RANDOM_LENGTH * 2)) {
      if (b < 248 && key.length < YAADI_RANDOM_LENGTH) key += ALPHABET[b % 62];
    }
  }
  return `${pad(p.hours)}${pad(p.minutes)}${pad(p.seconds)}${key}${pad(p.day)}${pad(p.month)}_${shopUrl}`;
}

/** A syntactically possible yaadi URL (checked before any database lookup). */
export function looksLikeYaadiUrl(value: string): boolean {
  return /^\d{6}[0-9A-Za-z]{12,}\d{4}_[a-z0-9_]{1,64}$/.test(value);
}
