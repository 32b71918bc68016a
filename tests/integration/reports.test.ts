import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bindToShop } from "../../app/server/admin/shop-scope.server";
import { yaadiSummary } from "../../app/server/admin/yaadies.server";
import { dailyNet, dayGlance } from "../../app/server/admin/reports.server";
import { customerVisits } from "../../app/server/admin/visits.server";
import { istDate } from "../../app/domain/time";
import { products, shopSettings } from "../../db/schema/catalogue";
import { customers } from "../../db/schema/customers";
import { yaadies, yaadiLines } from "../../db/schema/orders";
import { shops } from "../../db/schema/platform";
import { asAdminOf, asAnonymous, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { line, order } from "./order-helpers";
import { dataUrl, get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * The shop's orders (spec 3 "Yaadi Summary", "Customer Visits", "Downloads"; DECISIONS.md "Delete in Yaadi Summary",
 * "Order status"): orders placed through the store's API, read back through the admin's screens and downloads.
 */

let shop: TestShop;
let token: string;
let sugar: number;
let tomato: number;
const asha = { name: "Asha Deshmukh", whatsApp: "9876543210", address: "12, MG Road, Pune" };
const ravi = { name: "Ravi Kulkarni", whatsApp: "9123456780", address: "Flat 4, Shivajinagar, Pune" };
/** The name makeShopReady's home page details give every shop. */
const SHOP_NAME = "Sai Kirana";
const today = () => istDate(new Date());
const csvText = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
const html = async (path: string) => {
  const response = await get(path, { token });
  return { status: response.status, text: await response.text() };
};

/** A yaadi's lines in their order. */
const getYaadiLines = (yaadiId: number) => db().select().from(yaadiLines).where(eq(yaadiLines.yaadiId, yaadiId)).orderBy(asc(yaadiLines.id));

async function readyShop(): Promise<TestShop> {
  const s = await createTestShop();
  await makeShopReady(s); // ready, premium (version 2)
  await db().insert(shopSettings).values({ shopId: s.id, deliveryChargesPaise: 2000, deliveryChargesBelowPaise: 50_000 }).onConflictDoUpdate({ target: shopSettings.shopId, set: { deliveryChargesPaise: 2000, deliveryChargesBelowPaise: 50_000, minimumCriteria: "none" } });
  return s;
}

/** Two orders: Asha's 2 × Sugar (Rs. 90 + 20 delivery) and Ravi's 750 g Tomato (Rs. 30 + 20). */
async function twoOrders() {
  const first = await order([line(sugar, 2000)], { customer: asha }, shop.url);
  const second = await order([line(tomato, 750)], { customer: ravi }, shop.url);
  expect([first.status, second.status]).toEqual([201, 201]);
  return [first.body, second.body] as const;
}

beforeEach(async () => {
  shop = await readyShop();
  token = (await asAdminOf(shop)).token!;
  const rows = await db()
    .insert(products)
    .values([
      { shopId: shop.id, name: "Sugar", mrpPaise: 5000, pricePaise: 4500, unitId: 1 },
      { shopId: shop.id, name: "Tomato", mrpPaise: 4500, pricePaise: 4000, unitId: 2 },
    ])
    .returning({ id: products.id });
  [sugar, tomato] = rows.map((r) => r.id) as [number, number];
});

describe("Yaadi Summary", () => {
  it("shows nothing until a day is asked for, then today's yaadies with exact totals", async () => {
    const [first, second] = await twoOrders();
    const blank = await html("/adminpanel/yaadi-summary");
    expect(blank.status).toBe(200);
    expect(blank.text).toContain("Show Here");
    expect(blank.text).not.toContain(asha.name);

    const shown = await html("/adminpanel/yaadi-summary?day=today");
    expect(shown.status).toBe(200);
    for (const text of [asha.name, ravi.name, asha.address, `>${first.yaadiId}<`, `>${second.yaadiId}<`, "120.00", "40.00", "160.00"]) expect(shown.text, text).toContain(text);
    const rows = await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() });
    expect(rows.map((r) => [r.id, r.totalPaise, r.deliveryChargesPaise, r.netPaise, r.status])).toEqual([
      [second.yaadiId, 3000, 2000, 5000, "placed"],
      [first.yaadiId, 9000, 2000, 11_000, "placed"],
    ]);
  });

  it("keeps yesterday's and other shops' yaadies out, and reads Between Dates as India days", async () => {
    const [first, second] = await twoOrders();
    // The first order moved to 23:59 India time yesterday, the second to 00:00 today.
    const yesterday = istDate(new Date(Date.now() - 86_400_000));
    const startOfToday = new Date(`${today()}T00:00:00+05:30`);
    await db().update(yaadies).set({ createdAt: new Date(startOfToday.getTime() - 60_000) }).where(eq(yaadies.id, first.yaadiId));
    await db().update(yaadies).set({ createdAt: startOfToday }).where(eq(yaadies.id, second.yaadiId));
    const other = await readyShop();
    await db().insert(products).values({ shopId: other.id, name: "Other sugar", mrpPaise: 100, pricePaise: 100 }).returning();
    const scope = bindToShop(db(), shop.id);
    expect((await yaadiSummary(scope, { from: today(), to: today() })).map((r) => r.id)).toEqual([second.yaadiId]);
    expect((await yaadiSummary(scope, { from: yesterday, to: yesterday })).map((r) => r.id)).toEqual([first.yaadiId]);
    expect((await yaadiSummary(scope, { from: yesterday, to: today() })).map((r) => r.id)).toEqual([second.yaadiId, first.yaadiId]);
    expect(await yaadiSummary(bindToShop(db(), other.id), { from: yesterday, to: today() })).toEqual([]);
    const between = await html(`/adminpanel/yaadi-summary?day=between&from=${yesterday.replaceAll("-", "/")}&to=${today().replaceAll("-", "/")}`);
    expect(between.status).toBe(200);
    expect(between.text).toContain("Net amount per day"); // the daily chart of a range
    // One figure per India day: the yaadi at 23:59 yesterday on yesterday, today's two together.
    expect((await order([line(sugar, 1000)], { customer: ravi }, shop.url)).status).toBe(201); // Rs. 45 + 20
    const perDay = await dailyNet(scope, { from: yesterday, to: today() });
    expect([...perDay].sort((x, y) => x.day.localeCompare(y.day))).toEqual([
      { day: yesterday, count: 1, netPaise: 11_000 },
      { day: today(), count: 2, netPaise: 11_500 },
    ]);
  });

  it("refuses reversed or out-of-window dates with 'Enter dates correctly...' and lists nothing", async () => {
    await twoOrders();
    const y = istDate(new Date(Date.now() - 86_400_000));
    for (const query of [`day=between&from=${today()}&to=${y}`, "day=between&from=2020-01-01&to=2020-01-02", "day=between&from=x&to=y", "day=someday"]) {
      const page = await html(`/adminpanel/yaadi-summary?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.text).toContain("Enter dates correctly...");
      expect(page.text).not.toContain(asha.name);
    }
  });

  it("delete cancels: the yaadi leaves the list and totals, its page says so, and a second delete changes nothing", async () => {
    const [first, second] = await twoOrders();
    const response = await postForm("/adminpanel/yaadi-summary?day=today", { intent: "delete", id: String(first.yaadiId) }, { token });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/yaadi-summary?day=today");
    const after = await get(response.headers.get("Location")!, { token, cookie: response.headers.get("Set-Cookie")!.split(";")[0] });
    const text = await after.text();
    expect(text).toContain(`Yaadi no. ${first.yaadiId} deleted successfully`);
    expect(text).not.toContain(asha.name);
    expect((await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).map((r) => r.id)).toEqual([second.yaadiId]);
    const page = await (await get(`/yaadilist/${first.yaadiUrl}`)).text();
    expect(page).toContain("The yaadi is cancelled.");
    // The row is kept, marked cancelled: the customer's link and the history stay true.
    const [row] = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    expect(row).toMatchObject({ status: "cancelled", netPaise: 11_000 });
    expect((await postForm("/adminpanel/yaadi-summary?day=today", { intent: "delete", id: String(first.yaadiId) }, { token })).status).toBe(409);
  });

  it("a row action sent as the page's fetcher sends it (the data URL) leads back to the page, not to the data URL", async () => {
    const [first] = await twoOrders();
    for (const [path, fields, page] of [
      ["/adminpanel/yaadi-summary?day=today", { intent: "status", id: String(first.yaadiId), status: "accepted" }, "/adminpanel/yaadi-summary?day=today"],
      [`/adminpanel/yaadies/${first.yaadiId}`, { intent: "paid" }, `/adminpanel/yaadies/${first.yaadiId}`],
    ] as const) {
      const response = await postForm(dataUrl(path), fields, { token });
      const body = await response.text();
      expect(body, path).toContain(`"${page}"`);
      expect(body).not.toContain(".data");
    }
  });

  it("moves a yaadi's status forward; the customer's page shows it; a move the rules forbid answers 409", async () => {
    const [first] = await twoOrders();
    const step = (status: string) => postForm("/adminpanel/yaadi-summary?day=today", { intent: "status", id: String(first.yaadiId), status }, { token });
    expect((await step("accepted")).status).toBe(302);
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).toMatch(/Status: <strong>Accepted<\/strong>/);
    expect((await step("delivered")).status).toBe(302);
    expect((await step("placed")).status).toBe(409); // two steps back
    expect((await step("shipped")).status).toBe(400);
    const [row] = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    expect(row!.status).toBe("delivered");
  });

  it("offers add-customer for an unsaved WhatsApp number on premium, saves it once, and never on basic", async () => {
    const [first] = await twoOrders();
    const before = await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() });
    expect(before.find((r) => r.id === first.yaadiId)!.savedCustomer).toBe(false);
    const response = await postForm("/adminpanel/yaadi-summary?day=today", { intent: "add-customer", id: String(first.yaadiId) }, { token });
    expect(response.status).toBe(302);
    const saved = await db().select().from(customers).where(eq(customers.shopId, shop.id));
    expect(saved.map((c) => [c.name, c.whatsApp, c.address])).toEqual([[asha.name, asha.whatsApp, asha.address]]);
    const after = await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() });
    expect(after.find((r) => r.id === first.yaadiId)!.savedCustomer).toBe(true);
    // Again (a second tap with a new write key, or another device): refused, still one customer.
    expect((await postForm("/adminpanel/yaadi-summary?day=today", { intent: "add-customer", id: String(first.yaadiId) }, { token })).status).toBe(409);
    expect(await db().select().from(customers).where(eq(customers.shopId, shop.id))).toHaveLength(1);

    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    const page = await html("/adminpanel/yaadi-summary?day=today");
    expect(page.text).not.toContain("Add customer");
    expect((await postForm("/adminpanel/yaadi-summary?day=today", { intent: "add-customer", id: String(first.yaadiId) }, { token })).status).toBe(403);
  });

  it("answers 404 for another shop's yaadi on every action and screen, and the other shop's rows stay as they were", async () => {
    const other = await readyShop();
    const [otherSugar] = await db().insert(products).values({ shopId: other.id, name: "Sugar", mrpPaise: 5000, pricePaise: 4500 }).returning();
    const theirs = await order([line(otherSugar!.id, 1000)], { customer: asha }, other.url);
    const id = String(theirs.body.yaadiId);
    const before = await shopRowsSnapshot(other.id);
    const actions: Record<string, string>[] = [{ intent: "delete", id }, { intent: "status", id, status: "accepted" }, { intent: "add-customer", id }];
    for (const fields of actions) {
      expect((await postForm("/adminpanel/yaadi-summary?day=today", fields, { token })).status, fields.intent).toBe(404);
    }
    expect((await get(`/adminpanel/yaadies/${id}`, { token })).status).toBe(404);
    expect((await get(`/adminpanel/yaadies/${id}/download`, { token })).status).toBe(404);
    expect((await postForm(`/adminpanel/yaadies/${id}`, { intent: "paid" }, { token })).status).toBe(404);
    expect((await postForm(`/adminpanel/yaadies/${id}`, { intent: "delete" }, { token })).status).toBe(404);
    expect(await shopRowsSnapshot(other.id)).toEqual(before);
    expect(await db().select().from(customers).where(eq(customers.shopId, shop.id))).toEqual([]);
  });
});

describe("Edit yaadi", () => {
  const edit = (id: number, lines: unknown) => postForm(`/adminpanel/yaadies/${id}/edit`, { lines: JSON.stringify(lines) }, { token });

  it("changes quantities, removes and adds lines, prices them again, and the customer's page shows the edit", async () => {
    const [first] = await twoOrders(); // Asha: 2 × Sugar (Rs. 90) + Rs. 20 delivery
    const [rice] = await db().insert(products).values({ shopId: shop.id, name: "Rice", mrpPaise: 7000, pricePaise: 6000, unitId: 3 }).returning();
    const [sugarLine] = (await getYaadiLines(first.yaadiId));
    // The catalogue's sugar price changes: the kept line keeps the price Asha ordered at.
    await db().update(products).set({ pricePaise: 9900 }).where(eq(products.id, sugar));
    const response = await edit(first.yaadiId, [{ lineId: sugarLine!.id, quantity: 3000 }, { productId: rice!.id, quantity: 2000 }]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/adminpanel/yaadies/${first.yaadiId}`);
    const [row] = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    // 3 × 45 + 2 kg × 60 = 255; free delivery stays below Rs. 500? 255 < 500, so Rs. 20 is charged.
    expect(row).toMatchObject({ totalPaise: 25_500, deliveryChargesPaise: 2000, netPaise: 27_500, status: "placed" });
    expect(row!.editedAt).not.toBeNull();
    expect((await getYaadiLines(first.yaadiId)).map((l) => [l.name, l.quantityMilli, l.pricePaise, l.lineTotalPaise])).toEqual([["Sugar", 3000, 4500, 13_500], ["Rice", 2000, 6000, 12_000]]);
    const page = await (await get(`/yaadilist/${first.yaadiUrl}`)).text();
    for (const text of ["Rice", "2 kgs", "255.00", "275.00", "Changed by the shop on"]) expect(page, text).toContain(text);
    expect((await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).find((r) => r.id === first.yaadiId)!.netPaise).toBe(27_500);
  });

  it("refuses an empty yaadi, a bad step, another shop's product, a packed yaadi, and changes nothing", async () => {
    const [first] = await twoOrders();
    const [sugarLine] = await getYaadiLines(first.yaadiId);
    const other = await readyShop();
    const [theirs] = await db().insert(products).values({ shopId: other.id, name: "Their rice", mrpPaise: 100, pricePaise: 100 }).returning();
    const before = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    const cases: [unknown, number, string][] = [
      [[{ lineId: sugarLine!.id, quantity: 0 }], 409, "A yaadi needs at least one product."],
      [[{ lineId: sugarLine!.id, quantity: 1500 }], 409, "Sugar"],
      [[{ lineId: sugarLine!.id, quantity: 1000 }, { productId: theirs!.id, quantity: 1000 }], 409, "no longer in your catalogue"],
      [[], 409, "has changed since the page was loaded"],
      [{ lineId: sugarLine!.id }, 400, "Something went wrong..."],
    ];
    for (const [lines, status, text] of cases) {
      const response = await edit(first.yaadiId, lines);
      expect(response.status, JSON.stringify(lines)).toBe(status);
      expect(await response.text()).toContain(text);
    }
    expect(await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId))).toEqual(before);
    expect((await postForm("/adminpanel/yaadi-summary?day=today", { intent: "status", id: String(first.yaadiId), status: "packed" }, { token })).status).toBe(302);
    const late = await edit(first.yaadiId, [{ lineId: sugarLine!.id, quantity: 1000 }]);
    expect([late.status, await late.text()]).toEqual([409, expect.stringContaining("This yaadi is packed: it can no longer be edited.")]);
    const screen = await html(`/adminpanel/yaadies/${first.yaadiId}/edit`);
    expect(screen.text).toContain("This yaadi is packed: it can no longer be edited.");
    expect(screen.text).not.toContain("Save yaadi");
    const theirOrder = await order([line(theirs!.id, 1000)], { customer: asha }, other.url);
    expect((await edit(theirOrder.body.yaadiId, [{ lineId: 1, quantity: 1000 }])).status).toBe(404);
    expect((await get(`/adminpanel/yaadies/${theirOrder.body.yaadiId}/edit`, { token })).status).toBe(404);
  });
});

