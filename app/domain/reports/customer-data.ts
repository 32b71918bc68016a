/** The Customer Data download (spec 3 "Downloads", §9): everyone who ordered, as '{shop} All Customers'. */
import { asText, toCsv } from "../admin/csv";
import { formatIstDateTime } from "../time";
import { csvAddress } from "./yaadi-summary";

export const CUSTOMER_DATA_COLUMNS = ["Name", "WhatsApp No.", "Address", "Yaadies", "Last Yaadi"] as const;

export const customerDataName = (shopName: string) => `${shopName} All Customers.csv`;

export function customerDataCsv(
  rows: readonly { name: string; whatsApp: string; address: string; yaadiCount: number; lastYaadiAt: number }[],
): string {
  return toCsv([
    [...CUSTOMER_DATA_COLUMNS],
    ...rows.map((r) => [
      r.name,
      asText(r.whatsApp),
      csvAddress(r.address),
      String(r.yaadiCount),
      formatIstDateTime(new Date(r.lastYaadiAt)),
    ]),
  ]);
}
