import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import { billNumberPrefix, financialYear } from "#app/domain/gst/series";
import type { StateCode } from "#app/domain/gst/states";
import type { GoodsLine, TaxedBill } from "#app/domain/gst/tax";
import type { MadeCustomerValues } from "#app/domain/orders/make-yaadi";
import { istDate } from "#app/domain/time";
import { bills } from "#db/schema/bills";
import { shops } from "#db/schema/platform";
import type { BatchQuery } from "../db.server";
import type { ShopScope } from "./shop-scope.server";
import { productTaxesOf, type ShopTaxSettings } from "./shop-tax.server";

/*
 * Issuing a bill, the parts every way of billing shares (the ways themselves, a yaadi and a counter sale, are in
 * bills.server.ts): whom it is made out to, the batch that writes it with its serial, and finding it once written.
 *
 * Bills that last (issue: GST bills; docs/decisions/0034). A bill is written in one D1 batch with the serial it takes
 * from the shop's series for the year: the series' row goes up by one and the bill is stored with it, or neither
 * happens. D1 runs one batch at a time, so concurrent bills from two devices get consecutive serials, and a refused
 * batch (a second bill for a yaadi that has one) takes no number. Every statement of the batch is conditional on no
 * bill having this write's key yet, so a repeat of the same tap finds the first bill instead of taking a number.
 */

/** Who a bill is made out to. `stateCode` is the place of supply when it is not the shop's own state. */
export type BillCustomer = MadeCustomerValues & { gstin: string; stateCode: StateCode | "" };

export type IssuedBill = { id: number; number: string; token: string };

/** A bill's private link key: 24 URL-safe characters (144 random bits). */
export const newBillToken = () => encodeBase64Url(crypto.getRandomValues(new Uint8Array(18)));

export type ShopOnBill = { name: string; address: string; city: string; pinCode: string; state: string };

export async function shopOnBill(scope: ShopScope): Promise<ShopOnBill> {
  const [row] = await scope.directory
    .select({ name: shops.name, address: shops.address, city: shops.city, pinCode: shops.pinCode, state: shops.state })
    .from(shops)
    .where(eq(shops.id, scope.shopId))
    .limit(1);
  return row ?? { name: "", address: "", city: "", pinCode: "", state: "" };
}

const addressLine = (s: ShopOnBill) =>
  [s.address, [s.city, s.pinCode].filter(Boolean).join(" "), s.state].filter((part) => part.trim()).join(", ");

/** Whether the bill goes to another state than the shop's: IGST instead of CGST and SGST. */
export function placeOfSupply(tax: ShopTaxSettings, customer: BillCustomer): { code: string; interState: boolean } {
  const code = customer.gstin ? customer.gstin.slice(0, 2) : customer.stateCode || tax.stateCode;
  return { code, interState: tax.kind === "regular" && !!tax.stateCode && code !== tax.stateCode };
}

/**
 * The statements that take the year's next serial and store the bill and its lines, each only while no bill has
 * `writeKey`. `yaadiId` may be a sub-select of a yaadi written earlier in the same batch. The lines travel as one JSON
 * parameter (a bill of 1,000 lines is one statement within D1's 100 parameters) and are written only for the bill
 * this attempt made (its fresh token), never again for a repeat's.
 */
export function billStatements(
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

export async function billByKey(scope: ShopScope, writeKey: string): Promise<IssuedBill | null> {
  const [row] = await scope.db
    .select({ id: bills.id, number: bills.number, token: bills.token })
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.writeKey, writeKey)))
    .limit(1);
  return row ?? null;
}

export async function standingBillOf(scope: ShopScope, yaadiId: number): Promise<IssuedBill | null> {
  const [row] = await scope.db
    .select({ id: bills.id, number: bills.number, token: bills.token })
    .from(bills)
    .where(and(eq(bills.shopId, scope.shopId), eq(bills.yaadiId, yaadiId), isNull(bills.cancelledAt)))
    .limit(1);
  return row ?? null;
}

export type LineForBill = {
  productId: number | null;
  name: string;
  nameRegional: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
  lineTotalPaise: number;
};

export async function goodsOf(scope: ShopScope, lines: readonly LineForBill[]): Promise<GoodsLine[]> {
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
