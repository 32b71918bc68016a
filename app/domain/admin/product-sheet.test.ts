import { describe, expect, it } from "vitest";
import { SHEET_HEADER } from "../../../tests/fixtures/product-sheet-header";
import { analyse, downloaded, newRow, onion } from "../../../tests/unit/product-sheet-samples";
import { readCsv, toCsv } from "./csv";
import { canApply, sheetRows, unitIdFromName, unknownUnitMessage } from "./product-sheet";
import { adminRules } from "./rules";
import { PRICE_TOO_LARGE, parsePrice, rupeesCell } from "./sheet-values";

describe("sheetRows (the download)", () => {
  it("has a header a shop owner understands and one row per product, prices in rupees and units by name", () => {
    const [header, first, second] = downloaded();
    expect(header).toEqual(SHEET_HEADER);
    expect(first).toEqual([
      "11",
      "Onion",
      "कांदा",
      "",
      "40",
      "35",
      "Multiple of 250 gm",
      "Yes",
      "9",
      "Vegetables",
      "",
      "kanda pyaz",
      "",
      "0",
    ]);
    expect(second).toEqual([
      "12",
      "Tea 250 g",
      "चहा",
      "Pack, 250 g",
      "135.5",
      "130",
      "Number",
      "No",
      "5",
      "Tea & Coffee",
      "Chahaghar",
      "chai",
      "0902",
      "5",
    ]);
  });

  it("round trip: download → CSV → parse → analyse changes nothing", () => {
    const analysis = analyse(readCsv(toCsv(downloaded())));
    expect(analysis.problems).toEqual([]);
    expect(analysis.rejected).toEqual([]);
    expect(analysis.added).toEqual([]);
    expect(analysis.updated).toEqual([]);
    expect(analysis.unchanged.map((u) => u.id)).toEqual([11, 12]);
    expect(canApply(analysis)).toBe(false);
  });

  it("round trip survives names that look like formulas and cells with commas and quotes", () => {
    const tricky = { ...onion, name: '=Onion, "red"', information: "-fresh-" };
    const analysis = analyse(readCsv(toCsv(sheetRows([tricky]))), [tricky]);
    expect(analysis.unchanged).toHaveLength(1);
    expect(analysis.updated).toEqual([]);
  });
});

describe("units", () => {
  it("maps every unit name of units.ts to its id, whatever the case and spacing", () => {
    expect(unitIdFromName("Number")).toBe(1);
    expect(unitIdFromName("multiple of 250 gm")).toBe(2);
    expect(unitIdFromName(" Multiple  of 1 kg ")).toBe(3);
    expect(unitIdFromName("Multiple of 500 gm")).toBe(4);
    expect(unitIdFromName("10 kg and above")).toBe(5);
    expect(unitIdFromName("Dozen")).toBeNull();
    expect(unitIdFromName("")).toBeNull();
  });

  it("rejects a row with an unknown unit, naming the unit and the choices", () => {
    const analysis = analyse([...downloaded(), newRow({ unit: "Dozen" })]);
    expect(analysis.rejected).toEqual([
      { row: 4, id: "", name: "Garlic", reasons: [`Unit: ${unknownUnitMessage("Dozen")}`] },
    ]);
    expect(unknownUnitMessage("Dozen")).toBe(
      "Unit 'Dozen' is not one of: Number, Multiple of 250 gm, Multiple of 1 kg, Multiple of 500 gm, 10 kg and above",
    );
  });
});

describe("prices", () => {
  it("formats paise as rupees without a trailing .00", () => {
    expect([rupeesCell(4500), rupeesCell(1350), rupeesCell(1305), rupeesCell(0), rupeesCell(5)]).toEqual([
      "45",
      "13.5",
      "13.05",
      "0",
      "0.05",
    ]);
  });

  it("reads whole rupees and up to two decimals, with the form's digit rules", () => {
    expect(parsePrice(adminRules.mrp, "45")).toEqual({ paise: 4500, message: null });
    expect(parsePrice(adminRules.mrp, "13.5")).toEqual({ paise: 1350, message: null });
    expect(parsePrice(adminRules.mrp, "13.05")).toEqual({ paise: 1305, message: null });
    expect(parsePrice(adminRules.mrp, "")).toEqual({ paise: null, message: "MRP is required" });
    expect(parsePrice(adminRules.finalPrice, "")).toEqual({ paise: null, message: "Final price is required" });
    expect(parsePrice(adminRules.mrp, "12,5")).toEqual({ paise: null, message: "Enter only digits" });
    expect(parsePrice(adminRules.mrp, "13.555")).toEqual({ paise: null, message: "Enter only digits" });
    expect(parsePrice(adminRules.mrp, "₹40")).toEqual({ paise: null, message: "Enter only digits" });
    expect(parsePrice(adminRules.mrp, "1".repeat(31))).toEqual({ paise: null, message: "Maximum 30 digits allowed" });
    expect(parsePrice(adminRules.mrp, "9".repeat(20))).toEqual({ paise: null, message: PRICE_TOO_LARGE });
  });
});
