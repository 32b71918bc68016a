import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "#app/domain/gst/gstin";
import { billNumberPrefix, financialYear } from "#app/domain/gst/series";
import { istDate } from "#app/domain/time";
import { billLines, bills, productTax, shopTax } from "#db/schema/bills";
import { products } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { asAdminOf, countRows, createTestShop, db, type TestShop } from "./helpers";
import { asSeen, customer, post } from "./order-helpers";
import { get, send } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The bills a shop makes, through the routes as a browser sends them: Cash Billing's Print Bill (the counter sale
 * stored before it prints), a yaadi's Bill button, a bill's page and its cancel, the customer's copy at its private
 * link and the month's list. Another shop's bills are 404 and stay as they were; bad input is a 400 that stores nothing.
 */

let a: TestShop;
let b: TestShop;
let aToken: string;
let aSecond: string;
let bToken: string;
let rice: number;
let onion: number;
let bCustomer: number;
let aCustomer: number;

const PREFIX = billNumberPrefix(financialYear(istDate(new Date())));
const SHOP_GSTIN = "27AAPFU0939F1ZV";
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const KARNATAKA_BUYER = withCheck("29AABCT1332L1Z");

let keys = 0;
const writeKey = () => `counter-sale-key-${String(++keys).padStart(6, "0")}-${crypto.randomUUID().slice(0, 8)}`;

/** Print Bill as the billing page posts it (urlencoded, its own write key). */
function counterSale(token: string, fields: Record<string, string>, key = writeKey()) {
  return send("/adminpanel/bills/counter-sale", {
    method: "POST",
    token,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ _write: key, ...fields }).toString(),
  });
}

const riceLine = (quantity = 2000) => JSON.stringify([{ productId: rice, quantity }]);

function postForm(path: string, token: string, fields: Record<string, string>) {
  return send(path, {
    method: "POST",
    token,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _write: writeKey(), ...fields }).toString(),
  });
}

const billCount = (shopId: number) => countRows(bills, eq(bills.shopId, shopId));

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
  for (const shop of [a, b]) {
    await makeShopReady(shop);
    await db().update(shops).set({ versionTypeId: 3, state: "Maharashtra" }).where(eq(shops.id, shop.id));
  }
  aToken = (await asAdminOf(a)).token!;
  aSecond = (await asAdminOf(a)).token!;
  bToken = (await asAdminOf(b)).token!;
  const added = await db()
    .insert(products)
    .values([
      { shopId: a.id, name: "Basmati Rice", unitId: 1, mrpPaise: 12_000, pricePaise: 10_500 },
      { shopId: a.id, name: "Onion", unitId: 2, mrpPaise: 4_000, pricePaise: 3_000 },
    ])
    .returning({ id: products.id });
  [rice, onion] = added.map((p) => p.id) as [number, number];
  await db()
    .insert(productTax)
    .values([
      { productId: rice, shopId: a.id, hsn: "1006", rateBp: 500 },
      { productId: onion, shopId: a.id, hsn: "0703", rateBp: 0 },
    ]);
  await db()
    .insert(shopTax)
    .values({ shopId: a.id, kind: "regular", gstin: SHOP_GSTIN, legalName: "Asha Traders LLP", stateCode: "27" });
  [{ id: aCustomer }] = (await db()
    .insert(customers)
    .values({ shopId: a.id, name: "Kiran Patil", whatsApp: "9000000011", address: "9, FC Road, Pune" })
    .returning({ id: customers.id })) as [{ id: number }];
  [{ id: bCustomer }] = (await db()
    .insert(customers)
    .values({ shopId: b.id, name: "Bhavna Iyer", whatsApp: "9111111111", address: "Chennai" })
    .returning({ id: customers.id })) as [{ id: number }];
});

