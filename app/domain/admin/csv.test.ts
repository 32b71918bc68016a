import { describe, expect, it } from "vitest";
import { asText, neutraliseCell, readCsv, restoreCell, toCsv, UTF8_BOM } from "./csv";

describe("toCsv", () => {
  it("starts with the UTF-8 byte order mark and ends every row with CRLF", () => {
    const text = toCsv([
      ["ID", "Name"],
      ["1", "कांदा"],
    ]);
    expect(text).toBe(`${UTF8_BOM}ID,Name\r\n1,कांदा\r\n`);
  });

  it("quotes cells with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", "plain"]])).toBe(
      `${UTF8_BOM}"a,b","say ""hi""","two\nlines",plain\r\n`,
    );
  });

  it.each(["=SUM(A1:A2)", "+91", "-5", "@cmd", "\tx", "\rx"])(
    "neutralises a cell starting with a formula character: %j",
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it("leaves ordinary cells and cells with a formula character inside alone", () => {
    expect(neutraliseCell("Tea = chai")).toBe("Tea = chai");
    expect(neutraliseCell("45")).toBe("45");
    expect(neutraliseCell("")).toBe("");
  });

  it('neutralises before quoting, so =HYPERLINK("x","y") stays text inside its quotes', () => {
    expect(toCsv([['=HYPERLINK("x","y")']])).toBe(`${UTF8_BOM}"'=HYPERLINK(""x"",""y"")"\r\n`);
  });

  it('keeps a phone number as text (="…"), digits only: anything else is written as an ordinary cell', () => {
    expect(toCsv([["Asha", asText("9876543210")]])).toBe(`${UTF8_BOM}Asha,"=""9876543210"""\r\n`);
    expect(toCsv([[asText("+919876543210")], [asText('1,"x"')]])).toBe(`${UTF8_BOM}'+919876543210\r\n"1,""x"""\r\n`);
    expect(readCsv(toCsv([["9876543210", asText("9876543210")]]))[0]).toEqual(["9876543210", "9876543210"]);
  });
});

describe("readCsv", () => {
  it("reads back what toCsv wrote, cell for cell, neutralised cells restored", () => {
    const rows = [
      ["ID", "Name", "Information"],
      ["1", "=cmd|' /C calc'!A0", 'a,b "c"\nd'],
      ["2", "-Special-", "@home"],
      ["3", "'quoted already", "+"],
    ];
    expect(readCsv(toCsv(rows)).filter((r) => r.some((c) => c !== ""))).toEqual(rows);
  });

  it("keeps blank lines so row indexes match the spreadsheet's row numbers", () => {
    expect(readCsv("ID,Name\n\n7,Onion\n")).toEqual([["ID", "Name"], [""], ["7", "Onion"], [""]]);
  });

  it("reads semicolon-separated sheets (Excel in some locales)", () => {
    expect(readCsv("ID;Name;MRP\n1;Onion;40\n")[1]).toEqual(["1", "Onion", "40"]);
  });

  it("restores only the quote that neutralising added", () => {
    expect(restoreCell("'=1+1")).toBe("=1+1");
    expect(restoreCell("'Mango")).toBe("'Mango");
    expect(restoreCell("Mango")).toBe("Mango");
  });
});
