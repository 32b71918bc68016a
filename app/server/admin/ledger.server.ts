import { and, asc, desc, eq, sql } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import { type LedgerEntry, type PaymentMethod, reversalProblem } from "#app/domain/ledger/ledger";
import { istDate } from "#app/domain/time";
import { customers } from "#db/schema/customers";
import { ledgerAccounts, ledgerEntries, ledgerReminders } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { runBatch } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Udhaar (issue: the credit ledger; docs/decisions/0035). Entries are only added, each with its write's key (unique
 * per shop), so a double tap or a retry records one; the database keeps each account's balance from its entries and
 * refuses any edit of an entry. Every statement is scoped by the shop, and an entry can only be added for one of this
 * shop's customers (the insert selects the customer in this shop, or inserts nothing).
 */

export type NewEntry =
  | { kind: "sale" | "opening"; amountPaise: number; day: string; note: string }
  | { kind: "payment"; amountPaise: number; day: string; note: string; method: PaymentMethod };

export type EntryOutcome = { ok: true; entryId: number; already: boolean } | { ok: false; reason: "no-customer" };

async function entryByKey(scope: ShopScope, writeKey: string) {
  const [row] = await scope.db
    .select({ id: ledgerEntries.id, customerId: ledgerEntries.customerId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, scope.shopId), eq(ledgerEntries.writeKey, writeKey)))
    .limit(1);
  return row ?? null;
}

/** Adds a sale on credit, an opening balance or a payment to one of this shop's customers' accounts, once per key. */
export async function addEntry(
  scope: ShopScope,
  customerId: number,
  entry: NewEntry,
  writeKey: string,
): Promise<EntryOutcome> {
  const { db, shopId } = scope;
  const method = entry.kind === "payment" ? entry.method : null;
  const [row] = await db.all<{ id: number }>(sql`insert into ledger_entries
      (shop_id, customer_id, kind, amount_paise, day, method, note, write_key)
    select ${shopId}, c.id, ${entry.kind}, ${entry.amountPaise}, ${entry.day}, ${method}, ${entry.note}, ${writeKey}
    from customers c where c.id = ${customerId} and c.shop_id = ${shopId}
    on conflict (shop_id, write_key) do nothing
    returning id`);
  if (row) return { ok: true, entryId: row.id, already: false };
  const earlier = await entryByKey(scope, writeKey);
  if (earlier && earlier.customerId === customerId) return { ok: true, entryId: earlier.id, already: true };
  return { ok: false, reason: "no-customer" };
}

export type ReverseOutcome =
  | { ok: true; entryId: number; already: boolean }
  | { ok: false; reason: "unknown" | "already" | "a-reversal" };

/** Undoes one entry of a customer's account by a reversal that names it (each entry once). */
export async function reverseEntry(
  scope: ShopScope,
  customerId: number,
  entryId: number,
  note: string,
  writeKey: string,
  now = new Date(),
): Promise<ReverseOutcome> {
  const earlier = await entryByKey(scope, writeKey);
  if (earlier) return { ok: true, entryId: earlier.id, already: true };
  const entries = await entriesOf(scope, customerId);
  const problem = reversalProblem(entries, entryId);
  if (problem) return { ok: false, reason: problem };
  const target = entries.find((e) => e.id === entryId)!;
  try {
    const [row] = await scope.db
      .insert(ledgerEntries)
      .values({
        shopId: scope.shopId,
        customerId,
        kind: "reversal",
        amountPaise: target.amountPaise,
        day: istDate(now),
        note,
        reverses: entryId,
        writeKey,
      })
      .returning({ id: ledgerEntries.id });
    return { ok: true, entryId: row!.id, already: false };
  } catch (error) {
    // Reversed a moment before by another tap or device: the unique index on `reverses` kept it to one.
    const again = await entryByKey(scope, writeKey);
    if (again) return { ok: true, entryId: again.id, already: true };
    if (reversalProblem(await entriesOf(scope, customerId), entryId) === "already")
      return { ok: false, reason: "already" };
    throw error;
  }
}

