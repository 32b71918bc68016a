import { and, eq, isNull, sql } from "drizzle-orm";
import { taxBill } from "#app/domain/gst/tax";
import type { OrderTotals } from "#app/domain/order";
import { NO_ORDER_SETTINGS } from "#app/domain/order";
import type { PendingLine } from "#app/domain/orders/make-yaadi";
import { DEFAULT_CUSTOMER, priceMadeYaadi } from "#app/domain/orders/make-yaadi";
import { makeYaadiUrl } from "#app/domain/yaadi-url";
import { bills } from "#db/schema/bills";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { insertWhereStatements, runBatch } from "../db.server";
import { yaadiLineRows } from "../yaadi-lines.server";
import {
  type BillCustomer,
  billByKey,
  billStatements,
  goodsOf,
  type IssuedBill,
  newBillToken,
  placeOfSupply,
  shopOnBill,
  standingBillOf,
} from "./bill-issue.server";
import type { ShopScope } from "./shop-scope.server";
import { shopTaxOf } from "./shop-tax.server";
import { pricingOf } from "./yaadi-pricing.server";

/*
 * Billing a yaadi, billing a counter sale, cancelling a bill (docs/decisions/0034). How a bill is written with its
 * serial, once only per write key, is in bill-issue.server.ts.
 */

export type { BillCustomer, IssuedBill };

export type BillOutcome =
  | { ok: true; bill: IssuedBill; already: boolean }
  | { ok: false; reason: "no-yaadi" | "cancelled-yaadi" | "empty" | "refused"; error?: string };

/**
 * The Bill button on a yaadi's screen (a store order or a Make Yaadi one): the yaadi's own lines, prices, delivery
 * charges and discount as stored, with each product's HSN and rate as they are now. A yaadi with a standing bill
 * gets that bill back; a cancelled yaadi gets none.
 */
export async function billYaadi(
  scope: ShopScope,
  yaadiId: number,
  customer: Pick<BillCustomer, "gstin" | "stateCode">,
  writeKey: string,
  now = new Date(),
): Promise<BillOutcome> {
  const { db, shopId } = scope;
  const [yaadi] = await db
    .select()
    .from(yaadies)
    .where(and(eq(yaadies.shopId, shopId), eq(yaadies.id, yaadiId)))
    .limit(1);
  if (!yaadi) return { ok: false, reason: "no-yaadi" };
  const standing = await standingBillOf(scope, yaadiId);
  if (standing) return { ok: true, bill: standing, already: true };
  if (yaadi.status === "cancelled") return { ok: false, reason: "cancelled-yaadi" };
  const [lines, tax, shop] = await Promise.all([
    db
      .select()
      .from(yaadiLines)
      .where(and(eq(yaadiLines.shopId, shopId), eq(yaadiLines.yaadiId, yaadiId)))
      .orderBy(yaadiLines.id),
    shopTaxOf(scope),
    shopOnBill(scope),
  ]);
  if (lines.length === 0) return { ok: false, reason: "empty" };
  const goods = await goodsOf(scope, lines);
  const billTo: BillCustomer = {
    name: yaadi.customerName,
    whatsApp: yaadi.customerWhatsApp,
    address: yaadi.customerAddress,
    ...customer,
  };
  const place = placeOfSupply(tax, billTo);
  const taxed = taxBill({
    shop: tax.kind,
    interState: place.interState,
    goods,
    deliveryPaise: yaadi.deliveryChargesPaise,
    discountPaise: yaadi.promoDiscountPaise,
  });
  const key = `${writeKey}:y${yaadiId}`;
  const token = newBillToken();
  try {
    await runBatch(
      db,
      billStatements(scope, {
        yaadiId,
        source: "yaadi",
        writeKey: key,
        token,
        now,
        tax,
        shop,
        customer: billTo,
        taxed,
        place,
      }),
    );
  } catch (error) {
    // Another device billed this yaadi a moment before: its bill stands, and no number was taken.
    const other = await standingBillOf(scope, yaadiId);
    if (other) return { ok: true, bill: other, already: true };
    throw error;
  }
  const bill = await billByKey(scope, key);
  return bill ? { ok: true, bill, already: bill.token !== token } : { ok: false, reason: "refused" };
}

