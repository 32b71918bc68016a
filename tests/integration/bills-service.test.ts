import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { taxInside } from "#app/domain/gst/tax";
import { readBill, readBillByToken } from "#app/server/admin/bill-reads.server";
import { billCounterSale, billYaadi, cancelBill } from "#app/server/admin/bills.server";
import { bindToShop, type ShopScope } from "#app/server/admin/shop-scope.server";
import { billDayTotals, billLines, bills, productTax, shopTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { countRows, db, seedTwoShops, type TestShop } from "./helpers";

/*
 * Bills as the service writes them, inside workerd against the real migrations (0015): one series per shop and
 * financial year with no gaps or repeats under concurrency, a repeat of one write taking no number, lines that never
 * change, and the day totals the triggers keep.
 */

let a: TestShop;
let b: TestShop;
let scopeA: ShopScope;
let scopeB: ShopScope;
let biscuits: number;
let onion: number;

const NOV = new Date("2026-11-28T06:00:00Z");
const key = (n: number | string) => `write-key-${String(n).padStart(8, "0")}`;
const counter = (
  scope: ShopScope,
  shop: TestShop,
  k: string,
  now = NOV,
  lines = [{ productId: biscuits, quantity: 2000 }],
) => billCounterSale(scope, shop.url, { lines, customer: null }, k, now);

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  scopeA = bindToShop(db(), a.id);
  scopeB = bindToShop(db(), b.id);
  const added = await db()
    .insert(products)
    .values([
      { shopId: a.id, name: "Biscuits", unitId: 1, mrpPaise: 6_000, pricePaise: 5_900 },
      { shopId: a.id, name: "Onion", unitId: 2, mrpPaise: 4_000, pricePaise: 3_000 },
    ])
    .returning({ id: products.id });
  [biscuits, onion] = added.map((p) => p.id) as [number, number];
  await db()
    .insert(productTax)
    .values([
      { productId: biscuits, shopId: a.id, hsn: "1905", rateBp: 1800 },
      { productId: onion, shopId: a.id, hsn: "0703", rateBp: 0 },
    ]);
  await db()
    .insert(shopTax)
    .values({ shopId: a.id, kind: "regular", gstin: "27AAPFU0939F1ZV", legalName: "A Traders", stateCode: "27" });
});

