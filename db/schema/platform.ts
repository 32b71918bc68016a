import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, updatedAt } from "./columns";

/** Kinds of store offered at sign-up. `listWord` is what the shopping list is called in that store. */
export const shopTypes = sqliteTable("shop_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** URL of the master shop whose catalogue new shops of this type may copy, if any. */
  masterListUrl: text("master_list_url"),
  /** New stores of this type start with the master catalogue (vegetable stores, spec 1 §1). */
  copyMasterOnCreate: flag("copy_master_on_create", 0),
  colorScheme: text("color_scheme").notNull().default("green"),
  listWord: text("list_word", { enum: ["Yaadi", "Cart"] })
    .notNull()
    .default("Yaadi"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const shops = sqliteTable(
  "shops",
  {
    id: id(),
    /** Lowercase store name used in links: /{url} and {url}.{ROOT_DOMAIN}. */
    url: text("url").notNull().unique(),
    shopTypeId: integer("shop_type_id")
      .notNull()
      .references(() => shopTypes.id),
    /** Free text product type when the type is "Other Type of Store". */
    shopInfo: text("shop_info").notNull().default(""),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    owner: text("owner").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    pinCode: text("pin_code").notNull().default(""),
    state: text("state").notNull().default(""),
    whatsApp: text("whatsapp").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    landLine: text("land_line").notNull().default(""),
    email: text("email").notNull().default(""),
    aboutUs: text("about_us").notNull().default(""),
    status: text("status", { enum: ["not ready", "ready", "disabled"] })
      .notNull()
      .default("not ready"),
    colorScheme: text("color_scheme", { enum: ["green", "blue", "cyan", "brown", "purple", "yellow"] })
      .notNull()
      .default("green"),
    /** 1: English with regional names, 0: English only. */
    languageChoice: flag("language_choice", 1),
    /** The store's language (Store Settings): what a customer reads unless they choose another. */
    language: text("language", { enum: ["en", "mr", "hi"] })
      .notNull()
      .default("en"),
    /** The digits of the store's and its bills' figures: Latin or Devanagari. */
    digits: text("digits", { enum: ["latn", "deva"] })
      .notNull()
      .default("latn"),
    /** 0: 150 products Rs. 399, 1: 500 products Rs. 499, 2: 1000 products Rs. 599 (DECISIONS.md). */
    plan: integer("plan").notNull().default(0),
    productsLimit: integer("products_limit").notNull().default(150),
    /** 1 basic, 2 premium, 3 Turbo. */
    versionTypeId: integer("version_type_id").notNull().default(1),
    homePageFacility: flag("home_page_facility", 0),
    dealerFacility: flag("dealer_facility", 0),
    /** The owner's "Product images" (Photo): 0 hides every product image in the store (quick mode only). */
    productImages: flag("product_images", 1),
    /** Where a product's information shows (Info place): 0 under its name, 1 beside its price. */
    informationPlace: flag("information_place", 0),
    /** 1: the store's cart button shows how many items the yaadi holds beside its total. */
    showItemCount: flag("show_item_count", 1),
    paymentMessage: text("payment_message").notNull().default(""),
    /** IST calendar date yyyy-mm-dd. */
    paymentDueDate: text("payment_due_date"),
    lastPaymentVerified: flag("last_payment_verified", 0),
    validUpto: text("valid_upto").notNull().default(""),
    /** R2 key of the logo, when uploaded. */
    logoKey: text("logo_key"),
    /** The shop's own UPI id, for its customers' payments (Pay by UPI on the order page); empty when not offered. */
    upiId: text("upi_id").notNull().default(""),
    termsAgreedAt: integer("terms_agreed_at", { mode: "timestamp_ms" }),
    /** Master shops hold the catalogues new shops copy; they are never shown as stores. */
    isMaster: flag("is_master", 0),
    /**
     * Bumped by the database (triggers, migration 0009) on every write a customer could see on the store page:
     * products, categories, brands, offers, settings, images, dealers, this row and its type. Keys the cached page.
     */
    catalogueVersion: integer("catalogue_version").notNull().default(1),
    /**
     * When the platform owner confirmed the shop's request to close its account (docs/decisions/0038): from then on
     * the store answers its closed page and its admin cannot sign in. Kept on this row, which every request reads.
     */
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /**
     * Set on a shop the owner recreated from an archive or a backup for inspection (docs/decisions/0037 "Import"):
     * until the owner shows it, its store answers as no store does, so no customer meets a copy of another shop.
     */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    /**
     * The cell database that holds the shop's own data (docs/decisions/0041): 0 is the database this row is in, n ≥ 1
     * the Worker's binding CELL_n. The scopes the store and the admin panel are given read and write there.
     */
    cell: integer("cell").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("shops_type_idx").on(t.shopTypeId)],
);

/** The five about-us images of a shop with the home page facility (spec 1 §2 "About us", spec 2 Store Images). */
export const storeImages = sqliteTable(
  "store_images",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    /** 1 to 5: the carousel's order. */
    slot: integer("slot").notNull(),
    /** R2 key under public/. */
    imageKey: text("image_key").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("store_images_shop_slot_idx").on(t.shopId, t.slot)],
);

/** Host names owned by shops (www.myshop.in → shop). */
export const customDomains = sqliteTable("custom_domains", {
  hostname: text("hostname").primaryKey(),
  shopId: integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** The shop's administrator; one per shop. */
export const admins = sqliteTable("admins", {
  id: id(),
  shopId: integer("shop_id")
    .notNull()
    .unique()
    .references(() => shops.id, { onDelete: "cascade" }),
  /** E-mail for self-service shops, mobile for owner-created shops; stored lowercase. */
  userName: text("user_name").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** 0 until the first-login password change is done (spec: firstLogin / flagFirstTimeLogin). */
  firstLoginDone: flag("first_login_done", 0),
  /** The language the admin reads the panel in (Your Account), whatever the store's customers read. */
  language: text("language", { enum: ["en", "mr", "hi"] })
    .notNull()
    .default("en"),
  passwordSetAt: integer("password_set_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  createdAt: createdAt(),
});

export const platformOwners = sqliteTable("platform_owners", {
  id: id(),
  userName: text("user_name").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["admin", "owner"] }).notNull(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id").references(() => platformOwners.id, { onDelete: "cascade" }),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_admin_idx").on(t.adminId)],
);

/** Fixed-window counters for login throttling, keyed by purpose + client + user name. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  count: integer("count").notNull(),
});

/** Public registration form (spec 3): prospective shop owners. */
export const registrations = sqliteTable("registrations", {
  id: id(),
  shopName: text("shop_name").notNull(),
  ownerName: text("owner_name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  pinCode: text("pin_code").notNull(),
  whatsApp: text("whatsapp").notNull(),
  mobile: text("mobile").notNull(),
  email: text("email").notNull().default(""),
  createdAt: createdAt(),
  /** The shop the platform owner created from this registration, once done. */
  shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
});

export const appLogs = sqliteTable(
  "app_logs",
  {
    id: id(),
    level: text("level", { enum: ["info", "error"] }).notNull(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("app_logs_level_idx").on(t.level, t.createdAt), index("app_logs_time_idx").on(t.createdAt)],
);

/**
 * What the platform owner did (DECISIONS.md: kept a year): who, what, to which shop, when, and why when asked (a
 * customer-data download). The shop's URL is kept as text, so the record outlives a deleted shop.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: id(),
    ownerId: integer("owner_id").references(() => platformOwners.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    shopUrl: text("shop_url").notNull().default(""),
    details: text("details").notNull().default(""),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_time_idx").on(t.createdAt), index("audit_events_shop_idx").on(t.shopId, t.createdAt)],
);

/** "Forgot password?": a single-use link's token (only its SHA-256 kept), valid for a short time. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_admin_idx").on(t.adminId), index("password_resets_expires_idx").on(t.expiresAt)],
);

/** E-mails waiting for (or done with) the queue. A body is erased once a real transport has sent it. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    // "" once erased (mail/outbox.server.ts); only the development mailbox keeps sent bodies.
    bodyText: text("body_text").notNull(),
    // The mail carried a secret (a first password): metadata only, every sent body is erased.
    sensitive: flag("sensitive", 0),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    transport: text("transport"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_outbox_status_idx").on(t.status, t.createdAt)],
);

/** Stored answers of retried requests (order posts): a repeat returns the first answer. */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    response: text("response", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_pk").on(t.shopId, t.scope, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * The back office's writes run once (docs/decisions/0038), like the admin's (idempotency_keys, which is per shop):
 * the answer to the first post of a form and write key, per platform owner.
 */
export const ownerWriteKeys = sqliteTable(
  "owner_write_keys",
  {
    ownerId: integer("owner_id")
      .notNull()
      .references(() => platformOwners.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    response: text("response", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("owner_write_keys_pk").on(t.ownerId, t.key),
    index("owner_write_keys_created_idx").on(t.createdAt),
  ],
);
