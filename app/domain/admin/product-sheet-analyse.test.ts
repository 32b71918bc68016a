import { describe, expect, it } from "vitest";
import { analyse, downloaded, HEADER, newRow, onion, shop, tea } from "../../../tests/unit/product-sheet-samples";
import { readCsv, toCsv } from "./csv";
import { productsLimitMessage } from "./messages";
import { canApply, RATING_RANGE, repeatedIdMessage, sheetRows } from "./product-sheet";

describe("analyseSheet: the whole sheet", () => {
  it("calls an empty CSV 'Invalid data'", () => {
    for (const rows of [[], [[""]], [HEADER], [HEADER, [""], ["", ""]]]) {
      const analysis = analyse(rows);
      expect(analysis.problems.map((p) => p.message)).toEqual(["Invalid data"]);
      expect(canApply(analysis)).toBe(false);
    }
  });

  it("calls a sheet without the needed columns 'Invalid data' and names them", () => {
    const analysis = analyse([
      ["ID", "Name"],
      ["11", "Onion"],
    ]);
    expect(analysis.problems).toEqual([
      { message: "Invalid data", detail: "Columns missing: Information, MRP, Final price, Unit, Instock, Rating." },
    ]);
  });

  it("finds columns by title in any order and case, and does not need the read-only ones", () => {
    const order = ["rating", "instock", "UNIT", "final price", "mrp", "information", "name", "id"];
    const rows = [
      order,
      ["9", "Yes", "Multiple of 250 gm", "35", "40", "", "Onion", "11"],
      ["5", "No", "Number", "130", "135.5", "Pack, 250 g", "Tea 250 g", "12"],
    ];
    const analysis = analyse(rows);
    expect(analysis.problems).toEqual([]);
    expect(analysis.unchanged).toHaveLength(2);
  });

  it("says 'Sorry...products without ID' when no row has an ID", () => {
    const analysis = analyse([HEADER, newRow(), newRow({ name: "Ginger" })]);
    expect(analysis.problems).toEqual([{ message: "Sorry...products without ID" }]);
    expect(analysis.added).toEqual([]);
  });

  it("lets a shop with no products yet add rows without IDs (decision 0009)", () => {
    const analysis = analyse([HEADER, newRow(), newRow({ name: "Ginger" })], []);
    expect(analysis.problems).toEqual([]);
    expect(analysis.added.map((a) => a.values.name)).toEqual(["Garlic", "Ginger"]);
    expect(canApply(analysis)).toBe(true);
  });

  it("says 'Products Mismatch.. Use latest downloaded file...' when a product of the shop is not in the sheet", () => {
    const [header, first] = downloaded();
    const analysis = analyse([header!, first!]);
    expect(analysis.problems).toEqual([
      { message: "Products Mismatch.. Use latest downloaded file...", detail: "Not in the sheet: ID 12 (Tea 250 g)." },
    ]);
    expect(canApply(analysis)).toBe(false);
  });

  it("names at most ten missing products", () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ ...onion, id: 100 + i, name: `P${i}` }));
    const analysis = analyse([HEADER, ...sheetRows(many).slice(1, 2)], many);
    expect(analysis.problems[0]!.detail).toBe(
      "Not in the sheet: ID 101 (P1), 102 (P2), 103 (P3), 104 (P4), 105 (P5), 106 (P6), 107 (P7), 108 (P8), 109 (P9), 110 (P10) and 2 more.",
    );
  });

  it("gives the products limit message when the new rows do not fit the plan", () => {
    const analysis = analyse([...downloaded(), newRow(), newRow({ name: "Ginger" })], shop, 3);
    expect(analysis.problems).toEqual([
      { message: productsLimitMessage(3), detail: "The sheet adds 2 products; the store has 2 of 3." },
    ]);
    expect(productsLimitMessage(3)).toBe(
      "The store has reached the limit of 3 products. Go to Store-Settings to change the plan",
    );
    expect(canApply(analysis)).toBe(false);
    expect(canApply(analyse([...downloaded(), newRow()], shop, 3))).toBe(true);
  });
});