describe("Productwise Sale", () => {
  it("sums each product's quantity over two days in its measure (weights in kg), leaving cancelled yaadies and other days out", async () => {
    const first = await order([line(sugar, 2000), line(tomato, 750)], { customer: asha }, shop.url);
    expect((await order([line(sugar, 1000), line(tomato, 1500)], { customer: ravi }, shop.url)).status).toBe(201); // today
    const cancelled = await order([line(sugar, 5000)], { customer: ravi }, shop.url);
    const old = await order([line(sugar, 7000)], { customer: ravi }, shop.url);
    const yesterday = istDate(new Date(Date.now() - 86_400_000));
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db().update(yaadies).set({ createdAt: new Date(`${yesterday}T12:00:00+05:30`) }).where(eq(yaadies.id, first.body.yaadiId));
    await db().update(yaadies).set({ createdAt: threeDaysAgo }).where(eq(yaadies.id, old.body.yaadiId));
    expect((await postForm("/adminpanel/yaadi-summary?day=today", { intent: "delete", id: String(cancelled.body.yaadiId) }, { token })).status).toBe(302);
    // Tomato is sold by the kg from now on: its weights still add up, in kg.
    await db().update(products).set({ unitId: 3 }).where(eq(products.id, tomato));
    expect((await order([line(tomato, 1000)], { customer: ravi }, shop.url)).status).toBe(201);
    const query = `day=between&from=${yesterday}&to=${today()}`;
    const page = await html(`/adminpanel/productwise-sale?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Total items: <!-- -->2");
    expect(page.text).toMatch(/Sugar<\/td><td[^>]*>3<\/td>/);
    expect(page.text).toMatch(/Tomato<\/td><td[^>]*>3\.25 kg<\/td>/);
    const csv = await get(`/adminpanel/productwise-sale.csv?${query}`, { token });
    expect(csv.headers.get("Content-Disposition")).toContain(`filename="Cumulative ${yesterday} to ${today()}.csv"`);
    expect(await csvText(csv)).toBe("\uFEFFDescription,Quantity\r\nSugar,3\r\nTomato,3.25 kg\r\n");
    expect((await html("/adminpanel/productwise-sale?day=yesterday")).text).toMatch(/Sugar<\/td><td[^>]*>2<\/td>/);
  });

  it("is premium only: a basic shop sees the notice and gets no CSV", async () => {
    await twoOrders();
    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    const page = await html("/adminpanel/productwise-sale?day=today");
    expect(page.text).toContain("This feature is available in Premium version !");
    expect(page.text).not.toContain("Sugar");
    const csv = await get("/adminpanel/productwise-sale.csv?day=today", { token });
    expect([csv.status, await csv.text()]).toEqual([403, "This feature is available in Premium version !"]);
  });
});

describe("the yaadi's screen", () => {
  it("shows the lines, marks paid and unpaid, and offers the status message on WhatsApp", async () => {
    const [first] = await twoOrders();
    const page = await html(`/adminpanel/yaadies/${first.yaadiId}`);
    expect(page.status).toBe(200);
    for (const text of ["Sugar", "45.00", "90.00", "Grand Total", asha.name]) expect(page.text, text).toContain(text);
    const message = encodeURIComponent(`Namaste ${asha.name},\nyour yaadi no. ${first.yaadiId} from ${SHOP_NAME} has been received.`);
    expect(page.text).toContain(`https://wa.me/91${asha.whatsApp}?text=${message}`.replaceAll("&", "&amp;"));
    expect((await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "paid" }, { token })).status).toBe(302);
    expect((await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).find((r) => r.id === first.yaadiId)!.paid).toBe(true);
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).toContain(">Paid<");
    expect((await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "unpaid" }, { token })).status).toBe(302);
    const [row] = await db().select().from(yaadies).where(and(eq(yaadies.id, first.yaadiId), eq(yaadies.shopId, shop.id)));
    expect(row!.paidAt).toBeNull();
  });
});