describe("a counter sale's bill", () => {
  it("is a delivered, paid yaadi of source billing and a tax invoice numbered in the year's series", async () => {
    const made = await counter(scopeA, a, key(1));
    expect(made).toMatchObject({ ok: true, already: false, bill: { number: "2026-27/1" } });
    if (!made.ok) return;
    const bill = await readBill(scopeA, made.bill.id);
    expect(bill).toMatchObject({ kind: "tax-invoice", shopGstin: "27AAPFU0939F1ZV", customerName: "Cash Sale" });
    expect(bill!.lines).toHaveLength(1);
    expect(bill!.lines[0]).toMatchObject({
      hsn: "1905",
      rateBp: 1800,
      valuePaise: 11_800,
      ...taxInside(11_800, 1800, false),
    });
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.id, bill!.yaadiId!));
    expect(yaadi).toMatchObject({ source: "billing", status: "delivered", netPaise: 11_800 });
    expect(yaadi!.paidAt).not.toBeNull();
  });

  it("a repeat of the same write finds the first bill and takes no number", async () => {
    const [one, two] = await Promise.all([counter(scopeA, a, key(1)), counter(scopeA, a, key(1))]);
    expect(one.ok && two.ok && one.bill.id === two.bill.id).toBe(true);
    const next = await counter(scopeA, a, key(2));
    expect(next.ok && next.bill.number).toBe("2026-27/2");
    expect(await countRows(bills, eq(bills.shopId, a.id))).toBe(2);
    expect(await countRows(yaadies, eq(yaadies.shopId, a.id))).toBe(2);
  });

  it("200 bills from two sessions at once get 200 distinct consecutive numbers", async () => {
    const other = bindToShop(db(), a.id);
    const made = await Promise.all(Array.from({ length: 200 }, (_, i) => counter(i % 2 ? other : scopeA, a, key(i))));
    expect(made.every((m) => m.ok)).toBe(true);
    const serials = (
      await db().select({ serial: bills.serial }).from(bills).where(eq(bills.shopId, a.id)).orderBy(asc(bills.serial))
    ).map((r) => r.serial);
    expect(serials).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("starts a new series on 1 April", async () => {
    const march = await counter(scopeA, a, key(1), new Date("2027-03-31T18:00:00Z")); // 31 March, 23:30 in India
    const april = await counter(scopeA, a, key(2), new Date("2027-03-31T18:31:00Z")); // 1 April, 00:01
    expect(march.ok && march.bill.number).toBe("2026-27/1");
    expect(april.ok && april.bill.number).toBe("2027-28/1");
  });

  it("another shop's series is its own, and its scope reads none of this shop's bills", async () => {
    const mine = await counter(scopeA, a, key(1));
    await db().insert(products).values({ shopId: b.id, name: "Salt", unitId: 1, mrpPaise: 2_000, pricePaise: 2_000 });
    const [salt] = await db().select({ id: products.id }).from(products).where(eq(products.shopId, b.id));
    const theirs = await counter(scopeB, b, key(1), NOV, [{ productId: salt!.id, quantity: 1000 }]);
    expect(theirs).toMatchObject({ ok: true, bill: { number: "2026-27/1" } });
    expect(mine.ok && (await readBill(scopeB, mine.bill.id))).toBeNull();
    // Another shop's product cannot be sold on this shop's bill.
    const foreign = await counter(scopeB, b, key(2), NOV, [{ productId: biscuits, quantity: 1000 }]);
    expect(foreign.ok).toBe(false);
  });
});

describe("a yaadi's bill", () => {
  async function storeYaadi(status: "placed" | "cancelled" = "placed") {
    const [y] = await db()
      .insert(yaadies)
      .values({
        shopId: a.id,
        url: `120000abcdefghijkl2811_${a.url}-${Math.random().toString(36).slice(2, 8)}`,
        customerName: "Asha",
        customerWhatsApp: "9876543210",
        customerAddress: "Pune",
        totalPaise: 11_800 + 6_000,
        deliveryChargesPaise: 2_000,
        promoDiscountPaise: 100,
        netPaise: 11_800 + 6_000 + 2_000 - 100,
        status,
      })
      .returning({ id: yaadies.id });
    await db()
      .insert(yaadiLines)
      .values([
        {
          shopId: a.id,
          yaadiId: y!.id,
          productId: biscuits,
          name: "Biscuits",
          unitId: 1,
          quantityMilli: 2000,
          mrpPaise: 6_000,
          pricePaise: 5_900,
          lineTotalPaise: 11_800,
        },
        {
          shopId: a.id,
          yaadiId: y!.id,
          productId: onion,
          name: "Onion",
          unitId: 2,
          quantityMilli: 2000,
          mrpPaise: 4_000,
          pricePaise: 3_000,
          lineTotalPaise: 6_000,
        },
      ]);
    return y!.id;
  }

  it("mixes taxed and exempt goods in one invoice-cum-bill of supply, with delivery and discount", async () => {
    const yaadiId = await storeYaadi();
    const made = await billYaadi(scopeA, yaadiId, { gstin: "", stateCode: "" }, key(9), NOV);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const bill = (await readBill(scopeA, made.bill.id))!;
    expect(bill.kind).toBe("invoice-cum-bill-of-supply");
    expect(bill.lines.map((l) => l.kind)).toEqual(["goods", "goods", "delivery"]);
    expect(bill.totalPaise).toBe(11_800 + 6_000 + 2_000 - 100);
    expect(bill.taxablePaise + bill.cgstPaise + bill.sgstPaise + bill.igstPaise).toBe(bill.totalPaise);
    // Billing it again gives the same bill.
    const again = await billYaadi(scopeA, yaadiId, { gstin: "", stateCode: "" }, key(10), NOV);
    expect(again).toMatchObject({ ok: true, already: true, bill: { id: made.bill.id } });
  });

  it("to a buyer registered in another state, IGST", async () => {
    const yaadiId = await storeYaadi();
    const made = await billYaadi(scopeA, yaadiId, { gstin: "29AAGCB7383J1Z4", stateCode: "" }, key(9), NOV);
    const bill = made.ok ? await readBill(scopeA, made.bill.id) : null;
    expect(bill).toMatchObject({ placeOfSupply: "29", interState: 1, cgstPaise: 0, sgstPaise: 0 });
    expect(bill!.igstPaise).toBeGreaterThan(0);
  });

  it("a cancelled yaadi gets no bill; another shop's yaadi is not found", async () => {
    expect(await billYaadi(scopeA, await storeYaadi("cancelled"), { gstin: "", stateCode: "" }, key(1))).toMatchObject({
      ok: false,
      reason: "cancelled-yaadi",
    });
    expect(await billYaadi(scopeB, await storeYaadi(), { gstin: "", stateCode: "" }, key(2))).toMatchObject({
      ok: false,
      reason: "no-yaadi",
    });
  });
});

