import { and, eq, inArray, sql } from "drizzle-orm";
import { products, shopSettings } from "../../db/schema/catalogue";
import { dealers } from "../../db/schema/customers";
import { yaadies, yaadiLines } from "../../db/schema/orders";
import { idempotencyKeys, shopTypes } from "../../db/schema/platform";
import type { ListWord } from "../domain/cart";
import type { OrderSettings, OrderTotals } from "../domain/order";
import type { OrderRefusal, PlacedOrder } from "../domain/order-outcome";
import type { OrderRequest } from "../domain/order-request";
import { checkOrder, type PricedLine } from "../domain/place-order";
import { orderMessage, whatsAppLink } from "../domain/whatsapp";
import { makeYaadiUrl } from "../domain/yaadi-url";
import { type Db, insertStatements, readByIds, runBatch } from "./db.server";
import type { Tenant } from "./tenant.server";

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  | { ok: false; refusal: OrderRefusal; listWord: ListWord };

const DEFAULT_SETTINGS: OrderSettings = {
  minimumCriteria: "none",
  minimumAmountPaise: 0,
  minimumItemCount: 0,
  deliveryChargesPaise: 0,
  deliveryChargesBelowPaise: 0,
};

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
async function answerFor(
  db: Db,
  tenant: Tenant,
  yaadiUrl: string,
  listWord: ListWord,
  origin: string,
): Promise<PlacedOrder | null> {
  const [row] = await db
    // Qualified by hand: inside a one-table select drizzle leaves column names bare, which the subquery would read as its own.
    .select({
      yaadi: yaadies,
      itemCount: sql<number>`(select count(*) from yaadi_lines l where l.shop_id = "yaadies"."shop_id" and l.yaadi_id = "yaadies"."id")`,
    })
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
  const [dealer] = yaadi.dealerId
    ? await db
        .select({ whatsApp: dealers.whatsApp })
        .from(dealers)
        .where(and(eq(dealers.shopId, tenant.shop.id), eq(dealers.id, yaadi.dealerId)))
    : [];
  return {
    yaadiId: yaadi.id,
    yaadiUrl: yaadi.url,
    itemCount,
    netPaise: yaadi.netPaise,
    whatsAppLink: whatsAppLink(dealer?.whatsApp ?? tenant.shop.whatsApp, text),
  };
}

/** Every product the request names, hidden and out-of-stock ones included (checkOrder tells the customer which). */
function loadNamedProducts(db: Db, shopId: number, ids: number[]) {
  return readByIds(ids, (chunk) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, chunk))),
  );
}

type Row = typeof products.$inferSelect;

/**
 * The order, its lines and the idempotency record as one D1 batch: all or nothing. A concurrent post with the same key
 * makes the batch fail whole (unique per shop and key), and the first order stands.
 */
async function storeOrder(
  db: Db,
  tenant: Tenant,
  request: OrderRequest,
  lines: PricedLine<Row>[],
  totals: OrderTotals,
  now: Date,
): Promise<string | null> {
  const { shop, dealer } = tenant;
  const url = makeYaadiUrl(shop.url, now, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const yaadiId = sql`(select id from yaadies where url = ${url})`;
  const { name: customerName, whatsApp: customerWhatsApp, address: customerAddress } = request.customer;
  return runBatch(db, [
    db.insert(yaadies).values({
      shopId: shop.id,
      url,
      customerName,
      customerWhatsApp,
      customerAddress,
      dealerId: dealer?.id ?? null,
      ...totals,
      createdAt: now,
    }),
    ...insertStatements(
      db,
      yaadiLines,
      lines.map(({ product: p, quantity, lineTotalPaise }) => ({
        shopId: shop.id,
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
      })),
    ),
    db
      .insert(idempotencyKeys)
      .values({ shopId: shop.id, scope: "order", key: request.idempotencyKey, response: { yaadiUrl: url } }),
  ]).then(
    () => url,
    () => earlierOrderUrl(db, shop.id, request.idempotencyKey),
  );
}

async function listWordOf(db: Db, shopTypeId: number): Promise<ListWord> {
  const [type] = await db
    .select({ listWord: shopTypes.listWord })
    .from(shopTypes)
    .where(eq(shopTypes.id, shopTypeId))
    .limit(1);
  return type?.listWord ?? "Yaadi";
}

/**
 * The answer an earlier post with this request key got, when it placed an order: a retry (a slow network, an order
 * kept offline and sent again) is answered from it without being counted or checked again.
 */
export async function placedOrderFor(
  db: Db,
  tenant: Tenant,
  idempotencyKey: string,
  origin: string,
): Promise<PlacedOrder | null> {
  const earlier = await earlierOrderUrl(db, tenant.shop.id, idempotencyKey);
  return earlier ? answerFor(db, tenant, earlier, await listWordOf(db, tenant.shop.shopTypeId), origin) : null;
}

export type PlaceOrderOptions = {
  now?: Date;
  /**
   * Asked once the order has passed every check, just before it is stored: a refusal here (the shop's hourly limit)
   * stores nothing. Only an order the shop would take gets this far, so nothing else counts against the shop.
   */
  admit?: () => Promise<OrderRefusal | null>;
};

/**
 * Places a customer's order for the tenant's shop: load what the request names → checkOrder (pure: the catalogue's
 * prices must be the ones the customer saw, DECISIONS.md) → admit → store. A repeat of a request key answers the
 * first order.
 */
export async function placeOrder(
  db: Db,
  tenant: Tenant,
  request: OrderRequest,
  origin: string,
  { now = new Date(), admit }: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const { shop } = tenant;
  const listWord = await listWordOf(db, shop.shopTypeId);
  // A store that is not activated only lets guests browse (spec 1 §2); a disabled one says it takes no orders, as
  // its page does.
  if (shop.status === "disabled") return { ok: false, refusal: { code: "paused" }, listWord };
  if (shop.status !== "ready") return { ok: false, refusal: { code: "notActivated" }, listWord };
  const earlier = await earlierOrderUrl(db, shop.id, request.idempotencyKey);
  const earlierOrder = earlier && (await answerFor(db, tenant, earlier, listWord, origin));
  if (earlierOrder) return { ok: true, order: earlierOrder };

  const [catalogue, [settings]] = await Promise.all([
    loadNamedProducts(db, shop.id, [...new Set(request.lines.map((l) => l.productId))]),
    db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id)).limit(1),
  ]);
  const checked = checkOrder(request, new Map(catalogue.map((p) => [p.id, p])), settings ?? DEFAULT_SETTINGS);
  if (!checked.ok) return { ok: false, refusal: checked.refusal, listWord };
  const refused = admit ? await admit() : null;
  if (refused) return { ok: false, refusal: refused, listWord };

  const stored = await storeOrder(db, tenant, request, checked.lines, checked.totals, now);
  const order = stored && (await answerFor(db, tenant, stored, listWord, origin));
  return order ? { ok: true, order } : { ok: false, refusal: { code: "failed" }, listWord };
}
