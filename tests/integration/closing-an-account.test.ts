import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSING_MESSAGES } from "#app/domain/closing/closing";
import { LOGIN_MESSAGES } from "#app/domain/sign-in";
import { addEntry, reverseEntry, shareStatement } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { DATA_TABLES, KEPT_TABLES, purgeClosedAccounts } from "#app/server/closing/purge.server";
import { billLines, billSeries, bills, shopTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import { shopClosures } from "#db/schema/closing";
import { customers } from "#db/schema/customers";
import { ledgerEntries, ledgerReminders } from "#db/schema/ledger";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { admins, auditEvents, sessions, shops } from "#db/schema/platform";
import { runHousekeeping } from "#workers/jobs/housekeeping";
import { flashOf } from "./admin-answers";
import { asAdminOf, asOwner, countRows, createTestShop, db, type TestShop } from "./helpers";
import { formOf, get, postForm, send } from "./route-harness";
import { fillShop, makeShopReady, shopRowsSnapshot, tableCatalogue } from "./shop-fixtures";

/*
 * Closing a shop's account (issue 30, docs/decisions/0038), through the routes as the admin and the owner use them:
 * ask (with the password), withdraw, ask again, the owner's confirmation taking the store offline at once, and the
 * hourly housekeeping deleting the data 30 days later and the bills 72 months later — another shop untouched
 * throughout, and a bill never deleted before its time.
 */

const DAY = 86_400_000;
let a: TestShop;
let b: TestShop;
let adminA: string;
let adminB: string;
let owner: string;
/** A's customer's order page and Udhaar statement, which live outside the store's path. */
let orderPage: string;
let statement: string;

beforeAll(async () => {
  [a, b] = [await createTestShop(), await createTestShop()];
  for (const [shop, tag] of [
    [a, "closea"],
    [b, "closeb"],
  ] as const) {
    await makeShopReady(shop);
    const filled = await fillShop(shop, tag);
    if (shop === a) orderPage = `/yaadilist/${filled.yaadiUrl}`;
  }
  // An Udhaar account with a payment and its reversal: the purge must delete a reversal before what it reverses.
  const scope = bindToShop(db(), a.id);
  const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.shopId, a.id));
  await addEntry(
    scope,
    customer!.id,
    { kind: "opening", amountPaise: 50_000, day: "2026-01-01", note: "" },
    "ledger-open-key-1",
  );
  const paid = await addEntry(
    scope,
    customer!.id,
    { kind: "payment", amountPaise: 10_000, day: "2026-01-02", note: "", method: "cash" },
    "ledger-paid-key-1",
  );
  if (!paid.ok) throw new Error("no payment");
  await reverseEntry(scope, customer!.id, paid.entryId, "", "ledger-undo-key-1");
  statement = `/udhaar/${await shareStatement(scope, customer!.id)}`;
  adminA = (await asAdminOf(a)).token!;
  adminB = (await asAdminOf(b)).token!;
  owner = (await asOwner()).token!;
});

const closure = async (shopId: number) =>
  (await db().select().from(shopClosures).where(eq(shopClosures.shopId, shopId)))[0] ?? null;
const nameOf = async (shopId: number) =>
  (await db().select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)))[0]?.name;
const auditOf = (shopId: number, action: string) =>
  countRows(auditEvents, and(eq(auditEvents.shopId, shopId), eq(auditEvents.action, action)));
const ask = (token: string, fields: Record<string, string>) =>
  postForm("/adminpanel/account", { intent: "close-account", ...fields }, { token });
/** What the database answered a statement: "done", or its refusal's message. */
const refusal = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => "done",
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );
const errorOf = async (response: Response) => JSON.stringify(await response.text());

