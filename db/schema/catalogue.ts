import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { shops, shopTypes } from "./platform";

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    imageKey: text("image_key"),
    rating: integer("rating").notNull().default(5),
    /** Set by the master store: which shop type this category belongs to. */
    shopTypeId: integer("shop_type_id").references(() => shopTypes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("categories_shop_idx").on(t.shopId, t.rating)],
);

export const brands = sqliteTable(
  "brands",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    rating: integer("rating").notNull().default(5),
    shopTypeId: integer("shop_type_id").references(() => shopTypes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brands_shop_idx").on(t.shopId, t.rating)],
);

/**
 * Prices are integer paise: per piece for unit 1 (Number), per kg for the weight units 2–5.
 * Rating 1 hides a product from customers; lists show rating descending.
 */
export const products = sqliteTable(
  "products",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    nameRegional: text("name_regional").notNull().default(""),
    information: text("information").notNull().default(""),
    mrpPaise: integer("mrp_paise").notNull(),
    pricePaise: integer("price_paise").notNull(),
    unitId: integer("unit_id").notNull().default(1),
    inStock: integer("in_stock").notNull().default(1),
    rating: integer("rating").notNull().default(5),
    /** R2 key of the product image; null shows no image (the spec's no.jpg). */
    imageKey: text("image_key"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    searchWords: text("search_words").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_shop_rating_idx").on(t.shopId, t.rating),
    index("products_shop_category_idx").on(t.shopId, t.categoryId),
    index("products_shop_brand_idx").on(t.shopId, t.brandId),
  ],
);

export const specialOffers = sqliteTable(
  "special_offers",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    criteria: text("criteria", { enum: ["amount", "delivery", "other"] })
      .notNull()
      .default("other"),
    discountIn: text("discount_in", { enum: ["percent", "rupees"] })
      .notNull()
      .default("percent"),
    discountValue: integer("discount_value").notNull().default(0),
    status: integer("status").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("special_offers_shop_idx").on(t.shopId)],
);

/** First page settings (spec 2 §3): one row per shop. */
export const shopSettings = sqliteTable("shop_settings", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  firstPageMessage: text("first_page_message").notNull().default(""),
  minimumCriteria: text("minimum_criteria", { enum: ["none", "amount", "count"] })
    .notNull()
    .default("none"),
  /** Used when the criteria is "amount". */
  minimumAmountPaise: integer("minimum_amount_paise").notNull().default(0),
  /** Used when the criteria is "count": number of lines. */
  minimumItemCount: integer("minimum_item_count").notNull().default(0),
  deliveryChargesPaise: integer("delivery_charges_paise").notNull().default(0),
  /** A delivery charge applies to orders whose total is below this. */
  deliveryChargesBelowPaise: integer("delivery_charges_below_paise").notNull().default(0),
  updatedAt: updatedAt(),
});
