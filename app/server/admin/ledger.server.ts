import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import {
  type Ageing,
  ageingOf,
  type LedgerEntry,
  type PaymentMethod,
  reversalProblem,
} from "#app/domain/ledger/ledger";
import { addDaysIst, istDate } from "#app/domain/time";
import { customers } from "#db/schema/customers";
import { ledgerAccounts, ledgerEntries, ledgerReminders } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { readByIds, runBatch } from "../db.server";
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

export type UdhaarRow = {
  customerId: number;
  name: string;
  whatsApp: string;
  balancePaise: number;
  creditLimitPaise: number;
  lastRemindedAt: Date | null;
  ageing: Ageing;
};

/**
 * Who owes what (the Udhaar screen): every account with something owed, biggest first, aged on `today`. Payments
 * settle the oldest sales first, so what is unpaid is the newest sales that make up the balance: of a balance B, the
 * part at most 30 days old is min(B, the sales of those days), and so on — only the last 91 days' sales are read
 * (an index range by day), whatever the shop's history, and whatever is left of B is over 90 days.
 */
export async function udhaarList(scope: ShopScope, today: string): Promise<UdhaarRow[]> {
  const [d31, d61, d91] = [31, 61, 91].map((days) => addDaysIst(today, -days));
  const rows = await scope.db.all<{
    customer_id: number;
    name: string;
    whatsapp: string;
    balance_paise: number;
    credit_limit_paise: number;
    last_reminded_at: number | null;
    n30: number;
    n60: number;
    n90: number;
  }>(sql`with recent as (
      select e.customer_id,
        sum(case when e.day > ${d31} then e.amount_paise else 0 end) as n30,
        sum(case when e.day > ${d61} then e.amount_paise else 0 end) as n60,
        sum(e.amount_paise) as n90
      -- The range of days, not the shop's whole history (the planner would walk every entry for its order).
      from ledger_entries e indexed by ledger_entries_shop_day_idx
      where e.shop_id = ${scope.shopId} and e.day > ${d91} and e.kind in ('opening', 'sale')
        and not exists (select 1 from ledger_entries r where r.reverses = e.id)
      group by e.customer_id
    )
    select a.customer_id, c.name, c.whatsapp, a.balance_paise, a.credit_limit_paise, a.last_reminded_at,
      coalesce(r.n30, 0) as n30, coalesce(r.n60, 0) as n60, coalesce(r.n90, 0) as n90
    from ledger_accounts a
    join customers c on c.id = a.customer_id and c.shop_id = ${scope.shopId}
    left join recent r on r.customer_id = a.customer_id
    where a.shop_id = ${scope.shopId} and a.balance_paise > 0
    order by a.balance_paise desc, c.name`);
  return rows.map((r) => {
    const upTo = (newer: number) => Math.min(r.balance_paise, newer);
    return {
      customerId: r.customer_id,
      name: r.name,
      whatsApp: r.whatsapp,
      balancePaise: r.balance_paise,
      creditLimitPaise: r.credit_limit_paise,
      lastRemindedAt: r.last_reminded_at === null ? null : new Date(r.last_reminded_at),
      ageing: {
        "0-30": upTo(r.n30),
        "31-60": upTo(r.n60) - upTo(r.n30),
        "61-90": upTo(r.n90) - upTo(r.n60),
        "90+": r.balance_paise - upTo(r.n90),
      },
    };
  });
}

/** The account's ageing from its entries, as the domain works it out (a customer's screen and statement). */
export async function ageingOfAccount(scope: ShopScope, customerId: number, today: string): Promise<Ageing> {
  return ageingOf(await entriesOf(scope, customerId), today);
}

/** The admin home's card: how much the shop's customers owe, and how many of them. */
export async function toCollect(scope: ShopScope): Promise<{ totalPaise: number; customers: number }> {
  const [row] = await scope.db
    .select({
      totalPaise: sql<number>`coalesce(sum(${ledgerAccounts.balancePaise}), 0)`,
      customers: sql<number>`count(*)`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.shopId, scope.shopId), sql`${ledgerAccounts.balancePaise} > 0`));
  return row ?? { totalPaise: 0, customers: 0 };
}

/** What came in on an India day: its payments, less any of them reversed. */
export async function collectionsOn(scope: ShopScope, day: string): Promise<number> {
  const [row] = await scope.db.all<{ paise: number }>(sql`select coalesce(sum(e.amount_paise), 0) as paise
    from ledger_entries e where e.shop_id = ${scope.shopId} and e.kind = 'payment' and e.day = ${day}
      and not exists (select 1 from ledger_entries r where r.reverses = e.id)`);
  return row?.paise ?? 0;
}

/** The customer whose account a yaadi was put on credit in, or null (a yaadi's screen says "On credit" then). */
export async function creditOfYaadi(scope: ShopScope, yaadiId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ customerId: ledgerEntries.customerId })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.shopId, scope.shopId), eq(ledgerEntries.kind, "sale"), eq(ledgerEntries.yaadiId, yaadiId)),
    )
    .limit(1);
  return row?.customerId ?? null;
}

/** Which of these yaadies are on credit, and in whose account (the Yaadi Summary's page of rows). */
export async function creditsOfYaadies(scope: ShopScope, yaadiIds: readonly number[]): Promise<Map<number, number>> {
  // A page of the Yaadi Summary names 100 yaadies: read in chunks within D1's 100 parameters (db.server.ts).
  const rows = await readByIds([...new Set(yaadiIds)], (chunk) =>
    scope.db
      .select({ yaadiId: ledgerEntries.yaadiId, customerId: ledgerEntries.customerId })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.shopId, scope.shopId),
          eq(ledgerEntries.kind, "sale"),
          inArray(ledgerEntries.yaadiId, chunk),
        ),
      ),
  );
  return new Map(rows.map((r) => [r.yaadiId!, r.customerId]));
}
