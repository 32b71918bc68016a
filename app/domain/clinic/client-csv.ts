/**
 * The premium client download (spec 3 §2 "Diet-clinic admin", §9): 'Clients.csv' with the client's details and the day
 * they were added; ids are never written. Apart from client.ts so the form's bundle has no CSV code.
 */
import { asText, toCsv } from "../admin/csv";
import { csvAddress } from "../reports/yaadi-summary";
import { formatDmy, istDate } from "../time";
import type { ClientRecord } from "./client";

export const CLIENTS_CSV_FILE_NAME = "Clients.csv";
export const CLIENTS_CSV_HEADER = [
  "Name",
  "Age",
  "Address",
  "WhatsApp No.",
  "Weight",
  "Height",
  "Illness",
  "Status",
  "Delivery Day",
  "Extra Info",
  "Date Added",
] as const;

/** A stored client as the download writes it: everything but the id. */
export type ClientCsvRow = Omit<ClientRecord, "id">;

/**
 * UTF-8 with a byte-order mark and CRLF lines (toCsv, which also neutralises formula-like cells); the number kept as
 * text, commas in the address as hyphens (spec 3 §9), the date added as d/m/yyyy in India time.
 */
export function clientsCsv(rows: readonly ClientCsvRow[]): string {
  return toCsv([
    [...CLIENTS_CSV_HEADER],
    ...rows.map((r) => [
      r.name,
      r.age === null ? "" : String(r.age),
      csvAddress(r.address),
      asText(r.whatsApp),
      r.weightOriginal,
      r.height,
      r.illness,
      r.status,
      r.dietDeliveryDay,
      r.extraInfo,
      formatDmy(istDate(r.createdAt)),
    ]),
  ]);
}
