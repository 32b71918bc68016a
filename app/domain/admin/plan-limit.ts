import { productsLimitMessage } from "./messages";

/**
 * The plan's products limit (spec 2 §8, §9): a shop may hold at most `limit` products. Every way of adding products
 * (the form, duplicate, the product sheet, the master list) asks here before writing.
 */
export function roomLeft(current: number, limit: number): number {
  return Math.max(0, limit - current);
}

/** null when `adding` more products fit, else the spec's limit message. */
export function checkRoomFor(adding: number, current: number, limit: number): string | null {
  return current + adding > limit ? productsLimitMessage(limit) : null;
}
