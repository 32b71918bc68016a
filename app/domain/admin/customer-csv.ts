/**
 * The premium customer download (spec 2 §9): columns Name, Address, WhatsApp No.; customerId, dateAdded and
 * dateModified are left out; file name 'Customers  .csv'. Apart from customer.ts so the form's bundle has no CSV code.
 */
import Papa from "papaparse";
import type { CustomerValues } from "./customer";

/** Spec 2 §9, verbatim (two spaces). */
export const CUSTOMERS_CSV_FILE_NAME = "Customers  .csv";
export const CUSTOMERS_CSV_HEADER = ["Name", "Address", "WhatsApp No."] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab / CR, which some strip first) as a formula: a customer
 * named "=HYPERLINK(…)" must stay text, so such cells get a leading single quote.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV text (CRLF-terminated lines, quoted where needed), header first; ids and dates are never written. */
export function customersCsv(rows: readonly CustomerValues[]): string {
  const data = rows.map((r) => [r.name, r.address, r.whatsApp].map(neutraliseCell));
  const text = Papa.unparse({ fields: [...CUSTOMERS_CSV_HEADER], data }, { newline: "\r\n", quotes: false });
  // Every line ends with CRLF, the empty list's header too (papaparse adds one only when there are no rows).
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
