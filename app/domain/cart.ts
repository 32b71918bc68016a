/**
 * The yaadi (cart) of the storefront (spec 1 §3 cart line, §4 cart rules, §8 cart messages).
 *
 * A cart is an immutable array of lines; every operation returns a new cart plus a note of what happened (or null),
 * which the store says in the page's language (its book's `notes`).
 * A line with quantity 0 is "Saved for Later": it stays in the cart until deleted or added back.
 */

import type { Product } from "./product";
import type { WeightStepKg } from "./quantity";
import {
  decrease,
  defaultQuantity,
  increase,
  isWeightStepKg,
  maximumQuantity,
  minimumQuantity,
  unit5StepKg,
} from "./quantity";
import { LARGEST_QUANTITY_MILLI, type UnitId } from "./units";

export type CartLine = {
  readonly productId: number;
  /** Thousandths of the unit (grams for weight units). */
  readonly quantity: number;
  /** The chosen unit-5 weight step in kg; absent for units 1–4. */
  readonly weightStep?: WeightStepKg;
};
export type Cart = readonly CartLine[];

/** What an operation needs to know about the product. `weightStep` (kg) is the unit-5 step chosen on screen. */
export type CartProduct = Pick<Product, "id" | "name"> & { unitId: UnitId; weightStep?: number };
export type ListWord = "Yaadi" | "Cart";
export type CartView = "browse" | "cart";
/**
 * What a tap did, for the message the customer sees (spec 1 §8): data, not words, so each language says it its own
 * way. `atMost` is + at the unit's maximum, which changes nothing.
 */
export type CartNote =
  | { readonly kind: "added"; readonly name: string; readonly listWord: ListWord }
  | { readonly kind: "deleted"; readonly name: string }
  | { readonly kind: "savedForLater"; readonly name: string }
  | { readonly kind: "deletedFromSaved"; readonly name: string }
  | { readonly kind: "allDeleted" }
  | { readonly kind: "atMost"; readonly name: string; readonly unitId: UnitId };
export type CartChange = { cart: Cart; note: CartNote | null };

export const findLine = (cart: Cart, productId: number) => cart.find((l) => l.productId === productId);
export const activeLines = (cart: Cart): Cart => cart.filter((l) => l.quantity > 0);
export const savedForLater = (cart: Cart): Cart => cart.filter((l) => l.quantity <= 0);

/** A line for `product` at `quantity`; only unit 5 carries its weight step (the screen's choice, else the line's). */
function makeLine(product: CartProduct, quantity: number, previous?: CartLine): CartLine {
  if (product.unitId !== 5) return { productId: product.id, quantity };
  return { productId: product.id, quantity, weightStep: unit5StepKg(product.weightStep ?? previous?.weightStep) };
}

/** Replaces the product's line in place (the cart's numbering keeps its order) or appends a new one. */
function putLine(cart: Cart, line: CartLine): Cart {
  return findLine(cart, line.productId)
    ? cart.map((l) => (l.productId === line.productId ? line : l))
    : [...cart, line];
}

const withoutLine = (cart: Cart, productId: number): Cart => cart.filter((l) => l.productId !== productId);

/**
 * Sets a quantity, applying the zero rule of spec 1 §4: zero or less removes the line in browse view and keeps it
 * with quantity 0 (Saved for Later) in the cart view.
 */
function applyQuantity(cart: Cart, product: CartProduct, quantity: number, view: CartView): CartChange {
  const previous = findLine(cart, product.id);
  if (quantity > 0) return { cart: putLine(cart, makeLine(product, quantity, previous)), note: null };
  if (view === "browse") return { cart: withoutLine(cart, product.id), note: { kind: "deleted", name: product.name } };
  return { cart: putLine(cart, makeLine(product, 0, previous)), note: { kind: "savedForLater", name: product.name } };
}

/** "Add" on a product not in the list, and "add back" of a saved line: both at the default quantity. */
export function addProduct(cart: Cart, product: CartProduct, listWord: ListWord): CartChange {
  const previous = findLine(cart, product.id);
  if (previous && previous.quantity > 0) return { cart, note: null }; // already in the list: nothing to add
  const line = makeLine(product, 0, previous);
  const added = { ...line, quantity: defaultQuantity(product.unitId, line.weightStep) };
  return { cart: putLine(cart, added), note: { kind: "added", name: product.name, listWord } };
}