/**
 * "On credit" on a yaadi's screen or the Yaadi Summary: its net amount becomes a sale in the account of the shop's
 * saved customer with its WhatsApp number (saved now if the shop had not), dated the yaadi's India day. Once per yaadi
 * (a unique index), and never for a cancelled yaadi or a counter sale to nobody (no number).
 */
export async function putYaadiOnCredit(
  scope: ShopScope,
  yaadiId: number,
  writeKey: string,
): Promise<
  | { ok: true; customerId: number; entryId: number; already: boolean }
  | { ok: false; reason: "no-yaadi" | "no-number" | "cancelled" }
> {
  const { db, shopId } = scope;
  const [yaadi] = await db
    .select()
    .from(yaadies)
    .where(and(eq(yaadies.shopId, shopId), eq(yaadies.id, yaadiId)))
    .limit(1);
  if (!yaadi) return { ok: false, reason: "no-yaadi" };
  if (yaadi.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (!yaadi.customerWhatsApp) return { ok: false, reason: "no-number" };
  const theCustomer = sql`(select min(id) from customers where shop_id = ${shopId} and whatsapp = ${yaadi.customerWhatsApp})`;
  await runBatch(db, [
    db.run(sql`insert into customers (shop_id, name, whatsapp, address)
      select ${shopId}, ${yaadi.customerName}, ${yaadi.customerWhatsApp}, ${yaadi.customerAddress}
      where not exists (select 1 from customers where shop_id = ${shopId} and whatsapp = ${yaadi.customerWhatsApp})`),
    db.run(sql`insert into ledger_entries (shop_id, customer_id, kind, amount_paise, day, note, yaadi_id, write_key)
      select ${shopId}, ${theCustomer}, 'sale', ${yaadi.netPaise}, ${istDate(yaadi.createdAt)}, '', ${yaadiId}, ${writeKey}
      where not exists (select 1 from ledger_entries where shop_id = ${shopId} and kind = 'sale' and yaadi_id = ${yaadiId})
      on conflict do nothing`),
  ]);
  const [sale] = await db
    .select({ id: ledgerEntries.id, customerId: ledgerEntries.customerId, writeKey: ledgerEntries.writeKey })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, shopId), eq(ledgerEntries.kind, "sale"), eq(ledgerEntries.yaadiId, yaadiId)))
    .limit(1);
  if (!sale) return { ok: false, reason: "no-yaadi" };
  return { ok: true, customerId: sale.customerId, entryId: sale.id, already: sale.writeKey !== writeKey };
}

/** A customer's entries, oldest first (by day, then as added). */
export async function entriesOf(
  scope: ShopScope,
  customerId: number,
): Promise<(LedgerEntry & { method: PaymentMethod | null; note: string; yaadiId: number | null })[]> {
  return scope.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountPaise: ledgerEntries.amountPaise,
      day: ledgerEntries.day,
      reverses: ledgerEntries.reverses,
      method: ledgerEntries.method,
      note: ledgerEntries.note,
      yaadiId: ledgerEntries.yaadiId,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shopId, scope.shopId), eq(ledgerEntries.customerId, customerId)))
    .orderBy(asc(ledgerEntries.day), asc(ledgerEntries.id));
}

export type Account = {
  customer: { id: number; name: string; whatsApp: string; address: string };
  creditLimitPaise: number;
  balancePaise: number;
  statementToken: string | null;
  lastRemindedAt: Date | null;
};

