import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ageingOf, balanceOf } from "#app/domain/ledger/ledger";
import {
  accountByStatementToken,
  accountOf,
  addEntry,
  entriesOf,
  putYaadiOnCredit,
  reverseEntry,
  revokeStatement,
  shareStatement,
} from "#app/server/admin/ledger.server";
import { bindToShop, type ShopScope } from "#app/server/admin/shop-scope.server";
import { collectionsOn, toCollect, udhaarList } from "#app/server/admin/udhaar-list.server";
import { customers } from "#db/schema/customers";
import { ledgerAccounts, ledgerEntries } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { countRows, db, seedTwoShops, type TestShop } from "./helpers";

/*
 * Udhaar's accounts as the service writes them, inside workerd against the real migrations (0016): entries once per
 * write key, reversals once, the balance the database keeps, a yaadi on credit once, the Udhaar list's ageing equal to
 * the domain's, statement links that die when revoked, and nothing across shops.
 */

let a: TestShop;
let b: TestShop;
let scopeA: ShopScope;
let scopeB: ShopScope;
let asha: number;
let ravi: number;

const key = (n: number | string) => `ledger-key-${String(n).padStart(8, "0")}`;
const sale = (amountPaise: number, day: string) => ({ kind: "sale" as const, amountPaise, day, note: "" });
const payment = (amountPaise: number, day: string) => ({
  kind: "payment" as const,
  amountPaise,
  day,
  note: "",
  method: "upi" as const,
});

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  scopeA = bindToShop(db(), a.id);
  scopeB = bindToShop(db(), b.id);
  const added = await db()
    .insert(customers)
    .values([
      { shopId: a.id, name: "Asha", whatsApp: "9876543210", address: "Pune" },
      { shopId: a.id, name: "Ravi", whatsApp: "9876500000", address: "Pune" },
    ])
    .returning({ id: customers.id });
  [asha, ravi] = added.map((c) => c.id) as [number, number];
});

describe("entries", () => {
  it("the balance is the sum the database keeps, and the entries add up to it", async () => {
    await addEntry(scopeA, asha, { kind: "opening", amountPaise: 50_000, day: "2026-08-01", note: "notebook" }, key(1));
    await addEntry(scopeA, asha, sale(12_345, "2026-11-01"), key(2));
    await addEntry(scopeA, asha, payment(20_000, "2026-11-10"), key(3));
    const account = await accountOf(scopeA, asha);
    expect(account!.balancePaise).toBe(42_345);
    expect(balanceOf(await entriesOf(scopeA, asha))).toBe(42_345);
  });

  it("concurrent payments with one write key record one payment", async () => {
    await addEntry(scopeA, asha, sale(10_000, "2026-11-01"), key(1));
    const taps = await Promise.all(
      Array.from({ length: 8 }, () => addEntry(scopeA, asha, payment(4_000, "2026-11-28"), key(2))),
    );
    expect(taps.every((t) => t.ok)).toBe(true);
    expect(new Set(taps.map((t) => t.ok && t.entryId)).size).toBe(1);
    expect(taps.filter((t) => t.ok && !t.already)).toHaveLength(1);
    expect((await accountOf(scopeA, asha))!.balancePaise).toBe(6_000);
  });

  it("a reversal undoes an entry once; the database refuses edits of entries and of the balance", async () => {
    const sold = await addEntry(scopeA, asha, sale(10_000, "2026-11-01"), key(1));
    if (!sold.ok) throw new Error("no sale");
    const [one, two] = await Promise.all([
      reverseEntry(scopeA, asha, sold.entryId, "wrong customer", key(2)),
      reverseEntry(scopeA, asha, sold.entryId, "wrong customer", key(3)),
    ]);
    expect([one.ok, two.ok].filter(Boolean)).toHaveLength(1);
    expect((await accountOf(scopeA, asha))!.balancePaise).toBe(0);
    await expect(
      db().update(ledgerEntries).set({ amountPaise: 1 }).where(eq(ledgerEntries.id, sold.entryId)),
    ).rejects.toThrow();
    await expect(
      db().update(ledgerAccounts).set({ balancePaise: 0 }).where(eq(ledgerAccounts.customerId, asha)),
    ).resolves.toBeDefined(); // the same balance is allowed
    await expect(
      db().update(ledgerAccounts).set({ balancePaise: 99 }).where(eq(ledgerAccounts.customerId, asha)),
    ).rejects.toThrow();
  });

  it("another shop can neither add to nor reverse this shop's accounts, nor read them", async () => {
    const sold = await addEntry(scopeA, asha, sale(10_000, "2026-11-01"), key(1));
    expect(await addEntry(scopeB, asha, payment(10_000, "2026-11-02"), key(2))).toEqual({
      ok: false,
      reason: "no-customer",
    });
    expect(sold.ok && (await reverseEntry(scopeB, asha, sold.entryId, "", key(3)))).toMatchObject({
      ok: false,
      reason: "unknown",
    });
    expect(await accountOf(scopeB, asha)).toBeNull();
    expect(await udhaarList(scopeB, "2026-11-28")).toEqual([]);
    expect((await accountOf(scopeA, asha))!.balancePaise).toBe(10_000);
  });
});

