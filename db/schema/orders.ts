import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { products } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { customers, dealers } from "./customers";
import { YAADI_STATUSES } from "./enums";
import { shops } from "./platform";

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

/** An order (yaadi). Totals are recomputed by the server from the catalogue, never taken from the browser. */
export const yaadies = sqliteTable(
  "yaadies",
  {
    id: id(),
    shopId: shopId(),
    /** Public, unguessable link key: hhmmss + ≥12 random + ddmm + _ + shopUrl (DECISIONS.md). */
    url: text("url").notNull().unique(),
    source: text("source", { enum: ["store", "billing", "make-yaadi"] })
      .notNull()
      .default("store"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerWhatsApp: text("customer_whatsapp").notNull(),
    customerAddress: text("customer_address").notNull(),
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "set null" }),
    totalPaise: integer("total_paise").notNull(),
    deliveryChargesPaise: integer("delivery_charges_paise").notNull().default(0),
    promoDiscountPaise: integer("promo_discount_paise").notNull().default(0),
    netPaise: integer("net_paise").notNull(),
    /** placed → accepted → packed → delivered, or cancelled (app/domain/orders/order-status.ts, DECISIONS.md). */
    status: text("status", { enum: YAADI_STATUSES }).notNull().default("placed"),
    /** When the shop marked the yaadi paid (UPI or cash); null while unpaid. */
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** When the shop last edited the lines (Edit yaadi); null for a yaadi as the customer sent it. */
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
    /** When the customer's name, number and address were removed at their request (docs/decisions/0039); else null. */
    detailsDeletedAt: integer("details_deleted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  // The reports read a range of one shop's days: the index holds what their sums and filters need, so the 92-day
  // totals and chart never touch the table (bench/reports.ts, docs/decisions/0013).
  (t) => [
    index("yaadies_shop_time_cover_idx").on(
      t.shopId,
      t.createdAt,
      t.status,
      t.netPaise,
      t.totalPaise,
      t.deliveryChargesPaise,
      t.paidAt,
    ),
  ],
);

/** A line of a yaadi: a snapshot of the product at order time; quantity in thousandths of the unit. */
export const yaadiLines = sqliteTable(
  "yaadi_lines",
  {
    id: id(),
    shopId: shopId(),
    yaadiId: integer("yaadi_id")
      .notNull()
      .references(() => yaadies.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    nameRegional: text("name_regional").notNull().default(""),
    information: text("information").notNull().default(""),
    unitId: integer("unit_id").notNull(),
    quantityMilli: integer("quantity_milli").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    pricePaise: integer("price_paise").notNull(),
    lineTotalPaise: integer("line_total_paise").notNull(),
    /**
     * The yaadi's own time (its created_at), stamped by the database: a trigger sets it after every insert and a
     * yaadi's time can never change (migration 0005), so it cannot go stale. It lets Productwise Sale add up a range's
     * lines in product order without joining every line to its yaadi (docs/decisions/0013). Inserts leave it out.
     */
    orderedAt: integer("ordered_at").notNull().default(0),
  },
  (t) => [
    // A yaadi's lines (its page, edits, the All Yaadies CSV, the cancelled yaadies Productwise Sale takes away).
    index("yaadi_lines_shop_yaadi_cover_idx").on(t.shopId, t.yaadiId, t.productId, t.unitId, t.quantityMilli, t.name),
    // Productwise Sale: a range's lines already in (product, unit) order, so the sums stream without a sort.
    index("yaadi_lines_shop_product_time_idx").on(t.shopId, t.productId, t.unitId, t.orderedAt, t.quantityMilli),
  ],
);

/** Subscription payments: the uploaded UPI screenshot awaiting verification. */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    shopId: shopId(),
    amountPaise: integer("amount_paise").notNull(),
    screenshotKey: text("screenshot_key").notNull(),
    status: text("status", { enum: ["pending", "verified", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("payments_shop_idx").on(t.shopId, t.createdAt)],
);

/**
 * Make Yaadi's pending yaadies (spec 3 §4, DECISIONS.md): at most three per shop, kept here rather than in one
 * browser so the counter PC and the owner's phone see the same ones. The slot is 1–3 and unique per shop, so a fourth
 * can never be stored, whichever device asks and however close together. `lines` is what the shop has put in so far
 * ({ productId, quantity } in milli); prices are read from the catalogue only when the yaadi is done. `version` goes up
 * with every save, so a save made from a page that no longer shows the stored lines is refused, not silently merged.
 */
export const pendingYaadies = sqliteTable(
  "pending_yaadies",
  {
    id: id(),
    shopId: shopId(),
    slot: integer("slot").notNull(),
    lines: text("lines", { mode: "json" })
      .$type<{ productId: number; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pending_yaadies_shop_slot_idx").on(t.shopId, t.slot),
    check("pending_yaadies_slot_check", sql`${t.slot} between 1 and 3`),
  ],
);
