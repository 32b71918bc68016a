import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type CustomerFate, customerFateOf, type OpenRequest } from "#app/domain/customer-data/requests";
import { bills } from "#db/schema/bills";
import { customerDataRequests, customerEntries, customers } from "#db/schema/customers";
import { ledgerAccounts } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { type BatchQuery, runBatch } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's side of "Delete my details" (docs/decisions/0039): the open requests with what carrying each out touches,
 * and the two decisions. Every read and write is the scope's shop's; each decision runs once (it acts only on a request
 * still open, and marks it decided in the same batch).
 */

/** Whose details a request names: its number (when it has one), its order and its saved customer. */
type Target = { id: number; whatsApp: string; yaadiId: number | null; customerId: number | null };

const customerMatch = (t: Target): SQL | undefined =>
  or(
    t.whatsApp ? eq(customers.whatsApp, t.whatsApp) : undefined,
    t.customerId ? eq(customers.id, t.customerId) : undefined,
  );

async function targetsOf(scope: ShopScope, t: Target) {
  const match = customerMatch(t);
  if (!match) return [];
  return scope.db
    .select({ id: customers.id, balancePaise: ledgerAccounts.balancePaise, account: ledgerAccounts.customerId })
    .from(customers)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.customerId, customers.id))
    .where(and(eq(customers.shopId, scope.shopId), match));
}

const fateOf = (row: { account: number | null; balancePaise: number | null }): CustomerFate =>
  customerFateOf(row.account === null ? null : { balancePaise: row.balancePaise ?? 0 });

/** The shop's open requests, oldest first (the one waiting longest is done first). */
export async function openRequests(scope: ShopScope): Promise<OpenRequest[]> {
  const rows = await scope.db
    .select()
    .from(customerDataRequests)
    .where(and(eq(customerDataRequests.shopId, scope.shopId), eq(customerDataRequests.status, "asked")))
    .orderBy(asc(customerDataRequests.askedAt), asc(customerDataRequests.id));
  return Promise.all(
    rows.map(async (r) => {
      const [[orders], [billed], saved] = await Promise.all([
        scope.db
          .select({ n: count() })
          .from(yaadies)
          .where(and(eq(yaadies.shopId, scope.shopId), yaadiMatch(r))),
        r.whatsApp
          ? scope.db
              .select({ n: count() })
              .from(bills)
              .where(and(eq(bills.shopId, scope.shopId), eq(bills.customerWhatsApp, r.whatsApp)))
          : Promise.resolve([{ n: 0 }]),
        targetsOf(scope, r),
      ]);
      const kept = saved.map(fateOf).filter((f) => f.keep);
      return {
        id: r.id,
        name: r.name,
        whatsApp: r.whatsApp,
        askedAt: r.askedAt.getTime(),
        orders: orders?.n ?? 0,
        bills: billed?.n ?? 0,
        owesPaise: kept.reduce((sum, f) => sum + f.owesPaise, 0),
        keepsAccount: kept.length > 0,
      };
    }),
  );
}

/** How many requests wait for the shop (the home's notice). */
export async function openRequestCount(scope: ShopScope): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(customerDataRequests)
    .where(and(eq(customerDataRequests.shopId, scope.shopId), eq(customerDataRequests.status, "asked")));
  return row?.n ?? 0;
}

function yaadiMatch(t: Target): SQL {
  return (
    or(
      t.whatsApp ? eq(yaadies.customerWhatsApp, t.whatsApp) : undefined,
      t.yaadiId ? eq(yaadies.id, t.yaadiId) : undefined,
      t.customerId ? eq(yaadies.customerId, t.customerId) : undefined,
    ) ?? sql`0`
  );
}