describe("a yaadi on credit", () => {
  it("becomes one sale in the account of the customer with its number, saved now if the shop had not", async () => {
    const [y] = await db()
      .insert(yaadies)
      .values({
        shopId: a.id,
        url: `120000abcdefghijkl2811_${a.url}`,
        customerName: "Meena",
        customerWhatsApp: "9811111111",
        customerAddress: "Nashik Road",
        totalPaise: 30_000,
        netPaise: 32_000,
        deliveryChargesPaise: 2_000,
        createdAt: new Date("2026-11-20T10:00:00Z"),
      })
      .returning({ id: yaadies.id });
    const [one, two] = await Promise.all([
      putYaadiOnCredit(scopeA, y!.id, key(1)),
      putYaadiOnCredit(scopeA, y!.id, key(2)),
    ]);
    expect(one.ok && two.ok && one.entryId === two.entryId).toBe(true);
    if (!one.ok) return;
    const meena = await accountOf(scopeA, one.customerId);
    expect(meena).toMatchObject({ customer: { name: "Meena", whatsApp: "9811111111" }, balancePaise: 32_000 });
    expect(await countRows(customers, and(eq(customers.shopId, a.id), eq(customers.whatsApp, "9811111111")))).toBe(1);
    expect((await entriesOf(scopeA, one.customerId))[0]).toMatchObject({ day: "2026-11-20", yaadiId: y!.id });
    expect(await putYaadiOnCredit(scopeB, y!.id, key(3))).toEqual({ ok: false, reason: "no-yaadi" });
  });
});

describe("the Udhaar list", () => {
  it("ages what is owed like the domain does, biggest balance first; the home's card and a day's collections", async () => {
    await addEntry(scopeA, asha, sale(10_000, "2026-08-01"), key(1));
    await addEntry(scopeA, asha, sale(20_000, "2026-09-20"), key(2));
    await addEntry(scopeA, asha, sale(30_000, "2026-10-20"), key(3));
    await addEntry(scopeA, asha, sale(40_000, "2026-11-20"), key(4));
    await addEntry(scopeA, asha, payment(15_000, "2026-11-28"), key(5));
    const reversed = await addEntry(scopeA, ravi, sale(99_000, "2026-01-01"), key(6));
    if (reversed.ok) await reverseEntry(scopeA, ravi, reversed.entryId, "", key(7));
    await addEntry(scopeA, ravi, sale(5_000, "2026-11-27"), key(8));
    const list = await udhaarList(scopeA, "2026-11-28");
    expect(list.map((r) => [r.name, r.balancePaise])).toEqual([
      ["Asha", 85_000],
      ["Ravi", 5_000],
    ]);
    expect(list[0]!.ageing).toEqual(ageingOf(await entriesOf(scopeA, asha), "2026-11-28"));
    expect(list[0]!.ageing).toEqual({ "0-30": 40_000, "31-60": 30_000, "61-90": 15_000, "90+": 0 });
    expect(await toCollect(scopeA)).toEqual({ totalPaise: 90_000, customers: 2 });
    expect(await collectionsOn(scopeA, "2026-11-28")).toBe(15_000);
  });
});

describe("the statement's link", () => {
  it("opens this customer's account only, and is dead at once when revoked", async () => {
    const token = await shareStatement(scopeA, asha);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await shareStatement(scopeA, asha)).toBe(token);
    expect(await accountByStatementToken(db(), token!)).toEqual({ shopId: a.id, customerId: asha });
    expect(await shareStatement(scopeB, asha)).toBeNull();
    expect(await revokeStatement(scopeB, asha)).toBe(false);
    expect(await revokeStatement(scopeA, asha)).toBe(true);
    expect(await accountByStatementToken(db(), token!)).toBeNull();
    const fresh = await shareStatement(scopeA, asha);
    expect(fresh).not.toBe(token);
  });
});
