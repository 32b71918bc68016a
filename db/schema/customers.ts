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
