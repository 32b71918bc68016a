/**
 * The Udhaar list's download: who owes what with its ageing, as the other exports (UTF-8 with a byte-order mark, CRLF,
 * formula-looking cells neutralised, the number kept as text). Amounts in rupees with two decimals, the way a
 * spreadsheet adds them up. The headings are English in every language, as every download's are.
 */
import { asText, toCsv } from "../admin/csv";
import { rupees } from "../money";
import type { UdhaarListRow } from "./udhaar-list";

export const UDHAAR_CSV_HEADER = [
  "Name",
  "WhatsApp No.",
  "Balance (Rs.)",
  "0-30 days (Rs.)",
  "31-60 days (Rs.)",
  "61-90 days (Rs.)",
  "Over 90 days (Rs.)",
] as const;

export const udhaarCsvFileName = (day: string) => `Udhaar ${day}.csv`;

export function udhaarCsv(rows: readonly UdhaarListRow[]): string {
  return toCsv([
    [...UDHAAR_CSV_HEADER],
    ...rows.map((r) => [
      r.name,
      asText(r.whatsApp),
      rupees(r.balancePaise),
      rupees(r.ageing["0-30"]),
      rupees(r.ageing["31-60"]),
      rupees(r.ageing["61-90"]),
      rupees(r.ageing["90+"]),
    ]),
  ]);
}
