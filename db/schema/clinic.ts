import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { shops } from "./platform";

/* The diet-clinic variant of the admin panel (spec 3): clients, diets and per-client sheets. */

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

export const clients = sqliteTable(
  "clients",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    age: integer("age"),
    address: text("address").notNull().default(""),
    whatsApp: text("whatsapp").notNull(),
    weightOriginal: text("weight_original").notNull().default(""),
    height: text("height").notNull().default(""),
    illness: text("illness").notNull().default(""),
    status: text("status", { enum: ["enquired", "Active", "On Hold", "Stopped"] })
      .notNull()
      .default("enquired"),
    dietDeliveryDay: text("diet_delivery_day").notNull().default("Monday"),
    extraInfo: text("extra_info").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("clients_shop_idx").on(t.shopId, t.name)],
);

export const diets = sqliteTable(
  "diets",
  {
    id: id(),
    shopId: shopId(),
    dietNumber: integer("diet_number").notNull(),
    dietName: text("diet_name").notNull(),
    dietType: text("diet_type", { enum: ["Easy", "Moderate", "Tough", "Fruits"] }).notNull(),
    dietContent: text("diet_content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("diets_shop_idx").on(t.shopId, t.dietNumber)],
);

export const clientSheets = sqliteTable(
  "client_sheets",
  {
    id: id(),
    shopId: shopId(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    sheetNumber: integer("sheet_number").notNull(),
    dietNumber: integer("diet_number").notNull(),
    clientWeight: text("client_weight").notNull().default(""),
    /** IST calendar date yyyy-mm-dd. */
    dateOfDelivery: text("date_of_delivery").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_sheets_shop_client_idx").on(t.shopId, t.clientId)],
);
