import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { BILLS_KEPT_MONTHS, DATA_KEPT_DAYS, monthsBefore, PURGE_BATCH } from "#app/domain/closing/closing";
import { shopClosures } from "#db/schema/closing";
import { auditEvents, shops } from "#db/schema/platform";
import { cellDb, cellNumbers } from "../cells.server";
import type { Db } from "../db.server";
import { logEvent } from "../logs.server";
import { deleteShopFiles } from "../owner/shops.server";
import { syncShopCopy } from "../shop-copy.server";

/*
 * The hourly housekeeping's deletion of closed accounts (docs/decisions/0038). 30 days after the owner's
 * confirmation every row of the shop goes except its bills, their lines and what a bill needs to be read (the shop's
 * row, its tax registration, its series and day totals); each bill goes 72 months after its date, and the shop's row
 * with the last one. Every statement deletes at most PURGE_BATCH rows, children before parents (a cascade never
 * deletes a shop's orders in one statement), and a run stops after MAX_STATEMENTS so a large shop is finished over
 * several hours instead of outrunning one invocation.
 */

const MAX_STATEMENTS = 400;

/**
 * The shop's tables in the order they are emptied: each table's rows before the rows they point to. Ledger entries
 * newest first, so a reversal goes before (or with) the entry it reverses. Bills and their keepers are not here.
 */
export const DATA_TABLES: readonly { table: string; order?: string }[] = [
  { table: "ledger_reminders" },
  { table: "ledger_entries", order: "id desc" },
  { table: "ledger_accounts" },
  { table: "yaadi_lines" },
  { table: "pending_yaadies" },
  { table: "payments" },
  { table: "customer_entries" },
  { table: "yaadies" },
  { table: "customers" },
  { table: "dealers" },
  { table: "client_sheets" },
  { table: "clients" },
  { table: "diets" },
  { table: "special_offers" },
  { table: "product_tax" },
  { table: "products" },
  { table: "categories" },
  { table: "brands" },
  { table: "shop_settings" },
  { table: "store_images" },
  { table: "custom_domains" },
  { table: "push_subscriptions" },
  { table: "sessions" },
  { table: "admins" },
  { table: "idempotency_keys" },
  { table: "report_exports" },
  { table: "email_outbox" },
  { table: "registrations" },
  { table: "app_logs" },
  { table: "data_exports" },
  { table: "shop_restores" },
  { table: "shop_imports" },
  { table: "shop_moves" },
  // A backup's parts go with it (their foreign key cascades; they carry no shop_id of their own).
  { table: "shop_backups" },
  { table: "customer_data_requests" },
];

/**
 * The shop's tables the data purge leaves: the bills and what they need (deleted with the bills, 72 months on), and
 * the closure itself and the audit log's record of it. A test holds every table with a shop_id to one of the lists.
 */
export const KEPT_TABLES = [
  "shops",
  "bills",
  "bill_lines",
  "bill_series",
  "bill_day_totals",
  "shop_tax",
  "shop_closures",
  "audit_events",
] as const;

type Budget = { left: number };

/**
 * The closing shop's two databases (docs/decisions/0041): its cell, which holds its data, its bills and its closure,
 * and the directory, which holds its row, its sign-ins, its devices and payments, and the logs. One database for a
 * shop in cell 0.
 */
type Dbs = { cell: Db; directory: Db };

/** The tables of DATA_TABLES the directory holds, whatever the shop's cell. */
const IN_DIRECTORY = new Set([
  "payments",
  "custom_domains",
  "push_subscriptions",
  "sessions",
  "admins",
  "email_outbox",
  "registrations",
  "app_logs",
  "shop_imports",
]);

/** Deletes a table's rows of the shop, PURGE_BATCH at a time; false when the budget ran out first. */
async function emptyTable(db: Db, budget: Budget, shopId: number, table: string, where = sql``, order = "rowid") {
  for (;;) {
    if (budget.left-- <= 0) return false;
    const result = await db.run(
      sql`delete from ${sql.identifier(table)} where rowid in (select rowid from ${sql.identifier(table)}
        where shop_id = ${shopId} ${where} order by ${sql.raw(order)} limit ${PURGE_BATCH})`,
    );
    if (result.meta.changes < PURGE_BATCH) return true;
  }
}

function housekeepingAudit(db: Db, shopId: number, shopUrl: string, action: string, details: string) {
  return db.insert(auditEvents).values({ ownerId: null, actor: "housekeeping", action, shopId, shopUrl, details });
}

