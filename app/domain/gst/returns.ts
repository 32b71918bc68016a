import { type CsvCell, toCsv } from "../admin/csv";
import { rupees } from "../money";
import { ratePercent } from "./rates";
import type { ReturnPeriod } from "./return-periods";
import { billNumberPrefix } from "./series";
import { placeOfSupplyLabel } from "./states";

/*
 * GSTR-1's numbers for a month or a quarter of the financial year (issue 28, part 4): the tax by rate for the screen,
 * and the rows of the GST portal's offline tool's CSV files — b2cs (B2C small, by place of supply and rate), hsn (the
 * HSN-wise summary), docs (the documents issued) and b2b (each bill to a buyer with a GSTIN). Pure: the server reads
 * the sums from bill_day_totals and bills and hands them here.
 */

export type PeriodTotal = {
  hsn: string;
  rateBp: number;
  uqc: string;
  placeOfSupply: string;
  /** 1: the buyer gave a GSTIN (B2B). */
  registeredBuyer: number;
  quantityMilli: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type TaxSums = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};
export type RateRow = TaxSums & { rateBp: number };

const NO_TAX: TaxSums = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

function add(sums: TaxSums, t: Pick<PeriodTotal, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">): TaxSums {
  return {
    taxablePaise: sums.taxablePaise + t.taxablePaise,
    cgstPaise: sums.cgstPaise + t.cgstPaise,
    sgstPaise: sums.sgstPaise + t.sgstPaise,
    igstPaise: sums.igstPaise + t.igstPaise,
    totalPaise: sums.totalPaise + t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise,
  };
}

/** The screen's table: each rate's taxable value and taxes (B2B and B2C together), lowest rate first, and the total. */
export function taxByRate(rows: readonly PeriodTotal[]): { rates: RateRow[]; total: TaxSums } {
  const byRate = new Map<number, TaxSums>();
  for (const r of rows) byRate.set(r.rateBp, add(byRate.get(r.rateBp) ?? NO_TAX, r));
  const rates = [...byRate].map(([rateBp, s]) => ({ rateBp, ...s })).sort((a, b) => a.rateBp - b.rateBp);
  // A period whose bills were all cancelled leaves rows of zeros behind (the triggers take the sums away).
  const kept = rates.filter((r) => r.totalPaise !== 0);
  return { rates: kept, total: kept.reduce<TaxSums>(add, NO_TAX) };
}

/** How many of the period's goods carry no HSN code (their products had none when billed). */
export const withoutHsn = (rows: readonly PeriodTotal[]) =>
  rows.filter((r) => r.hsn === "" && r.uqc !== "OTH" && r.valuePaise !== 0).length;

// ---- The offline tool's files ----

export const B2CS_COLUMNS = [
  "Type",
  "Place Of Supply",
  "Rate",
  "Applicable % of Tax Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
] as const;

/**
 * B2C (small): sales to buyers without a GSTIN by place of supply and rate. Exempt and nil-rated goods (rate 0) are
 * not B2CS rows: the return takes them in its own table.
 */
export function b2csRows(rows: readonly PeriodTotal[]): CsvCell[][] {
  const groups = new Map<string, { place: string; rateBp: number; taxablePaise: number }>();
  for (const r of rows) {
    if (r.registeredBuyer !== 0 || r.rateBp === 0) continue;
    const key = `${r.placeOfSupply}|${r.rateBp}`;
    const g = groups.get(key) ?? { place: r.placeOfSupply, rateBp: r.rateBp, taxablePaise: 0 };
    g.taxablePaise += r.taxablePaise;
    groups.set(key, g);
  }
  return [...groups.values()]
    .filter((g) => g.taxablePaise !== 0)
    .sort((a, b) => a.place.localeCompare(b.place) || a.rateBp - b.rateBp)
    .map((g) => ["OE", placeOfSupplyLabel(g.place), ratePercent(g.rateBp), "", rupees(g.taxablePaise), "", ""]);
}

export const HSN_COLUMNS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

/** The return's unit quantity codes, as the offline tool spells them. */
export const UQC_LABELS: Record<string, string> = { NOS: "NOS-NUMBERS", KGS: "KGS-KILOGRAMS", OTH: "OTH-OTHERS" };

/** Thousandths as the return writes a quantity: 1500 → "1.5", 2000 → "2". */
export function quantityText(milli: number): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  const rest = abs % 1000;
  return `${sign}${Math.floor(abs / 1000)}${rest ? `.${String(rest).padStart(3, "0").replace(/0+$/, "")}` : ""}`;
}

