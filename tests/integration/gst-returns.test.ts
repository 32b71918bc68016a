import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PERIOD_MESSAGE } from "#app/domain/gst/return-periods";
import { NOT_REGULAR_MESSAGE } from "#app/domain/gst/returns";
import { billNumberPrefix, financialYear } from "#app/domain/gst/series";
import { SALE_FILTER_MESSAGE } from "#app/domain/reports/report-range";
import { billCounterSale, billYaadi, cancelBill } from "#app/server/admin/bills.server";
import { dayGlance, productwiseSale, summaryTotals } from "#app/server/admin/reports.server";
import { bindToShop, type ShopScope } from "#app/server/admin/shop-scope.server";
import { yaadiSummary } from "#app/server/admin/yaadies.server";
import { bills, productTax, shopTax } from "#db/schema/bills";
import { db } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, type ReportShop, reportShop, today } from "./report-fixtures";
import { get } from "./route-harness";

/*
 * GST Returns and counter sales in the reports (issue 28, parts 3 and 4), inside workerd on the real migrations: the
 * screen's and the files' sums equal the bills' own, a cancelled bill leaves them, another shop sees none of them, a
 * period that is not one is refused with a clear message; the Yaadi Summary, Productwise Sale and the home's today
 * card tell counter sales from online orders.
 */

let r: ReportShop;
let scope: ShopScope;
let write = 0;
/** This year's bill numbers start with it: "2026-27/". */
const series = billNumberPrefix(financialYear(today()));

const turbo = (shopId: number) => db().run(sql`update shops set version_type_id = 3 where id = ${shopId}`);
const registerRegular = (shopId: number) =>
  db()
    .insert(shopTax)
    .values({ shopId, kind: "regular", gstin: "27AAPFU0939F1ZV", legalName: "Sai Kirana", stateCode: "27" });

/** A counter sale of `sugar` pieces of Sugar (Rs. 45, 5%) and `tomatoMilli` of Tomato (Rs. 40/kg, exempt). */
async function counterSale(sugar: number, tomatoMilli = 0) {
  const lines = [
    { productId: r.sugar, quantity: sugar * 1000 },
    ...(tomatoMilli ? [{ productId: r.tomato, quantity: tomatoMilli }] : []),
  ];
  const made = await billCounterSale(scope, r.shop.url, { lines, customer: null }, `gst-write-${++write}`);
  if (!made.ok) throw new Error(`counter sale refused: ${made.reason}`);
  return made.bill;
}

/** A CSV's rows as cells (the files hold no quoted commas). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((row) => row.split(","));

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

async function download(file: string, token = r.token, period = today().slice(0, 7)) {
  const response = await get(`/adminpanel/gst/${file}?period=${period}`, { token });
  return { status: response.status, type: response.headers.get("Content-Type"), text: await csvText(response) };
}

/** The month's standing bills as the database holds them. */
async function billSums() {
  const [row] = await db()
    .select({
      total: sql<number>`sum(${bills.totalPaise})`,
      taxable: sql<number>`sum(${bills.taxablePaise})`,
      cgst: sql<number>`sum(${bills.cgstPaise})`,
      sgst: sql<number>`sum(${bills.sgstPaise})`,
    })
    .from(bills)
    .where(and(eq(bills.shopId, r.shop.id), isNull(bills.cancelledAt)));
  return row!;
}

/** The HSN summary's columns added up. */
function hsnSums(csv: string) {
  const [header, ...rows] = rowsOf(csv);
  const col = (name: string) => header!.indexOf(name);
  const sum = (name: string) => rows.reduce((s, row) => s + paise(row[col(name)]!), 0);
  return {
    header,
    rows,
    total: sum("Total Value"),
    taxable: sum("Taxable Value"),
    cgst: sum("Central Tax Amount"),
    sgst: sum("State/UT Tax Amount"),
    igst: sum("Integrated Tax Amount"),
  };
}

beforeEach(async () => {
  r = await reportShop();
  scope = bindToShop(db(), r.shop.id);
  await turbo(r.shop.id);
  await registerRegular(r.shop.id);
  await db()
    .insert(productTax)
    .values([
      { productId: r.sugar, shopId: r.shop.id, hsn: "1701", rateBp: 500 },
      { productId: r.tomato, shopId: r.shop.id, hsn: "0702", rateBp: 0 },
    ]);
});