describe("Pay by UPI on the order page", () => {
  const settings = (upiId?: string) => postForm("/adminpanel/store-settings", { colorScheme: "green", languageChoice: "0", plan: "0", ...(upiId === undefined ? {} : { upiId }) }, { token });

  it("the shop sets its UPI id in Store Settings; an unpaid yaadi's page offers the amount with its number as the note", async () => {
    const [first] = await twoOrders();
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).not.toContain("Pay by UPI");
    const bad = await settings("not a upi id");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a UPI id like shopname@okaxis, or leave it empty");
    expect((await settings(" saikirana@okaxis ")).status).toBe(302);
    const [row] = await db().select({ upiId: shops.upiId }).from(shops).where(eq(shops.id, shop.id));
    expect(row!.upiId).toBe("saikirana@okaxis");
    // A form without the field (sent before it existed) keeps the saved id.
    expect((await settings()).status).toBe(302);
    const page = await (await get(`/yaadilist/${first.yaadiUrl}`)).text();
    expect(page).toContain("Pay Rs. 110 by UPI");
    expect(page).toContain(`href="upi://pay?pa=saikirana@okaxis&amp;pn=${SHOP_NAME.replace(" ", "%20")}&amp;am=110.00&amp;cu=INR&amp;tn=Yaadi%20no.%20${first.yaadiId}"`);
    expect(page).toMatch(/aria-label="QR code to pay Rs\. 110 to saikirana@okaxis"[^>]*><svg/);
    await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "paid" }, { token });
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).not.toContain("Pay by UPI");
    // Cleared: no longer offered.
    expect((await settings("")).status).toBe(302);
    const [, second] = await twoOrders();
    expect(await (await get(`/yaadilist/${second.yaadiUrl}`)).text()).not.toContain("Pay by UPI");
  });
});

