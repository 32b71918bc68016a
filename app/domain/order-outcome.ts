/**
 * The answers to an order post, as codes: the server decides with them, the API sends them, and the storefront maps
 * them to the specs' texts and to the view it shows next (never by comparing texts).
 */
import type { StoreTexts } from "#app/i18n/store";
import type { ListWord } from "./cart";
import type { OrderSettings, OrderTotals } from "./order";
import { isUnitId, UNITS, type UnitId } from "./units";

/**
 * Why an order was invalid, as data the page says in its language: a body it could not read, more lines than a shop
 * may hold, or a line's quantity over its unit's maximum or off its steps (the shop changed the product's unit).
 */
export type InvalidOrder =
  | { kind: "unreadable" }
  | { kind: "tooManyLines"; limit: number }
  | { kind: "quantity"; name: string; unitId: UnitId; fault: "over" | "offStep" };

/** What changed about one line since the customer's page was loaded. */
export type LineChange =
  | { productId: number; change: "price"; pricePaise: number }
  | { productId: number; change: "outOfStock" }
  | { productId: number; change: "unavailable" };

export type OrderRefusal =
  | { code: "notActivated" }
  /** The store is disabled by the platform owner: it shows, and takes no orders. */
  | { code: "paused" }
  /** The shop is being restored from a backup (docs/decisions/0037): it takes no orders for a few minutes. */
  | { code: "restoring" }
  /** The shop is being moved to another cell (docs/decisions/0041): it takes no orders until the switch. */
  | { code: "moving" }
  | { code: "enterDetails" }
  | { code: "empty" }
  | { code: "minimumAmount"; minimumPaise: number }
  | { code: "minimumCount"; minimumCount: number }
  /** A request the storefront would not send (a stale or altered page), or a quantity the shop's unit now refuses. */
  | { code: "invalid"; problem: InvalidOrder }
  /** The shop's catalogue or settings differ from what the customer saw: nothing is stored (see checkOrder). */
  | { code: "changed"; changes: LineChange[]; totals: OrderTotals }
  | { code: "rateLimited"; scope: "client" | "shop" }
  | { code: "failed" };

export type OrderRefusalCode = OrderRefusal["code"];

export const REFUSAL_STATUS = {
  notActivated: 400,
  paused: 400,
  restoring: 503,
  moving: 503,
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

export const orderChangedMessage = (listWord: ListWord, t: StoreTexts) => t.order.messages.changed(listWord);

/** The text of a refusal in the page's language: the specs' texts in English (spec 1 §5, §8). */
export function refusalMessage(refusal: OrderRefusal, listWord: ListWord, t: StoreTexts): string {
  const m = t.order.messages;
  switch (refusal.code) {
    case "notActivated":
      return t.header.notActivated;
    case "paused":
      return t.header.paused;
    case "restoring":
      return t.header.restoring;
    case "moving":
      return t.header.moving;
    case "enterDetails":
      return m.enterDetails;
    case "empty":
      return listWord === "Cart" ? m.emptyCart : m.emptyYaadi;
    case "minimumAmount":
      return m.minimumAmount(refusal.minimumPaise);
    case "minimumCount":
      return m.minimumCount(refusal.minimumCount);
    case "invalid":
      return invalidMessage(refusal.problem, t);
    case "changed":
      return m.changed(listWord);
    case "rateLimited":
      return refusal.scope === "client" ? m.rateLimitedClient : m.rateLimitedShop;
    case "failed":
      return m.failed;
  }
}

function invalidMessage(problem: InvalidOrder, t: StoreTexts): string {
  switch (problem.kind) {
    case "unreadable":
      return t.order.messages.unreadable;
    case "tooManyLines":
      return t.order.messages.tooManyLines(problem.limit);
    case "quantity":
      return problem.fault === "over"
        ? t.notes.cart.atMost(problem.name, problem.unitId)
        : t.order.messages.offStep(problem.name, problem.unitId);
  }
}

/** Status and JSON body of a refusal: the code and its details for the storefront, `error` for anyone reading it. */
export function refusalAnswer(refusal: OrderRefusal, listWord: ListWord, t: StoreTexts) {
  return { status: REFUSAL_STATUS[refusal.code], body: { ...refusal, error: refusalMessage(refusal, listWord, t) } };
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

function parseInvalid(v: unknown): InvalidOrder | null {
  if (!isRecord(v)) return null;
  if (v.kind === "unreadable") return { kind: "unreadable" };
  if (v.kind === "tooManyLines") return isCount(v.limit) ? { kind: "tooManyLines", limit: v.limit } : null;
  if (v.kind !== "quantity" || typeof v.name !== "string" || typeof v.unitId !== "number" || !isUnitId(v.unitId))
    return null;
  return v.fault === "over" || v.fault === "offStep"
    ? { kind: "quantity", name: v.name, unitId: v.unitId, fault: v.fault }
    : null;
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
    case "restoring":
    case "moving":
    case "enterDetails":
    case "empty":
    case "failed":
      return { code: body.code };
    case "minimumAmount":
      return isCount(body.minimumPaise) ? { code: "minimumAmount", minimumPaise: body.minimumPaise } : failed;
    case "minimumCount":
      return isCount(body.minimumCount) ? { code: "minimumCount", minimumCount: body.minimumCount } : failed;
    case "invalid": {
      const problem = parseInvalid(body.problem);
      return problem ? { code: "invalid", problem } : failed;
    }
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

/**
 * One sentence per changed line of a refused order, in the order of the list the customer sent, then the delivery
 * charge when it is no longer the one they saw.
 */
export function changeMessages(
  sent: readonly SentLine[],
  refusal: Extract<OrderRefusal, { code: "changed" }>,
  shownDeliveryPaise: number,
  listWord: ListWord,
  t: StoreTexts,
): string[] {
  const said = t.order.changes;
  const byId = new Map(refusal.changes.map((c) => [c.productId, c]));
  const messages = sent.flatMap((line) => {
    const change = byId.get(line.productId);
    if (!change) return [];
    if (change.change === "outOfStock") return [said.outOfStock(line.name, listWord)];
    if (change.change === "unavailable") return [said.unavailable(line.name, listWord)];
    const per = isUnitId(line.unitId) && UNITS[line.unitId].perKg ? t.common.perKg : "";
    return [said.price(line.name, change.pricePaise, line.pricePaise, per)];
  });
  const delivery = refusal.totals.deliveryChargesPaise;
  if (delivery !== shownDeliveryPaise) messages.push(delivery > 0 ? said.delivery(delivery) : said.noDelivery);
  if (messages.length === 0) messages.push(said.net(refusal.totals.netPaise));
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
  t: StoreTexts,
): string[] {
  const said = t.order.changes;
  const messages: string[] = [];
  let unnamed = 0;
  for (const line of pruned) {
    const name = names.get(line.productId)?.name ?? null;
    if (name === null) unnamed += 1;
    else
      messages.push(line.change === "outOfStock" ? said.outOfStock(name, listWord) : said.unavailable(name, listWord));
  }
  if (unnamed === 1) messages.push(said.unavailableUnnamed(listWord));
  if (unnamed > 1) messages.push(said.unavailableCount(unnamed, listWord));
  return messages;
}
