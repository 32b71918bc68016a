/**
 * The premium dealer download (spec 3 §2 "Dealers", §9 "CSV downloads: dealers"): Name, WhatsApp No., Link (the full
 * link the dealer shares), Date Added; ids and passwords are never written. Apart from dealer.ts so the form's bundle
 * has no CSV code.
 */
import { formatDmy, istDate } from "../time";
import { asText, toCsv } from "./csv";
import { dealerStoreLink } from "./dealer";

export const DEALERS_CSV_FILE_NAME = "Dealers.csv";
export const DEALERS_CSV_HEADER = ["Name", "WhatsApp No.", "Link", "Date Added"] as const;

export type DealerCsvRow = { name: string; whatsApp: string; link: string; createdAt: Date };

/** UTF-8 with a byte-order mark and CRLF lines (toCsv); the number kept as text, the date as d/m/yyyy in India time. */
export function dealersCsv(rows: readonly DealerCsvRow[], origin: string, shopUrl: string): string {
  return toCsv([
    [...DEALERS_CSV_HEADER],
    ...rows.map((r) => [
      r.name,
      asText(r.whatsApp),
      dealerStoreLink(origin, shopUrl, r.link),
      formatDmy(istDate(r.createdAt)),
    ]),
  ]);
}
