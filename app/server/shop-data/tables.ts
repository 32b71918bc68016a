/*
 * Every table that holds a shop's data, for its backups and restores (docs/decisions/0037), and every other table
 * with the reason it is not a shop's. tests/integration/shop-data-tables.test.ts reads the database's tables after
 * the real migrations and fails on a table in neither list, so a new table is never left out of the backups.
 *
 * Each shop-data table carries `shop_id` itself (docs/decisions/0003: even a yaadi's or a bill's lines do), so its
 * rows are selected by that column, never through a parent. The list is in foreign-key order: a table comes after
 * every table it points at, so rows are inserted in this order and deleted in the reverse one.
 */

export type ShopTable = {
  /** The table's SQL name. */
  name: string;
  /** The columns of its key, in keyset order: parts are read `WHERE (key) > (last) ORDER BY key`. */
  key: readonly string[];
  /**
   * Rows the database itself writes when others are inserted (a trigger): restored after those, replacing what the
   * trigger wrote, so the restored rows are the backup's exactly.
   */
  derivedFrom?: string;
  /** Backed up but not put back by a restore into the same shop: why (the shop row). */
  keptOnRestore?: string;
};

export const SHOP_TABLES: readonly ShopTable[] = [
  {
    name: "shops",
    key: ["id"],
    keptOnRestore:
      "the shop itself: its url, plan, status and payments are the platform's, and a restore keeps the shop as it is",
  },
  { name: "shop_settings", key: ["shop_id"] },
  { name: "shop_tax", key: ["shop_id"] },
  { name: "store_images", key: ["shop_id", "slot"] },
  { name: "categories", key: ["id"] },
  { name: "brands", key: ["id"] },
  { name: "products", key: ["id"] },
  { name: "product_tax", key: ["product_id"] },
  { name: "special_offers", key: ["id"] },
  { name: "customers", key: ["id"] },
  { name: "dealers", key: ["id"] },
  { name: "customer_entries", key: ["id"] },
  { name: "clients", key: ["id"] },
  { name: "diets", key: ["id"] },
  { name: "client_sheets", key: ["id"] },
  { name: "yaadies", key: ["id"] },
  { name: "yaadi_lines", key: ["id"] },
  {
    name: "payments",
    key: ["id"],
    keptOnRestore:
      "the shop's payments to the platform: the platform's record of them, kept in the directory (docs/decisions/0041)",
  },
  { name: "pending_yaadies", key: ["id"] },
  { name: "bill_series", key: ["shop_id", "year"] },
  { name: "bills", key: ["id"] },
  { name: "bill_lines", key: ["id"] },
  {
    name: "bill_day_totals",
    key: ["shop_id", "day", "hsn", "rate_bp", "uqc", "place_of_supply", "registered_buyer"],
    derivedFrom: "bill_lines",
  },
  { name: "ledger_entries", key: ["id"] },
  { name: "ledger_accounts", key: ["customer_id"], derivedFrom: "ledger_entries" },
  { name: "ledger_reminders", key: ["id"] },
  // A customer's "Delete my details" and the shop's answer (docs/decisions/0039): the shop's record of what it did.
  { name: "customer_data_requests", key: ["id"] },
];

/** Tables that are not a shop's data, each with why a backup leaves it out. */
export const PLATFORM_TABLES: Readonly<Record<string, string>> = {
  shop_types: "the platform's list of kinds of shop, shared by every shop",
  platform_owners: "the platform owner's own sign-ins",
  admins: "the shop's sign-in: a restore must never bring back an old password",
  sessions: "sign-ins in progress, short-lived",
  password_resets: "single-use links, short-lived",
  rate_limits: "counters of attempts, minutes long",
  registrations: "sign-up requests to the platform, before a shop exists",
  custom_domains: "a host name the platform owner points at the shop (its DNS is the platform's work, not the shop's)",
  app_logs: "the platform's logs, kept 30 days",
  audit_events: "the platform owner's audit log, kept a year whatever happens to a shop",
  email_outbox: "e-mails on their way, erased once sent",
  idempotency_keys: "stored answers to repeated posts, kept two days",
  report_exports: "report files made on request, kept seven days",
  push_subscriptions: "devices tied to a sign-in (a session), not to the shop's records",
  shop_backups: "the backups themselves",
  shop_closures: "the platform's record of a shop's closing, kept while its bills are (docs/decisions/0038)",
  owner_write_keys: "stored answers to the platform owner's repeated posts, kept two days",
  data_exports: "the shop's own downloads of all its data, kept seven days",
  shop_backup_parts: "the backups' parts",
  shop_restores: "the restores themselves",
  shop_imports: "the owner's imports of a shop's archive as a new shop (the shop they make holds the rows)",
  shop_moves: "the moves of a shop between cells (docs/decisions/0041): a lock in the cell it leaves, not its data",
  d1_migrations: "the migrations applied",
  sqlite_sequence: "SQLite's AUTOINCREMENT counters (ids are never reused, so restored ids stay free)",
};

export const shopTable = (name: string): ShopTable | undefined => SHOP_TABLES.find((t) => t.name === name);

/** The column a table's rows are picked by for one shop. */
export const shopColumn = (table: ShopTable) => (table.name === "shops" ? "id" : "shop_id");

/** The tables a restore into the same shop puts back, in insert order. */
export const RESTORED_TABLES = SHOP_TABLES.filter((t) => !t.keptOnRestore);

/**
 * A table a move between cells copies (docs/decisions/0041). `via`: how its rows are picked for one shop when it has
 * no shop column of its own (a backup's parts, by their backup).
 */
export type MovedTable = ShopTable & { via?: string };

/**
 * What moving a shop to another cell copies, in foreign-key order: the shop's data above, less the shop's row (the
 * directory writes the new cell's copy) and its payments to the platform (the directory's), then the records of the
 * shop's own jobs, which its cell keeps beside its data.
 */
export const MOVED_TABLES: readonly MovedTable[] = [
  ...SHOP_TABLES.filter((t) => t.name !== "shops" && t.name !== "payments"),
  { name: "idempotency_keys", key: ["shop_id", "scope", "key"] },
  { name: "report_exports", key: ["id"] },
  { name: "shop_backups", key: ["id"] },
  {
    name: "shop_backup_parts",
    key: ["backup_id", "seq"],
    via: `"backup_id" in (select "id" from "shop_backups" where "shop_id" = ?)`,
  },
  { name: "data_exports", key: ["id"] },
  { name: "shop_restores", key: ["id"] },
  { name: "shop_closures", key: ["shop_id"] },
];
