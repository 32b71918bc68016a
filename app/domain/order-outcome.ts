/**
 * The answers to an order post, as codes: the server decides with them, the API sends them, and the storefront maps
 * them to the specs' texts and to the view it shows next (never by comparing texts).
 */
import type { ListWord } from "./cart";
import { formatRupees } from "./money";
import { emptyListMessage, ORDER_MESSAGES, type OrderSettings, type OrderTotals } from "./order";
import { priceSuffix } from "./units";

/** What changed about one line since the customer's page was loaded. */
export type LineChange =
  | { productId: number; change: "price"; pricePaise: number }
  | { productId: number; change: "outOfStock" }
  | { productId: number; change: "unavailable" };

export type OrderRefusal =
  | { code: "notActivated" }
  /** The store is disabled by the platform owner: it shows, and takes no orders. */
  | { code: "paused" }
  | { code: "enterDetails" }
  | { code: "empty" }
  | { code: "minimumAmount"; minimumPaise: number }
  | { code: "minimumCount"; minimumCount: number }
  /** A request the storefront would not send (a stale or altered page): `message` is the sentence to show. */
  | { code: "invalid"; message: string }
  /** The shop's catalogue or settings differ from what the customer saw: nothing is stored (see checkOrder). */
  | { code: "changed"; changes: LineChange[]; totals: OrderTotals }
  | { code: "rateLimited"; scope: "client" | "shop" }
  | { code: "failed" };

export type OrderRefusalCode = OrderRefusal["code"];

export const REFUSAL_STATUS = {
  notActivated: 400,
  paused: 400,
  enterDetails: 400,
  empty: 400,
  minimumAmount: 400,
  minimumCount: 400,
  invalid: 400,
  changed: 409,
  rateLimited: 429,
  failed: 503,
} as const satisfies Record<OrderRefusalCode, number>;

/** The order answer a stored order gets (201), and a repeat of its request key. */
export type PlacedOrder = {
  yaadiId: number;
  yaadiUrl: string;
  itemCount: number;
  netPaise: number;
  whatsAppLink: string;
};

export const RATE_LIMIT_MESSAGES = {
  client: "Too many requests from this phone. Please wait a few minutes and try again.",
  shop: "This shop is very busy just now. Please try again in a few minutes.",
} as const;

/** The minimum-order rule (spec 1 §5): an amount, or a number of lines. Null when the order may go. */
export function minimumRefusal(itemCount: number, totalPaise: number, settings: OrderSettings): OrderRefusal | null {
  if (settings.minimumCriteria === "amount" && totalPaise < settings.minimumAmountPaise)
    return { code: "minimumAmount", minimumPaise: settings.minimumAmountPaise };
  if (settings.minimumCriteria === "count" && itemCount < settings.minimumItemCount)
    return { code: "minimumCount", minimumCount: settings.minimumItemCount };
  return null;
}

export const orderChangedMessage = (listWord: ListWord) =>
  `Some items have changed since you opened this store. Check your ${listWord} below and send it again.`;

/** The text of a refusal: the specs' texts where they have one (spec 1 §5, §8). */
export function refusalMessage(refusal: OrderRefusal, listWord: ListWord): string {
  switch (refusal.code) {
    case "notActivated":
      return ORDER_MESSAGES.notActivated;
    case "paused":
      return ORDER_MESSAGES.paused;
    case "enterDetails":
      return ORDER_MESSAGES.enterDetails;
    case "empty":
      return emptyListMessage(listWord);
    case "minimumAmount":
      return `Minimum shopping amount should be ${refusal.minimumPaise / 100}`;
    case "minimumCount":
      return `Minimum ${refusal.minimumCount} items should be purchased`;
    case "invalid":
      return refusal.message;
    case "changed":
      return orderChangedMessage(listWord);
    case "rateLimited":
      return RATE_LIMIT_MESSAGES[refusal.scope];
    case "failed":
      return ORDER_MESSAGES.failed;
  }
}

/** Status and JSON body of a refusal: the code and its details for the storefront, `error` for anyone reading it. */
export function refusalAnswer(refusal: OrderRefusal, listWord: ListWord) {
  return { status: REFUSAL_STATUS[refusal.code], body: { ...refusal, error: refusalMessage(refusal, listWord) } };
}

/**
 * Where the storefront goes after a refusal. Spec 1 §5, §8: a failure and incomplete details go back to the customer
 * form; a changed order stays on the final list (shown again with the new figures); a busy shop lets the customer
 * try the same list again; anything else is fixed in the cart.
 */