/** Everything but the bills, 30 days after the confirmation; true when the shop's data is all gone. */
async function purgeData(
  env: Env,
  dbs: Dbs,
  budget: Budget,
  shop: { id: number; cell: number },
  url: string,
  now: number,
) {
  const shopId = shop.id;
  const { cell, directory } = dbs;
  for (const { table, order } of DATA_TABLES) {
    const db = IN_DIRECTORY.has(table) ? directory : cell;
    if (!(await emptyTable(db, budget, shopId, table, sql``, order))) return false;
  }
  await deleteShopFiles(env.FILES, shopId);
  // The shop's row stays for its bills (they name it), without the people's details the bills do not need.
  await directory
    .update(shops)
    .set({ owner: "", mobile: "", whatsApp: "", landLine: "", email: "", aboutUs: "", upiId: "", logoKey: null })
    .where(eq(shops.id, shopId));
  await syncShopCopy(env, directory, shop);
  await cell
    .update(shopClosures)
    .set({ dataPurgedAt: new Date(now), updatedAt: new Date(now) })
    .where(eq(shopClosures.shopId, shopId));
  await housekeepingAudit(
    directory,
    shopId,
    url,
    "account data purged",
    "all data deleted except bills (kept 72 months)",
  );
  await logEvent(directory, "info", `Closed account ${url}: data deleted, bills kept`, shopId);
  return true;
}

/** Bills older than 72 months go (lines first); with the last bill the shop's row and its keepers go. */
async function purgeBills(dbs: Dbs, budget: Budget, shopId: number, url: string, now: number) {
  const { cell: db, directory } = dbs;
  const before = monthsBefore(now, BILLS_KEPT_MONTHS);
  // Only this row lets the bills' delete triggers through, and only for bills issued before `before`.
  await db
    .update(shopClosures)
    .set({ billsDeletableBefore: new Date(before), updatedAt: new Date(now) })
    .where(eq(shopClosures.shopId, shopId));
  const old = sql`and bill_id in (select id from bills where shop_id = ${shopId} and issued_at < ${before})`;
  if (!(await emptyTable(db, budget, shopId, "bill_lines", old))) return;
  if (!(await emptyTable(db, budget, shopId, "bills", sql`and issued_at < ${before}`))) return;
  const left = await db.get<{ n: number }>(sql`select count(*) as n from bills where shop_id = ${shopId}`);
  if ((left?.n ?? 0) > 0) return;
  // The cell's copy of the shop's row first (its closure goes with it), then the directory's.
  if (db !== directory) await db.delete(shops).where(eq(shops.id, shopId));
  await directory.batch([
    housekeepingAudit(
      directory,
      shopId,
      url,
      "account purged",
      "last bills deleted after 72 months; nothing of the shop is left",
    ),
    directory.delete(shops).where(eq(shops.id, shopId)),
  ]);
  await logEvent(directory, "info", `Closed account ${url}: purged`);
}

/** The hourly step: closed accounts whose time has come, as far as one run goes (`maxStatements` deletes). */
export async function purgeClosedAccounts(
  env: Env,
  db: Db,
  now = Date.now(),
  maxStatements = MAX_STATEMENTS,
): Promise<void> {
  const budget: Budget = { left: maxStatements };
  for (const cellNumber of cellNumbers(env)) {
    // Cell 0 is the directory's own database; another's closures are read beside its copies of its shops' rows.
    const dbs = { cell: cellNumber === 0 ? db : cellDb(env, cellNumber), directory: db };
    const due = await dbs.cell
      .select({ shopId: shopClosures.shopId, url: shops.url, dataPurgedAt: shopClosures.dataPurgedAt })
      .from(shopClosures)
      .innerJoin(shops, eq(shops.id, shopClosures.shopId))
      .where(
        and(
          eq(shopClosures.state, "confirmed"),
          eq(shops.cell, cellNumber),
          isNotNull(shops.closedAt),
          lte(shopClosures.confirmedAt, new Date(now - DATA_KEPT_DAYS * 86_400_000)),
        ),
      )
      .orderBy(shopClosures.confirmedAt);
    for (const shop of due) {
      if (budget.left <= 0) return;
      const placed = { id: shop.shopId, cell: cellNumber };
      if (shop.dataPurgedAt === null && !(await purgeData(env, dbs, budget, placed, shop.url, now))) return;
      await purgeBills(dbs, budget, shop.shopId, shop.url, now);
    }
  }
}
