import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { products, shopSettings } from "../../db/schema/catalogue";
import { dealers } from "../../db/schema/customers";
import { yaadies, yaadiLines } from "../../db/schema/orders";
import { idempotencyKeys, shopTypes } from "../../db/schema/platform";
import { emptyListMessage, minimumCriteriaMessage, ORDER_MESSAGES, orderTotals, type OrderSettings } from "../domain/order";
import { isValidOrderQuantity, type OrderRequest } from "../domain/order-request";
import { lineTotalPaise } from "../domain/quantity";
import { orderMessage, whatsAppLink } from "../domain/whatsapp";
import { makeYaadiUrl } from "../domain/yaadi-url";
import type { Tenant } from "../../workers/tenant";
import { type Db, insertStatements, readByIds, runBatch } from "./db.server";

export type PlacedOrder = { yaadiId: number; yaadiUrl: string; itemCount: number; netPaise: number; whatsAppLink: string };
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; status: 400 | 409; message: string };

const DEFAULT_SETTINGS: OrderSettings = { minimumCriteria: "none", minimumAmountPaise: 0, minimumItemCount: 0, deliveryChargesPaise: 0, deliveryChargesBelowPaise: 0 };

/** The yaadi an earlier post with this key created, if any. */
async function earlierOrderUrl(db: Db, shopId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.scope, "order"), eq(idempotencyKeys.key, key)))
    .limit(1);
  return (row?.response as { yaadiUrl?: string } | undefined)?.yaadiUrl ?? null;
}

/** The answer for a stored order: what the page needs to open WhatsApp (to the dealer when it came through one). */
async function answerFor(db: Db, tenant: Tenant, yaadiUrl: string, listWord: "Yaadi" | "Cart", origin: string): Promise<PlacedOrder | null> {
  const [row] = await db
    // Qualified by hand: inside a one-table select drizzle leaves column names bare, which the subquery would read as its own.
    .select({ yaadi: yaadies, itemCount: sql<number>`(select count(*) from yaadi_lines l where l.shop_id = "yaadies"."shop_id" and l.yaadi_id = "yaadies"."id")` })
    .from(yaadies)
    .where(and(eq(yaadies.shopId, tenant.shop.id), eq(yaadies.url, yaadiUrl)))
    .limit(1);
  if (!row) return null;
  const { yaadi, itemCount } = row;
  const text = orderMessage({
    shopName: tenant.shop.name,
    customerName: yaadi.customerName,
    listWord,
    yaadiId: yaadi.id,
    itemCount,
    netPaise: yaadi.netPaise,
    orderPageUrl: `${origin}/yaadilist/${yaadi.url}`,
  });
  const [dealer] = yaadi.dealerId ? await db.select({ whatsApp: dealers.whatsApp }).from(dealers).where(and(eq(dealers.shopId, tenant.shop.id), eq(dealers.id, yaadi.dealerId))) : [];
  return { yaadiId: yaadi.id, yaadiUrl: yaadi.url, itemCount, netPaise: yaadi.netPaise, whatsAppLink: whatsAppLink(dealer?.whatsApp ?? tenant.shop.whatsApp, text) };
}

/**
 * Places a customer's order for the tenant's shop. Prices, line totals, the delivery charge and the net amount come from
 * the catalogue and the shop's settings; lines for products that are unknown, hidden or out of stock are left out.
 * The order, its lines and the idempotency record are one D1 batch, so a retried post returns the first order.
 */
export async function placeOrder(db: Db, tenant: Tenant, request: OrderRequest, origin: string, now = new Date()): Promise<PlaceOrderResult> {
  const { shop, dealer } = tenant;
  // A store that is not activated (or is disabled) only lets guests browse (spec 1 §2).
  if (shop.status !== "ready") return { ok: false, status: 400, message: ORDER_MESSAGES.notActivated };
  const [type] = await db.select({ listWord: shopTypes.listWord }).from(shopTypes).where(eq(shopTypes.id, shop.shopTypeId)).limit(1);
  const listWord = type?.listWord ?? "Yaadi";
  const earlier = await earlierOrderUrl(db, shop.id, request.idempotencyKey);
  if (earlier) {
    const order = await answerFor(db, tenant, earlier, listWord, origin);
    if (order) return { ok: true, order };
  }

  // One line per product: a repeated id in the request keeps its first quantity.
  const firstById = new Map<number, OrderRequest["lines"][number]>();
  for (const line of request.lines) if (!firstById.has(line.productId)) firstById.set(line.productId, line);
  const requested = [...firstById.values()];
  const ids = requested.map((l) => l.productId);
  const [catalogue, [settingsRow]] = await Promise.all([
    readByIds(ids, (chunk) => db.select().from(products).where(and(eq(products.shopId, shop.id), inArray(products.id, chunk), gt(products.rating, 1), eq(products.inStock, 1)))),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
  ]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const lines = requested.flatMap((l) => {
    const product = byId.get(l.productId);
    if (!product || !isValidOrderQuantity(product.unitId, l.quantity)) return [];
    return [{ product, quantityMilli: l.quantity, lineTotalPaise: lineTotalPaise(product.pricePaise, l.quantity) }];
  });
  if (lines.length === 0) return { ok: false, status: 400, message: emptyListMessage(listWord) };

  const settings = settingsRow ?? DEFAULT_SETTINGS;
  const totals = orderTotals(lines.map((l) => l.lineTotalPaise), settings);
  const minimum = minimumCriteriaMessage(lines.length, totals.totalPaise, settings);
  if (minimum) return { ok: false, status: 400, message: minimum };

  const url = makeYaadiUrl(shop.url, now, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const yaadiId = sql`(select id from yaadies where url = ${url})`;
  const stored = await runBatch(db, [
    db.insert(yaadies).values({
      shopId: shop.id,
      url,
      customerName: request.customer.name,
      customerWhatsApp: request.customer.whatsApp,
      customerAddress: request.customer.address,
      dealerId: dealer?.id ?? null,
      ...totals,
      createdAt: now,
    }),
    ...insertStatements(
      db,
      yaadiLines,
      lines.map((l) => ({
        shopId: shop.id,
        yaadiId,
        productId: l.product.id,
        name: l.product.name,
        nameRegional: l.product.nameRegional,
        information: l.product.information,
        unitId: l.product.unitId,
        quantityMilli: l.quantityMilli,
        mrpPaise: l.product.mrpPaise,
        pricePaise: l.product.pricePaise,
        lineTotalPaise: l.lineTotalPaise,
      })),
    ),
    // Unique per shop and key: a concurrent retry makes this batch fail whole, and the first order stands.
    db.insert(idempotencyKeys).values({ shopId: shop.id, scope: "order", key: request.idempotencyKey, response: { yaadiUrl: url } }),
  ]).then(
    () => url,
    async () => earlierOrderUrl(db, shop.id, request.idempotencyKey),
  );
  const order = stored && (await answerFor(db, tenant, stored, listWord, origin));
  return order ? { ok: true, order } : { ok: false, status: 409, message: ORDER_MESSAGES.failed };
}