describe("downloads", () => {
  it("the summary CSV: the spec's columns, hyphens for commas, 'Invalid data' when empty", async () => {
    const empty = await get("/adminpanel/yaadi-summary.csv?day=today", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
    const [first, second] = await twoOrders();
    const response = await get("/adminpanel/yaadi-summary.csv?day=today", { token });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain(`filename="Yaadi Summary ${today()}.csv"`);
    const lines = (await csvText(response)).split("\r\n");
    expect(lines[0]).toBe("\uFEFFS.No.,Yaadi No.,Name,WhatsApp,Address,Total Amount,Delivery Charges,Net Amount,Time");
    expect(lines[1]).toMatch(new RegExp(`^1,${second.yaadiId},Ravi Kulkarni,9123456780,Flat 4- Shivajinagar- Pune,30\\.00,20\\.00,50\\.00,"\\d+/\\d+/\\d{4}, \\d\\d:\\d\\d [AP]M"$`));
    expect(lines[2]).toMatch(new RegExp(`^2,${first.yaadiId},Asha Deshmukh,9876543210,12- MG Road- Pune,90\\.00,20\\.00,110\\.00,`));
    expect((await get("/adminpanel/yaadi-summary.csv?day=between&from=2026-11-22&to=2026-11-01", { token })).status).toBe(400);
  });

  it("a yaadi's CSV and the customer data CSV", async () => {
    expect(await (await get("/adminpanel/customer-data.csv", { token })).text()).toBe("No Data");
    const [, second] = await twoOrders();
    const sheet = await get(`/adminpanel/yaadies/${second.yaadiId}/download`, { token });
    expect(await csvText(sheet)).toBe("\uFEFFS.No.,Description,quantity,final price,Total\r\n1,Tomato,750 gms,40.00,30.00\r\n,Grand Total,,,30.00\r\n,Delivery Charges,,,20.00\r\n,Net payable amount,,,50.00\r\n");
    const data = await get("/adminpanel/customer-data.csv", { token });
    expect(data.headers.get("Content-Disposition")).toContain(`filename="${SHOP_NAME} All Customers.csv"`);
    const rows = (await csvText(data)).split("\r\n");
    expect(rows[0]).toBe("\uFEFFName,WhatsApp No.,Address,Yaadies,Last Yaadi");
    expect(rows.slice(1, 3).map((r) => r.split(",").slice(0, 4).join(","))).toEqual(["Asha Deshmukh,9876543210,12- MG Road- Pune,1", "Ravi Kulkarni,9123456780,Flat 4- Shivajinagar- Pune,1"]);
  });
});

describe("All Yaadies", () => {
  it("downloads the range's lines as yaadies or challans; premium only; bad kinds and empty ranges refused", async () => {
    const [first, second] = await twoOrders();
    const yaadiesCsv = await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=today", { token });
    expect(yaadiesCsv.headers.get("Content-Disposition")).toContain(`filename="All Yaadies ${today()}.csv"`);
    const lines = (await csvText(yaadiesCsv)).split("\r\n");
    expect(lines[1]).toMatch(new RegExp(`^${first.yaadiId},Asha Deshmukh,9876543210,12- MG Road- Pune,"[^"]+",1,Sugar,2,45\\.00,90\\.00$`));
    expect(lines[2]).toMatch(new RegExp(`^${second.yaadiId},Ravi Kulkarni,.*,1,Tomato,750 gms,40\\.00,30\\.00$`));
    const challans = await csvText(await get("/adminpanel/all-yaadies.csv?kind=challans&day=today", { token }));
    expect(challans.split("\r\n")[2]).toBe(`${second.yaadiId},Ravi Kulkarni,9123456780,Flat 4- Shivajinagar- Pune,1,Tomato,750 gms`);
    expect((await get("/adminpanel/all-yaadies.csv?kind=bills&day=today", { token })).status).toBe(400);
    const empty = await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=yesterday", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    expect((await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=today", { token })).status).toBe(403);
    expect((await html("/adminpanel/all-yaadies")).text).toContain("This feature is available in Premium version !");
  });
});

