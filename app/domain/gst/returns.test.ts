import { describe, expect, it } from "vitest";
import { currentMonth, parsePeriod, periodChoices, quarterOf } from "./return-periods";
import {
  b2bRows,
  b2csRows,
  docsRows,
  hsnRows,
  hsnSummary,
  type PeriodTotal,
  quantityText,
  returnCsv,
  returnFileName,
  taxByRate,
  toolDate,
  withoutHsn,
} from "./returns";
import { taxInside } from "./tax";

const TODAY = "2026-11-28";

/** A day-total row as bill_day_totals would hold it: a price of `valuePaise` at `rateBp`, taxed as the bills are. */
function total(p: Partial<PeriodTotal> & { valuePaise: number; rateBp: number }): PeriodTotal {
  const inter = p.placeOfSupply !== undefined && p.placeOfSupply !== "27";
  return {
    hsn: "1905",
    uqc: "NOS",
    placeOfSupply: "27",
    registeredBuyer: 0,
    quantityMilli: 1000,
    ...taxInside(p.valuePaise, p.rateBp, inter),
    ...p,
  };
}

describe("a return's period", () => {
  it("reads a month and a quarter of the financial year", () => {
    expect(parsePeriod("2026-11", TODAY)).toEqual({
      kind: "month",
      key: "2026-11",
      year: 2026,
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(parsePeriod("2026-02", TODAY)).toMatchObject({ year: 2025, from: "2026-02-01", to: "2026-02-28" });
    // Quarter 4 of 2025-26 is January to March 2026; quarter 1 is April to June.
    expect(parsePeriod("2025-26-q4", TODAY)).toMatchObject({ kind: "quarter", from: "2026-01-01", to: "2026-03-31" });
    expect(parsePeriod("2026-27-q1", TODAY)).toMatchObject({ year: 2026, from: "2026-04-01", to: "2026-06-30" });
    // The quarter under way counts: its first months can be looked at.
    expect(parsePeriod("2026-27-q3", TODAY)).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
  });

  it.each([
    "2026-13",
    "2026-00",
    "2026-12", // after today's month
    "2027-28-q1",
    "2026-28-q1", // a year label that is not a financial year's
    "2026-27-q5",
    "2017-06", // before GST
    "2026-11-01",
    "november",
    "",
  ])("refuses %j", (value) => {
    expect(parsePeriod(value, TODAY)).toBeNull();
  });

  it("offers this financial year's and the last one's months and quarters, newest first", () => {
    const { months, quarters } = periodChoices(TODAY);
    expect(months.map((m) => m.key)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
      "2026-04",
      "2026-03",
      "2026-02",
      "2026-01",
      "2025-12",
      "2025-11",
      "2025-10",
      "2025-09",
      "2025-08",
      "2025-07",
      "2025-06",
      "2025-05",
      "2025-04",
    ]);
    expect(quarters.map((q) => q.key)).toEqual([
      "2026-27-q3",
      "2026-27-q2",
      "2026-27-q1",
      "2025-26-q4",
      "2025-26-q3",
      "2025-26-q2",
      "2025-26-q1",
    ]);
    for (const p of [...months, ...quarters]) expect(parsePeriod(p.key, TODAY)).toEqual(p);
  });

  it("finds a month's quarter and the current month", () => {
    expect(quarterOf(parsePeriod("2026-01", TODAY)!).key).toBe("2025-26-q4");
    expect(quarterOf(parsePeriod("2026-04", TODAY)!).key).toBe("2026-27-q1");
    expect(quarterOf(parsePeriod("2026-09", TODAY)!).key).toBe("2026-27-q2");
    expect(quarterOf(parsePeriod("2026-12", "2026-12-01")!).key).toBe("2026-27-q3");
    expect(currentMonth(TODAY).key).toBe("2026-11");
  });
});

describe("the tax by rate", () => {
  it("adds B2B and B2C, places and HSNs per rate, and totals them to the paisa", () => {
    const rows = [
      total({ valuePaise: 10_000, rateBp: 1800 }),
      total({ valuePaise: 5_250, rateBp: 500, hsn: "0902" }),
      total({ valuePaise: 11_800, rateBp: 1800, registeredBuyer: 1 }),
      total({ valuePaise: 11_800, rateBp: 1800, placeOfSupply: "29" }),
      total({ valuePaise: 4_000, rateBp: 0, hsn: "0701", uqc: "KGS", quantityMilli: 2_500 }),
    ];
    const { rates, total: sums } = taxByRate(rows);
    expect(rates).toEqual([
      { rateBp: 0, taxablePaise: 4_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 4_000 },
      { rateBp: 500, taxablePaise: 5_000, cgstPaise: 125, sgstPaise: 125, igstPaise: 0, totalPaise: 5_250 },
      // 100.00 → 84.74 + 7.63 + 7.63; 118.00 → 100 + 9 + 9; 118.00 to Karnataka → 100 + 18 IGST
      { rateBp: 1800, taxablePaise: 28_474, cgstPaise: 1_663, sgstPaise: 1_663, igstPaise: 1_800, totalPaise: 33_600 },
    ]);
    expect(sums).toEqual({
      taxablePaise: 37_474,
      cgstPaise: 1_788,
      sgstPaise: 1_788,
      igstPaise: 1_800,
      totalPaise: 42_850,
    });
  });

  it("leaves out what cancelled bills took back to zero", () => {
    const gone = { ...total({ valuePaise: 0, rateBp: 500 }), quantityMilli: 0 };
    expect(taxByRate([gone]).rates).toEqual([]);
    expect(hsnSummary([gone])).toEqual([]);
  });

  it("counts goods without an HSN code (delivery charges need none of their own)", () => {
    expect(
      withoutHsn([
        total({ valuePaise: 100, rateBp: 500, hsn: "" }),
        total({ valuePaise: 100, rateBp: 500, hsn: "", uqc: "OTH" }),
        total({ valuePaise: 100, rateBp: 500 }),
      ]),
    ).toBe(1);
  });
});

describe("the offline tool's files", () => {
  const rows = [
    total({ valuePaise: 10_000, rateBp: 1800, hsn: "1905", uqc: "NOS", quantityMilli: 2_000 }),
    total({ valuePaise: 23_600, rateBp: 1800, hsn: "1905", uqc: "NOS", quantityMilli: 3_000 }),
    total({ valuePaise: 5_250, rateBp: 500, hsn: "0902", uqc: "KGS", quantityMilli: 1_250 }),
    total({ valuePaise: 4_000, rateBp: 0, hsn: "0701", uqc: "KGS", quantityMilli: 2_500 }),
    total({ valuePaise: 11_800, rateBp: 1800, hsn: "1905", registeredBuyer: 1 }),
    total({ valuePaise: 11_800, rateBp: 1800, hsn: "1905", placeOfSupply: "29" }),
    total({ valuePaise: 3_000, rateBp: 500, hsn: "0902", uqc: "OTH", quantityMilli: 1_000 }),
  ];

  it("b2cs: buyers without a GSTIN by place of supply and rate, taxed goods only", () => {
    expect(b2csRows(rows)).toEqual([
      // 50.00 + 28.58 (the delivery charges at the main goods' rate)
      ["OE", "27-Maharashtra", "5", "", "78.58", "", ""],
      // 84.74 + 200.00 (236.00 at 18%)
      ["OE", "27-Maharashtra", "18", "", "284.74", "", ""],
      ["OE", "29-Karnataka", "18", "", "100.00", "", ""],
    ]);
  });

  it("hsn: per HSN, unit and rate, every buyer, the taxes in the tool's order (IGST, CGST, SGST)", () => {
    expect(hsnRows(rows)).toEqual([
      ["0701", "", "KGS-KILOGRAMS", "2.5", "40.00", "0", "40.00", "0.00", "0.00", "0.00", ""],
      ["0902", "", "KGS-KILOGRAMS", "1.25", "52.50", "5", "50.00", "0.00", "1.25", "1.25", ""],
      // 30.00 at 5%: 0.714… on each side rounds to 0.71, so the taxable value is 28.58
      ["0902", "", "OTH-OTHERS", "1", "30.00", "5", "28.58", "0.00", "0.71", "0.71", ""],
      ["1905", "", "NOS-NUMBERS", "7", "572.00", "18", "484.74", "18.00", "34.63", "34.63", ""],
    ]);
    // The summary adds up to the tax by rate.
    const sum = hsnSummary(rows).reduce((s, r) => s + r.valuePaise, 0);
    expect(sum).toBe(taxByRate(rows).total.totalPaise);
  });

  it("docs: the series' first and last number, how many and how many cancelled", () => {
    expect(docsRows({ year: 2026, firstSerial: 41, lastSerial: 97, count: 57, cancelled: 2 })).toEqual([
      ["Invoices for outward supply", "2026-27/41", "2026-27/97", "57", "2"],
    ]);
    expect(docsRows(null)).toEqual([]);
  });

  it("b2b: a row per bill and rate, with the tool's date", () => {
    expect(toolDate("2026-11-05")).toBe("05-Nov-2026");
    expect(
      b2bRows([
        {
          customerGstin: "27AAPFU0939F1ZV",
          customerName: "Patil Traders",
          number: "2026-27/12",
          issuedDay: "2026-11-05",
          totalPaise: 11_800,
          placeOfSupply: "27",
          rateBp: 1800,
          taxablePaise: 10_000,
        },
      ]),
    ).toEqual([
      [
        "27AAPFU0939F1ZV",
        "Patil Traders",
        "2026-27/12",
        "05-Nov-2026",
        "118.00",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "100.00",
        "",
      ],
    ]);
  });

  it("writes each file with the tool's header, Excel-safe, and names it by the period", () => {
    const csv = returnCsv("b2cs", [["OE", "27-Maharashtra", "18", "", "=cmd", "", ""]]);
    expect(csv).toBe(
      "\uFEFFType,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n" +
        "OE,27-Maharashtra,18,,'=cmd,,\r\n",
    );
    expect(returnCsv("docs", []).split("\r\n")[0]).toBe(
      "\uFEFFNature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
    );
    expect(returnCsv("hsn", []).split("\r\n")[0]).toBe(
      "\uFEFFHSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    expect(returnFileName("hsn", parsePeriod("2026-27-q3", TODAY)!)).toBe("hsn 2026-27-q3.csv");
  });

  it("writes quantities in whole units with the thousandths that matter", () => {
    expect([quantityText(2000), quantityText(1500), quantityText(1250), quantityText(1), quantityText(0)]).toEqual([
      "2",
      "1.5",
      "1.25",
      "0.001",
      "0",
    ]);
  });
});
