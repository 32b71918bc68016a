/**
 * The premium customer download (spec 2 §9): columns Name, Address, WhatsApp No.; customerId, dateAdded and
 * dateModified are left out; file name 'Customers  .csv'. Apart from customer.ts so the form's bundle has no CSV code.
 */
import { csvAddress } from "../reports/yaadi-summary";
import { asText, toCsv } from "./csv";
import type { CustomerValues } from "./customer";

/** Spec 2 §9, verbatim (two spaces). */
export const CUSTOMERS_CSV_FILE_NAME = "Customers  .csv";
export const CUSTOMERS_CSV_HEADER = ["Name", "Address", "WhatsApp No."] as const;

/** The download button's results (ours: the spec names only the empty list's 'No Data'). */
export const CUSTOMERS_CSV_MESSAGES = {
  downloaded: "Customers downloaded.",
  failed: "Error retriving customers",
} as const;

/**
 * UTF-8 with a byte-order mark and CRLF lines (toCsv); ids and dates are never written, the number kept as text, and
 * an address's commas become hyphens (spec 3 §9) as in every download.
 */
export function customersCsv(rows: readonly CustomerValues[]): string {
  return toCsv([[...CUSTOMERS_CSV_HEADER], ...rows.map((r) => [r.name, csvAddress(r.address), asText(r.whatsApp)])]);
}