describe("Customer Visits and today at a glance", () => {
  it("lists today's customer-form entries with their count, and refuses a range", async () => {
    const none = await html("/adminpanel/customer-visits?day=today");
    expect(none.text).toContain("No Customer Visits.");
    for (const who of [asha, ravi]) {
      const response = await asAnonymous()(`/api/v1/stores/${shop.url}/customer-entries`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `test-${uniqueSuffix()}` },
        body: JSON.stringify(who),
      });
      expect(response.status).toBe(204);
    }
    const page = await html("/adminpanel/customer-visits?day=today");
    expect(page.text).toContain("Total 2 Customer/s.");
    expect(page.text).toContain(`href="https://wa.me/91${ravi.whatsApp}"`);
    expect((await customerVisits(bindToShop(db(), shop.id), { from: today(), to: today() })).map((v) => v.name)).toEqual([asha.name, ravi.name]);
    expect((await html("/adminpanel/customer-visits?day=yesterday")).text).toContain("No Customer Visits.");
    expect((await html("/adminpanel/customer-visits?day=between&from=2026-11-01&to=2026-11-02")).status).toBe(400);
  });

  it("the admin home counts today's yaadies, their net amount and those waiting to be accepted", async () => {
    const [first] = await twoOrders();
    await postForm("/adminpanel/yaadi-summary?day=today", { intent: "status", id: String(first.yaadiId), status: "accepted" }, { token });
    expect(await dayGlance(bindToShop(db(), shop.id), today())).toEqual({ count: 2, netPaise: 16_000, waiting: 1 });
    const home = await html("/adminpanel");
    expect(home.text).toContain("Rs. 160");
    expect(home.text).toContain("Today&#x27;s yaadies");
  });
});
