/**
 * All Yaadies (spec 3 §2 "Download yaadies or challans for a date range", §9): every line of the range's yaadies, as
 * the shop keeps them (with prices) or as a challan, the packing list that goes with the goods (without prices).
 */
import { asText, csvLines, toCsv } from "../admin/csv";
import { rupees } from "../money";
import { formatQuantity } from "../quantity";
import { formatIstDateTime } from "../time";
import { isUnitId } from "../units";
import { csvAddress } from "./yaadi-summary";

export type YaadiCsvYaadi = {
  id: number;
  customerName: string;
  customerWhatsApp: string;
  customerAddress: string;
  createdAt: number;
};
type Line = { name: string; unitId: number; quantityMilli: number; pricePaise: number; lineTotalPaise: number };
export type AllYaadiesKind = "yaadies" | "challans";

export const ALL_YAADIES_COLUMNS = [
  "Yaadi No.",
  "Name",
  "WhatsApp",
  "Address",
  "Time",
  "S.No.",
  "Description",
  "quantity",
  "final price",
  "Total",
] as const;
export const CHALLAN_COLUMNS = [
  "Yaadi No.",
  "Name",
  "WhatsApp",
  "Address",
  "S.No.",
  "Description",
  "quantity",
] as const;

const quantity = (l: Line) =>
  isUnitId(l.unitId) ? formatQuantity(l.quantityMilli, l.unitId) : String(l.quantityMilli / 1000);

/** One row per line; S.No. counts within its yaadi, so a file written in parts breaks only between yaadies. */
export function allYaadiesCsvRows(kind: AllYaadiesKind, rows: readonly (YaadiCsvYaadi & { line: Line })[]): string {
  let yaadiId = -1;
  let serial = 0;
  const body = rows.map((r) => {
    serial = r.id === yaadiId ? serial + 1 : 1;
    yaadiId = r.id;
    const who = [String(r.id), r.customerName, asText(r.customerWhatsApp), csvAddress(r.customerAddress)];
    return kind === "challans"
      ? [...who, String(serial), r.line.name, quantity(r.line)]
      : [
          ...who,
          formatIstDateTime(new Date(r.createdAt)),
          String(serial),
          r.line.name,
          quantity(r.line),
          rupees(r.line.pricePaise),
          rupees(r.line.lineTotalPaise),
        ];
  });
  return csvLines(body);
}

export const allYaadiesCsvHead = (kind: AllYaadiesKind) =>
  toCsv([[...(kind === "challans" ? CHALLAN_COLUMNS : ALL_YAADIES_COLUMNS)]]);

export const allYaadiesCsv = (kind: AllYaadiesKind, rows: readonly (YaadiCsvYaadi & { line: Line })[]) =>
  allYaadiesCsvHead(kind) + allYaadiesCsvRows(kind, rows);

/** Spec 3 §9: "'All Yaadies' plus date". */
export function allYaadiesName(kind: AllYaadiesKind, from: string, to: string): string {
  const days = from === to ? from : `${from} to ${to}`;
  return `${kind === "challans" ? "All Challans" : "All Yaadies"} ${days}.csv`;
}