/** One of this shop's customers with their account (an empty one if nothing was ever entered), or null. */
export async function accountOf(scope: ShopScope, customerId: number): Promise<Account | null> {
  const [row] = await scope.db
    .select({
      id: customers.id,
      name: customers.name,
      whatsApp: customers.whatsApp,
      address: customers.address,
      creditLimitPaise: ledgerAccounts.creditLimitPaise,
      balancePaise: ledgerAccounts.balancePaise,
      statementToken: ledgerAccounts.statementToken,
      lastRemindedAt: ledgerAccounts.lastRemindedAt,
    })
    .from(customers)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.customerId, customers.id))
    .where(and(eq(customers.shopId, scope.shopId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) return null;
  const { id, name, whatsApp, address } = row;
  return {
    customer: { id, name, whatsApp, address },
    creditLimitPaise: row.creditLimitPaise ?? 0,
    balancePaise: row.balancePaise ?? 0,
    statementToken: row.statementToken ?? null,
    lastRemindedAt: row.lastRemindedAt ?? null,
  };
}

/** Makes sure the customer (this shop's) has an account row; true when they do. */
async function ensureAccount(scope: ShopScope, customerId: number): Promise<boolean> {
  await scope.db.run(sql`insert into ledger_accounts (customer_id, shop_id)
    select c.id, c.shop_id from customers c where c.id = ${customerId} and c.shop_id = ${scope.shopId}
    on conflict (customer_id) do nothing`);
  return (await accountOf(scope, customerId)) !== null;
}

/** The customer's credit limit (0: none). */
export async function setCreditLimit(scope: ShopScope, customerId: number, limitPaise: number): Promise<boolean> {
  if (!(await ensureAccount(scope, customerId))) return false;
  const rows = await scope.db
    .update(ledgerAccounts)
    .set({ creditLimitPaise: limitPaise, updatedAt: new Date() })
    .where(and(eq(ledgerAccounts.shopId, scope.shopId), eq(ledgerAccounts.customerId, customerId)))
    .returning({ id: ledgerAccounts.customerId });
  return rows.length > 0;
}

/** The statement's private link key: the current one, or a new one (144 random bits). */
export async function shareStatement(scope: ShopScope, customerId: number): Promise<string | null> {
  if (!(await ensureAccount(scope, customerId))) return null;
  const token = encodeBase64Url(crypto.getRandomValues(new Uint8Array(18)));
  const [row] = await scope.db
    .update(ledgerAccounts)
    .set({ statementToken: sql`coalesce(${ledgerAccounts.statementToken}, ${token})` })
    .where(and(eq(ledgerAccounts.shopId, scope.shopId), eq(ledgerAccounts.customerId, customerId)))
    .returning({ token: ledgerAccounts.statementToken });
  return row?.token ?? null;
}

/** Revoke: the statement's link is dead at once; sharing again makes a new one. */
export async function revokeStatement(scope: ShopScope, customerId: number): Promise<boolean> {
  const rows = await scope.db
    .update(ledgerAccounts)
    .set({ statementToken: null })
    .where(and(eq(ledgerAccounts.shopId, scope.shopId), eq(ledgerAccounts.customerId, customerId)))
    .returning({ id: ledgerAccounts.customerId });
  return rows.length > 0;
}

/** The account a statement link opens, with its shop: nothing of any other customer. */
export async function accountByStatementToken(db: ShopScope["db"], token: string) {
  if (!/^[A-Za-z0-9_-]{24}$/.test(token)) return null;
  const [row] = await db
    .select({ shopId: ledgerAccounts.shopId, customerId: ledgerAccounts.customerId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.statementToken, token))
    .limit(1);
  return row ?? null;
}

/** A reminder sent: its amount, and the account's last reminder. */
export async function recordReminder(scope: ShopScope, customerId: number, amountPaise: number, now = new Date()) {
  if (!(await ensureAccount(scope, customerId))) return false;
  await runBatch(scope.db, [
    scope.db.insert(ledgerReminders).values({ shopId: scope.shopId, customerId, amountPaise, sentAt: now }),
    scope.db
      .update(ledgerAccounts)
      .set({ lastRemindedAt: now })
      .where(and(eq(ledgerAccounts.shopId, scope.shopId), eq(ledgerAccounts.customerId, customerId))),
  ]);
  return true;
}

export function remindersOf(scope: ShopScope, customerId: number) {
  return scope.db
    .select({ amountPaise: ledgerReminders.amountPaise, sentAt: ledgerReminders.sentAt })
    .from(ledgerReminders)
    .where(and(eq(ledgerReminders.shopId, scope.shopId), eq(ledgerReminders.customerId, customerId)))
    .orderBy(desc(ledgerReminders.sentAt));
}