export type HsnRow = {
  hsn: string;
  uqc: string;
  rateBp: number;
  quantityMilli: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** The HSN-wise summary: per HSN, unit code and rate, every buyer together. */
export function hsnSummary(rows: readonly PeriodTotal[]): HsnRow[] {
  const groups = new Map<string, HsnRow>();
  for (const r of rows) {
    const key = `${r.hsn}|${r.uqc}|${r.rateBp}`;
    const g = groups.get(key) ?? {
      hsn: r.hsn,
      uqc: r.uqc,
      rateBp: r.rateBp,
      quantityMilli: 0,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    g.quantityMilli += r.quantityMilli;
    g.valuePaise += r.valuePaise;
    g.taxablePaise += r.taxablePaise;
    g.cgstPaise += r.cgstPaise;
    g.sgstPaise += r.sgstPaise;
    g.igstPaise += r.igstPaise;
    groups.set(key, g);
  }
  return [...groups.values()]
    .filter((g) => g.valuePaise !== 0 || g.quantityMilli !== 0)
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rateBp - b.rateBp);
}

export function hsnRows(rows: readonly PeriodTotal[]): CsvCell[][] {
  return hsnSummary(rows).map((g) => [
    g.hsn,
    "",
    UQC_LABELS[g.uqc] ?? g.uqc,
    quantityText(g.quantityMilli),
    rupees(g.valuePaise),
    ratePercent(g.rateBp),
    rupees(g.taxablePaise),
    rupees(g.igstPaise),
    rupees(g.cgstPaise),
    rupees(g.sgstPaise),
    "",
  ]);
}

/** The period's bills as the documents-issued table counts them (one series: every kind of bill the shop issues). */
export type IssuedDocuments = {
  year: number;
  firstSerial: number;
  lastSerial: number;
  count: number;
  cancelled: number;
};

export const DOCS_COLUMNS = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"] as const;
export const DOCS_NATURE = "Invoices for outward supply";

export function docsRows(docs: IssuedDocuments | null): CsvCell[][] {
  if (!docs || docs.count === 0) return [];
  const prefix = billNumberPrefix(docs.year);
  return [
    [
      DOCS_NATURE,
      `${prefix}${docs.firstSerial}`,
      `${prefix}${docs.lastSerial}`,
      String(docs.count),
      String(docs.cancelled),
    ],
  ];
}

/** A bill to a buyer with a GSTIN, one row per rate on it (the offline tool's b2b sheet). */
export type B2bLine = {
  customerGstin: string;
  customerName: string;
  number: string;
  issuedDay: string;
  totalPaise: number;
  placeOfSupply: string;
  rateBp: number;
  taxablePaise: number;
};

export const B2B_COLUMNS = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "2026-11-05" → "05-Nov-2026", the offline tool's date. */
export const toolDate = (day: string) =>
  `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

export function b2bRows(lines: readonly B2bLine[]): CsvCell[][] {
  return lines.map((l) => [
    l.customerGstin,
    l.customerName,
    l.number,
    toolDate(l.issuedDay),
    rupees(l.totalPaise),
    placeOfSupplyLabel(l.placeOfSupply),
    "N",
    "",
    "Regular B2B",
    "",
    ratePercent(l.rateBp),
    rupees(l.taxablePaise),
    "",
  ]);
}

/** The four files, each with the offline tool's header row. */
export const RETURN_FILES = {
  b2cs: { columns: B2CS_COLUMNS },
  hsn: { columns: HSN_COLUMNS },
  docs: { columns: DOCS_COLUMNS },
  b2b: { columns: B2B_COLUMNS },
} as const;
export type ReturnFile = keyof typeof RETURN_FILES;

export function returnCsv(file: ReturnFile, rows: readonly (readonly CsvCell[])[]): string {
  return toCsv([[...RETURN_FILES[file].columns], ...rows]);
}

/** "b2cs 2026-11.csv", "hsn 2026-27-q3.csv". */
export const returnFileName = (file: ReturnFile, period: ReturnPeriod) => `${file} ${period.key}.csv`;

// ---- The screen ----

/** What a shop without a regular registration reads instead of the returns (and its downloads answer). */
export const NOT_REGULAR_MESSAGE = "GST returns are for shops with a regular GST registration.";

/** A period the screen offers: its URL key and its first day (which names it). */
export type PeriodChoice = Pick<ReturnPeriod, "key" | "kind" | "from" | "to">;

/** The GST Returns screen's data (app/routes/admin/gst/returns.tsx). */
export type GstReturnsData = {
  /** Below Turbo: the Turbo notice instead of the screen; nothing read. */
  locked: boolean;
  choices: { months: PeriodChoice[]; quarters: PeriodChoice[] };
  /** The period shown, or null when the one asked for was refused (`error`). */
  period: PeriodChoice | null;
  error: string | null;
  shopKind: "none" | "composition" | "regular";
  /** A regular shop's numbers for the period. */
  regular: {
    rates: RateRow[];
    total: TaxSums;
    documents: IssuedDocuments | null;
    withoutHsn: number;
    documentsText: { first: string; last: string } | null;
  } | null;
  /** A composition shop's turnover over the period's quarter (CMP-08). */
  composition: { quarter: PeriodChoice; turnoverPaise: number } | null;
};

const choiceOf = ({ key, kind, from, to }: ReturnPeriod): PeriodChoice => ({ key, kind, from, to });

export { choiceOf };
