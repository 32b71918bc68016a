/**
 * An order's life after the customer sends it (DECISIONS.md "Order status"): placed → accepted → packed → delivered,
 * or cancelled from any step. Cancelling is the Yaadi Summary's "delete": the yaadi leaves the lists
 * and totals, and its page says 'The yaadi is cancelled.'.
 */
import { YAADI_STATUSES } from "#db/schema/enums";

// The statuses are the yaadies table's enum, declared with the schema; the rules here name them.
export { YAADI_STATUSES };
export type YaadiStatus = (typeof YAADI_STATUSES)[number];

const FORWARD: readonly YaadiStatus[] = ["placed", "accepted", "packed", "delivered"];

export function isYaadiStatus(value: unknown): value is YaadiStatus {
  return typeof value === "string" && (YAADI_STATUSES as readonly string[]).includes(value);
}

/** What the owner and the customer read. */
export const STATUS_LABELS: Record<YaadiStatus, string> = {
  placed: "Placed",
  accepted: "Accepted",
  packed: "Packed",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The button that moves a yaadi to a status: what the owner does. */
export const STATUS_ACTIONS: Record<YaadiStatus, string> = {
  placed: "Back to placed",
  accepted: "Accept",
  packed: "Packed",
  delivered: "Delivered",
  cancelled: "Cancel",
};

/** The one step forward from here, if any: the summary's quick action. */
export function nextStatus(status: YaadiStatus): YaadiStatus | null {
  const at = FORWARD.indexOf(status);
  return at >= 0 && at < FORWARD.length - 1 ? FORWARD[at + 1]! : null;
}

/**
 * Whether the owner may move a yaadi from one status to another: forward by any number of steps (a shop that packs
 * as it accepts skips one), back one step to undo a mistaken tap, and to cancelled from anywhere (the spec's delete
 * works on every yaadi). A cancelled yaadi stays cancelled: its customer has been told.
 */
export function canMove(from: YaadiStatus, to: YaadiStatus): boolean {
  if (from === to || from === "cancelled") return false;
  if (to === "cancelled") return true;
  const a = FORWARD.indexOf(from);
  const b = FORWARD.indexOf(to);
  return b > a || b === a - 1;
}

/** Only a yaadi still on its way can be edited. */
export const isEditable = (status: YaadiStatus) => status === "placed" || status === "accepted";

/** The prefilled WhatsApp text the owner may send the customer after a change (a wa.me link: free to send). */
export function statusMessage(p: {
  status: YaadiStatus;
  customerName: string;
  shopName: string;
  yaadiId: number;
  orderPageUrl: string;
}): string {
  const news: Record<YaadiStatus, string> = {
    placed: "has been received",
    accepted: "is accepted",
    packed: "is packed and ready",
    delivered: "is delivered. Thank you for shopping with us",
    cancelled: "is cancelled",
  };
  return [
    `Namaste ${p.customerName},`,
    `your yaadi no. ${p.yaadiId} from ${p.shopName} ${news[p.status]}.`,
    `See it here: ${p.orderPageUrl}`,
  ].join("\n");
}