/** Whether the minus button is enabled: in the cart it is disabled at the minimum (spec 1 §4), in browse above 0. */
export function canDecrease(line: CartLine | undefined, unitId: UnitId, view: CartView): boolean {
  if (!line || line.quantity <= 0) return false;
  return view === "browse" || line.quantity > minimumQuantity(unitId, line.weightStep);
}

/**
 * The +/− buttons. A missing line counts as 0, so "up" starts it at one step (= the default quantity). "down" where
 * the minus is disabled changes nothing, so the rule holds even if a stale button fires.
 */
export function changeQuantity(cart: Cart, product: CartProduct, direction: "up" | "down", view: CartView): CartChange {
  const previous = findLine(cart, product.id);
  const current = previous?.quantity ?? 0;
  const step = product.unitId === 5 ? unit5StepKg(product.weightStep ?? previous?.weightStep) : undefined;
  if (direction === "up") {
    // At the unit's maximum + changes nothing, and says why (the server would refuse more).
    if (current >= maximumQuantity(product.unitId))
      return { cart, note: { kind: "atMost", name: product.name, unitId: product.unitId } };
    return applyQuantity(cart, product, increase(current, product.unitId, step), view);
  }
  if (!canDecrease(previous, product.unitId, view)) return { cart, note: null };
  return applyQuantity(cart, product, decrease(current, product.unitId, step), view);
}

/** Unit 5's C button: quantity to 0 (removed in browse, saved for later in the cart). */
export function clearQuantity(cart: Cart, product: CartProduct, view: CartView = "browse"): CartChange {
  if (!findLine(cart, product.id)) return { cart, note: null };
  return applyQuantity(cart, product, 0, view);
}

/**
 * Unit 5's weight chooser on a line: + and − then move by the chosen kilograms, and in the cart the minimum is that
 * step (spec 1 §4). The quantity itself does not change. Other units and unknown lines are left as they are.
 */
export function chooseWeightStep(cart: Cart, product: Pick<CartProduct, "id" | "unitId">, kg: number): Cart {
  const line = findLine(cart, product.id);
  if (!line || product.unitId !== 5 || !isWeightStepKg(kg)) return cart;
  return putLine(cart, { ...line, weightStep: kg });
}

/** The delete icon: removes the line; the note says whether it came from the list or from Saved for Later. */
export function deleteLine(cart: Cart, product: Pick<CartProduct, "id" | "name">): CartChange {
  const line = findLine(cart, product.id);
  if (!line) return { cart, note: null };
  const kind = line.quantity > 0 ? "deleted" : "deletedFromSaved";
  return { cart: withoutLine(cart, product.id), note: { kind, name: product.name } };
}

/** "Delete all items" (after the UI's confirmation): removes lines above zero, Saved for Later stays. */
export function deleteAll(cart: Cart): CartChange {
  return { cart: savedForLater(cart), note: { kind: "allDeleted" } };
}

/** A line the cart lost at load, and why. */
export type PrunedLine = { productId: number; change: "outOfStock" | "unavailable" };

/**
 * At load a stored cart loses products that are gone, hidden (rating 1) or out of stock (spec 1 §4), and says which
 * went, so the customer can be told.
 */
export function pruneOutOfStock(
  cart: Cart,
  catalogue: ReadonlyMap<number, { inStock: number; rating: number }>,
): { cart: Cart; pruned: PrunedLine[] } {
  const pruned: PrunedLine[] = [];
  const kept = cart.filter((l) => {
    const product = catalogue.get(l.productId);
    const change =
      product === undefined || product.rating <= 1 ? "unavailable" : product.inStock === 0 ? "outOfStock" : null;
    if (change) pruned.push({ productId: l.productId, change });
    return change === null;
  });
  return { cart: pruned.length > 0 ? kept : cart, pruned };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isQuantity = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= LARGEST_QUANTITY_MILLI;

/**
 * Reads a cart from localStorage: the parsed value or the raw string. Malformed lines are skipped (and a bad
 * weight step dropped), repeated products keep their first line, and anything else gives an empty cart,
 * so a corrupted or tampered entry never breaks the page. Hand-written checks keep zod out of the client bundle.
 */
export function parseStoredCart(stored: unknown): CartLine[] {
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<number>();
  for (const item of value) {
    if (!isRecord(item)) continue;
    const { productId, quantity, weightStep } = item;
    if (!Number.isSafeInteger(productId) || (productId as number) <= 0 || !isQuantity(quantity)) continue;
    const id = productId as number;
    if (seen.has(id)) continue;
    seen.add(id);
    lines.push(isWeightStepKg(weightStep) ? { productId: id, quantity, weightStep } : { productId: id, quantity });
  }
  return lines;
}