describe("a bill once issued", () => {
  it("keeps its lines when the product's price or rate changes later; the database refuses to change them", async () => {
    const made = await counter(scopeA, a, key(1));
    if (!made.ok) throw new Error("not billed");
    await db().update(products).set({ pricePaise: 9_900 }).where(eq(products.id, biscuits));
    await db().update(productTax).set({ rateBp: 500 }).where(eq(productTax.productId, biscuits));
    const bill = (await readBill(scopeA, made.bill.id))!;
    expect(bill.lines[0]).toMatchObject({ pricePaise: 5_900, rateBp: 1800 });
    await expect(db().update(billLines).set({ rateBp: 500 }).where(eq(billLines.billId, bill.id))).rejects.toThrow();
    await expect(db().update(bills).set({ totalPaise: 1 }).where(eq(bills.id, bill.id))).rejects.toThrow();
  });

  it("cancelled keeps its number, leaves the day totals, and stays cancelled", async () => {
    const one = await counter(scopeA, a, key(1));
    const two = await counter(scopeA, a, key(2), NOV, [{ productId: onion, quantity: 1000 }]);
    if (!one.ok || !two.ok) throw new Error("not billed");
    const totals = () =>
      db()
        .select()
        .from(billDayTotals)
        .where(and(eq(billDayTotals.shopId, a.id), eq(billDayTotals.day, "2026-11-28")))
        .orderBy(asc(billDayTotals.rateBp));
    expect((await totals()).map((t) => [t.hsn, t.rateBp, t.uqc, t.valuePaise, t.cgstPaise])).toEqual([
      ["0703", 0, "KGS", 3_000, 0],
      ["1905", 1800, "NOS", 11_800, 900],
    ]);
    expect(await cancelBill(scopeB, one.bill.id)).toBe(false);
    expect(await cancelBill(scopeA, one.bill.id)).toBe(true);
    expect(await cancelBill(scopeA, one.bill.id)).toBe(false);
    expect((await totals()).map((t) => [t.hsn, t.valuePaise, t.cgstPaise])).toEqual([
      ["0703", 3_000, 0],
      ["1905", 0, 0],
    ]);
    const kept = await readBillByToken(db(), one.bill.token);
    expect(kept).toMatchObject({ number: "2026-27/1" });
    expect(kept!.cancelledAt).not.toBeNull();
    await expect(db().update(bills).set({ cancelledAt: null }).where(eq(bills.id, one.bill.id))).rejects.toThrow();
  });
});
