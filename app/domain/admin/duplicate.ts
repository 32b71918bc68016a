/**
 * Duplicate product (spec 2 §4, §5, §9): the owner enters how many copies (1–10) in a prompt; the copies are named
 * 'D_{name}' and go to the top of the list; the plan's products limit decides whether they fit. The same checks run in
 * the browser (before posting) and on the server (before writing).
 */
import { ADMIN_ERRORS, duplicateAtLimitMessage, duplicateNoRoomMessage } from "./messages";
import { adminRules } from "./rules";

export const DUPLICATE_PREFIX = "D_";
export const MAX_DUPLICATES = 10;
/** A product name's maximum (spec 2 §5 "name 1-80"); a copy's name is cut to it. */
const NAME_MAX = adminRules.productName.max;

export type DuplicateCount = { ok: true; count: number } | { ok: false; message: string };

/** The prompt's answer: digits only ('You didn't enter a valid number.'), then 1–10 ('Enter a number between 1 to 10.'). */
export function parseDuplicateCount(entry: string): DuplicateCount {
  const text = entry.trim();
  if (!/^[0-9]+$/.test(text)) return { ok: false, message: ADMIN_ERRORS.duplicateNotNumber };
  const count = Number(text);
  if (count < 1 || count > MAX_DUPLICATES) return { ok: false, message: ADMIN_ERRORS.duplicateRange };
  return { ok: true, count };
}

/** Why `count` copies do not fit in the plan: the store is full, or it holds too many for them. */
export type DuplicateRoom = { kind: "full"; limit: number } | { kind: "noRoom"; current: number; limit: number };

/** null when `count` copies fit in the plan, else why not (each language says it from these figures). */
export function duplicateRoom(count: number, current: number, limit: number): DuplicateRoom | null {
  if (current >= limit) return { kind: "full", limit };
  if (current + count > limit) return { kind: "noRoom", current, limit };
  return null;
}

/** The spec's English for a room that is missing. */
export function duplicateRoomMessage(room: DuplicateRoom): string {
  return room.kind === "full" ? duplicateAtLimitMessage(room.limit) : duplicateNoRoomMessage(room.current, room.limit);
}

/** null when `count` copies fit in the plan, else the spec's message for a full store or for too many copies. */
export function checkDuplicateRoom(count: number, current: number, limit: number): string | null {
  const room = duplicateRoom(count, current, limit);
  return room && duplicateRoomMessage(room);
}

/** 'D_' + the name, cut to the name's 80 characters (counted as people see them, so an emoji is never split). */
export function duplicateName(name: string): string {
  return Array.from(`${DUPLICATE_PREFIX}${name}`).slice(0, NAME_MAX).join("");
}