describe("the admin asks to close the account", () => {
  it("says what happens, needs the password, can be withdrawn and asked again", async () => {
    const page = await (await get("/adminpanel/account", { token: adminA })).text();
    expect(page).toContain("Close my account");
    expect(page).toContain("Bills are kept for 72 months, as the tax law asks, and then deleted.");
    expect(page).toContain("Download your data first if you want to keep it.");

    const noPassword = await ask(adminA, { password: "", reason: "" });
    expect(noPassword.status).toBe(400);
    expect(await errorOf(noPassword)).toContain(CLOSING_MESSAGES.passwordRequired);
    const wrong = await ask(adminA, { password: "not-the-password", reason: "" });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toContain(CLOSING_MESSAGES.wrongPassword);
    expect(await closure(a.id)).toBeNull();

    const asked = await ask(adminA, { password: a.admin.password, reason: "Moving to another city" });
    expect([asked.status, flashOf(asked).text]).toEqual([
      302,
      "Your request to close the account is sent. Yaadi will confirm it soon.",
    ]);
    expect(await closure(a.id)).toMatchObject({ state: "requested", reason: "Moving to another city" });
    const again = await ask(adminA, { password: a.admin.password, reason: "" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toContain(CLOSING_MESSAGES.alreadyAsked);
    expect(await auditOf(a.id, "account closing requested")).toBe(1);
    // The store stays open until the owner confirms.
    for (const path of [`/${a.url}`, orderPage, statement]) expect((await get(path)).status, path).toBe(200);

    const withdrawn = await postForm("/adminpanel/account", { intent: "withdraw-closing" }, { token: adminA });
    expect([withdrawn.status, flashOf(withdrawn).text]).toEqual([
      302,
      "Your request is withdrawn. Your account stays open.",
    ]);
    expect((await closure(a.id))?.state).toBe("withdrawn");
    expect(await auditOf(a.id, "account closing withdrawn")).toBe(1);
    const nothing = await postForm("/adminpanel/account", { intent: "withdraw-closing" }, { token: adminA });
    expect(nothing.status).toBe(409);
    expect(await auditOf(a.id, "account closing withdrawn")).toBe(1);

    expect((await ask(adminA, { password: a.admin.password, reason: "" })).status).toBe(302);
    expect(await closure(a.id)).toMatchObject({ state: "requested", reason: "" });
    expect(await auditOf(a.id, "account closing requested")).toBe(2);
  });

  it("never closes another shop: only the session's shop, with its own admin's password", async () => {
    const refused = await ask(adminB, { password: a.admin.password, reason: "", shopId: String(a.id) });
    expect(refused.status).toBe(400);
    expect(await closure(b.id)).toBeNull();
    expect(await auditOf(b.id, "account closing requested")).toBe(0);
    // B's withdrawal cannot touch A's request.
    expect(
      (await postForm("/adminpanel/account", { intent: "withdraw-closing", shopId: String(a.id) }, { token: adminB }))
        .status,
    ).toBe(409);
    expect((await closure(a.id))?.state).toBe("requested");
    // Nor can an admin confirm: the back office is the owner's.
    const confirm = await postForm(`/owner/shops/${a.id}/closing`, {}, { token: adminA });
    expect([confirm.status, confirm.headers.get("Location")]).toEqual([302, "/owner"]);
    expect((await closure(a.id))?.state).toBe("requested");
  });
});

describe("the owner confirms", () => {
  it("lists the request, and confirming takes the store offline at once, once", async () => {
    const home = await (await get("/owner/home", { token: owner })).text();
    expect(home).toContain("Requests to close an account");
    expect(home).toContain(`/owner/shops/${a.id}/closing`);
    const page = await (await get(`/owner/shops/${a.id}/closing`, { token: owner })).text();
    expect(page).toContain("Confirm closing");
    expect(await (await get(`/owner/shops/${a.id}`, { token: owner })).text()).toContain(
      "Account closing: the admin asked to close it (confirm)",
    );
    expect(await (await get(`/owner/shops/${b.id}`, { token: owner })).text()).not.toContain("the admin asked");
    const listed = async () => (await get(`/owner/shops?q=${a.url}`, { token: owner })).text();
    expect(await listed()).not.toMatch(/>closed</);

    const form = formOf({});
    const confirmed = await send(`/owner/shops/${a.id}/closing`, { method: "POST", body: form, token: owner });
    // The same post again (a double click): answered the same, and nothing runs twice.
    const repeat = await send(`/owner/shops/${a.id}/closing`, { method: "POST", body: form, token: owner });
    for (const response of [confirmed, repeat]) {
      expect([response.status, response.headers.get("Location"), flashOf(response).text]).toEqual([
        302,
        `/owner/shops/${a.id}/closing`,
        `The account of ${a.url} is closed: its store is offline.`,
      ]);
    }
    expect(await auditOf(a.id, "account closing confirmed")).toBe(1);
    expect(await listed()).toMatch(/>closed</);
    const late = await postForm(`/owner/shops/${a.id}/closing`, {}, { token: owner });
    expect(flashOf(late)).toMatchObject({ tone: "error" });
    expect(await auditOf(a.id, "account closing confirmed")).toBe(1);

    const [shop] = await db().select({ closedAt: shops.closedAt }).from(shops).where(eq(shops.id, a.id));
    expect(shop?.closedAt).toBeInstanceOf(Date);
    expect(await countRows(sessions, eq(sessions.shopId, a.id))).toBe(0);
    expect(await countRows(sessions, eq(sessions.shopId, b.id))).toBeGreaterThan(0);

    // The store, its other pages and the order API answer that it is closed; B's store is open.
    for (const path of [`/${a.url}`, `/${a.url}/catalogue`, orderPage, statement]) {
      const response = await get(path);
      expect(response.status, path).toBe(410);
      const text = await response.text();
      expect(text).toContain("This store is closed");
      expect(text).toContain(`${await nameOf(a.id)} has closed its online store. Please contact the shop directly.`);
    }
    const order = await send(`/api/v1/stores/${a.url}/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(order.status).toBe(410);
    expect(await order.json()).toEqual({
      code: "closed",
      error: `${await nameOf(a.id)} has closed its online store. Please contact the shop directly.`,
    });
    expect((await get(`/${b.url}`)).status).toBe(200);

    // The admin is signed out and sign-in says the account is closed (to whoever knows the password only).
    expect((await get("/adminpanel/account", { token: adminA })).status).toBe(302);
    const signIn = await signInAdmin(db(), { ...a.admin, clientKey: "closing-test" });
    expect(signIn).toMatchObject({ ok: false, reason: "closed", message: LOGIN_MESSAGES.closed });
    const page2 = await postForm("/adminpanel/", { userName: a.admin.userName, password: a.admin.password });
    expect(page2.status).toBe(403);
    expect(await page2.text()).toContain(LOGIN_MESSAGES.closed);
    expect((await signInAdmin(db(), { ...b.admin, clientKey: "closing-test" })).ok).toBe(true);
  });
});

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
