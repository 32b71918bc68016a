import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { products } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { BILL_KINDS, SHOP_TAX_KINDS, TURNOVER_BANDS } from "./enums";
import { yaadies } from "./orders";
import { shops } from "./platform";

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

/**
 * A shop's registration for GST (Store Settings' Tax section; the owner can correct it): its own row, so a change
 * never touches the shops row that keys the cached store page. No row is a shop that is not registered.
 */
export const shopTax = sqliteTable("shop_tax", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: SHOP_TAX_KINDS }).notNull().default("none"),
  /** Checked for shape, state and check character (app/domain/gst/gstin.ts); empty when not registered. */
  gstin: text("gstin").notNull().default(""),
  legalName: text("legal_name").notNull().default(""),
  /** The shop's GST state code ("27"): the GSTIN starts with it, and it decides CGST + SGST or IGST. */
  stateCode: text("state_code").notNull().default(""),
  turnoverBand: text("turnover_band", { enum: TURNOVER_BANDS }).notNull().default("upto5cr"),
  updatedAt: updatedAt(),
});

/** Per product, what its bills need: HSN code (4, 6 or 8 digits, or none yet) and GST rate in basis points. */
export const productTax = sqliteTable(
  "product_tax",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    shopId: shopId(),
    hsn: text("hsn").notNull().default(""),
    rateBp: integer("rate_bp").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_tax_shop_idx").on(t.shopId, t.productId)],
);

/**
 * The last serial a shop's series has given in each financial year (named by the year it starts in). A bill takes
 * the next in the same batch that stores it, and D1 runs one batch at a time, so two devices billing at once get two
 * consecutive numbers, never one twice and never a gap.
 */
export const billSeries = sqliteTable(
  "bill_series",
  {
    shopId: shopId(),
    year: integer("year").notNull(),
    lastSerial: integer("last_serial").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.year] })],
);

/**
 * A bill as it was issued: its number, the shop and customer as they were then, and its totals (the sums of its
 * lines). Nothing of it changes afterwards but its cancellation, which keeps the number. Kept 72 months.
 */
