/**
 * CSV for spreadsheets shop owners open in Excel, LibreOffice or Google Sheets. Server-side only (the download route
 * and the sheet upload): papaparse never reaches the browser bundle.
 */
import Papa from "papaparse";

/** Excel reads a CSV as UTF-8 only when it starts with this mark; without it Marathi and Hindi names turn to noise. */
export const UTF8_BOM = "\uFEFF";

/**
 * A cell starting with one of these is a formula to a spreadsheet ("CSV injection"): =HYPERLINK(…) in a product
 * name would run on the owner's computer. Such cells get a leading single quote, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A cell a spreadsheet must keep as text: a phone number. Bare, Excel reads 9876543210 as a number and shows it as
 * 9.88E+09 in a default-width column; written as ="9876543210" (digits only, so nothing else can be smuggled in),
 * Excel, LibreOffice and Google Sheets show the digits as they are.
 */
export type TextCell = { readonly text: string };
export const asText = (text: string): TextCell => ({ text });
export type CsvCell = string | TextCell;

const DIGITS = /^\d+$/;
const KEPT_AS_TEXT = /^="(\d+)"$/;

/** Undoes neutraliseCell (and asText) when a downloaded sheet comes back, so "-Special-" survives the round trip unchanged. */
export function restoreCell(value: string): string {
  const kept = KEPT_AS_TEXT.exec(value);
  if (kept) return kept[1]!;
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function writeCell(cell: CsvCell): string {
  if (typeof cell === "string") return quoteCell(neutraliseCell(cell));
  return DIGITS.test(cell.text) ? quoteCell(`="${cell.text}"`) : writeCell(cell.text);
}

/** RFC 4180 rows (CRLF line ends), every cell neutralised (or kept as text) then quoted when it needs to be. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(writeCell).join(",")}\r\n`).join("");
}

/** A whole file: the BOM, then the rows. A file written in parts is the BOM and header, then csvLines of each part. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + csvLines(rows);
}

/**
 * Rows of cells as written in the file (header included). Empty lines are kept, so a row's index + 1 is its row
 * number in the spreadsheet; the caller skips blank rows. Delimiter and line ends are detected (Excel in some locales
 * writes semicolons).
 */
export function readCsv(text: string): string[][] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const result = Papa.parse<string[]>(input, {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [",", ";", "\t"],
  });
  return result.data.map((row) => row.map((cell) => restoreCell(cell)));
}
