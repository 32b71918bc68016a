/**
 * The Yaadi Summary's totals and its downloads (spec 3 "Yaadi Summary", §9): pure, so the screen, the CSV and the
 * tests compute the same figures from the same rows.
 */
import { asText, csvLines, toCsv } from "../admin/csv";
import { rupees } from "../money";
import type { SummaryRow } from "../orders/admin-yaadi";
import { formatQuantity } from "../quantity";
import { formatIstDateTime } from "../time";
import { isUnitId } from "../units";
import type { DayFigure } from "./daily-chart";
import type { DealerChoice, ReportRange } from "./report-range";
import type { SummaryView } from "./summary-view";

export type SummaryTotals = {
  count: number;
  totalPaise: number;
  deliveryChargesPaise: number;
  netPaise: number;
  paidCount: number;
  unpaidNetPaise: number;
};

/** A row as the screen shows it: the yaadi, and a chat with its customer carrying the status message (if any number). */
export type SummaryScreenRow = SummaryRow & {
  chatLink: string | null;
  /** Udhaar (Premium and Turbo): the account it is on credit in, "offer" when it may go on credit, else null. */
  credit?: { customerId: number } | "offer" | null;
};

/** The range's report: one page of its yaadies, the whole range's totals and, over several days, the daily chart. */
export type SummaryReport = {
  rows: SummaryScreenRow[];
  totals: SummaryTotals;
  /** The search, order and page shown (the page brought within the pages there are). */
  view: SummaryView;
  /** The range's yaadies matching the search, on every page. */
  matched: number;
  pages: number;
  /** Null for a single day. */
  daily: DayFigure[] | null;
};

/**
 * What the Yaadi Summary screen shows (its loader returns this type): the day choice's frame, then the report asked
 * for, or why there is none.
 */
export type YaadiSummaryData = {
  today: string;
  earliest: string;
  premium: boolean;
  dealers: DealerChoice[];
  /** Whether the shop bills at the counter (Turbo): the report then tells online orders and counter sales apart. */
  sales: boolean;
  /** The range asked for; null before Show Here, or when the choice could not be read. */
  asked: ReportRange | null;
  report: SummaryReport | null;
  error?: string;
};

/** Spec 3 "Yaadi Summary" columns, in order. */
export const SUMMARY_COLUMNS = [
  "S.No.",
  "Yaadi No.",
  "Name",
  "WhatsApp",
  "Address",
  "Total Amount",
  "Delivery Charges",
  "Net Amount",
  "Time",
] as const;

/** Spec 3 §9: "Commas in addresses become hyphens in CSV" (older spreadsheet imports split on them). */
export const csvAddress = (address: string) => address.replaceAll(",", "-");

export type SummaryCsvRow = {
  totalPaise: number;
  deliveryChargesPaise: number;
  netPaise: number;
  id: number;
  customerName: string;
  customerWhatsApp: string;
  customerAddress: string;
  createdAt: number;
};

/** The summary's rows as the screen lists them (newest first), numbered from `firstSerial`: a file written in parts. */
export function summaryCsvRows(rows: readonly SummaryCsvRow[], firstSerial = 1): string {
  return csvLines(
    rows.map((r, i) => [
      String(firstSerial + i),
      String(r.id),
      r.customerName,
      asText(r.customerWhatsApp),
      csvAddress(r.customerAddress),
      rupees(r.totalPaise),
      rupees(r.deliveryChargesPaise),
      rupees(r.netPaise),
      formatIstDateTime(new Date(r.createdAt)),
    ]),
  );
}

export const summaryCsvHead = () => toCsv([[...SUMMARY_COLUMNS]]);

/** The summary as the screen lists it (newest first), one row per yaadi. */
export const summaryCsv = (rows: readonly SummaryCsvRow[]) => summaryCsvHead() + summaryCsvRows(rows);

export const summaryCsvName = (from: string, to: string) =>
  from === to ? `Yaadi Summary ${from}.csv` : `Yaadi Summary ${from} to ${to}.csv`;

/** Spec 3 §9: "Yaadi CSV columns: S.No., Description, quantity, final price, Total". */
export const YAADI_CSV_COLUMNS = ["S.No.", "Description", "quantity", "final price", "Total"] as const;

export type YaadiCsvLine = {
  name: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
  lineTotalPaise: number;
};

/**
 * One yaadi's sheet: its lines, then the totals (the delivery and net lines only when delivery is charged, like the
 * order page). Marathi name, mrp, product id, unit id and yaadi id are left out (spec 3 §9).
 */
export function yaadiCsv(
  lines: readonly YaadiCsvLine[],
  totals: { totalPaise: number; deliveryChargesPaise: number; netPaise: number },
): string {
  const rows = lines.map((l, i) => [
    String(i + 1),
    l.name,
    isUnitId(l.unitId) ? formatQuantity(l.quantityMilli, l.unitId) : String(l.quantityMilli / 1000),
    rupees(l.pricePaise),
    rupees(l.lineTotalPaise),
  ]);
  const footer = [["", "Grand Total", "", "", rupees(totals.totalPaise)]];
  if (totals.deliveryChargesPaise > 0)
    footer.push(
      ["", "Delivery Charges", "", "", rupees(totals.deliveryChargesPaise)],
      ["", "Net payable amount", "", "", rupees(totals.netPaise)],
    );
  return toCsv([[...YAADI_CSV_COLUMNS], ...rows, ...footer]);
}

export const yaadiCsvName = (id: number) => `Yaadi no. ${id}.csv`;
