import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEALER_FILTER_MESSAGE } from "#app/domain/reports/report-range";
import { productwiseSale, summaryTotals } from "#app/server/admin/reports.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { yaadiSummary } from "#app/server/admin/yaadies.server";
import { customerEntries, dealers } from "#db/schema/customers";
import { reportExports } from "#db/schema/exports";
import { asAnonymous, db } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, type ReportShop, ravi, reportShop, today } from "./report-fixtures";
import { get } from "./route-harness";

/*
 * The reports filtered by dealer (issue: "the Yaadi Summary and reports can be filtered by dealer"): the screen's
 * rows and totals, Productwise Sale, the downloads and a background export count only the chosen dealer's yaadies,
 * or only the shop's own.
 */

let r: ReportShop;
let ganesh: number;

beforeEach(async () => {
  r = await reportShop();
  [{ id: ganesh }] = (await db()
    .insert(dealers)
    .values({ shopId: r.shop.id, name: "Ganesh Traders", whatsApp: "9000000012", link: "ganesh" })
    .returning({ id: dealers.id })) as [{ id: number }];
  // Asha orders through the shop's own link, Ravi through Ganesh's.
  expect((await order([line(r.sugar, 2000)], { customer: asha }, r.shop.url)).status).toBe(201);
  expect((await order([line(r.tomato, 750)], { customer: ravi }, `${r.shop.url}_ganesh`)).status).toBe(201);
});

describe("the dealer filter", () => {
  it("counts every yaadi, the shop's own, or one dealer's in the rows, totals and Productwise Sale", async () => {
    const scope = bindToShop(db(), r.shop.id);
    const day = today();
    const names = async (dealer?: "shop" | number) =>
      (await yaadiSummary(scope, { from: day, to: day, dealer })).map((y) => y.customerName);
    expect((await names()).sort()).toEqual([asha.name, ravi.name].sort());
    expect(await names("shop")).toEqual([asha.name]);
    expect(await names(ganesh)).toEqual([ravi.name]);
    expect(await names(ganesh + 1000)).toEqual([]);
    expect(await summaryTotals(scope, { from: day, to: day, dealer: ganesh })).toMatchObject({
      count: 1,
      totalPaise: 3000,
    });
    expect((await productwiseSale(scope, { from: day, to: day, dealer: ganesh })).map((p) => p.name)).toEqual([
      "Tomato",
    ]);
    expect((await productwiseSale(scope, { from: day, to: day, dealer: "shop" })).map((p) => p.name)).toEqual([
      "Sugar",
    ]);
  });

  it("shows the dealers to choose from, filters the screen and the CSV, and refuses a filter that is not one", async () => {
    const screen = await (await get(`/adminpanel/yaadi-summary?day=today&dealer=${ganesh}`, { token: r.token })).text();
    expect(screen).toContain("Ganesh Traders");
    expect(screen).toContain(ravi.name);
    expect(screen).not.toContain(asha.name);
    const csv = await csvText(await get(`/adminpanel/yaadi-summary.csv?day=today&dealer=shop`, { token: r.token }));
    expect(csv).toContain(asha.name);
    expect(csv).not.toContain(ravi.name);
    const bad = await get("/adminpanel/yaadi-summary?day=today&dealer=ganesh", { token: r.token });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(DEALER_FILTER_MESSAGE);
  });

  it("Customer Visits and Customer Data filter by dealer; a visit through a dealer's link names it", async () => {
    const visitor = asAnonymous();
    const enter = (segment: string, customer: typeof asha) =>
      visitor(`/api/v1/stores/${segment}/customer-entries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(customer),
      });
    expect((await enter(r.shop.url, asha)).status).toBe(204);
    expect((await enter(`${r.shop.url}_ganesh`, ravi)).status).toBe(204);
    const entries = await db().select().from(customerEntries).where(eq(customerEntries.shopId, r.shop.id));
    expect(entries.map((e) => [e.name, e.dealerId]).sort()).toEqual(
      [
        [asha.name, null],
        [ravi.name, ganesh],
      ].sort(),
    );

    const visits = async (dealer: string) => {
      const page = await (await get(`/adminpanel/customer-visits?day=today${dealer}`, { token: r.token })).text();
      return [asha.name, ravi.name].filter((name) => page.includes(name));
    };
    expect(await visits("")).toEqual([asha.name, ravi.name]);
    expect(await visits("&dealer=shop")).toEqual([asha.name]);
    expect(await visits(`&dealer=${ganesh}`)).toEqual([ravi.name]);
    const screen = await (await get("/adminpanel/customer-visits", { token: r.token })).text();
    expect(screen).toContain("Ganesh Traders");
    const bad = await get("/adminpanel/customer-visits?day=today&dealer=ganesh", { token: r.token });
    expect([bad.status, (await bad.text()).includes(DEALER_FILTER_MESSAGE)]).toEqual([400, true]);

    const customersOf = async (dealer: string) =>
      (await csvText(await get(`/adminpanel/customer-data.csv${dealer}`, { token: r.token })))
        .split("\r\n")
        .slice(1, -1)
        .map((row) => row.split(",")[0]);
    expect(await customersOf("")).toEqual([asha.name, ravi.name]);
    expect(await customersOf("?dealer=shop")).toEqual([asha.name]);
    expect(await customersOf(`?dealer=${ganesh}`)).toEqual([ravi.name]);
    const none = await get(`/adminpanel/customer-data.csv?dealer=${ganesh + 1000}`, { token: r.token });
    expect([none.status, await none.text()]).toEqual([404, "No Data"]);
    const refused = await get("/adminpanel/customer-data.csv?dealer=ganesh", { token: r.token });
    expect([refused.status, await refused.text()]).toEqual([400, DEALER_FILTER_MESSAGE]);
    expect(await (await get("/adminpanel/customer-data", { token: r.token })).text()).toContain("Ganesh Traders");
  });

  it("a background export keeps the filter it was asked with", async () => {
    const scope = bindToShop(db(), r.shop.id);
    const { startExport } = await import("#app/server/admin/exports.server");
    const sent: unknown[] = [];
    const queue = { send: async (m: unknown) => void sent.push(m) } as unknown as Queue;
    const id = await startExport(scope, queue, {
      kind: "summary",
      range: { from: today(), to: today(), dealer: ganesh },
      fileName: "x.csv",
    });
    const other = await startExport(scope, queue, {
      kind: "summary",
      range: { from: today(), to: today() },
      fileName: "x.csv",
    });
    expect(other).not.toBe(id);
    const [stored] = await db()
      .select({ dealer: reportExports.dealer })
      .from(reportExports)
      .where(eq(reportExports.id, id));
    expect(stored!.dealer).toBe(String(ganesh));
  });
});
