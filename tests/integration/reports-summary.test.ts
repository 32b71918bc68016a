import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istDate } from "#app/domain/time";
import { dailyNet } from "#app/server/admin/reports.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { yaadiSummary } from "#app/server/admin/yaadies.server";
import { products } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { db, type TestShop } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, getYaadiLines, ravi, readyShop, reportShopForEachTest, SHOP_NAME, today } from "./report-fixtures";
import { dataUrl, get, postForm } from "./route-harness";
import { shopRowsSnapshot } from "./shop-fixtures";

/*
 * The shop's orders, screens and actions (spec 3 "Yaadi Summary"; DECISIONS.md "Delete in Yaadi Summary", "Order
 * status", "Edit yaadi"): orders placed through the store's API, read and changed through the admin's screens.
 */

let shop: TestShop;
let token: string;
let sugar: number;
const { html, twoOrders } = reportShopForEachTest((fixture) => {
  ({ shop, token, sugar } = fixture);
});
/** A row action of today's Yaadi Summary, as the admin's page posts it. */
const postToSummary = (fields: Record<string, string>) =>
  postForm("/adminpanel/yaadi-summary?day=today", fields, { token });

describe("Yaadi Summary", () => {
  it("shows nothing until a day is asked for, then today's yaadies with exact totals", async () => {
    const [first, second] = await twoOrders();
    const blank = await html("/adminpanel/yaadi-summary");
    expect(blank.status).toBe(200);
    expect(blank.text).toContain("Show Here");
    expect(blank.text).not.toContain(asha.name);

    const shown = await html("/adminpanel/yaadi-summary?day=today");
    expect(shown.status).toBe(200);
    for (const text of [
      asha.name,
      ravi.name,
      asha.address,
      `>${first.yaadiId}<`,
      `>${second.yaadiId}<`,
      "120.00",
      "40.00",
      "160.00",
    ])
      expect(shown.text, text).toContain(text);
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
    await db()
      .update(yaadies)
      .set({ createdAt: new Date(startOfToday.getTime() - 60_000) })
      .where(eq(yaadies.id, first.yaadiId));
    await db().update(yaadies).set({ createdAt: startOfToday }).where(eq(yaadies.id, second.yaadiId));
    const other = await readyShop();
    await db()
      .insert(products)
      .values({ shopId: other.id, name: "Other sugar", mrpPaise: 100, pricePaise: 100 })
      .returning();
    const scope = bindToShop(db(), shop.id);
    expect((await yaadiSummary(scope, { from: today(), to: today() })).map((r) => r.id)).toEqual([second.yaadiId]);
    expect((await yaadiSummary(scope, { from: yesterday, to: yesterday })).map((r) => r.id)).toEqual([first.yaadiId]);
    expect((await yaadiSummary(scope, { from: yesterday, to: today() })).map((r) => r.id)).toEqual([
      second.yaadiId,
      first.yaadiId,
    ]);
    expect(await yaadiSummary(bindToShop(db(), other.id), { from: yesterday, to: today() })).toEqual([]);
    const between = await html(
      `/adminpanel/yaadi-summary?day=between&from=${yesterday.replaceAll("-", "/")}&to=${today().replaceAll("-", "/")}`,
    );
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
    for (const query of [
      `day=between&from=${today()}&to=${y}`,
      "day=between&from=2020-01-01&to=2020-01-02",
      "day=between&from=x&to=y",
      "day=someday",
    ]) {
      const page = await html(`/adminpanel/yaadi-summary?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.text).toContain("Enter dates correctly...");
      expect(page.text).not.toContain(asha.name);
    }
  });

  it("delete cancels: the yaadi leaves the list and totals, its page says so, and a second delete changes nothing", async () => {
    const [first, second] = await twoOrders();
    const response = await postToSummary({ intent: "delete", id: String(first.yaadiId) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/yaadi-summary?day=today");
    const after = await get(response.headers.get("Location")!, {
      token,
      cookie: response.headers.get("Set-Cookie")!.split(";")[0],
    });
    const text = await after.text();
    expect(text).toContain(`Yaadi no. ${first.yaadiId} deleted successfully`);
    expect(text).not.toContain(asha.name);
    expect((await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).map((r) => r.id)).toEqual([
      second.yaadiId,
    ]);
    const page = await (await get(`/yaadilist/${first.yaadiUrl}`)).text();
    expect(page).toContain("The yaadi is cancelled.");
    // The row is kept, marked cancelled: the customer's link and the history stay true.
    const [row] = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    expect(row).toMatchObject({ status: "cancelled", netPaise: 11_000 });
    expect((await postToSummary({ intent: "delete", id: String(first.yaadiId) })).status).toBe(409);
  });

  it("a row action sent as the page's fetcher sends it (the data URL) leads back to the page, not to the data URL", async () => {
    const [first] = await twoOrders();
    for (const [path, fields, page] of [
      [
        "/adminpanel/yaadi-summary?day=today",
        { intent: "status", id: String(first.yaadiId), status: "accepted" },
        "/adminpanel/yaadi-summary?day=today",
      ],
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
    const step = (status: string) => postToSummary({ intent: "status", id: String(first.yaadiId), status });
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
    const response = await postToSummary({ intent: "add-customer", id: String(first.yaadiId) });
    expect(response.status).toBe(302);
    const saved = await db().select().from(customers).where(eq(customers.shopId, shop.id));
    expect(saved.map((c) => [c.name, c.whatsApp, c.address])).toEqual([[asha.name, asha.whatsApp, asha.address]]);
    const after = await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() });
    expect(after.find((r) => r.id === first.yaadiId)!.savedCustomer).toBe(true);
    // Again (a second tap with a new write key, or another device): refused, still one customer.
    expect((await postToSummary({ intent: "add-customer", id: String(first.yaadiId) })).status).toBe(409);
    expect(await db().select().from(customers).where(eq(customers.shopId, shop.id))).toHaveLength(1);

    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    const page = await html("/adminpanel/yaadi-summary?day=today");
    expect(page.text).not.toContain("Add customer");
    expect((await postToSummary({ intent: "add-customer", id: String(first.yaadiId) })).status).toBe(403);
  });

  it("answers 404 for another shop's yaadi on every action and screen, and the other shop's rows stay as they were", async () => {
    const other = await readyShop();
    const [otherSugar] = await db()
      .insert(products)
      .values({ shopId: other.id, name: "Sugar", mrpPaise: 5000, pricePaise: 4500 })
      .returning();
    const theirs = await order([line(otherSugar!.id, 1000)], { customer: asha }, other.url);
    const id = String(theirs.body.yaadiId);
    const before = await shopRowsSnapshot(other.id);
    const actions: Record<string, string>[] = [
      { intent: "delete", id },
      { intent: "status", id, status: "accepted" },
      { intent: "add-customer", id },
    ];
    for (const fields of actions) {
      expect((await postToSummary(fields)).status, fields.intent).toBe(404);
    }
    expect((await get(`/adminpanel/yaadies/${id}`, { token })).status).toBe(404);
    expect((await get(`/adminpanel/yaadies/${id}/download`, { token })).status).toBe(404);
    expect((await postForm(`/adminpanel/yaadies/${id}`, { intent: "paid" }, { token })).status).toBe(404);
    expect((await postForm(`/adminpanel/yaadies/${id}`, { intent: "delete" }, { token })).status).toBe(404);
    expect(await shopRowsSnapshot(other.id)).toEqual(before);
    expect(await db().select().from(customers).where(eq(customers.shopId, shop.id))).toEqual([]);
  });
});

describe("the yaadi's screen", () => {
  it("shows the lines, marks paid and unpaid, and offers the status message on WhatsApp", async () => {
    const [first] = await twoOrders();
    const page = await html(`/adminpanel/yaadies/${first.yaadiId}`);
    expect(page.status).toBe(200);
    for (const text of ["Sugar", "45.00", "90.00", "Grand Total", asha.name]) expect(page.text, text).toContain(text);
    const message = encodeURIComponent(
      `Namaste ${asha.name},\nyour yaadi no. ${first.yaadiId} from ${SHOP_NAME} has been received.`,
    );
    expect(page.text).toContain(`https://wa.me/91${asha.whatsApp}?text=${message}`.replaceAll("&", "&amp;"));
    expect((await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "paid" }, { token })).status).toBe(302);
    expect(
      (await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).find(
        (r) => r.id === first.yaadiId,
      )!.paid,
    ).toBe(true);
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).toContain(">Paid<");
    expect((await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "unpaid" }, { token })).status).toBe(302);
    const [row] = await db()
      .select()
      .from(yaadies)
      .where(and(eq(yaadies.id, first.yaadiId), eq(yaadies.shopId, shop.id)));
    expect(row!.paidAt).toBeNull();
  });
});