describe("Cash Billing's Print Bill stores the bill", () => {
  it("200 bills posted at once from two sessions of one shop are numbered 1 to 200, no gap, no repeat", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => counterSale(i % 2 ? aSecond : aToken, { lines: riceLine() })),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const made = await Promise.all(answers.map((r) => r.json<{ id: number; number: string }>()));
    const serials = made.map((m) => Number(m.number.slice(PREFIX.length))).sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(made.every((m) => m.number.startsWith(PREFIX))).toBe(true);
    expect(await billCount(a.id)).toBe(200);
    // Each is a counter sale: a delivered, paid yaadi of source billing (the reports read it).
    expect(await countRows(yaadies, and(eq(yaadies.shopId, a.id), eq(yaadies.source, "billing")))).toBe(200);
  });

  it("a double tap (the same write key twice at once) makes one bill", async () => {
    const before = await billCount(a.id);
    const key = writeKey();
    const [one, two] = await Promise.all([
      counterSale(aToken, { lines: riceLine(1000) }, key),
      counterSale(aToken, { lines: riceLine(1000) }, key),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const [x, y] = await Promise.all([one.json<{ id: number }>(), two.json<{ id: number }>()]);
    expect(x.id).toBe(y.id);
    expect(await billCount(a.id)).toBe(before + 1);
  });

  it("bills a saved customer with a GSTIN of another state as a tax invoice with IGST", async () => {
    const response = await counterSale(aToken, {
      lines: riceLine(3000),
      customerId: String(aCustomer),
      gstin: KARNATAKA_BUYER.toLowerCase(),
    });
    expect(response.status).toBe(200);
    const { id } = await response.json<{ id: number }>();
    const [bill] = await db().select().from(bills).where(eq(bills.id, id));
    expect(bill).toMatchObject({
      kind: "tax-invoice",
      customerName: "Kiran Patil",
      customerGstin: KARNATAKA_BUYER,
      placeOfSupply: "29",
      interState: 1,
      cgstPaise: 0,
      totalPaise: 31_500,
    });
    expect(bill!.igstPaise).toBe(1500);
    const page = await (await get(`/adminpanel/bills/${id}`, { token: aToken })).text();
    for (const text of ["Tax Invoice", "Asha Traders LLP", `GSTIN: ${SHOP_GSTIN}`, `GSTIN: ${KARNATAKA_BUYER}`])
      expect(page).toContain(text);
    expect(page).toContain("Place of supply: Karnataka (code 29)");
    expect(page).toContain("IGST");
    expect(page).not.toContain(">CGST<");
    expect(page).toContain("1006");
  });

  it("answers bad input with 400 and a message, and stores nothing", async () => {
    const before = await billCount(a.id);
    const cases: Record<string, string>[] = [
      { lines: "not json" },
      { lines: "[]" },
      { lines: JSON.stringify([{ productId: rice, quantity: -5 }]) },
      { lines: JSON.stringify([{ productId: rice, quantity: 1000, pricePaise: 1 }]) },
      { lines: riceLine(), customerId: String(aCustomer), gstin: "27AAPFU0939F1ZA" },
      { lines: riceLine(), customerId: String(aCustomer), stateCode: "99" },
      { lines: riceLine(), customerId: String(aCustomer), gstin: KARNATAKA_BUYER, stateCode: "27" },
      { lines: riceLine(), customerId: "abc" },
      { lines: riceLine(), gstin: KARNATAKA_BUYER },
    ];
    for (const fields of cases) {
      const response = await counterSale(aToken, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const { error } = await response.json<{ error: string }>();
      expect(error.length, JSON.stringify(fields)).toBeGreaterThan(10);
    }
    // Another shop's saved customer is no customer of this shop.
    expect((await counterSale(aToken, { lines: riceLine(), customerId: String(bCustomer) })).status).toBe(404);
    // Another shop's product: nothing to price.
    expect((await counterSale(bToken, { lines: riceLine() })).status).toBe(409);
    expect(await billCount(a.id)).toBe(before);
    expect(await billCount(b.id)).toBe(0);
  });

  it("is refused to a shop below Turbo, and to no session at all", async () => {
    const c = await createTestShop();
    await makeShopReady(c);
    const token = (await asAdminOf(c)).token!;
    expect((await counterSale(token, { lines: riceLine() })).status).toBe(403);
    const anonymous = await counterSale("", { lines: riceLine() });
    expect(anonymous.status).toBe(302);
    expect(await billCount(c.id)).toBe(0);
  });
});

describe("a bill's page, its cancel and its customer's copy", () => {
  let billId: number;
  let token: string;
  let number: string;

  beforeAll(async () => {
    const response = await counterSale(aToken, { lines: JSON.stringify([{ productId: onion, quantity: 1500 }]) });
    ({ id: billId, number } = await response.json<{ id: number; number: string }>());
    [{ token }] = (await db().select({ token: bills.token }).from(bills).where(eq(bills.id, billId))) as [
      { token: string },
    ];
  });

  it("another shop's admin gets 404 for the page and the cancel, and the bill stays as it was", async () => {
    expect((await get(`/adminpanel/bills/${billId}`, { token: bToken })).status).toBe(404);
    expect((await postForm(`/adminpanel/bills/${billId}`, bToken, { intent: "cancel" })).status).toBe(404);
    const [bill] = await db().select().from(bills).where(eq(bills.id, billId));
    expect(bill!.cancelledAt).toBeNull();
  });

  it("a regular shop's bill of exempt goods only is a bill of supply", async () => {
    const page = await (await get(`/adminpanel/bills/${billId}`, { token: aToken })).text();
    expect(page).toContain("Bill of Supply");
    expect(page).toContain("No tax is charged on this bill.");
    expect(page).toContain("Send on WhatsApp");
    expect(page).toContain(`/bill/${token}?lang=en`);
  });

  it("the customer's copy is private, noindex and read by its link alone; an unknown link is the 404 page", async () => {
    const response = await get(`/bill/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('content="noindex"');
    expect(html).toContain(`Bill No. ${number}`);
    expect(html).not.toContain("Cancel bill");
    expect((await get(`/bill/${"x".repeat(24)}`)).status).toBe(404);
    expect((await get("/bill/short")).status).toBe(404);
  });

  it("cancel keeps the number and says CANCELLED, once", async () => {
    const cancelled = await postForm(`/adminpanel/bills/${billId}`, aToken, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe(`/adminpanel/bills/${billId}`);
    const [bill] = await db().select().from(bills).where(eq(bills.id, billId));
    expect(bill!.cancelledAt).not.toBeNull();
    expect(bill!.number).toBe(number);
    expect((await postForm(`/adminpanel/bills/${billId}`, aToken, { intent: "cancel" })).status).toBe(409);
    const copy = await (await get(`/bill/${token}`)).text();
    expect(copy).toContain("CANCELLED");
    expect(copy).toContain(`Bill No. ${number}`);
    const list = await (await get("/adminpanel/bills", { token: aToken })).text();
    expect(list).toContain(`Bill No. ${number}`);
    expect(list).toContain("Cancelled");
    // A new bill takes the next number: the cancelled one's is never given again.
    const next = await (await counterSale(aToken, { lines: riceLine() })).json<{ number: string }>();
    expect(Number(next.number.slice(PREFIX.length))).toBeGreaterThan(Number(number.slice(PREFIX.length)));
  });

  it("an unknown intent is a 400 that changes nothing", async () => {
    const response = await postForm(`/adminpanel/bills/${billId}`, aToken, { intent: "uncancel" });
    expect(response.status).toBe(400);
  });
});

describe("a yaadi's Bill button", () => {
  it("bills the yaadi once, with the buyer's GSTIN checked, and the yaadi then shows its bill", async () => {
    const placed = await post(a.url, {
      idempotencyKey: `bill-yaadi-${crypto.randomUUID()}`,
      customer,
      ...(await asSeen(a.url, [{ productId: rice, quantity: 1000 }])),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [yaadi] = await db()
      .select({ id: yaadies.id })
      .from(yaadies)
      .where(and(eq(yaadies.shopId, a.id), eq(yaadies.source, "store")));
    const path = `/adminpanel/yaadies/${yaadi!.id}`;
    const before = await billCount(a.id);
    const bad = await postForm(path, aToken, { intent: "bill", gstin: "NOTAGSTIN" });
    expect(bad.status).toBe(400);
    expect(await billCount(a.id)).toBe(before);
    expect((await postForm(path, bToken, { intent: "bill" })).status).toBe(404);
    expect(await billCount(b.id)).toBe(0);

    const made = await postForm(path, aToken, { intent: "bill" });
    expect(made.status).toBe(302);
    const location = made.headers.get("Location")!;
    expect(location).toMatch(/^\/adminpanel\/bills\/\d+$/);
    const again = await postForm(path, aToken, { intent: "bill" });
    expect(again.headers.get("Location")).toBe(location);
    expect(await billCount(a.id)).toBe(before + 1);
    const [bill] = await db()
      .select()
      .from(bills)
      .where(and(eq(bills.shopId, a.id), eq(bills.yaadiId, yaadi!.id), isNull(bills.cancelledAt)));
    expect(bill).toMatchObject({ kind: "tax-invoice", source: "yaadi", customerName: "Asha Deshpande" });
    expect(await countRows(billLines, eq(billLines.billId, bill!.id))).toBe(1);
    const screen = await (await get(path, { token: aToken })).text();
    expect(screen).toContain(`Billed: bill no. ${bill!.number}`);
    expect(screen).toContain(`href="/adminpanel/bills/${bill!.id}"`);
  });
});