describe("the GST returns of a month", () => {
  it("add up to the bills' own sums, by rate on the screen and per HSN in hsn.csv", async () => {
    await counterSale(2, 1500);
    await counterSale(5);
    await counterSale(1, 250);
    const sums = await billSums();
    const hsn = hsnSums((await download("hsn.csv")).text);
    expect(hsn.header).toEqual([
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ]);
    expect({ total: hsn.total, taxable: hsn.taxable, cgst: hsn.cgst, sgst: hsn.sgst, igst: hsn.igst }).toEqual({
      ...sums,
      igst: 0,
    });
    // 8 × Rs. 45 of sugar at 5% and 1.75 kg of tomatoes (Rs. 70) exempt.
    expect(hsn.rows).toEqual([
      ["0702", "", "KGS-KILOGRAMS", "1.75", "70.00", "0", "70.00", "0.00", "0.00", "0.00", ""],
      ["1701", "", "NOS-NUMBERS", "8", "360.00", "5", "342.86", "0.00", "8.57", "8.57", ""],
    ]);
    const screen = await (await get("/adminpanel/gst", { token: r.token })).text();
    expect(screen).toContain("Tax by rate");
    expect(screen).toContain("342.86");
    expect(screen).toContain("412.86"); // the taxable total: 342.86 + 70.00
    expect(screen).toContain(`${series}1`);
    expect(screen).toContain(`${series}3`);
    // b2cs holds the taxed B2C sales only, by place of supply.
    expect(rowsOf((await download("b2cs.csv")).text).slice(1)).toEqual([
      ["OE", "27-Maharashtra", "5", "", "342.86", "", ""],
    ]);
  });

  it("a cancelled bill leaves the sums and counts in the documents as cancelled, its number kept", async () => {
    await counterSale(2);
    const second = await counterSale(4);
    await counterSale(1);
    const before = hsnSums((await download("hsn.csv")).text);
    const [cancelled] = await db().select().from(bills).where(eq(bills.id, second.id));
    expect(await cancelBill(scope, second.id)).toBe(true);
    const after = hsnSums((await download("hsn.csv")).text);
    expect(before.total - after.total).toBe(cancelled!.totalPaise);
    expect(before.cgst - after.cgst).toBe(cancelled!.cgstPaise);
    expect(after.total).toBe((await billSums()).total);
    expect(rowsOf((await download("docs.csv")).text)).toEqual([
      ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      ["Invoices for outward supply", `${series}1`, `${series}3`, "3", "1"],
    ]);
  });

  it("puts a buyer with a GSTIN in b2b.csv, not in b2cs", async () => {
    const placed = await order([line(r.sugar, 4000)], { customer: asha }, r.shop.url);
    expect(placed.status).toBe(201);
    const [yaadi] = (await yaadiSummary(scope, { from: today(), to: today() })).filter(
      (y) => y.customerName === asha.name,
    );
    const billed = await billYaadi(scope, yaadi!.id, { gstin: "27AABCU9603R1ZM", stateCode: "" }, "gst-b2b");
    expect(billed.ok).toBe(true);
    await counterSale(2);
    const b2b = rowsOf((await download("b2b.csv")).text);
    expect(b2b[0]![0]).toBe("GSTIN/UIN of Recipient");
    // The sugar and the delivery charges (taxed at the goods' rate) are one row: a row per bill and rate.
    expect(b2b.slice(1).map((row) => [row[0], row[1], row[4], row[5], row[6], row[10]])).toEqual([
      ["27AABCU9603R1ZM", asha.name, "200.00", "27-Maharashtra", "N", "5"],
    ]);
    // Not in b2cs: only the counter sale (2 × Rs. 45 at 5%: 85.72 taxable) is there.
    expect(rowsOf((await download("b2cs.csv")).text).slice(1)).toEqual([
      ["OE", "27-Maharashtra", "5", "", "85.72", "", ""],
    ]);
  });
});

