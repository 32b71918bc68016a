import { and, eq, inArray, sql } from "drizzle-orm";
import type { Ageing } from "#app/domain/ledger/ledger";
import { addDaysIst } from "#app/domain/time";
import { ledgerAccounts, ledgerEntries } from "#db/schema/ledger";
import { readByIds } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * Udhaar across the shop's accounts (docs/decisions/0035): who owes what and how old it is, what is to collect, a
 * day's collections, and which yaadies went on credit. The entries themselves are written in ledger.server.ts.
 */

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
  return (await creditsOfYaadies(scope, [yaadiId])).get(yaadiId) ?? null;
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
