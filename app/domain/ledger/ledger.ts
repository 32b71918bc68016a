import { LEDGER_ENTRY_KINDS, PAYMENT_METHODS } from "#db/schema/enums";

/**
 * Udhaar: a customer's credit account with the shop, in integer paise. Entries are only ever added: a sale on
 * credit or an opening balance adds to what the customer owes, a payment takes from it, and a mistake is undone by a
 * reversal that names the entry it cancels — so the history always adds up to the balance and nothing is rewritten.
 */

export { LEDGER_ENTRY_KINDS as ENTRY_KINDS, PAYMENT_METHODS };
export type EntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type LedgerEntry = {
  id: number;
  kind: EntryKind;
  /** Always positive: the kind says which way it goes. A reversal's amount is the reversed entry's. */
  amountPaise: number;
  /** The India date it counts from (a sale's date, a payment's date): "yyyy-mm-dd". */
  day: string;
  /** The entry a reversal cancels. */
  reverses?: number | null;
};

/** What an entry does to the balance: + the customer owes more, − less. */
export function signedAmount(entry: LedgerEntry, all: ReadonlyMap<number, LedgerEntry>): number {
  switch (entry.kind) {
    case "opening":
    case "sale":
      return entry.amountPaise;
    case "payment":
      return -entry.amountPaise;
    case "reversal": {
      const undone = entry.reverses == null ? undefined : all.get(entry.reverses);
      return undone ? -signedAmount(undone, all) : 0;
    }
  }
}

const byId = (entries: readonly LedgerEntry[]) => new Map(entries.map((e) => [e.id, e]));

/** What the customer owes now (negative: the shop holds an advance). */
export function balanceOf(entries: readonly LedgerEntry[]): number {
  const all = byId(entries);
  return entries.reduce((sum, e) => sum + signedAmount(e, all), 0);
}

/** Which entries a reversal has cancelled: they and their reversals count for nothing but the history. */
export function reversedIds(entries: readonly LedgerEntry[]): Set<number> {
  const ids = new Set<number>();
  for (const e of entries) {
    if (e.kind === "reversal" && e.reverses != null) {
      ids.add(e.reverses);
      ids.add(e.id);
    }
  }
  return ids;
}

/** Why an entry cannot be reversed, or null: each entry once, never a reversal, always this customer's. */
export function reversalProblem(
  entries: readonly LedgerEntry[],
  target: number,
): "unknown" | "already" | "a-reversal" | null {
  const entry = entries.find((e) => e.id === target);
  if (!entry) return "unknown";
  if (entry.kind === "reversal") return "a-reversal";
  return entries.some((e) => e.kind === "reversal" && e.reverses === target) ? "already" : null;
}

export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type Ageing = Record<AgeBucket, number>;

/** Whole India days from one date to another ("2026-11-01" → "2026-11-28" is 27). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function bucketOf(days: number): AgeBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

/**
 * What is left unpaid of each sale and opening balance: payments settle the oldest first (first in, first out), by
 * day and then by entry. Reversed entries count for nothing.
 */
export function unpaidDebts(entries: readonly LedgerEntry[]): { entry: LedgerEntry; leftPaise: number }[] {
  const gone = reversedIds(entries);
  const live = entries.filter((e) => !gone.has(e.id));
  let credit = live.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amountPaise, 0);
  const debts = live
    .filter((e) => e.kind === "opening" || e.kind === "sale")
    .sort((x, y) => x.day.localeCompare(y.day) || x.id - y.id);
  const unpaid: { entry: LedgerEntry; leftPaise: number }[] = [];
  for (const entry of debts) {
    const settled = Math.min(credit, entry.amountPaise);
    credit -= settled;
    if (entry.amountPaise > settled) unpaid.push({ entry, leftPaise: entry.amountPaise - settled });
  }
  return unpaid;
}

/**
 * How old what is owed is: what is left of each sale in its bucket by its age in India days on `today`. The buckets
 * add up to the balance when something is owed; an advance leaves them all 0.
 */
export function ageingOf(entries: readonly LedgerEntry[], today: string): Ageing {
  const ageing: Ageing = { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 };
  for (const { entry, leftPaise } of unpaidDebts(entries)) ageing[bucketOf(daysBetween(entry.day, today))] += leftPaise;
  return ageing;
}

/** Days since the oldest sale still unpaid (the Udhaar list's "age" sort), or null when nothing is owed. */
export function oldestUnpaidDays(entries: readonly LedgerEntry[], today: string): number | null {
  const [oldest] = unpaidDebts(entries);
  return oldest ? daysBetween(oldest.entry.day, today) : null;
}

/**
 * The warning before a credit sale: null when the customer has no limit (0) or stays within it, else by how much
 * the sale would pass it. A warning, not a refusal: the shopkeeper knows the customer.
 */
export function limitWarning(
  balancePaise: number,
  salePaise: number,
  limitPaise: number,
): { overByPaise: number; afterPaise: number } | null {
  if (limitPaise <= 0) return null;
  const after = balancePaise + salePaise;
  return after > limitPaise ? { overByPaise: after - limitPaise, afterPaise: after } : null;
}

export type StatementLine = LedgerEntry & { balanceAfterPaise: number; reversed: boolean };

export type Statement = {
  openingPaise: number;
  lines: StatementLine[];
  salesPaise: number;
  paymentsPaise: number;
  closingPaise: number;
};

/**
 * A statement of the days `from`–`to`: the balance brought forward, each entry of the range in order with the
 * running balance after it, what was bought and paid in the range (reversals netted out of the kind they undo), and
 * the closing balance — which is always opening + sales − payments.
 */
export function statementOf(entries: readonly LedgerEntry[], from: string, to: string): Statement {
  const all = byId(entries);
  const gone = reversedIds(entries);
  const ordered = [...entries].sort((x, y) => x.day.localeCompare(y.day) || x.id - y.id);
  let running = 0;
  let openingPaise = 0;
  let salesPaise = 0;
  let paymentsPaise = 0;
  const lines: StatementLine[] = [];
  for (const e of ordered) {
    const signed = signedAmount(e, all);
    running += signed;
    if (e.day < from) {
      openingPaise = running;
      continue;
    }
    if (e.day > to) break;
    // A reversal nets out of the kind it undoes: a payment reversed is less paid, not more bought.
    const undone = e.kind === "reversal" && e.reverses != null ? all.get(e.reverses) : e;
    if (undone?.kind === "payment") paymentsPaise -= signed;
    else salesPaise += signed;
    lines.push({ ...e, balanceAfterPaise: running, reversed: gone.has(e.id) && e.kind !== "reversal" });
  }
  return { openingPaise, lines, salesPaise, paymentsPaise, closingPaise: openingPaise + salesPaise - paymentsPaise };
}