describe("who may see the returns", () => {
  it("another shop's screen and downloads show none of this shop's bills", async () => {
    await counterSale(3);
    const other = await reportShop();
    await turbo(other.shop.id);
    await registerRegular(other.shop.id);
    const screen = await (await get("/adminpanel/gst", { token: other.token })).text();
    expect(screen).toContain("No bills in this period.");
    expect(screen).not.toContain(`${series}1`);
    for (const file of ["b2cs.csv", "hsn.csv", "docs.csv", "b2b.csv"]) {
      const answer = await download(file, other.token);
      expect(answer.status).toBe(200);
      expect(rowsOf(answer.text)).toHaveLength(1); // the header only
    }
  });

  it("is Turbo's, answers a file name that is not one with 404, and a shop that is not regular with its sentence", async () => {
    await db().run(sql`update shops set version_type_id = 2 where id = ${r.shop.id}`);
    expect(await (await get("/adminpanel/gst", { token: r.token })).text()).toContain(
      "This feature is available in Turbo version !!!",
    );
    expect((await download("hsn.csv")).status).toBe(403);
    await turbo(r.shop.id);
    expect((await download("gstr1.csv")).status).toBe(404);
    await db().update(shopTax).set({ kind: "composition" }).where(eq(shopTax.shopId, r.shop.id));
    await counterSale(2);
    const screen = await (await get("/adminpanel/gst", { token: r.token })).text();
    expect(screen).toContain(NOT_REGULAR_MESSAGE);
    // The quarter's turnover for CMP-08: 2 × Rs. 45.
    expect(screen).toContain("Turnover for CMP-08");
    expect(screen).toContain("Rs. 90");
    const file = await download("hsn.csv");
    expect([file.status, file.text]).toEqual([409, NOT_REGULAR_MESSAGE]);
  });

  it.each(["2026-13", "2099-01", "2016-17-q1", "2026-27-q5", "x".repeat(40), "2026-11-01"])(
    "refuses the period %j with a clear message and no numbers",
    async (period) => {
      await counterSale(1);
      const screen = await get(`/adminpanel/gst?period=${encodeURIComponent(period)}`, { token: r.token });
      expect(screen.status).toBe(400);
      const html = await screen.text();
      expect(html).toContain(PERIOD_MESSAGE);
      expect(html).not.toContain("Tax by rate");
      const file = await download("hsn.csv", r.token, encodeURIComponent(period));
      expect([file.status, file.text]).toEqual([400, PERIOD_MESSAGE]);
    },
  );
});

describe("counter sales in the reports", () => {
  beforeEach(async () => {
    expect((await order([line(r.sugar, 1000)], { customer: asha }, r.shop.url)).status).toBe(201);
    await counterSale(3, 500);
  });

  it("the Yaadi Summary names a counter sale a Cash Sale and filters online orders and counter sales apart", async () => {
    const day = today();
    const names = async (sale?: "online" | "counter") =>
      (await yaadiSummary(scope, { from: day, to: day, sale })).map((y) => [y.customerName, y.counter]);
    expect(await names("counter")).toEqual([["Cash Sale", true]]);
    expect(await names("online")).toEqual([[asha.name, false]]);
    expect(await names()).toHaveLength(2);
    expect(await summaryTotals(scope, { from: day, to: day, sale: "counter" })).toMatchObject({
      count: 1,
      netPaise: 3 * 4500 + 2000,
    });
    const counter = await (await get("/adminpanel/yaadi-summary?day=today&sale=counter", { token: r.token })).text();
    expect(counter).toContain("Counter sales");
    expect(counter).toContain("Cash Sale");
    expect(counter).not.toContain(asha.name);
    // The Marathi panel names it in Marathi.
    await db().run(sql`update admins set language = 'mr' where shop_id = ${r.shop.id}`);
    const marathi = await (await get("/adminpanel/yaadi-summary?day=today&sale=counter", { token: r.token })).text();
    expect(marathi).toContain("रोख विक्री");
  });

  it("the summary's CSV and Productwise Sale follow the filter; a filter that is not one is refused", async () => {
    const csv = await csvText(await get("/adminpanel/yaadi-summary.csv?day=today&sale=online", { token: r.token }));
    expect(csv).toContain(asha.name);
    expect(csv).not.toContain("Cash Sale");
    const counterCsv = await csvText(
      await get("/adminpanel/yaadi-summary.csv?day=today&sale=counter", { token: r.token }),
    );
    expect(counterCsv).toContain("Cash Sale");
    expect(counterCsv).not.toContain(asha.name);
    const day = today();
    expect(await productwiseSale(scope, { from: day, to: day, sale: "counter" })).toEqual([
      expect.objectContaining({ name: "Sugar", quantityMilli: 3000 }),
      expect.objectContaining({ name: "Tomato", quantityMilli: 500 }),
    ]);
    expect(await productwiseSale(scope, { from: day, to: day, sale: "online" })).toEqual([
      expect.objectContaining({ name: "Sugar", quantityMilli: 1000 }),
    ]);
    const refused = await get("/adminpanel/yaadi-summary?day=today&sale=shop", { token: r.token });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(SALE_FILTER_MESSAGE);
    const refusedCsv = await get("/adminpanel/productwise-sale.csv?day=today&sale=both", { token: r.token });
    expect([refusedCsv.status, await refusedCsv.text()]).toEqual([400, SALE_FILTER_MESSAGE]);
  });

  it("the home's today card says how much came from the counter", async () => {
    expect(await dayGlance(scope, today())).toMatchObject({
      count: 2,
      counterCount: 1,
      counterNetPaise: 3 * 4500 + 2000,
    });
    const home = await (await get("/adminpanel/", { token: r.token })).text();
    expect(home).toContain("From the counter: 1 sale, Rs. 155");
  });
});
