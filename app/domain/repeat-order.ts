/**
 * The last order kept in the browser and the REPEATORDER view (spec 1 §2 "Repeat order", §4 "Order completion").
 *
 * After a successful order the list is kept as the last order; on the next visit the customer may add all of it
 * again. Lines whose product is gone, hidden (rating 1) or out of stock are shown with 'Not Available' or
 * 'Out-of-stock' and dropped; prices always come from today's catalogue.
 */
import { type Cart, type CartLine, findLine, parseStoredCart } from "./cart";
import type { Product } from "./product";
import { defaultQuantity, isWeightStepKg, maximumQuantity } from "./quantity";
import { isUnitId, type UnitId } from "./units";

export type LastOrderLine = CartLine & { readonly name: string; readonly unitId: UnitId };

export type LastOrder = {
  readonly yaadiId: number;
  readonly yaadiUrl: string;
  readonly whatsAppLink: string;
  readonly lines: readonly LastOrderLine[];
};

export const NOT_AVAILABLE = "Not Available";
export const OUT_OF_STOCK = "Out-of-stock";

type CatalogueEntry = Pick<Product, "name" | "unitId" | "inStock" | "rating" | "pricePaise">;

export type RepeatRow = {
  line: LastOrderLine;
  /** Null when the line can be added again; otherwise the marker shown beside it. */
  marker: typeof NOT_AVAILABLE | typeof OUT_OF_STOCK | null;
  /** Today's price, when the product is still sold. */
  pricePaise: number | null;
};

/** The last order as the customer will see it, each line with today's price or its marker. */
export function repeatRows(order: LastOrder, catalogue: ReadonlyMap<number, CatalogueEntry>): RepeatRow[] {
  return order.lines.map((line) => {
    const product = catalogue.get(line.productId);
    if (!product || product.rating <= 1) return { line, marker: NOT_AVAILABLE, pricePaise: null };
    if (product.inStock === 0) return { line, marker: OUT_OF_STOCK, pricePaise: null };
    return { line, marker: null, pricePaise: product.pricePaise };
  });
}

/**
 * "Add ALL these items": every available line above zero goes into the cart at its last quantity; a product already
 * in the cart keeps the customer's current quantity. A product whose unit has changed since comes in at the new
 * unit's default quantity, since the old figure would be in another unit.
 */
export function addAllToCart(cart: Cart, order: LastOrder, catalogue: ReadonlyMap<number, CatalogueEntry>): Cart {
  let next = [...cart];
  for (const row of repeatRows(order, catalogue)) {
    const { line } = row;
    if (row.marker !== null || line.quantity <= 0) continue;
    const current = findLine(next, line.productId);
    if (current && current.quantity > 0) continue;
    const unitId = catalogue.get(line.productId)!.unitId as UnitId;
    const sameUnit = unitId === line.unitId;
    const added: CartLine =
      unitId === 5
        ? {
            productId: line.productId,
            quantity: sameUnit ? line.quantity : defaultQuantity(5),
            weightStep: sameUnit && line.weightStep ? line.weightStep : 10,
          }
        : { productId: line.productId, quantity: sameUnit ? line.quantity : defaultQuantity(unitId) };
    next = current ? next.map((l) => (l.productId === line.productId ? added : l)) : [...next, added];
  }
  return next;
}

/** The lines kept as the last order: the cart's lines above zero, with the name and unit they were bought in. */
export function toLastOrderLines(
  cart: Cart,
  catalogue: ReadonlyMap<number, { name: string; unitId: number }>,
): LastOrderLine[] {
  return cart.flatMap((line) => {
    const product = catalogue.get(line.productId);
    if (!product || line.quantity <= 0 || !isUnitId(product.unitId)) return [];
    return [{ ...line, name: product.name, unitId: product.unitId }];
  });
}

/** Reads the stored last order; anything malformed counts as no last order, so a bad entry never breaks the page. */
export function parseLastOrder(raw: unknown): LastOrder | null {
  if (!raw || typeof raw !== "object") return null;
  const { yaadiId, yaadiUrl, whatsAppLink, lines } = raw as Record<string, unknown>;
  if (
    !Number.isSafeInteger(yaadiId) ||
    typeof yaadiUrl !== "string" ||
    typeof whatsAppLink !== "string" ||
    !Array.isArray(lines)
  )
    return null;
  if (!whatsAppLink.startsWith("https://wa.me/")) return null;
  // Each field of a line comes from the same stored entry; the first valid entry for a product wins.
  const parsed: LastOrderLine[] = [];
  for (const entry of lines) {
    const [line] = parseStoredCart([entry]);
    if (!line || parsed.some((p) => p.productId === line.productId)) continue;
    const { name, unitId } = entry as Record<string, unknown>;
    if (
      typeof name !== "string" ||
      typeof unitId !== "number" ||
      !isUnitId(unitId) ||
      line.quantity > maximumQuantity(unitId)
    )
      continue;
    if (unitId === 5 && !isWeightStepKg(line.weightStep)) continue;
    parsed.push({ ...line, name, unitId });
  }
  return parsed.length > 0 ? { yaadiId: yaadiId as number, yaadiUrl, whatsAppLink, lines: parsed } : null;
}
