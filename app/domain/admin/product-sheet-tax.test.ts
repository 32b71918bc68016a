import { describe, expect, it } from "vitest";
import { analyse, downloaded, HEADER, newRow, onion, tea } from "../../../tests/unit/product-sheet-samples";
import { PRODUCT_TAX_MESSAGES } from "../gst/product-tax";
import { readCsv, toCsv } from "./csv";
import { COLUMNS, canApply } from "./product-sheet";

/** The product sheet's HSN and GST Rate columns (issue 28): the sheet's own rules, kept. */
describe("the product sheet's tax columns", () => {
  const taxAt = HEADER.indexOf(COLUMNS.hsn);
  const rateAt = HEADER.indexOf(COLUMNS.gstRate);

  it("round trip: a downloaded sheet with HSN and rates changes nothing", () => {
    const analysis = analyse(readCsv(toCsv(downloaded())));
    expect(analysis.problems).toEqual([]);
    expect(analysis.rejected).toEqual([]);
    expect(analysis.unchanged).toHaveLength(2);
  });

  it("updates a product whose HSN or rate changed, and says what changed", () => {
    const [header, first, second] = downloaded();
    const onionTaxed = [...first!];
    onionTaxed[taxAt] = "0703";
    onionTaxed[rateAt] = "0%";
    const teaTaxed = [...second!];
    teaTaxed[rateAt] = "18%";
    const analysis = analyse([header!, onionTaxed, teaTaxed]);
    expect(analysis.updated.map((u) => [u.id, u.values.tax, u.changes])).toEqual([
      [onion.id, { hsn: "0703", rateBp: 0 }, [{ column: "HSN", from: "", to: "0703" }]],
      [tea.id, { hsn: "0902", rateBp: 1800 }, [{ column: "GST Rate", from: "5%", to: "18%" }]],
    ]);
    expect(canApply(analysis)).toBe(true);
  });

  it("takes back an HSN a spreadsheet wrote without its leading zero, as unchanged", () => {
    const [header, first, second] = downloaded();
    const teaFromExcel = [...second!];
    teaFromExcel[taxAt] = "902";
    expect(analyse([header!, first!, teaFromExcel]).unchanged).toHaveLength(2);
  });

  it("reports a bad HSN or rate on its row, named by its column, like the other columns", () => {
    const [header, first, second] = downloaded();
    const bad = [...second!];
    bad[taxAt] = "19";
    bad[rateAt] = "12";
    const analysis = analyse([header!, first!, bad]);
    expect(analysis.rejected).toEqual([
      {
        row: 3,
        id: String(tea.id),
        name: tea.name,
        reasons: [`HSN: ${PRODUCT_TAX_MESSAGES.hsn}`, `GST Rate: ${PRODUCT_TAX_MESSAGES.sheetRate}`],
      },
    ]);
    expect(canApply(analysis)).toBe(false);
  });

  it("adds a new product with its HSN and rate; empty cells are no HSN and exempt", () => {
    const analysis = analyse([...downloaded(), newRow({ hsn: "1905 90", gstRate: "18" }), newRow({ name: "Ginger" })]);
    expect(analysis.added.map((a) => a.values.tax)).toEqual([
      { hsn: "190590", rateBp: 1800 },
      { hsn: "", rateBp: 0 },
    ]);
  });

  it("an old sheet without the columns still uploads and leaves every product's tax as it is", () => {
    const old = HEADER.slice(0, taxAt);
    const cut = (cells: string[]) => cells.slice(0, taxAt);
    const [, first, second] = downloaded();
    const cheaper = cut(second!);
    cheaper[5] = "120";
    const analysis = analyse([old, cut(first!), cheaper, cut(newRow())]);
    expect(analysis.problems).toEqual([]);
    expect(analysis.updated.map((u) => [u.id, u.values.tax])).toEqual([[tea.id, undefined]]);
    expect(analysis.added.map((a) => a.values.tax)).toEqual([undefined]);
    expect(analysis.unchanged.map((u) => u.id)).toEqual([onion.id]);
  });

  it("a sheet with only the rate column keeps each product's HSN", () => {
    const header = [...HEADER.slice(0, taxAt), COLUMNS.gstRate];
    const rows = downloaded()
      .slice(1)
      .map((cells) => [...cells.slice(0, taxAt), "18"]);
    const analysis = analyse([header, ...rows]);
    expect(analysis.updated.map((u) => u.values.tax)).toEqual([
      { hsn: "", rateBp: 1800 },
      { hsn: "0902", rateBp: 1800 },
    ]);
  });
});