async function openRequest(scope: ShopScope, requestId: number): Promise<Target | null> {
  const [row] = await scope.db
    .select({
      id: customerDataRequests.id,
      whatsApp: customerDataRequests.whatsApp,
      yaadiId: customerDataRequests.yaadiId,
      customerId: customerDataRequests.customerId,
    })
    .from(customerDataRequests)
    .where(
      and(
        eq(customerDataRequests.shopId, scope.shopId),
        eq(customerDataRequests.id, requestId),
        eq(customerDataRequests.status, "asked"),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type Decided = { ok: true } | { ok: false; reason: "not-open" };

/**
 * Carries a request out, in one batch (D1 runs a batch as one transaction): the customer's name, number and address
 * leave every order of the shop that names them (marked as deleted, amounts and lines untouched), their visits to the
 * store, and their saved customer rows — deleted, or kept under `neutralName` when an udhaar account holds entries the
 * ledger never lets go. Bills are not touched: an issued bill never changes (migration 0015). Each statement acts only
 * while the request is still open, and the last closes it (with every other open request for the same number), so a
 * repeat changes nothing.
 */
export async function carryOut(
  scope: ShopScope,
  requestId: number,
  neutralName: (customerId: number) => string,
  now = new Date(),
): Promise<Decided> {
  const target = await openRequest(scope, requestId);
  if (!target) return { ok: false, reason: "not-open" };
  const saved = await targetsOf(scope, target);
  const keep = saved.filter((s) => fateOf(s).keep).map((s) => s.id);
  const drop = saved.filter((s) => !fateOf(s).keep).map((s) => s.id);
  const { db, shopId } = scope;
  const stillOpen = sql`exists (select 1 from ${customerDataRequests} where ${customerDataRequests.id} = ${requestId}
    and ${customerDataRequests.shopId} = ${shopId} and ${customerDataRequests.status} = 'asked')`;
  const statements: BatchQuery[] = [
    db
      .update(yaadies)
      .set({ customerName: "", customerWhatsApp: "", customerAddress: "", detailsDeletedAt: now })
      .where(
        and(
          eq(yaadies.shopId, shopId),
          or(
            yaadiMatch(target),
            saved.length
              ? inArray(
                  yaadies.customerId,
                  saved.map((s) => s.id),
                )
              : undefined,
          ),
          stillOpen,
        ),
      ),
  ];
  if (target.whatsApp)
    statements.push(
      db
        .delete(customerEntries)
        .where(and(eq(customerEntries.shopId, shopId), eq(customerEntries.whatsApp, target.whatsApp), stillOpen)),
    );
  for (const id of keep)
    statements.push(
      db
        .update(customers)
        .set({ name: neutralName(id), whatsApp: "", address: "", updatedAt: now })
        .where(and(eq(customers.shopId, shopId), eq(customers.id, id), stillOpen)),
    );
  if (drop.length)
    statements.push(
      db.delete(customers).where(and(eq(customers.shopId, shopId), inArray(customers.id, drop), stillOpen)),
    );
  statements.push(
    db
      .update(customerDataRequests)
      .set({ status: "done", decidedAt: now, name: "", whatsApp: "" })
      .where(
        and(
          eq(customerDataRequests.shopId, shopId),
          eq(customerDataRequests.status, "asked"),
          or(
            eq(customerDataRequests.id, requestId),
            target.whatsApp ? eq(customerDataRequests.whatsApp, target.whatsApp) : undefined,
          ),
        ),
      ),
  );
  const results = await runBatch(db, statements);
  // Another tap carried it out between the read and the batch: the batch changed nothing.
  return (results.at(-1)?.meta.changes ?? 0) > 0 ? { ok: true } : { ok: false, reason: "not-open" };
}

/** Declines an open request with the reason the customer reads on their page; once. */
export async function decline(scope: ShopScope, requestId: number, reason: string, now = new Date()): Promise<Decided> {
  const rows = await scope.db
    .update(customerDataRequests)
    .set({ status: "declined", reason, decidedAt: now })
    .where(
      and(
        eq(customerDataRequests.shopId, scope.shopId),
        eq(customerDataRequests.id, requestId),
        eq(customerDataRequests.status, "asked"),
      ),
    )
    .returning({ id: customerDataRequests.id });
  return rows.length > 0 ? { ok: true } : { ok: false, reason: "not-open" };
}

/** Whether the request is this shop's, whatever became of it (another shop's id is the same as none: a 404). */
export async function isShopsRequest(scope: ShopScope, requestId: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: customerDataRequests.id })
    .from(customerDataRequests)
    .where(and(eq(customerDataRequests.shopId, scope.shopId), eq(customerDataRequests.id, requestId)))
    .limit(1);
  return row !== undefined;
}