describe("analyseSheet: rows", () => {
  it("sorts rows into added, updated and unchanged, with spreadsheet row numbers", () => {
    const [header, first, second] = downloaded();
    const cheaper = [...second!];
    cheaper[5] = "120";
    const analysis = analyse([header!, first!, [""], cheaper, newRow({ information: "Desi" })]);
    expect(analysis.unchanged).toEqual([{ row: 2, id: 11, name: "Onion" }]);
    expect(analysis.updated).toEqual([
      {
        row: 4,
        id: 12,
        values: {
          name: "Tea 250 g",
          information: "Pack, 250 g",
          mrpPaise: 13550,
          pricePaise: 12000,
          unitId: 1,
          inStock: 0,
          rating: 5,
          tax: { hsn: "0902", rateBp: 500 },
        },
        changes: [{ column: "Final price", from: "130", to: "120" }],
      },
    ]);
    expect(analysis.added).toEqual([
      {
        row: 5,
        values: {
          name: "Garlic",
          information: "Desi",
          mrpPaise: 20000,
          pricePaise: 18000,
          unitId: 2,
          inStock: 1,
          rating: 7,
          tax: { hsn: "", rateBp: 0 },
        },
      },
    ]);
    expect(canApply(analysis)).toBe(true);
  });

  it.each([
    ["Name", 1, "Onion red", "Onion → Onion red"],
    ["Information", 3, "Nashik", " → Nashik"],
    ["MRP", 4, "41", "40 → 41"],
    ["Final price", 5, "35.25", "35 → 35.25"],
    ["Unit", 6, "Multiple of 1 kg", "Multiple of 250 gm → Multiple of 1 kg"],
    ["Instock", 7, "No", "Yes → No"],
    ["Rating", 8, "3", "9 → 3"],
  ])("counts a change of %s as an update", (column, index, value, shown) => {
    const [header, first, second] = downloaded();
    const changed = [...first!];
    changed[index] = value;
    const analysis = analyse([header!, changed, second!]);
    expect(analysis.updated.map((u) => u.changes.map((c) => `${c.from} → ${c.to}`))).toEqual([[shown]]);
    expect(analysis.updated[0]!.changes[0]!.column).toBe(column);
  });

  it.each([
    ["Regional name", 2, "प्याज"],
    ["Category", 9, "Fruits"],
    ["Brand", 10, "Any brand"],
    ["Search words", 11, "onion"],
  ])("ignores %s (read-only in the sheet): the row stays unchanged", (_column, index, value) => {
    const [header, first, second] = downloaded();
    const changed = [...first!];
    changed[index] = value;
    expect(analyse([header!, changed, second!]).unchanged).toHaveLength(2);
  });

  it("reads Instock 'Yes' in any case as 1 and anything else as 0", () => {
    const rows = ["Yes", "yes", "YES", " Yes ", "No", "Y", "1", "", "true"].map((v, i) =>
      newRow({ name: `P${i}`, inStock: v }),
    );
    const analysis = analyse([HEADER, ...rows], []);
    expect(analysis.added.map((a) => a.values.inStock)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it("writes trimmed values and does not call spaces around a value a change", () => {
    const [header, first, second] = downloaded();
    const spaced = first!.map((c) => ` ${c} `);
    expect(analyse([header!, spaced, second!]).unchanged).toHaveLength(2);
  });

  it("rejects an ID that is not one of the shop's products with 'Do not write ID for new products...'", () => {
    for (const id of ["999", "abc", "12.0", "-11"]) {
      const analysis = analyse([...downloaded(), newRow({ id })]);
      expect(analysis.rejected).toEqual([
        { row: 4, id, name: "Garlic", reasons: ["Do not write ID for new products..."] },
      ]);
      expect(analysis.added).toEqual([]);
      expect(canApply(analysis)).toBe(false);
    }
  });

  it("rejects a second row with the same ID", () => {
    const [header, first, second] = downloaded();
    const analysis = analyse([header!, first!, second!, [...first!]]);
    expect(analysis.rejected).toEqual([{ row: 4, id: "11", name: "Onion", reasons: [repeatedIdMessage("11", 2)] }]);
    expect(repeatedIdMessage("11", 2)).toBe("ID 11 is also in row 2");
  });

  it("rejects rows that break the product form's rules, each reason with its column", () => {
    const analysis = analyse([
      ...downloaded(),
      newRow({ name: "" }),
      newRow({ name: "x".repeat(81) }),
      newRow({ information: "i".repeat(41) }),
      newRow({ mrp: "forty" }),
      newRow({ finalPrice: "" }),
      newRow({ unit: "" }),
      newRow({ rating: "" }),
      newRow({ rating: "11" }),
      newRow({ rating: "0" }),
      newRow({ rating: "4.5" }),
    ]);
    expect(analysis.rejected.map((r) => [r.row, r.reasons])).toEqual([
      [4, ["Name: Product name is required"]],
      [5, ["Name: Maximum 80 characters allowed"]],
      [6, ["Information: Maximum 40 characters allowed"]],
      [7, ["MRP: Enter only digits"]],
      [8, ["Final price: Final price is required"]],
      [9, ["Unit: Unit is required"]],
      [10, ["Rating: Rating is required"]],
      [11, [`Rating: ${RATING_RANGE}`]],
      [12, [`Rating: ${RATING_RANGE}`]],
      [13, ["Rating: Enter only digits"]],
    ]);
    expect(analysis.added).toEqual([]);
  });

  it("rejects control and bidi characters in a sheet's texts, so what it stores always downloads and uploads again", () => {
    const analysis = analyse([
      ...downloaded(),
      newRow({ name: "Garlic\u0000" }),
      newRow({ information: "Pack\u202e of 2" }),
      newRow({ name: "Gar\tlic" }),
    ]);
    expect(analysis.rejected.map((r) => [r.row, r.reasons])).toEqual([
      [4, ["Name: Product name contains characters that are not allowed."]],
      [5, ["Information: Unit information contains characters that are not allowed."]],
      [6, ["Name: Product name contains characters that are not allowed."]],
    ]);
  });

  it("does not judge again a name or information the product already has (older master-list texts)", () => {
    const long = { ...tea, name: "N".repeat(81), information: "Premium whole cashews W240, vacuum packed 250 g" };
    const [header, row1] = sheetRows([long]);
    expect(analyse([header!, row1!], [long]).unchanged).toHaveLength(1);
    const edited = [...row1!];
    edited[3] = `${long.information}!`;
    expect(analyse([header!, edited], [long]).rejected[0]!.reasons).toEqual([
      "Information: Maximum 40 characters allowed",
    ]);
  });

  it("rejects a bad row of an existing product without calling the product missing", () => {
    const [header, first, second] = downloaded();
    const bad = [...first!];
    bad[4] = "";
    const analysis = analyse([header!, bad, second!]);
    expect(analysis.problems).toEqual([]);
    expect(analysis.rejected).toEqual([{ row: 2, id: "11", name: "Onion", reasons: ["MRP: MRP is required"] }]);
    expect(canApply(analysis)).toBe(false);
  });

  it("lists every reason of a row", () => {
    const analysis = analyse([...downloaded(), newRow({ id: "5", name: "", mrp: "x" })]);
    expect(analysis.rejected[0]!.reasons).toEqual([
      "Do not write ID for new products...",
      "Name: Product name is required",
      "MRP: Enter only digits",
    ]);
  });

  it("analyses a 1,000-row sheet of a 1,000-product shop", () => {
    const thousand = Array.from({ length: 1000 }, (_, i) => ({ ...onion, id: i + 1, name: `Product ${i + 1}` }));
    const rows = readCsv(toCsv(sheetRows(thousand)));
    rows[500]![5] = "1";
    const analysis = analyse(rows, thousand, 1000);
    expect(analysis.unchanged).toHaveLength(999);
    expect(analysis.updated.map((u) => u.id)).toEqual([500]);
  });
});
