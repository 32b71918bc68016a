/**
 * What the product sheet's checks write (its file refusals, the analysis's problems and a row's reasons), in English:
 * the spec's texts and ours. The panel passes the same words in the admin's language (app/i18n/panel/sheet.*.ts); the
 * checks stay pure and their English is written here once.
 */
import { UNITS } from "../units";
import { ADMIN_ERRORS, productsLimitMessage } from "./messages";

export type SheetWords = {
  /** A fixed domain text (the spec's refusals, a field rule's message) in the reader's language. */
  say: (english: string) => string;
  noRows: string;
  columnsMissing: (columns: readonly string[]) => string;
  /** The shop's products the sheet has no row for: the first few by ID and name, and how many more. */
  notInSheet: (products: readonly { id: number; name: string }[], more: number) => string;
  sheetAdds: (added: number, existing: number, limit: number) => string;
  productsLimit: (limit: number) => string;
  repeatedId: (id: string, row: number) => string;
  unknownUnit: (text: string) => string;
  /** A row's reason, named by the sheet's column heading (the file's own, English). */
  reason: (column: string, message: string) => string;
  /** The spec's 'File-size should be below 20kb', with the shop's real figure. */
  tooBig: (maxBytes: number) => string;
};

/** The unit names a sheet's Unit column takes (the file's own words). */
export const UNIT_NAMES = Object.values(UNITS).map((u) => u.name);

export const SHEET_WORDS = {
  say: (english: string) => english,
  noRows: "The sheet has no product rows.",
  columnsMissing: (columns: readonly string[]) => `Columns missing: ${columns.join(", ")}.`,
  notInSheet: (products: readonly { id: number; name: string }[], more: number) =>
    `Not in the sheet: ID ${products.map((p) => `${p.id} (${p.name})`).join(", ")}${more > 0 ? ` and ${more} more` : ""}.`,
  sheetAdds: (added: number, existing: number, limit: number) =>
    `The sheet adds ${added} products; the store has ${existing} of ${limit}.`,
  productsLimit: productsLimitMessage,
  repeatedId: (id: string, row: number) => `ID ${id} is also in row ${row}`,
  unknownUnit: (text: string) => `Unit '${text}' is not one of: ${UNIT_NAMES.join(", ")}`,
  reason: (column: string, message: string) => `${column}: ${message}`,
  tooBig: (maxBytes: number) => ADMIN_ERRORS.sheetTooBig.replace("20kb", `${Math.floor(maxBytes / 1000)}kb`),
} satisfies SheetWords;
