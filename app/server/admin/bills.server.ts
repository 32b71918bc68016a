import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import { billNumberPrefix, financialYear } from "#app/domain/gst/series";
import type { StateCode } from "#app/domain/gst/states";
import { type GoodsLine, type TaxedBill, taxBill } from "#app/domain/gst/tax";
import type { OrderTotals } from "#app/domain/order";
import { NO_ORDER_SETTINGS } from "#app/domain/order";
import type { PendingLine } from "#app/domain/orders/make-yaadi";
import { DEFAULT_CUSTOMER, type MadeCustomerValues, priceMadeYaadi } from "#app/domain/orders/make-yaadi";
import { istDate } from "#app/domain/time";
import { makeYaadiUrl } from "#app/domain/yaadi-url";
import { bills } from "#db/schema/bills";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { type BatchQuery, insertWhereStatements, runBatch } from "../db.server";
import { yaadiLineRows } from "../yaadi-lines.server";
import type { ShopScope } from "./shop-scope.server";
import { productTaxesOf, type ShopTaxSettings, shopTaxOf } from "./shop-tax.server";
import { pricingOf } from "./yaadi-pricing.server";

/*
 * Bills that last (issue: GST bills; docs/decisions/0034). A bill is written in one D1 batch with the serial it takes
 * from the shop's series for the year: the series' row goes up by one and the bill is stored with it, or neither
 * happens. D1 runs one batch at a time, so concurrent bills from two devices get consecutive serials, and a refused
 * batch (a second bill for a yaadi that has one) takes no number. Every statement of the batch is conditional on no
 * bill having this write's key yet, so a repeat of the same tap finds the first bill instead of taking a number.
 */

/** Who a bill is made out to. `stateCode` is the place of supply when it is not the shop's own state. */
export type BillCustomer = MadeCustomerValues & { gstin: string; stateCode: StateCode | "" };

export type IssuedBill = { id: number; number: string; token: string };

export type BillOutcome =
  | { ok: true; bill: IssuedBill; already: boolean }
  | { ok: false; reason: "no-yaadi" | "cancelled-yaadi" | "empty" | "refused"; error?: string };

/** A bill's private link key: 24 URL-safe characters (144 random bits). */
const newBillToken = () => encodeBase64Url(crypto.getRandomValues(new Uint8Array(18)));

type ShopOnBill = { name: string; address: string; city: string; pinCode: string; state: string };

async function shopOnBill(scope: ShopScope): Promise<ShopOnBill> {
  const [row] = await scope.db
    .select({ name: shops.name, address: shops.address, city: shops.city, pinCode: shops.pinCode, state: shops.state })
    .from(shops)
    .where(eq(shops.id, scope.shopId))
    .limit(1);
  return row ?? { name: "", address: "", city: "", pinCode: "", state: "" };
}

const addressLine = (s: ShopOnBill) =>
  [s.address, [s.city, s.pinCode].filter(Boolean).join(" "), s.state].filter((part) => part.trim()).join(", ");

/** Whether the bill goes to another state than the shop's: IGST instead of CGST and SGST. */
function placeOfSupply(tax: ShopTaxSettings, customer: BillCustomer): { code: string; interState: boolean } {
  const code = customer.gstin ? customer.gstin.slice(0, 2) : customer.stateCode || tax.stateCode;
  return { code, interState: tax.kind === "regular" && !!tax.stateCode && code !== tax.stateCode };
}

/**
 * The statements that take the year's next serial and store the bill and its lines, each only while no bill has
 * `writeKey`. `yaadiId` may be a sub-select of a yaadi written earlier in the same batch. The lines travel as one JSON
 * parameter (a bill of 1,000 lines is one statement within D1's 100 parameters) and are written only for the bill
 * this attempt made (its fresh token), never again for a repeat's.
 */
