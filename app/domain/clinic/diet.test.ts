import { describe, expect, it } from "vitest";
import { readCsv } from "../admin/csv";
import { CLINIC_MESSAGES } from "./clinic";
import { checkDiet, dietNumberOf, emptyDiet, normalizeLineBreaks } from "./diet";
import { DIETS_CSV_FILE_NAME, dietsCsv } from "./diet-csv";
import { dietSchema } from "./diet-schema";

const content = "Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup.";
const lowSalt = { dietNumber: "12", dietType: "Easy", dietName: "Low salt", dietContent: content };

describe("diet form (spec 3 §5 'Diet')", () => {
  it("number 1–3 digits, name 4–80, content 20–1000, a type chosen, with the generic texts", () => {
    expect(checkDiet(lowSalt)).toEqual({});
    expect(checkDiet(emptyDiet())).toEqual({
      dietNumber: "Diet number is required",
      dietType: "Diet type is required",
      dietName: "Diet name is required",
      dietContent: "Diet content is required",
    });
    expect(checkDiet({ dietNumber: "1234", dietType: "Easy", dietName: "Low", dietContent: "Too short." })).toEqual({
      dietNumber: "Maximum 3 digits allowed",
      dietName: "Min 4 characters required",
      dietContent: "Min 20 characters required",
    });
    expect(
      checkDiet({ ...lowSalt, dietNumber: "1a", dietName: "x".repeat(81), dietContent: "y".repeat(1001) }),
    ).toEqual({
      dietNumber: "Enter only digits",
      dietName: "Maximum 80 characters allowed",
      dietContent: "Maximum 1000 characters allowed",
    });
    expect(checkDiet({ ...lowSalt, dietNumber: "1", dietName: "x".repeat(80), dietContent: "y".repeat(1000) })).toEqual(
      {},
    );
  });

  it("only the spec's four types count as chosen", () => {
    for (const type of ["Easy", "Moderate", "Tough", "Fruits"])
      expect(checkDiet({ ...lowSalt, dietType: type })).toEqual({});
    for (const type of ["", "0", "easy", "Keto"])
      expect(checkDiet({ ...lowSalt, dietType: type })).toEqual({ dietType: "Diet type is required" });
  });

  it("counts a line break of the content as one character, as the textarea shows it, whichever way it was posted", () => {
    const lines = Array.from({ length: 100 }, () => "123456789").join("\r\n"); // 900 characters and 99 breaks
    expect(lines.length).toBe(1098);
    expect(normalizeLineBreaks(lines)).toHaveLength(999);
    expect(checkDiet({ ...lowSalt, dietContent: lines })).toEqual({});
    expect(normalizeLineBreaks("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
  });

  it("reads '007' and '7' as one diet number", () => {
    expect(dietNumberOf("007")).toBe(7);
    expect(dietNumberOf(" 12 ")).toBe(12);
  });
});

describe("the server's re-check", () => {
  it("gives the values as they are stored: a number, a type, trimmed text with LF line breaks", () => {
    const parsed = dietSchema.parse({
      dietNumber: " 007 ",
      dietType: "Tough",
      dietName: "  Low salt ",
      dietContent: ` ${content.replaceAll("\n", "\r\n")} `,
    });
    expect(parsed).toEqual({ dietNumber: 7, dietType: "Tough", dietName: "Low salt", dietContent: content });
  });

  it("refuses with the form's texts, a missing field as an empty one", () => {
    const first = (values: Record<string, unknown>) => dietSchema.safeParse(values).error?.issues[0]?.message;
    expect(first({ ...lowSalt, dietType: "Keto" })).toBe("Diet type is required");
    expect(first({ ...lowSalt, dietType: undefined })).toBe("Diet type is required");
    expect(first({ ...lowSalt, dietNumber: "-1" })).toBe("Enter only digits");
    expect(first({ ...lowSalt, dietContent: "y".repeat(1001) })).toBe("Maximum 1000 characters allowed");
    expect(first({ ...lowSalt, dietName: "Low\u202Esalt" })).toBe(
      "Diet name contains characters that are not allowed.",
    );
  });
});

describe("texts the spec lacks", () => {
  it("names the diet holding a number, and how many sheets keep a diet", () => {
    expect(CLINIC_MESSAGES.diet.numberUsed(7, "Low salt")).toBe("Diet number 7 is already used by Low salt.");
    expect(CLINIC_MESSAGES.diet.usedBySheets(7, 1)).toBe("Diet 7 is used by 1 client sheet, so it cannot be deleted.");
    expect(CLINIC_MESSAGES.diet.usedBySheets(7, 3)).toBe("Diet 7 is used by 3 client sheets, so it cannot be deleted.");
    expect(CLINIC_MESSAGES.diet.numberKeptBySheets(7, 2)).toBe(
      "Diet number 7 is used by 2 client sheets, so it cannot be changed.",
    );
  });
});

describe("the download (spec 3 §9 'Diets')", () => {
  it("writes Diet Number, Type, Name, Content as 'Diets.csv', the content's line breaks inside its quoted cell", () => {
    const csv = dietsCsv([
      { dietNumber: 3, dietType: "Fruits", dietName: "Fruit day", dietContent: "Apple, papaya.\nWater, 3 litres." },
      { dietNumber: 12, dietType: "Easy", dietName: "=HYPERLINK(x)", dietContent: "-1 roti less each day, for a week" },
    ]);
    expect(DIETS_CSV_FILE_NAME).toBe("Diets.csv");
    expect(csv).toBe(
      "\uFEFFDiet Number,Type,Name,Content\r\n" +
        '3,Fruits,Fruit day,"Apple, papaya.\nWater, 3 litres."\r\n' +
        // Cells a spreadsheet would run as a formula start with a quote.
        "12,Easy,'=HYPERLINK(x),\"'-1 roti less each day, for a week\"\r\n",
    );
    expect(readCsv(csv)).toEqual([
      ["Diet Number", "Type", "Name", "Content"],
      ["3", "Fruits", "Fruit day", "Apple, papaya.\nWater, 3 litres."],
      ["12", "Easy", "=HYPERLINK(x)", "-1 roti less each day, for a week"],
      [""],
    ]);
  });
});
