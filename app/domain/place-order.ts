/**
 * Placing an order, as pure rules shared by the storefront and the server: the priced lines, the Place Order button's
 * rules (spec 1 §5 "Place order") and the server's check of a posted order against the catalogue (DECISIONS.md:
 * prices and totals are the server's; what the customer saw must match them, or nothing is stored).
 */
import type { Locale } from "#app/i18n/locale";
import type { StoreTexts } from "#app/i18n/store";
import { activeLines, type Cart, type CartLine, type ListWord } from "./cart";
import { type OrderSettings, type OrderTotals, orderTotals } from "./order";
import { type LineChange, minimumRefusal, type OrderRefusal, refusalMessage } from "./order-outcome";
import { isVisible, type Product } from "./product";
import { lineTotalPaise, quantityFault } from "./quantity";
import { isUnitId } from "./units";

/** What pricing needs of a product (the storefront's Product, or a catalogue row on the server). */
export type PricedProduct = Pick<
  Product,
  "id" | "name" | "nameRegional" | "information" | "mrpPaise" | "pricePaise" | "unitId" | "inStock" | "rating"
>;

export type PricedLine<P extends PricedProduct = PricedProduct> = {
  product: P;
  quantity: number;
  lineTotalPaise: number;
};

/** A line's total: rounded once per line (app/domain/quantity.ts). */
export const priceLine = <P extends PricedProduct>(product: P, quantity: number): PricedLine<P> => ({
  product,
  quantity,
  lineTotalPaise: lineTotalPaise(product.pricePaise, quantity),
});

/** The cart's lines above zero whose product is known, priced: the final list, the cart's totals and the order post. */
export function priceCart<P extends PricedProduct>(
  cart: Cart,
  catalogue: ReadonlyMap<number, P>,
): (PricedLine<P> & { line: CartLine })[] {
  return activeLines(cart).flatMap((line) => {
    const product = catalogue.get(line.productId);
    return product ? [{ ...priceLine(product, line.quantity), line }] : [];
  });
}

export const pricedTotals = (lines: readonly PricedLine[], settings: OrderSettings): OrderTotals =>
  orderTotals(
    lines.map((l) => l.lineTotalPaise),
    settings,
  );

/** Why Place Order does not move on: a message under the list, or the guest's alert (spec 1 §5). */
export type PlaceOrderStop = { show: "message" | "alert"; text: string };

/** The Place Order rules. In billing mode the list is the shop's bill: no customer and no minimum. */
export function placeOrderStop(p: {
  billing: boolean;
  guest: boolean;
  itemCount: number;
  totalPaise: number;
  settings: OrderSettings;
  listWord: ListWord;
  /** The page's texts. */
  t: StoreTexts;
}): PlaceOrderStop | null {
  const said = p.t.order.messages;
  if (p.billing) return p.itemCount === 0 ? { show: "message", text: said.emptyBill } : null;
  if (p.itemCount === 0) return { show: "message", text: p.listWord === "Cart" ? said.emptyCart : said.emptyYaadi };
  if (p.guest) return { show: "alert", text: said.guest };
  const minimum = minimumRefusal(p.itemCount, p.totalPaise, p.settings);
  return minimum ? { show: "message", text: refusalMessage(minimum, p.listWord, p.t) } : null;
}

/** A posted order: per line what was asked and the price the customer saw, and the net payable they saw. */
export type SeenOrder = {
  lines: readonly { productId: number; quantity: number; pricePaise: number }[];
  netPaise: number;
};

/** The body the final list posts (app/domain/order-request.ts): what the customer has on screen, and a request key. */
export function orderRequestBody(
  idempotencyKey: string,
  customer: { name: string; whatsApp: string; address: string },
  lines: readonly PricedLine[],
  totals: OrderTotals,
  locale: Locale,
) {
  const seen: SeenOrder = {
    lines: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, pricePaise: l.product.pricePaise })),
    netPaise: totals.netPaise,
  };
  // The language the customer's WhatsApp message is written in.
  return { idempotencyKey, customer, ...seen, locale };
}

export type OrderCheck<P extends PricedProduct> =
  | { ok: true; lines: PricedLine<P>[]; totals: OrderTotals }
  | { ok: false; refusal: OrderRefusal };

/**
 * The server's check of a posted order against the shop's catalogue (every product the request names, hidden and
 * out-of-stock ones included) and settings. A product that is gone, hidden or out of stock, a price that is not the
 * one the customer saw, or a net payable that differs refuses the whole order as "changed", one entry per line, so
 * the customer confirms the new figures; a quantity the product's unit does not allow is refused with its sentence.
 */
export function checkOrder<P extends PricedProduct>(
  seen: SeenOrder,
  catalogue: ReadonlyMap<number, P>,
  settings: OrderSettings,
): OrderCheck<P> {
  const changes: LineChange[] = [];
  const lines: PricedLine<P>[] = [];
  const asked = new Set<number>();
  for (const line of seen.lines) {
    if (asked.has(line.productId)) continue; // one line per product: a repeated id keeps its first quantity
    asked.add(line.productId);
    const product = catalogue.get(line.productId);
    if (!product || !isVisible(product) || !isUnitId(product.unitId)) {
      changes.push({ productId: line.productId, change: "unavailable" });
      continue;
    }
    if (product.inStock === 0) {
      changes.push({ productId: line.productId, change: "outOfStock" });
      continue;
    }
    const fault = quantityFault(product.unitId, line.quantity);
    if (fault) {
      const problem = { kind: "quantity", name: product.name, unitId: product.unitId, fault } as const;
      return { ok: false, refusal: { code: "invalid", problem } };
    }
    if (product.pricePaise !== line.pricePaise)
      changes.push({ productId: line.productId, change: "price", pricePaise: product.pricePaise });
    lines.push(priceLine(product, line.quantity));
  }
  if (asked.size === 0) return { ok: false, refusal: { code: "empty" } };
  const totals = pricedTotals(lines, settings);
  if (changes.length > 0 || totals.netPaise !== seen.netPaise)
    return { ok: false, refusal: { code: "changed", changes, totals } };
  const minimum = minimumRefusal(lines.length, totals.totalPaise, settings);
  return minimum ? { ok: false, refusal: minimum } : { ok: true, lines, totals };
}
