/**
 * Edit yaadi (spec 3 "Yaadi Summary": per yaadi "edit (opens the Edit yaadi screen)"; DECISIONS.md "Edit yaadi"): the
 * owner changes quantities, removes lines and adds catalogue products; the server prices it again. Pure: what the
 * owner sent, checked against the yaadi's lines and the catalogue, becomes the lines to keep, remove and add and the
 * new totals — or one sentence saying why not.
 *
 * A kept line keeps the price the customer ordered at (the shop's word to them); an added product takes today's
 * catalogue price. Delivery charges follow the shop's current settings, as for a new order.
 */

import { type OrderSettings, type OrderTotals, orderTotals } from "../order";
import { lineTotalPaise, quantityProblem } from "../quantity";
import { isUnitId } from "../units";
import type { CatalogueProduct } from "./catalogue-product";
import type { EditRequest } from "./edit-yaadi-request";

export const EDIT_MESSAGES = {
  updated: (id: number) => `Yaadi no. ${id} updated successfully`,
  empty: "A yaadi needs at least one product. To cancel it, delete it from the Yaadi Summary.",
  notEditable: (status: string) => `This yaadi is ${status.toLowerCase()}: it can no longer be edited.`,
  changed: "This yaadi has changed since the page was loaded. Open it again and make the change once more.",
  unknownProduct: "A product you added is no longer in your catalogue. Open the yaadi again.",
  twice: (name: string) => `${name} is already in the yaadi.`,
} as const;

export type ExistingLine = {
  id: number;
  productId: number | null;
  name: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
};

export type EditPlan = {
  keep: { lineId: number; quantityMilli: number; lineTotalPaise: number }[];
  remove: number[];
  add: { product: CatalogueProduct; quantityMilli: number; lineTotalPaise: number }[];
  totals: OrderTotals;
};

export function planEdit(
  existing: readonly ExistingLine[],
  request: EditRequest,
  catalogue: ReadonlyMap<number, CatalogueProduct>,
  settings: OrderSettings,
): { ok: true; plan: EditPlan } | { ok: false; error: string } {
  const byId = new Map(existing.map((l) => [l.id, l]));
  const asked = new Map<number, number>();
  const added = new Map<number, number>();
  for (const entry of request) {
    if ("lineId" in entry) {
      if (!byId.has(entry.lineId) || asked.has(entry.lineId)) return { ok: false, error: EDIT_MESSAGES.changed };
      asked.set(entry.lineId, entry.quantity);
    } else {
      if (!catalogue.has(entry.productId)) return { ok: false, error: EDIT_MESSAGES.unknownProduct };
      if (added.has(entry.productId))
        return { ok: false, error: EDIT_MESSAGES.twice(catalogue.get(entry.productId)!.name) };
      added.set(entry.productId, entry.quantity);
    }
  }
  const keep: EditPlan["keep"] = [];
  const remove: number[] = [];
  for (const line of existing) {
    // A line the form does not name is one the page did not know: refused rather than dropped silently.
    if (!asked.has(line.id)) return { ok: false, error: EDIT_MESSAGES.changed };
    const quantity = asked.get(line.id)!;
    if (quantity === 0) {
      remove.push(line.id);
      continue;
    }
    const problem = isUnitId(line.unitId) ? quantityProblem(line.name, line.unitId, quantity) : EDIT_MESSAGES.changed;
    if (problem) return { ok: false, error: problem };
    keep.push({ lineId: line.id, quantityMilli: quantity, lineTotalPaise: lineTotalPaise(line.pricePaise, quantity) });
  }
  const kept = new Set(keep.map((k) => byId.get(k.lineId)!.productId));
  const add: EditPlan["add"] = [];
  for (const [productId, quantity] of added) {
    const product = catalogue.get(productId)!;
    if (kept.has(productId)) return { ok: false, error: EDIT_MESSAGES.twice(product.name) };
    const problem = isUnitId(product.unitId)
      ? quantityProblem(product.name, product.unitId, quantity)
      : EDIT_MESSAGES.unknownProduct;
    if (problem) return { ok: false, error: problem };
    add.push({ product, quantityMilli: quantity, lineTotalPaise: lineTotalPaise(product.pricePaise, quantity) });
  }
  if (keep.length + add.length === 0) return { ok: false, error: EDIT_MESSAGES.empty };
  const totals = orderTotals([...keep.map((k) => k.lineTotalPaise), ...add.map((a) => a.lineTotalPaise)], settings);
  return { ok: true, plan: { keep, remove, add, totals } };
}
