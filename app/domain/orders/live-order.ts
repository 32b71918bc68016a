/**
 * A new order as the shop's open panels hear of it the moment it is stored (issue: orders that reach the shop at
 * once): the banner, the chime and today's Yaadi Summary row. The same shape crosses the shop's live connection as
 * JSON; the panel reads it with `parseLiveEvent` (hand-written, so zod stays off the phone).
 */
export type LiveOrder = {
  /** The yaadi's number (its id). */
  id: number;
  customerName: string;
  netPaise: number;
  /** Milliseconds since the epoch. */
  placedAt: number;
};

export type LiveEvent = { type: "order"; order: LiveOrder };

/** Where a panel opens its live connection (a WebSocket). */
export const LIVE_PATH = "/adminpanel/live";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A live message read back, or null for anything else (a newer server's event, a keep-alive's answer). */
export function parseLiveEvent(text: string): LiveEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(event) || event.type !== "order" || !isRecord(event.order)) return null;
  const { id, customerName, netPaise, placedAt } = event.order;
  if (!isCount(id) || typeof customerName !== "string" || !isCount(netPaise) || !isCount(placedAt)) return null;
  return { type: "order", order: { id, customerName, netPaise, placedAt } };
}
