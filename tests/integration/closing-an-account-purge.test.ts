import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DATA_TABLES, KEPT_TABLES, purgeClosedAccounts } from "#app/server/closing/purge.server";
import { billLines, billSeries, bills, shopTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import { shopClosures } from "#db/schema/closing";
import { customers } from "#db/schema/customers";
import { ledgerEntries, ledgerReminders } from "#db/schema/ledger";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { admins, auditEvents, shops } from "#db/schema/platform";
import { runHousekeeping } from "#workers/jobs/housekeeping";
import { auditOf, closeAccountOf, closure, twoFilledShops } from "./closing-an-account-fixture";
import { asOwner, countRows, db, type TestShop } from "./helpers";
import { postForm } from "./route-harness";
import { shopRowsSnapshot, tableCatalogue } from "./shop-fixtures";

/*
 * A closed account's data deleted by the hourly housekeeping (issue 30, docs/decisions/0038): everything but the bills
 * 30 days after the owner's confirmation, in batches, and the bills 72 months later — another shop untouched
 * throughout, a bill never deleted before its time, and every table that holds a shop's rows known to the purge. The
 * account is closed in beforeAll through the routes that closing-an-account.test.ts tests.
 */

const DAY = 86_400_000;
let a: TestShop;
let b: TestShop;

beforeAll(async () => {
  ({ a, b } = await twoFilledShops());
  await closeAccountOf(a);
});

/** What the database answered a statement: "done", or its refusal's message. */
const refusal = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => "done",
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describe("the housekeeping deletes a closed account's data", () => {
  /** B's rows the housekeeping's own ageing does not touch (sessions, logs, write keys, report files age anyway). */
  const lasting = async (shopId: number) => {
    const {
      sessions: _s,
      app_logs: _l,
      idempotency_keys: _i,
      report_exports: _r,
      email_outbox: _e,
      ...rows
    } = await shopRowsSnapshot(shopId);
    return {
      ...rows,
      "r2 objects": rows["r2 objects"]!.filter((o) => !String((o as { key: string }).key).startsWith("exports/")),
    };
  };
  const billsOf = (shopId: number) => countRows(bills, eq(bills.shopId, shopId));

  it("after 30 days: everything but the bills, in batches; the bills only after 72 months; B untouched", async () => {
    const confirmedAt = (await closure(a.id))!.confirmedAt!.getTime();
    const bBefore = await lasting(b.id);
    const aBills = await billsOf(a.id);
    expect(aBills).toBeGreaterThan(0);
    expect(await countRows(ledgerEntries, eq(ledgerEntries.shopId, a.id))).toBe(3);

    // Before 30 days nothing goes.
    await runHousekeeping(env, confirmedAt + 29 * DAY);
    expect(await countRows(products, eq(products.shopId, a.id))).toBeGreaterThan(0);

    // In batches of 500 rows, never a table in one statement: a run stopped after two statements has deleted 1,000 of
    // 1,200 reminders and nothing else; the next run goes on from there.
    const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.shopId, a.id));
    await db().run(sql`insert into ledger_reminders (shop_id, customer_id, amount_paise)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1200)
      select ${a.id}, ${customer!.id}, i from n`);
    const reminders = () => countRows(ledgerReminders, eq(ledgerReminders.shopId, a.id));
    expect(await reminders()).toBe(1200);
    await purgeClosedAccounts(env, db(), confirmedAt + 31 * DAY, 2);
    expect(await reminders()).toBe(200);
    expect(await countRows(products, eq(products.shopId, a.id))).toBeGreaterThan(0);
    expect((await closure(a.id))?.dataPurgedAt).toBeNull();

    await runHousekeeping(env, confirmedAt + 31 * DAY);
    for (const [table, column] of [
      [products, products.shopId],
      [yaadies, yaadies.shopId],
      [yaadiLines, yaadiLines.shopId],
      [customers, customers.shopId],
      [ledgerEntries, ledgerEntries.shopId],
      [admins, admins.shopId],
    ] as const) {
      expect(await countRows(table, eq(column, a.id))).toBe(0);
    }
    const objects = await env.FILES.list({ prefix: `public/shops/${a.id}/` });
    expect(objects.objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `private/shops/${a.id}/` })).objects).toEqual([]);
    // The bills and what reading them needs are kept.
    expect(await billsOf(a.id)).toBe(aBills);
    expect(await countRows(billLines, eq(billLines.shopId, a.id))).toBeGreaterThan(0);
    expect(await countRows(shopTax, eq(shopTax.shopId, a.id))).toBe(1);
    expect(await countRows(billSeries, eq(billSeries.shopId, a.id))).toBeGreaterThan(0);
    const [kept] = await db().select().from(shops).where(eq(shops.id, a.id));
    expect(kept).toMatchObject({ mobile: "", email: "", owner: "" });
    expect(await auditOf(a.id, "account data purged")).toBe(1);
    expect((await closure(a.id))?.dataPurgedAt).toBeInstanceOf(Date);

    // The database itself refuses to delete a bill early, the closed shop's or an open shop's.
    for (const shopId of [a.id, b.id]) {
      expect(await refusal(db().delete(bills).where(eq(bills.shopId, shopId)))).toContain("a bill is kept 72 months");
      expect(await refusal(db().delete(billLines).where(eq(billLines.shopId, shopId)))).toContain(
        "a bill is kept 72 months",
      );
    }
    // Nor can a closure be made to say bills are due without being confirmed.
    expect(
      await refusal(
        db().run(sql`insert into shop_closures (shop_id, state, requested_at) values (${b.id}, 'requested', 0)`),
      ),
    ).toBe("done");
    expect(
      await refusal(
        db().run(sql`update shop_closures set bills_deletable_before = 9999999999999 where shop_id = ${b.id}`),
      ),
    ).toContain("a closed account stays closed");
    await db().delete(shopClosures).where(eq(shopClosures.shopId, b.id));
    // An hour later, nothing more goes and nothing is audited twice.
    await runHousekeeping(env, confirmedAt + 31 * DAY + 3_600_000);
    expect(await billsOf(a.id)).toBe(aBills);
    expect(await auditOf(a.id, "account data purged")).toBe(1);

    // The audit log tells the story under the shop's URL (kept a year, as every audit event).
    const story = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.shopUrl, a.url), sql`${auditEvents.action} like 'account%'`))
      .orderBy(auditEvents.id);
    expect(story.map((e) => e.action)).toEqual([
      "account closing requested",
      "account closing withdrawn",
      "account closing requested",
      "account closing confirmed",
      "account data purged",
    ]);

    // 73 months later the bills go, and with the last one the shop's row.
    const later = new Date(confirmedAt);
    later.setUTCMonth(later.getUTCMonth() + 73);
    await runHousekeeping(env, later.getTime());
    expect(await billsOf(a.id)).toBe(0);
    expect(await countRows(shops, eq(shops.id, a.id))).toBe(0);
    expect(
      await countRows(auditEvents, and(eq(auditEvents.shopUrl, a.url), eq(auditEvents.action, "account purged"))),
    ).toBe(1);
    // B, open, has every lasting row as before, its bills included.
    expect(await lasting(b.id)).toEqual(bBefore);
    expect(await billsOf(b.id)).toBeGreaterThan(0);
  });

  it("knows every table that holds a shop's rows: each is purged after 30 days or kept for the bills", async () => {
    const owned = (await tableCatalogue())
      .filter((t) => t.columns.some((c) => c.name === "shop_id"))
      .map((t) => t.name);
    const known = new Set<string>([...DATA_TABLES.map((t) => t.table), ...KEPT_TABLES]);
    expect(owned.filter((name) => !known.has(name))).toEqual([]);
  });

  it("a shop with bills is closed, not deleted: the owner's Delete is refused", async () => {
    // The housekeeping 73 months on ended every session: the owner signs in again.
    const token = (await asOwner()).token!;
    const response = await postForm("/owner/shops", { intent: "delete", id: String(b.id) }, { token });
    expect([response.status, response.headers.get("Location")]).toEqual([409, null]);
    expect(await countRows(shops, eq(shops.id, b.id))).toBe(1);
  });
});
