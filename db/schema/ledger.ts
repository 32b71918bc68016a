import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bills } from "./bills";
import { createdAt, id, updatedAt } from "./columns";
import { customers } from "./customers";
import { LEDGER_ENTRY_KINDS, PAYMENT_METHODS } from "./enums";
import { yaadies } from "./orders";
import { shops } from "./platform";

const shopId = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

/**
 * A saved customer's udhaar account: their credit limit, the balance (kept by the database from the entries:
 * triggers, migration 0016), the private statement link while it is shared, and when a reminder was last sent.
 */
export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    shopId: shopId(),
    /** 0: no limit. */
    creditLimitPaise: integer("credit_limit_paise").notNull().default(0),
    balancePaise: integer("balance_paise").notNull().default(0),
    /** The customer's statement link key; null when never shared or revoked (the old link is dead at once). */
    statementToken: text("statement_token").unique(),
    lastRemindedAt: integer("last_reminded_at", { mode: "timestamp_ms" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("ledger_accounts_shop_balance_idx").on(t.shopId, t.balancePaise)],
);

/**
 * An entry of a customer's account. Only ever added: never updated or deleted (triggers refuse it); a mistake is
 * undone by a reversal naming it, at most once (a unique index). Each write carries its key, so a double tap records
 * one payment.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    shopId: shopId(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** The India date it counts from. */
    day: text("day").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }),
    note: text("note").notNull().default(""),
    /** The yaadi a sale on credit is (once per yaadi), or the bill it came from. */
    yaadiId: integer("yaadi_id").references(() => yaadies.id, { onDelete: "set null" }),
    billId: integer("bill_id").references(() => bills.id, { onDelete: "set null" }),
    reverses: integer("reverses").references((): AnySQLiteColumn => ledgerEntries.id),
    writeKey: text("write_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.shopId, t.customerId, t.day, t.id, t.kind, t.amountPaise),
    // A day's collections, and the last 91 days' sales the Udhaar list ages from: a range of days, covered.
    index("ledger_entries_shop_day_idx").on(t.shopId, t.day, t.kind, t.customerId, t.amountPaise),
    uniqueIndex("ledger_entries_write_key_idx").on(t.shopId, t.writeKey),
    uniqueIndex("ledger_entries_reverses_idx").on(t.reverses),
    uniqueIndex("ledger_entries_yaadi_sale_idx")
      .on(t.shopId, t.yaadiId)
      .where(sql`${t.kind} = 'sale' and ${t.yaadiId} is not null`),
    check("ledger_entries_amount_positive", sql`${t.amountPaise} > 0`),
    check("ledger_entries_reversal_names_one", sql`(${t.kind} = 'reversal') = (${t.reverses} is not null)`),
  ],
);

/** Each WhatsApp reminder sent (the amount it asked for), shown in the customer's ledger. */
export const ledgerReminders = sqliteTable(
  "ledger_reminders",
  {
    id: id(),
    shopId: shopId(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    sentAt: createdAt(),
  },
  (t) => [index("ledger_reminders_account_idx").on(t.shopId, t.customerId, t.sentAt)],
);
