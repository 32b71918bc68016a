import type { SQL } from "drizzle-orm";
import type { yaadiLines } from "#db/schema/orders";
import type { Product } from "../domain/product";

type LineProduct = Pick<Product, "id" | "name" | "nameRegional" | "information" | "mrpPaise" | "pricePaise" | "unitId">;

/**
 * A yaadi's lines as stored, whoever wrote the yaadi (a customer's order, the admin's Make Yaadi): the product's
 * name, unit and prices as they were when it was ordered, so a later change to the catalogue never changes an order.
 */
export function yaadiLineRows(
  shopId: number,
  /** The yaadi's id, usually a sub-select by its URL: it is written in the same batch. */
  yaadiId: SQL,
  lines: readonly { product: LineProduct; quantity: number; lineTotalPaise: number }[],
): (Omit<typeof yaadiLines.$inferInsert, "yaadiId"> & { yaadiId: SQL })[] {
  return lines.map(({ product: p, quantity, lineTotalPaise }) => ({
    shopId,
    yaadiId,
    productId: p.id,
    name: p.name,
    nameRegional: p.nameRegional,
    information: p.information,
    unitId: p.unitId,
    quantityMilli: quantity,
    mrpPaise: p.mrpPaise,
    pricePaise: p.pricePaise,
    lineTotalPaise,
  }));
}
