import { describe, expect, it } from "vitest";
import { checkSheetFile, sheetMaxBytes, sheetText, sheetTooBigMessage } from "./sheet-file";

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe("the sheet's size cap (decision 0009)", () => {
  it("is the spec's 20,000 bytes for the 150-product plan and smaller plans, and grows with bigger plans", () => {
    expect(sheetMaxBytes(50)).toBe(20_000);
    expect(sheetMaxBytes(150)).toBe(20_000);
    expect(sheetMaxBytes(500)).toBe(66_667);
    expect(sheetMaxBytes(1000)).toBe(133_334);
  });

  it("keeps the spec's wording with the real figure", () => {
    expect(sheetTooBigMessage(sheetMaxBytes(150))).toBe("File-size should be below 20kb");
    expect(sheetTooBigMessage(sheetMaxBytes(1000))).toBe("File-size should be below 133kb");
  });
});

describe("checkSheetFile", () => {
  it("accepts CSV and spreadsheet names or types within the cap", () => {
    for (const f of [
      file("a.csv", ""),
      file("a.CSV", "application/octet-stream"),
      file("sheet", "text/csv"),
      file("x.csv", "application/vnd.ms-excel"),
      file("b.xlsx", ""),
    ]) {
      expect(checkSheetFile(f, 20_000)).toBeNull();
    }
  });

  it("refuses no file, an empty file, another type, or a file over the cap", () => {
    expect(checkSheetFile(null, 20_000)).toEqual({ message: "Invalid file..." });
    expect(checkSheetFile(file("a.csv", "text/csv", 0), 20_000)).toEqual({ message: "Invalid file..." });
    expect(checkSheetFile(file("photo.jpg", "image/jpeg"), 20_000)).toEqual({
      message: "Invalid file...",
      detail: "Check type of file",
    });
    expect(checkSheetFile(file("a.csv", "text/csv", 20_000), 20_000)).toBeNull();
    expect(checkSheetFile(file("a.csv", "text/csv", 20_001), 20_000)).toEqual({
      message: "Invalid file...",
      detail: "File-size should be below 20kb",
    });
  });
});

describe("sheetText", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it("reads UTF-8 text (with or without BOM)", () => {
    expect(sheetText(new TextEncoder().encode("ID,Name\r\n1,कांदा"))).toEqual({ text: "ID,Name\r\n1,कांदा" });
    expect(sheetText(bytes(0xef, 0xbb, 0xbf, 0x41))).toEqual({ text: "A" });
  });

  it("refuses workbooks and binary files: only CSV text can be read", () => {
    const refused = { problem: { message: "Invalid file...", detail: "Check type of file" } };
    expect(sheetText(bytes(0x50, 0x4b, 0x03, 0x04, 0x41))).toEqual(refused);
    expect(sheetText(bytes(0xd0, 0xcf, 0x11, 0xe0, 0x41))).toEqual(refused);
    expect(sheetText(bytes(0x41, 0x00, 0x42))).toEqual(refused);
  });
});
