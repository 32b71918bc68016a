import { describe, expect, it } from "vitest";
import {
  checkProductTax,
  GST_RATE_OPTIONS,
  hsnTooShort,
  PRODUCT_TAX_MESSAGES,
  parseHsnCell,
  parseRateCell,
  productTaxToStore,
  rateCell,
} from "./product-tax";
import { readTaxRows, TAX_ROWS_MESSAGES } from "./product-tax-rows";
import { GST_RATES_BP, ratePercent } from "./rates";

describe("a product's HSN code and GST rate", () => {
  it("takes 4, 6 or 8 digits of HSN (spaces and dots as written on bills), or none", () => {
    for (const hsn of ["", "0902", "0902 10", "1905.90", "09021010"])
      expect(checkProductTax({ hsn, gstRate: "500" })).toEqual({});
    for (const hsn of ["090", "09021", "0902101", "090210101", "tea", "０９０２"])
      expect(checkProductTax({ hsn, gstRate: "500" }).hsn).toBe(PRODUCT_TAX_MESSAGES.hsn);
    expect(productTaxToStore({ hsn: " 1905.90 ", gstRate: "1800" })).toEqual({ hsn: "190590", rateBp: 1800 });
  });

  it("takes only the list's rates, in basis points", () => {
    expect(GST_RATE_OPTIONS).toEqual(GST_RATES_BP);
    for (const rate of GST_RATES_BP) expect(checkProductTax({ hsn: "", gstRate: String(rate) })).toEqual({});
    for (const rate of ["1200", "18", "", "-500", "1800.0", "1e3"])
      expect(checkProductTax({ hsn: "", gstRate: rate }).gstRate).toBe(PRODUCT_TAX_MESSAGES.rate);
  });

  it("warns a regular shop above Rs. 5 crore of a 4-digit HSN, and nobody else", () => {
    expect(hsnTooShort({ kind: "regular", turnoverBand: "above5cr" }, "0902")).toEqual({ needs: 6 });
    expect(hsnTooShort({ kind: "regular", turnoverBand: "above5cr" }, "090210")).toBeNull();
    expect(hsnTooShort({ kind: "regular", turnoverBand: "above5cr" }, "")).toBeNull();
    expect(hsnTooShort({ kind: "regular", turnoverBand: "upto5cr" }, "0902")).toBeNull();
    expect(hsnTooShort({ kind: "composition", turnoverBand: "above5cr" }, "0902")).toBeNull();
  });
});

describe("the product sheet's tax cells", () => {
  it("reads a rate as '18' or '18%', empty as exempt, and refuses one outside the list", () => {
    expect(parseRateCell("18")).toBe(1800);
    expect(parseRateCell("18%")).toBe(1800);
    expect(parseRateCell(" 5 % ")).toBe(500);
    expect(parseRateCell("0.25")).toBe(25);
    expect(parseRateCell("")).toBe(0);
    expect(parseRateCell("12")).toBeNull();
    expect(parseRateCell("eighteen")).toBeNull();
    expect(rateCell(1800)).toBe("18");
    expect(rateCell(25)).toBe("0.25");
  });

  it("names every rate of the list in its refusal", () => {
    expect(PRODUCT_TAX_MESSAGES.sheetRate).toBe(
      `Write one of the GST rates ${GST_RATES_BP.slice(0, -1).map(ratePercent).join(", ")} or ${ratePercent(GST_RATES_BP.at(-1)!)}`,
    );
  });

  it("gives back the leading zero a spreadsheet drops from an HSN", () => {
    expect(parseHsnCell("902")).toEqual({ hsn: "0902", message: null });
    expect(parseHsnCell("90210")).toEqual({ hsn: "090210", message: null });
    expect(parseHsnCell("1905")).toEqual({ hsn: "1905", message: null });
    expect(parseHsnCell("")).toEqual({ hsn: "", message: null });
    expect(parseHsnCell("19").message).toBe(PRODUCT_TAX_MESSAGES.hsn);
  });
});

describe("the Products-Tax post", () => {
  it("reads the changed rows in order, once each", () => {
    expect(readTaxRows(["5", "7", "5"], ["1905", "", "1905"], ["1800", "0", "1800"])).toEqual({
      ok: true,
      rows: [
        { id: 5, hsn: "1905", rateBp: 1800 },
        { id: 7, hsn: "", rateBp: 0 },
      ],
    });
  });

  it("refuses a bad row with its message and the row's id, a foreign-looking id as not found, and an empty post", () => {
    expect(readTaxRows(["5", "7"], ["1905", "12"], ["1800", "0"])).toEqual({
      ok: false,
      id: 7,
      message: PRODUCT_TAX_MESSAGES.hsn,
    });
    expect(readTaxRows(["5"], ["1905"], ["1200"])).toMatchObject({ ok: false, message: PRODUCT_TAX_MESSAGES.rate });
    expect(readTaxRows(["-1"], [""], ["0"])).toMatchObject({ ok: false, notFound: true });
    expect(readTaxRows(["9007199254740993"], [""], ["0"])).toMatchObject({ ok: false, notFound: true });
    expect(readTaxRows([], [], [])).toMatchObject({ ok: false, message: TAX_ROWS_MESSAGES.none });
    expect(readTaxRows(["5"], [], [])).toMatchObject({ ok: false, message: PRODUCT_TAX_MESSAGES.rate });
    const many = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    expect(readTaxRows(many, [], [])).toMatchObject({ ok: false, message: TAX_ROWS_MESSAGES.tooMany });
  });
});