export const bills = sqliteTable(
  "bills",
  {
    id: id(),
    shopId: shopId(),
    year: integer("year").notNull(),
    serial: integer("serial").notNull(),
    /** "2026-27/15": at most 16 characters. */
    number: text("number").notNull(),
    kind: text("kind", { enum: BILL_KINDS }).notNull(),
    /** The yaadi billed: a counter sale's own (source "billing"), a customer's order or a Make Yaadi yaadi. */
    yaadiId: integer("yaadi_id").references(() => yaadies.id, { onDelete: "set null" }),
    /** Where the bill was made: Cash Billing's counter, or a yaadi's screen (a store order or a Make Yaadi one). */
    source: text("source", { enum: ["counter", "yaadi"] }).notNull(),
    /** The write that made it: a repeat of the same tap finds it instead of taking another number. */
    writeKey: text("write_key").notNull(),
    /** The bill's private link, as unguessable as a yaadi's. */
    token: text("token").notNull().unique(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    /** The India date of issue (yyyy-mm-dd): the returns' months and the series' year read it. */
    issuedDay: text("issued_day").notNull(),
    shopKind: text("shop_kind", { enum: SHOP_TAX_KINDS }).notNull(),
    shopName: text("shop_name").notNull(),
    shopLegalName: text("shop_legal_name").notNull().default(""),
    shopAddress: text("shop_address").notNull().default(""),
    shopGstin: text("shop_gstin").notNull().default(""),
    shopStateCode: text("shop_state_code").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    customerWhatsApp: text("customer_whatsapp").notNull().default(""),
    customerAddress: text("customer_address").notNull().default(""),
    customerGstin: text("customer_gstin").notNull().default(""),
    /** The place of supply: the customer's state when they gave one, else the shop's. */
    placeOfSupply: text("place_of_supply").notNull().default(""),
    interState: integer("inter_state").notNull().default(0),
    valuePaise: integer("value_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull().default(0),
    sgstPaise: integer("sgst_paise").notNull().default(0),
    igstPaise: integer("igst_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bills_shop_serial_idx").on(t.shopId, t.year, t.serial),
    uniqueIndex("bills_shop_write_key_idx").on(t.shopId, t.writeKey),
    // A yaadi has at most one bill standing; a cancelled one lets it be billed again.
    uniqueIndex("bills_shop_yaadi_live_idx")
      .on(t.shopId, t.yaadiId)
      .where(sql`${t.cancelledAt} is null and ${t.yaadiId} is not null`),
    index("bills_shop_day_idx").on(t.shopId, t.issuedDay, t.serial),
    // The returns' documents issued count a period's cancelled bills (few) without reading every bill of it.
    index("bills_shop_cancelled_idx").on(t.shopId, t.issuedDay).where(sql`${t.cancelledAt} is not null`),
    check("bills_number_length", sql`length(${t.number}) <= 16`),
    check("bills_adds_up", sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
  ],
);

/** A line of a bill: the goods as billed (description, HSN, quantity, price) and its taxes, never changed later. */
export const billLines = sqliteTable(
  "bill_lines",
  {
    id: id(),
    shopId: shopId(),
    billId: integer("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    kind: text("kind", { enum: ["goods", "delivery"] })
      .notNull()
      .default("goods"),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    descriptionRegional: text("description_regional").notNull().default(""),
    hsn: text("hsn").notNull().default(""),
    unitId: integer("unit_id").notNull(),
    quantityMilli: integer("quantity_milli").notNull(),
    pricePaise: integer("price_paise").notNull(),
    valuePaise: integer("value_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    rateBp: integer("rate_bp").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull().default(0),
    sgstPaise: integer("sgst_paise").notNull().default(0),
    igstPaise: integer("igst_paise").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bill_lines_bill_idx").on(t.shopId, t.billId, t.lineNo),
    check(
      "bill_lines_add_up",
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.valuePaise} - ${t.discountPaise}`,
    ),
  ],
);

/**
 * A shop's standing bills added up by India day, HSN, rate, unit and place of supply, and whether the buyer gave a
 * GSTIN: what the returns' screen and downloads read, so a quarter of 100,000 bills is a few thousand rows. Kept by
 * the database itself (triggers, migration 0015): a line adds itself as it is written, and a bill's cancellation
 * takes its lines away, in the same statement — so the sums can never drift from the bills.
 */
export const billDayTotals = sqliteTable(
  "bill_day_totals",
  {
    shopId: shopId(),
    day: text("day").notNull(),
    hsn: text("hsn").notNull(),
    rateBp: integer("rate_bp").notNull(),
    /** The returns' unit quantity code: NOS (pieces), KGS (weights), OTH (delivery charges). */
    uqc: text("uqc").notNull(),
    placeOfSupply: text("place_of_supply").notNull(),
    /** 1 when the buyer gave a GSTIN (B2B), 0 for everyone else (B2C). */
    registeredBuyer: integer("registered_buyer").notNull(),
    quantityMilli: integer("quantity_milli").notNull().default(0),
    valuePaise: integer("value_paise").notNull().default(0),
    taxablePaise: integer("taxable_paise").notNull().default(0),
    cgstPaise: integer("cgst_paise").notNull().default(0),
    sgstPaise: integer("sgst_paise").notNull().default(0),
    igstPaise: integer("igst_paise").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.day, t.hsn, t.rateBp, t.uqc, t.placeOfSupply, t.registeredBuyer] }),
    // The returns read a quarter's rows with their sums from this index alone, never the table (bench/gst-returns.ts).
    index("bill_day_totals_cover_idx").on(
      t.shopId,
      t.day,
      t.hsn,
      t.rateBp,
      t.uqc,
      t.placeOfSupply,
      t.registeredBuyer,
      t.quantityMilli,
      t.valuePaise,
      t.taxablePaise,
      t.cgstPaise,
      t.sgstPaise,
      t.igstPaise,
    ),
  ],
);
