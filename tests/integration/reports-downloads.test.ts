import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istDate } from "#app/domain/time";
import { dayGlance } from "#app/server/admin/reports.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { customerVisits } from "#app/server/admin/visits.server";
import { products } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { asAnonymous, db, type TestShop, uniqueSuffix } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, ravi, reportShopForEachTest, SHOP_NAME, today } from "./report-fixtures";
import { get, postForm } from "./route-harness";

/*
 * The shop's reports and downloads (spec 3 "Productwise Sale", "All Yaadies", "Downloads", "Customer Visits", §9) and
 * Pay by UPI on the order page: orders placed through the store's API, read back through the admin's screens and files.
 */

let shop: TestShop;
let token: string;
let sugar: number;
let tomato: number;
const { html, twoOrders } = reportShopForEachTest((fixture) => {
  ({ shop, token, sugar, tomato } = fixture);
});

describe("Productwise Sale", () => {
  it("sums each product's quantity over two days in its measure (weights in kg), leaving cancelled yaadies and other days out", async () => {
    const first = await order([line(sugar, 2000), line(tomato, 750)], { customer: asha }, shop.url);
    expect((await order([line(sugar, 1000), line(tomato, 1500)], { customer: ravi }, shop.url)).status).toBe(201); // today
    const cancelled = await order([line(sugar, 5000)], { customer: ravi }, shop.url);
    const old = await order([line(sugar, 7000)], { customer: ravi }, shop.url);
    const yesterday = istDate(new Date(Date.now() - 86_400_000));
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db()
      .update(yaadies)
      .set({ createdAt: new Date(`${yesterday}T12:00:00+05:30`) })
      .where(eq(yaadies.id, first.body.yaadiId));
    await db().update(yaadies).set({ createdAt: threeDaysAgo }).where(eq(yaadies.id, old.body.yaadiId));
    expect(
      (
        await postForm(
          "/adminpanel/yaadi-summary?day=today",
          { intent: "delete", id: String(cancelled.body.yaadiId) },
          { token },
        )
      ).status,
    ).toBe(302);
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

  it("keeps every line's time its yaadi's (the index it reads), whatever writes the line", async () => {
    const placed = await order([line(sugar, 2000)], { customer: asha }, shop.url);
    const yaadiId: number = placed.body.yaadiId;
    const timesOf = async () => {
      const [yaadi] = await db().select({ createdAt: yaadies.createdAt }).from(yaadies).where(eq(yaadies.id, yaadiId));
      const lines = await db()
        .select({ orderedAt: yaadiLines.orderedAt })
        .from(yaadiLines)
        .where(eq(yaadiLines.yaadiId, yaadiId));
      return { yaadi: yaadi!.createdAt.getTime(), lines: lines.map((l) => l.orderedAt) };
    };
    const atOrder = await timesOf();
    expect(atOrder.lines).toEqual([atOrder.yaadi]);
    await db().insert(yaadiLines).values({
      shopId: shop.id,
      yaadiId,
      productId: tomato,
      name: "Tomato",
      unitId: 2,
      quantityMilli: 500,
      mrpPaise: 0,
      pricePaise: 0,
      lineTotalPaise: 0,
    });
    await db()
      .update(yaadies)
      .set({ createdAt: new Date(atOrder.yaadi - 86_400_000) })
      .where(eq(yaadies.id, yaadiId));
    const moved = await timesOf();
    expect(moved.lines).toEqual([atOrder.yaadi - 86_400_000, atOrder.yaadi - 86_400_000]);
    const refused = await db()
      .update(yaadiLines)
      .set({ orderedAt: 0 })
      .where(eq(yaadiLines.yaadiId, yaadiId))
      .catch((error: Error) => error.cause);
    expect(String(refused)).toContain("a line's time is its yaadi's");
    expect((await timesOf()).lines).toEqual(moved.lines);
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

describe("All Yaadies", () => {
  it("downloads the range's lines as yaadies or challans; premium only; bad kinds and empty ranges refused", async () => {
    const [first, second] = await twoOrders();
    const yaadiesCsv = await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=today", { token });
    expect(yaadiesCsv.headers.get("Content-Disposition")).toContain(`filename="All Yaadies ${today()}.csv"`);
    const lines = (await csvText(yaadiesCsv)).split("\r\n");
    expect(lines[1]).toMatch(
      new RegExp(
        `^${first.yaadiId},Asha Deshmukh,"=""9876543210""",12- MG Road- Pune,"[^"]+",1,Sugar,2,45\\.00,90\\.00$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${second.yaadiId},Ravi Kulkarni,.*,1,Tomato,750 gms,40\\.00,30\\.00$`));
    const challans = await csvText(await get("/adminpanel/all-yaadies.csv?kind=challans&day=today", { token }));
    expect(challans.split("\r\n")[2]).toBe(
      `${second.yaadiId},Ravi Kulkarni,"=""9123456780""",Flat 4- Shivajinagar- Pune,1,Tomato,750 gms`,
    );
    expect((await get("/adminpanel/all-yaadies.csv?kind=bills&day=today", { token })).status).toBe(400);
    const empty = await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=yesterday", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    expect((await get("/adminpanel/all-yaadies.csv?kind=yaadies&day=today", { token })).status).toBe(403);
    expect((await html("/adminpanel/all-yaadies")).text).toContain("This feature is available in Premium version !");
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
    expect(lines[1]).toMatch(
      new RegExp(
        `^1,${second.yaadiId},Ravi Kulkarni,"=""9123456780""",Flat 4- Shivajinagar- Pune,30\\.00,20\\.00,50\\.00,"\\d+/\\d+/\\d{4}, \\d\\d:\\d\\d [AP]M"$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^2,${first.yaadiId},Asha Deshmukh,"=""9876543210""",12- MG Road- Pune,90\\.00,20\\.00,110\\.00,`),
    );
    expect(
      (await get("/adminpanel/yaadi-summary.csv?day=between&from=2026-11-22&to=2026-11-01", { token })).status,
    ).toBe(400);
  });

  it("a yaadi's CSV and the customer data CSV", async () => {
    expect(await (await get("/adminpanel/customer-data.csv", { token })).text()).toBe("No Data");
    const [, second] = await twoOrders();
    const sheet = await get(`/adminpanel/yaadies/${second.yaadiId}/download`, { token });
    expect(await csvText(sheet)).toBe(
      "\uFEFFS.No.,Description,quantity,final price,Total\r\n1,Tomato,750 gms,40.00,30.00\r\n,Grand Total,,,30.00\r\n,Delivery Charges,,,20.00\r\n,Net payable amount,,,50.00\r\n",
    );
    const data = await get("/adminpanel/customer-data.csv", { token });
    expect(data.headers.get("Content-Disposition")).toContain(`filename="${SHOP_NAME} All Customers.csv"`);
    const rows = (await csvText(data)).split("\r\n");
    expect(rows[0]).toBe("\uFEFFName,WhatsApp No.,Address,Yaadies,Last Yaadi");
    expect(rows.slice(1, 3).map((r) => r.split(",").slice(0, 4).join(","))).toEqual([
      'Asha Deshmukh,"=""9876543210""",12- MG Road- Pune,1',
      'Ravi Kulkarni,"=""9123456780""",Flat 4- Shivajinagar- Pune,1',
    ]);
  });
});

describe("Pay by UPI on the order page", () => {
  const settings = (upiId?: string) =>
    postForm(
      "/adminpanel/store-settings",
      { colorScheme: "green", languageChoice: "0", plan: "0", ...(upiId === undefined ? {} : { upiId }) },
      { token },
    );

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
    expect(page).toContain(
      `href="upi://pay?pa=saikirana@okaxis&amp;pn=${SHOP_NAME.replace(" ", "%20")}&amp;am=110.00&amp;cu=INR&amp;tn=Yaadi%20no.%20${first.yaadiId}"`,
    );
    expect(page).toMatch(/aria-label="QR code to pay Rs\. 110 to saikirana@okaxis"[^>]*><svg/);
    await postForm(`/adminpanel/yaadies/${first.yaadiId}`, { intent: "paid" }, { token });
    expect(await (await get(`/yaadilist/${first.yaadiUrl}`)).text()).not.toContain("Pay by UPI");
    // Cleared: no longer offered.
    expect((await settings("")).status).toBe(302);
    const [, second] = await twoOrders();
    expect(await (await get(`/yaadilist/${second.yaadiUrl}`)).text()).not.toContain("Pay by UPI");
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
    expect(
      (await customerVisits(bindToShop(db(), shop.id), { from: today(), to: today() })).map((v) => v.name),
    ).toEqual([asha.name, ravi.name]);
    expect((await html("/adminpanel/customer-visits?day=yesterday")).text).toContain("No Customer Visits.");
    expect((await html("/adminpanel/customer-visits?day=between&from=2026-11-01&to=2026-11-02")).status).toBe(400);
  });

  it("the admin home counts today's yaadies, their net amount and those waiting to be accepted", async () => {
    const [first] = await twoOrders();
    await postForm(
      "/adminpanel/yaadi-summary?day=today",
      { intent: "status", id: String(first.yaadiId), status: "accepted" },
      { token },
    );
    expect(await dayGlance(bindToShop(db(), shop.id), today())).toEqual({
      count: 2,
      netPaise: 16_000,
      waiting: 1,
      counterCount: 0,
      counterNetPaise: 0,
    });
    const home = await html("/adminpanel/");
    expect(home.text).toContain("Rs. 160");
    expect(home.text).toContain("Today&#x27;s yaadies");
  });
});
