import { describe, expect, it } from "vitest";
import type { BillRecord } from "#app/domain/bills/bill";
import { billMonth, matchesBill, shiftMonth } from "#app/domain/bills/bill-list";
import { taxBill } from "#app/domain/gst/tax";
import { figuresOf } from "../book";
import en from "./en";
import hi from "./hi";
import { billSheetWords } from "./sheet";

const said = {
  quantity: (milli: number) => String(milli / 1000),
  stateName: (code: string) => (code === "27" ? "Maharashtra" : code === "29" ? "Karnataka" : ""),
};
const t = en(figuresOf({ locale: "en", digits: "latn" }));

function record(shopKind: BillRecord["shopKind"], interState = false, more: Partial<BillRecord> = {}): BillRecord {
  const taxed = taxBill({
    shop: shopKind,
    interState,
    goods: [
      {
        productId: 1,
        description: "Biscuits",
        descriptionRegional: "",
        hsn: "1905",
        unitId: 1,
        quantityMilli: 2000,
        pricePaise: 5_900,
        valuePaise: 11_800,
        rateBp: 1800,
      },
      {
        productId: 2,
        description: "Onion",
        descriptionRegional: "कांदा",
        hsn: "0703",
        unitId: 2,
        quantityMilli: 1500,
        pricePaise: 3_000,
        valuePaise: 4_500,
        rateBp: 0,
      },
    ],
    deliveryPaise: 0,
    discountPaise: 0,
  });
  return {
    id: 1,
    number: "2026-27/7",
    kind: taxed.kind,
    issuedAt: Date.UTC(2026, 10, 28, 6),
    shopKind,
    shopName: "Asha Stores",
    shopLegalName: shopKind === "none" ? "" : "Asha Traders LLP",
    shopAddress: "1, MG Road, Pune",
    shopGstin: shopKind === "none" ? "" : "27AAPFU0939F1ZV",
    shopStateCode: "27",
    customerName: "Cash Sale",
    customerWhatsApp: "",
    customerAddress: "",
    customerGstin: "",
    placeOfSupply: interState ? "29" : "27",
    interState,
    ...taxed.totals,
    cancelledAt: null,
    lines: taxed.lines.map((l, i) => ({ ...l, lineNo: i + 1 })),
    ...more,
  };
}

describe("a bill in words", () => {
  it("a regular shop's mixed bill is an invoice-cum-bill of supply with CGST and SGST, taxes by rate, the rounding stated", () => {
    const words = billSheetWords(record("regular"), t, said);
    expect(words.heading).toBe("Invoice-cum-Bill of Supply");
    expect(words.shop.gstin).toBe("GSTIN: 27AAPFU0939F1ZV");
    expect(words.table.columns).toEqual([
      "No.",
      "Description",
      "HSN",
      "Qty",
      "Rate",
      "Value",
      "Taxable value",
      "GST %",
      "CGST",
      "SGST",
      "Total",
    ]);
    // 118.00 at 18% inside: 9.00 CGST + 9.00 SGST, 100.00 taxable.
    expect(words.table.rows[0]).toEqual([
      "1",
      "Biscuits",
      "1905",
      "2",
      "59.00",
      "118.00",
      "100.00",
      "18%",
      "9.00",
      "9.00",
      "118.00",
    ]);
    expect(words.table.rows[1]).toEqual([
      "2",
      "Onion / कांदा",
      "0703",
      "1.5",
      "30.00/kg",
      "45.00",
      "45.00",
      "Exempt",
      "0.00",
      "0.00",
      "45.00",
    ]);
    // The 80 mm roll's three columns.
    expect(words.compact.columns).toEqual(["Description", "GST %", "Total"]);
    expect(words.compact.rows[1]).toEqual({
      name: "Onion / कांदा",
      detail: "0703 · 1.5 × 30.00/kg",
      cells: ["Exempt", "45.00"],
    });
    expect(words.byRate?.rows).toEqual([
      ["Exempt", "45.00", "0.00", "0.00"],
      ["18%", "100.00", "9.00", "9.00"],
    ]);
    expect(words.totals.at(-1)).toEqual(["Total payable", "Rs. 163.00"]);
    expect(words.note).toContain("rounded to the nearest paisa");
    expect(words.customer.lines).toEqual(["Cash Sale"]);
    expect(words.placeOfSupply).toBe("Place of supply: Maharashtra (code 27)");
    expect(words.cancelled).toBeNull();
  });

  it("to another state the tax is IGST, and the buyer's state is named", () => {
    const words = billSheetWords(record("regular", true), t, said);
    expect(words.table.columns).toContain("IGST");
    expect(words.table.columns).not.toContain("CGST");
    expect(words.customer.lines).toContain("State: Karnataka (code 29)");
  });

  it("a composition shop's bill of supply says so at its top and charges no tax", () => {
    const words = billSheetWords(record("composition"), t, said);
    expect(words.heading).toBe("Bill of Supply");
    expect(words.composition).toBe("composition taxable person, not eligible to collect tax on supplies");
    expect(words.table.columns).toEqual(["No.", "Description", "HSN", "Qty", "Rate", "Total"]);
    expect(words.byRate).toBeNull();
    expect(words.note).toBe("No tax is charged on this bill.");
  });

  it("a shop that is not registered gives a plain bill without HSN; a cancelled one says so in its language", () => {
    const cancelled = record("none", false, { cancelledAt: Date.UTC(2026, 10, 29, 6) });
    const words = billSheetWords(cancelled, t, said);
    expect(words.heading).toBe("Bill");
    expect(words.shop.gstin).toBeNull();
    expect(words.table.columns).not.toContain("HSN");
    expect(words.cancelled?.mark).toBe("CANCELLED");
    const hindi = billSheetWords(cancelled, hi(figuresOf({ locale: "hi", digits: "deva" })), said);
    expect(hindi.cancelled?.mark).toBe("रद्द");
    expect(hindi.number).toBe("बिल नं. २०२६-२७/७");
  });
});

describe("the Bills list's month and search", () => {
  it("reads a month or takes today's in India, and steps across a year", () => {
    expect(billMonth("2026-04", new Date())).toEqual({ month: "2026-04", from: "2026-04-01", to: "2026-04-31" });
    expect(billMonth("2026-13", new Date("2026-11-30T20:00:00Z")).month).toBe("2026-12");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });
  it("finds a bill by its number or its customer", () => {
    const row = { number: "2026-27/15", customerName: "Asha Patil" };
    expect(matchesBill(row, " 27/15 ")).toBe(true);
    expect(matchesBill(row, "asha")).toBe(true);
    expect(matchesBill(row, "kiran")).toBe(false);
  });
});