/**
 * A counter sale from Cash Billing: the lines priced from the catalogue now (never the page's prices), stored as a
 * delivered, paid yaadi of source "billing" — so it reaches the Yaadi Summary, Productwise Sale and the home's today
 * card like any yaadi — and billed, all in one batch.
 */
export async function billCounterSale(
  scope: ShopScope,
  shopUrl: string,
  request: { lines: PendingLine[]; customer: BillCustomer | null },
  writeKey: string,
  now = new Date(),
): Promise<BillOutcome & { totals?: OrderTotals }> {
  const { db, shopId } = scope;
  const earlier = await billByKey(scope, writeKey);
  if (earlier) return { ok: true, bill: earlier, already: true };
  const { catalogue } = await pricingOf(
    scope,
    request.lines.map((l) => l.productId),
  );
  const priced = priceMadeYaadi(request.lines, catalogue, NO_ORDER_SETTINGS);
  if (!priced.ok) return { ok: false, reason: "refused", error: priced.error };
  const [tax, shop] = await Promise.all([shopTaxOf(scope), shopOnBill(scope)]);
  const billTo: BillCustomer = request.customer ?? { ...DEFAULT_CUSTOMER, gstin: "", stateCode: "" };
  const goods = await goodsOf(
    scope,
    priced.lines.map((l) => ({
      productId: l.product.id,
      name: l.product.name,
      nameRegional: l.product.nameRegional,
      unitId: l.product.unitId,
      quantityMilli: l.quantity,
      pricePaise: l.product.pricePaise,
      lineTotalPaise: l.lineTotalPaise,
    })),
  );
  const place = placeOfSupply(tax, billTo);
  const taxed = taxBill({ shop: tax.kind, interState: place.interState, goods, deliveryPaise: 0, discountPaise: 0 });
  const url = makeYaadiUrl(shopUrl, now, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const fresh = sql`not exists (select 1 from bills where shop_id = ${shopId} and write_key = ${writeKey})`;
  const thisYaadi = sql`(select id from yaadies where shop_id = ${shopId} and url = ${url})`;
  const { totalPaise, netPaise } = priced.totals;
  const token = newBillToken();
  await runBatch(db, [
    ...insertWhereStatements(
      db,
      yaadies,
      [
        {
          shopId,
          url,
          source: "billing",
          customerId: null,
          customerName: billTo.name,
          customerWhatsApp: billTo.whatsApp,
          customerAddress: billTo.address,
          totalPaise,
          deliveryChargesPaise: 0,
          promoDiscountPaise: 0,
          netPaise,
          status: "delivered",
          paidAt: now,
          createdAt: now,
        },
      ],
      fresh,
    ),
    ...insertWhereStatements(
      db,
      yaadiLines,
      yaadiLineRows(shopId, thisYaadi, priced.lines),
      sql`exists (select 1 from yaadies where shop_id = ${shopId} and url = ${url})`,
    ),
    ...billStatements(scope, {
      yaadiId: thisYaadi,
      source: "counter",
      writeKey,
      token,
      now,
      tax,
      shop,
      customer: billTo,
      taxed,
      place,
    }),
  ]);
  const bill = await billByKey(scope, writeKey);
  return bill
    ? { ok: true, bill, already: bill.token !== token, totals: priced.totals }
    : { ok: false, reason: "refused" };
}

/** Cancel: the bill keeps its number and says cancelled; its sums leave the returns (a trigger). Once only. */
export async function cancelBill(scope: ShopScope, billId: number, now = new Date()): Promise<boolean> {
  const rows = await scope.db
    .update(bills)
    .set({ cancelledAt: now })
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.id, billId), isNull(bills.cancelledAt)))
    .returning({ id: bills.id });
  return rows.length > 0;
}
