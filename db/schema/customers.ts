import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { shops } from "./platform";

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

/** The shop's saved customers (admin list, billing picker). */
export const customers = sqliteTable(
  "customers",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    whatsApp: text("whatsapp").notNull(),
    address: text("address").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customers_shop_whatsapp_idx").on(t.shopId, t.whatsApp),
    index("customers_shop_name_idx").on(t.shopId, t.name),
  ],
);

/** One row per customer-form submission on the storefront: the Customer Visits report. */
export const customerEntries = sqliteTable(
  "customer_entries",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    whatsApp: text("whatsapp").notNull(),
    address: text("address").notNull().default(""),
    /** The dealer whose link the customer came through (Customer Visits' dealer filter); null for the shop's own. */
    dealerId: integer("dealer_id").references((): AnySQLiteColumn => dealers.id, { onDelete: "set null" }),
    enteredAt: createdAt(),
  },
  (t) => [index("customer_entries_shop_time_idx").on(t.shopId, t.enteredAt)],
);

/** Sellers reached through /{shopUrl}_{link}; orders through the link go to their WhatsApp. */
export const dealers = sqliteTable(
  "dealers",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    whatsApp: text("whatsapp").notNull(),
    /** Lowercase; unique within the shop. */
    link: text("link").notNull(),
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("dealers_shop_link_idx").on(t.shopId, t.link)],
);

/**
 * A customer's "Delete my details" (DPDP Act 2023; docs/decisions/0039), asked from their order page or udhaar
 * statement. `subject` names where it was asked ("yaadi:{id}" or "customer:{id}"): one open request per subject and
 * shop (a partial unique index), so a repeated tap is the same request. The number and name the shop reads in its list
 * are cleared when the request is carried out; a declined request keeps them with the reason the customer sees.
 */
export const customerDataRequests = sqliteTable(
  "customer_data_requests",
  {
    id: id(),
    shopId: shopId(),
    subject: text("subject").notNull(),
    /** The order or the saved customer it was asked from (gone with them: the request stays readable by its subject). */
    yaadiId: integer("yaadi_id"),
    customerId: integer("customer_id"),
    name: text("name").notNull().default(""),
    whatsApp: text("whatsapp").notNull().default(""),
    status: text("status", { enum: ["asked", "done", "declined"] })
      .notNull()
      .default("asked"),
    /** The shop's reason when it declines, shown to the customer on the page they asked from. */
    reason: text("reason").notNull().default(""),
    askedAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("customer_data_requests_open_idx").on(t.shopId, t.subject).where(sql`${t.status} = 'asked'`),
    index("customer_data_requests_shop_subject_idx").on(t.shopId, t.subject, t.askedAt),
  ],
);