export function viewAfterRefusal(refusal: OrderRefusal): "CUSTOMERFORM" | "CART" | "FINALYAADI" {
  if (refusal.code === "failed" || refusal.code === "enterDetails") return "CUSTOMERFORM";
  if (refusal.code === "changed" || refusal.code === "rateLimited") return "FINALYAADI";
  return "CART";
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function parseChange(v: unknown): LineChange | null {
  if (!isRecord(v) || !isCount(v.productId)) return null;
  if (v.change === "price")
    return isCount(v.pricePaise) ? { productId: v.productId, change: "price", pricePaise: v.pricePaise } : null;
  return v.change === "outOfStock" || v.change === "unavailable" ? { productId: v.productId, change: v.change } : null;
}

function parseTotals(v: unknown): OrderTotals | null {
  if (!isRecord(v)) return null;
  const { totalPaise, deliveryChargesPaise, promoDiscountPaise, netPaise } = v;
  return isCount(totalPaise) && isCount(deliveryChargesPaise) && isCount(promoDiscountPaise) && isCount(netPaise)
    ? { totalPaise, deliveryChargesPaise, promoDiscountPaise, netPaise }
    : null;
}

/**
 * Reads the API's answer to a refused order. Anything that is not a refusal it knows (a proxy's error page, a
 * newer server) reads as "failed". Hand-written checks keep zod out of the storefront's bundle.
 */
export function parseRefusal(body: unknown): OrderRefusal {
  const failed: OrderRefusal = { code: "failed" };
  if (!isRecord(body)) return failed;
  switch (body.code) {
    case "notActivated":
    case "paused":
    case "enterDetails":
    case "empty":
    case "failed":
      return { code: body.code };
    case "minimumAmount":
      return isCount(body.minimumPaise) ? { code: "minimumAmount", minimumPaise: body.minimumPaise } : failed;
    case "minimumCount":
      return isCount(body.minimumCount) ? { code: "minimumCount", minimumCount: body.minimumCount } : failed;
    case "invalid":
      return typeof body.message === "string" ? { code: "invalid", message: body.message } : failed;
    case "rateLimited":
      return body.scope === "client" || body.scope === "shop" ? { code: "rateLimited", scope: body.scope } : failed;
    case "changed": {
      const changes = Array.isArray(body.changes) ? body.changes.map(parseChange) : null;
      const totals = parseTotals(body.totals);
      return changes && totals && changes.every((c) => c !== null)
        ? { code: "changed", changes: changes as LineChange[], totals }
        : failed;
    }
    default:
      return failed;
  }
}

export function isPlacedOrder(body: unknown): body is PlacedOrder {
  return (
    isRecord(body) &&
    isCount(body.yaadiId) &&
    typeof body.yaadiUrl === "string" &&
    typeof body.whatsAppLink === "string"
  );
}

/** What the customer had on screen for a line they sent: its name, unit and price then. */
export type SentLine = { productId: number; name: string; unitId: number; pricePaise: number };

export const outOfStockRemovedMessage = (name: string, listWord: ListWord) =>
  `${name} is out of stock and was removed from your ${listWord}.`;
export const unavailableRemovedMessage = (name: string | null, listWord: ListWord) =>
  name === null
    ? `An item that is no longer available was removed from your ${listWord}.`
    : `${name} is no longer available and was removed from your ${listWord}.`;

/**
 * One sentence per changed line of a refused order, in the order of the list the customer sent, then the delivery
 * charge when it is no longer the one they saw.
 */
export function changeMessages(
  sent: readonly SentLine[],
  refusal: Extract<OrderRefusal, { code: "changed" }>,
  shownDeliveryPaise: number,
  listWord: ListWord,
): string[] {
  const byId = new Map(refusal.changes.map((c) => [c.productId, c]));
  const messages = sent.flatMap((line) => {
    const change = byId.get(line.productId);
    if (!change) return [];
    if (change.change === "outOfStock") return [outOfStockRemovedMessage(line.name, listWord)];
    if (change.change === "unavailable") return [unavailableRemovedMessage(line.name, listWord)];
    const per = priceSuffix(line.unitId);
    return [
      `${line.name}: the price is now ${formatRupees(change.pricePaise)}${per} (was ${formatRupees(line.pricePaise)}${per}).`,
    ];
  });
  const delivery = refusal.totals.deliveryChargesPaise;
  if (delivery !== shownDeliveryPaise)
    messages.push(
      delivery > 0 ? `Delivery Charges are now ${formatRupees(delivery)}.` : "There are no Delivery Charges now.",
    );
  if (messages.length === 0) messages.push(`The net payable amount is now ${formatRupees(refusal.totals.netPaise)}.`);
  return messages;
}

/**
 * What a cart restored at load lost (spec 1 §4 prunes it): out-of-stock lines by name; products no longer shown have
 * no name left on the page, so they are counted.
 */
export function prunedMessages(
  pruned: readonly { productId: number; change: "outOfStock" | "unavailable" }[],
  names: ReadonlyMap<number, { name: string }>,
  listWord: ListWord,
): string[] {
  const messages: string[] = [];
  let unnamed = 0;
  for (const line of pruned) {
    const name = names.get(line.productId)?.name ?? null;
    if (name === null) unnamed += 1;
    else
      messages.push(
        line.change === "outOfStock"
          ? outOfStockRemovedMessage(name, listWord)
          : unavailableRemovedMessage(name, listWord),
      );
  }
  if (unnamed === 1) messages.push(unavailableRemovedMessage(null, listWord));
  if (unnamed > 1) messages.push(`${unnamed} items that are no longer available were removed from your ${listWord}.`);
  return messages;
}