function billStatements(
  scope: ShopScope,
  p: {
    yaadiId: number | SQL;
    source: "counter" | "yaadi";
    writeKey: string;
    token: string;
    now: Date;
    tax: ShopTaxSettings;
    shop: ShopOnBill;
    customer: BillCustomer;
    taxed: TaxedBill;
    place: { code: string; interState: boolean };
  },
): BatchQuery[] {
  const { db, shopId } = scope;
  const day = istDate(p.now);
  const year = financialYear(day);
  const label = billNumberPrefix(year);
  const fresh = sql`not exists (select 1 from bills where shop_id = ${shopId} and write_key = ${p.writeKey})`;
  const t = p.taxed.totals;
  const lines = JSON.stringify(
    p.taxed.lines.map((l, i) => [
      i + 1,
      l.kind,
      l.productId,
      l.description,
      l.descriptionRegional,
      l.hsn,
      l.unitId,
      l.quantityMilli,
      l.pricePaise,
      l.valuePaise,
      l.discountPaise,
      l.rateBp,
      l.taxablePaise,
      l.cgstPaise,
      l.sgstPaise,
      l.igstPaise,
    ]),
  );
  const at = (i: number) => sql.raw(`json_extract(j.value, '$[${i}]')`);
  return [
    db.run(sql`insert into bill_series (shop_id, year) values (${shopId}, ${year}) on conflict do nothing`),
    db.run(sql`update bill_series set last_serial = last_serial + 1
      where shop_id = ${shopId} and year = ${year} and ${fresh}`),
    db.run(sql`insert into bills (shop_id, year, serial, number, kind, yaadi_id, source, write_key, token, issued_at,
        issued_day, shop_kind, shop_name, shop_legal_name, shop_address, shop_gstin, shop_state_code, customer_name,
        customer_whatsapp, customer_address, customer_gstin, place_of_supply, inter_state, value_paise, discount_paise,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
      select ${shopId}, s.year, s.last_serial, ${label} || s.last_serial, ${p.taxed.kind}, ${p.yaadiId}, ${p.source},
        ${p.writeKey}, ${p.token}, ${p.now.getTime()}, ${day}, ${p.tax.kind}, ${p.shop.name}, ${p.tax.legalName},
        ${addressLine(p.shop)}, ${p.tax.gstin}, ${p.tax.stateCode}, ${p.customer.name}, ${p.customer.whatsApp},
        ${p.customer.address}, ${p.customer.gstin}, ${p.place.code}, ${p.place.interState ? 1 : 0}, ${t.valuePaise},
        ${t.discountPaise}, ${t.taxablePaise}, ${t.cgstPaise}, ${t.sgstPaise}, ${t.igstPaise}, ${t.totalPaise}
      from bill_series s where s.shop_id = ${shopId} and s.year = ${year} and ${fresh}`),
    db.run(sql`insert into bill_lines (shop_id, bill_id, line_no, kind, product_id, description, description_regional,
        hsn, unit_id, quantity_milli, price_paise, value_paise, discount_paise, rate_bp, taxable_paise, cgst_paise,
        sgst_paise, igst_paise)
      select b.shop_id, b.id, ${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(8)},
        ${at(9)}, ${at(10)}, ${at(11)}, ${at(12)}, ${at(13)}, ${at(14)}, ${at(15)}
      from bills b, json_each(${lines}) j
      where b.shop_id = ${shopId} and b.write_key = ${p.writeKey} and b.token = ${p.token}`),
  ];
}

async function billByKey(scope: ShopScope, writeKey: string): Promise<IssuedBill | null> {
  const [row] = await scope.db
    .select({ id: bills.id, number: bills.number, token: bills.token })
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.writeKey, writeKey)))
    .limit(1);
  return row ?? null;
}

async function standingBillOf(scope: ShopScope, yaadiId: number): Promise<IssuedBill | null> {
  const [row] = await scope.db
    .select({ id: bills.id, number: bills.number, token: bills.token })
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.yaadiId, yaadiId), isNull(bills.cancelledAt)))
    .limit(1);
  return row ?? null;
}

type LineForBill = {
  productId: number | null;
  name: string;
  nameRegional: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
  lineTotalPaise: number;
};

async function goodsOf(scope: ShopScope, lines: readonly LineForBill[]): Promise<GoodsLine[]> {
  const taxes = await productTaxesOf(
    scope,
    lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
  );
  return lines.map((l) => {
    const tax = l.productId === null ? undefined : taxes.get(l.productId);
    return {
      productId: l.productId,
      description: l.name,
      descriptionRegional: l.nameRegional,
      hsn: tax?.hsn ?? "",
      unitId: l.unitId,
      quantityMilli: l.quantityMilli,
      pricePaise: l.pricePaise,
      valuePaise: l.lineTotalPaise,
      rateBp: tax?.rateBp ?? 0,
    };
  });
}

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
