import { isStateCode } from "./states";

/**
 * A GSTIN: 2 digits of state code, the holder's PAN (5 letters, 4 digits, a letter), the registration's number within
 * that PAN and state (1–9, then A–Z), "Z" by default, and a check character. The check is the GSTN's mod-36 scheme:
 * each of the first 14 characters' value (0–9, A–Z → 0–35) times 1 or 2 by turns, the product's base-36 digits added
 * up, and the check is what brings the sum to a multiple of 36.
 */
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "shape" | "state" | "check";

/** What is wrong with a GSTIN (already upper-cased and trimmed), or null when it is one. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return "shape";
  if (!isStateCode(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

/** The state code a GSTIN is registered in. */
export function gstinState(gstin: string): string {
  return gstin.slice(0, 2);
}

/** A GSTIN as typed: spaces gone, letters upper-cased. */
export function normaliseGstin(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}
