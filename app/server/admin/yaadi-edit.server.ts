import { and, asc, eq, sql } from "drizzle-orm";
import type { CatalogueProduct } from "#app/domain/orders/catalogue-product";
import { EDIT_MESSAGES, planEdit } from "#app/domain/orders/edit-yaadi";
import type { EditRequest } from "#app/domain/orders/edit-yaadi-request";
import { isEditable, STATUS_LABELS } from "#app/domain/orders/order-status";
import { products } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { type BatchQuery, runBatch } from "../db.server";
import type { ShopScope } from "./shop-scope.server";
import { catalogueProductColumns, pricingOf } from "./yaadi-pricing.server";
import { getYaadi } from "./yaadies.server";

/** The shop's products the owner may add to a yaadi, by name (hidden and out-of-stock ones too: the owner decides). */
export function editableCatalogue(scope: ShopScope): Promise<CatalogueProduct[]> {
  return scope.db
    .select(catalogueProductColumns)
    .from(products)
    .where(eq(products.shopId, scope.shopId))
    .orderBy(asc(products.name), asc(products.id));
}

export type EditResult =
  | { ok: true }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "refused"; error: string };

/**
 * Applies an edit as one D1 batch. The yaadi's row is updated first, and only if it is still where the page saw it
 * (same status, same edit time); every line statement then runs only if that update took (its edit time is this
 * edit's), so a concurrent edit or status change leaves everything as it was and the owner is told.
 */
export async function editYaadi(
  scope: ShopScope,
  id: number,
  request: EditRequest,
  now = new Date(),
): Promise<EditResult> {
  const yaadi = await getYaadi(scope, id);
  if (!yaadi) return { ok: false, reason: "notFound" };
  if (!isEditable(yaadi.status))
    return { ok: false, reason: "refused", error: EDIT_MESSAGES.notEditable(STATUS_LABELS[yaadi.status]) };
  const productIds = [...new Set(request.flatMap((r) => ("productId" in r ? [r.productId] : [])))];
  const { catalogue, settings } = await pricingOf(scope, productIds);
  const planned = planEdit(yaadi.lines, request, catalogue, settings);
  if (!planned.ok) return { ok: false, reason: "refused", error: planned.error };
  const { keep, remove, add, totals } = planned.plan;

  const { db, shopId } = scope;
  // Edit times are whole milliseconds; one later than the last edit, so "this edit took" is unambiguous.
  const editedAt = new Date(Math.max(now.getTime(), (yaadi.editedAt ?? 0) + 1));
  const thisEditTook = sql`exists(select 1 from yaadies y where y.id = ${id} and y.shop_id = ${shopId} and y.edited_at = ${editedAt.getTime()})`;
  const ofThisYaadi = (lineId: number) =>
    and(eq(yaadiLines.id, lineId), eq(yaadiLines.shopId, shopId), eq(yaadiLines.yaadiId, id), thisEditTook);
  const statements: BatchQuery[] = [
    db
      .update(yaadies)
      .set({ ...totals, editedAt })
      .where(
        and(
          eq(yaadies.id, id),
          eq(yaadies.shopId, shopId),
          eq(yaadies.status, yaadi.status),
          yaadi.editedAt === null ? sql`${yaadies.editedAt} is null` : eq(yaadies.editedAt, new Date(yaadi.editedAt)),
        ),
      ),
    ...keep.map((k) =>
      db
        .update(yaadiLines)
        .set({ quantityMilli: k.quantityMilli, lineTotalPaise: k.lineTotalPaise })
        .where(ofThisYaadi(k.lineId)),
    ),
    ...remove.map((lineId) => db.delete(yaadiLines).where(ofThisYaadi(lineId))),
    ...add.map(({ product: p, quantityMilli, lineTotalPaise }) =>
      db.run(sql`insert into yaadi_lines (shop_id, yaadi_id, product_id, name, name_regional, information, unit_id, quantity_milli, mrp_paise, price_paise, line_total_paise)
        select ${shopId}, ${id}, ${p.id}, ${p.name}, ${p.nameRegional}, ${p.information}, ${p.unitId}, ${quantityMilli}, ${p.mrpPaise}, ${p.pricePaise}, ${lineTotalPaise} where ${thisEditTook}`),
    ),
  ];
  const [yaadiUpdate] = await runBatch(db, statements);
  if (!yaadiUpdate?.meta.changes) return { ok: false, reason: "refused", error: EDIT_MESSAGES.changed };
  return { ok: true };
}
