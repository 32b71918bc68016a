/**
 * Which uploaded files the product sheet accepts (spec 2 §5: "csv or spreadsheet type and at most 20000 bytes").
 * The size cap grows with the plan (decision 0009): 20,000 bytes is the 150-product plan's figure.
 */
import { ADMIN_ERRORS } from "./messages";
import type { SheetProblem } from "./product-sheet";

const SPEC_CAP_BYTES = 20_000;
const SPEC_CAP_PRODUCTS = 150;

export function sheetMaxBytes(productsLimit: number): number {
  return Math.max(SPEC_CAP_BYTES, Math.ceil((productsLimit * SPEC_CAP_BYTES) / SPEC_CAP_PRODUCTS));
}

/** The spec's 'File-size should be below 20kb', with the shop's real figure. */
export function sheetTooBigMessage(maxBytes: number): string {
  return ADMIN_ERRORS.sheetTooBig.replace("20kb", `${Math.floor(maxBytes / 1000)}kb`);
}

/** What the browser may call a CSV or a spreadsheet (Windows names .csv files application/vnd.ms-excel). */
const SHEET_TYPES = new Set([
  "text/csv",
  "text/x-csv",
  "application/csv",
  "text/comma-separated-values",
  "text/plain",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
]);
const SHEET_NAME = /\.(csv|txt|xls|xlsx|ods)$/i;

export type SheetFile = { name: string; type: string; size: number };

/** Name, declared type and size: null when fine, else the spec's 'Invalid file...' with why. */
export function checkSheetFile(file: SheetFile | null, maxBytes: number): SheetProblem | null {
  if (!file || file.size === 0) return { message: ADMIN_ERRORS.invalidFile };
  if (!SHEET_NAME.test(file.name) && !SHEET_TYPES.has(file.type.toLowerCase()))
    return { message: ADMIN_ERRORS.invalidFile, detail: ADMIN_ERRORS.checkTypeOfFile };
  if (file.size > maxBytes) return { message: ADMIN_ERRORS.invalidFile, detail: sheetTooBigMessage(maxBytes) };
  return null;
}

/**
 * The bytes decide in the end: only text can be read. A workbook (.xlsx and .ods are ZIP files, .xls an OLE file) or
 * anything with NUL bytes is refused; the screen asks for "CSV UTF-8".
 */
export function sheetText(bytes: Uint8Array): { text: string } | { problem: SheetProblem } {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0xd0, 0xcf, 0x11, 0xe0]) || bytes.includes(0)) {
    return { problem: { message: ADMIN_ERRORS.invalidFile, detail: ADMIN_ERRORS.checkTypeOfFile } };
  }
  return { text: new TextDecoder("utf-8").decode(bytes) };
}