describe("Edit yaadi", () => {
  const edit = (id: number, lines: unknown) =>
    postForm(`/adminpanel/yaadies/${id}/edit`, { lines: JSON.stringify(lines) }, { token });

  it("changes quantities, removes and adds lines, prices them again, and the customer's page shows the edit", async () => {
    const [first] = await twoOrders(); // Asha: 2 × Sugar (Rs. 90) + Rs. 20 delivery
    const [rice] = await db()
      .insert(products)
      .values({ shopId: shop.id, name: "Rice", mrpPaise: 7000, pricePaise: 6000, unitId: 3 })
      .returning();
    const [sugarLine] = await getYaadiLines(first.yaadiId);
    // The catalogue's sugar price changes: the kept line keeps the price Asha ordered at.
    await db().update(products).set({ pricePaise: 9900 }).where(eq(products.id, sugar));
    const response = await edit(first.yaadiId, [
      { lineId: sugarLine!.id, quantity: 3000 },
      { productId: rice!.id, quantity: 2000 },
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/adminpanel/yaadies/${first.yaadiId}`);
    const [row] = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    // 3 × 45 + 2 kg × 60 = 255; free delivery stays below Rs. 500? 255 < 500, so Rs. 20 is charged.
    expect(row).toMatchObject({ totalPaise: 25_500, deliveryChargesPaise: 2000, netPaise: 27_500, status: "placed" });
    expect(row!.editedAt).not.toBeNull();
    expect(
      (await getYaadiLines(first.yaadiId)).map((l) => [l.name, l.quantityMilli, l.pricePaise, l.lineTotalPaise]),
    ).toEqual([
      ["Sugar", 3000, 4500, 13_500],
      ["Rice", 2000, 6000, 12_000],
    ]);
    const page = await (await get(`/yaadilist/${first.yaadiUrl}`)).text();
    for (const text of ["Rice", "2 kgs", "255.00", "275.00", "Changed by the shop on"])
      expect(page, text).toContain(text);
    expect(
      (await yaadiSummary(bindToShop(db(), shop.id), { from: today(), to: today() })).find(
        (r) => r.id === first.yaadiId,
      )!.netPaise,
    ).toBe(27_500);
  });

  it("refuses an empty yaadi, a bad step, another shop's product, a packed yaadi, and changes nothing", async () => {
    const [first] = await twoOrders();
    const [sugarLine] = await getYaadiLines(first.yaadiId);
    const other = await readyShop();
    const [theirs] = await db()
      .insert(products)
      .values({ shopId: other.id, name: "Their rice", mrpPaise: 100, pricePaise: 100 })
      .returning();
    const before = await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId));
    const cases: [unknown, number, string][] = [
      [[{ lineId: sugarLine!.id, quantity: 0 }], 409, "A yaadi needs at least one product."],
      [[{ lineId: sugarLine!.id, quantity: 1500 }], 409, "Sugar"],
      [
        [
          { lineId: sugarLine!.id, quantity: 1000 },
          { productId: theirs!.id, quantity: 1000 },
        ],
        409,
        "no longer in your catalogue",
      ],
      [[], 409, "has changed since the page was loaded"],
      [{ lineId: sugarLine!.id }, 400, "Something went wrong..."],
    ];
    for (const [lines, status, text] of cases) {
      const response = await edit(first.yaadiId, lines);
      expect(response.status, JSON.stringify(lines)).toBe(status);
      expect(await response.text()).toContain(text);
    }
    expect(await db().select().from(yaadies).where(eq(yaadies.id, first.yaadiId))).toEqual(before);
    expect((await postToSummary({ intent: "status", id: String(first.yaadiId), status: "packed" })).status).toBe(302);
    const late = await edit(first.yaadiId, [{ lineId: sugarLine!.id, quantity: 1000 }]);
    expect([late.status, await late.text()]).toEqual([
      409,
      expect.stringContaining("This yaadi is packed: it can no longer be edited."),
    ]);
    const screen = await html(`/adminpanel/yaadies/${first.yaadiId}/edit`);
    expect(screen.text).toContain("This yaadi is packed: it can no longer be edited.");
    expect(screen.text).not.toContain("Save yaadi");
    const theirOrder = await order([line(theirs!.id, 1000)], { customer: asha }, other.url);
    expect((await edit(theirOrder.body.yaadiId, [{ lineId: 1, quantity: 1000 }])).status).toBe(404);
    expect((await get(`/adminpanel/yaadies/${theirOrder.body.yaadiId}/edit`, { token })).status).toBe(404);
  });
});
