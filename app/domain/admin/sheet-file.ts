/**
 * Which uploaded files the product sheet accepts (spec 2 §5: "csv or spreadsheet type and at most 20000 bytes").
 * The size cap grows with the plan (decision 0009): 20,000 bytes is the 150-product plan's figure.
 */
import { ADMIN_ERRORS } from "./messages";
import type { SheetProblem } from "./product-sheet";
import { SHEET_WORDS, type SheetWords } from "./sheet-words";

const SPEC_CAP_BYTES = 20_000;
const SPEC_CAP_PRODUCTS = 150;

export function sheetMaxBytes(productsLimit: number): number {
  return Math.max(SPEC_CAP_BYTES, Math.ceil((productsLimit * SPEC_CAP_BYTES) / SPEC_CAP_PRODUCTS));
}

/** The spec's 'File-size should be below 20kb', with the shop's real figure. */
export const sheetTooBigMessage = SHEET_WORDS.tooBig;

/** The words a file's refusal is written with: English unless the panel passes the admin's language. */
type FileWords = Pick<SheetWords, "say" | "tooBig">;

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
export function checkSheetFile(
  file: SheetFile | null,
  maxBytes: number,
  words: FileWords = SHEET_WORDS,
): SheetProblem | null {
  const invalid = words.say(ADMIN_ERRORS.invalidFile);
  if (!file || file.size === 0) return { message: invalid };
  if (!SHEET_NAME.test(file.name) && !SHEET_TYPES.has(file.type.toLowerCase()))
    return { message: invalid, detail: words.say(ADMIN_ERRORS.checkTypeOfFile) };
  if (file.size > maxBytes) return { message: invalid, detail: words.tooBig(maxBytes) };
  return null;
}

/**
 * The bytes decide in the end: only text can be read. A workbook (.xlsx and .ods are ZIP files, .xls an OLE file) or
 * anything with NUL bytes is refused; the screen asks for "CSV UTF-8".
 */
export function sheetText(
  bytes: Uint8Array,
  words: Pick<SheetWords, "say"> = SHEET_WORDS,
): { text: string } | { problem: SheetProblem } {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0xd0, 0xcf, 0x11, 0xe0]) || bytes.includes(0)) {
    return {
      problem: { message: words.say(ADMIN_ERRORS.invalidFile), detail: words.say(ADMIN_ERRORS.checkTypeOfFile) },
    };
  }
  return { text: new TextDecoder("utf-8").decode(bytes) };
}
