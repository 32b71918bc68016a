/**
 * The day choice of the report screens (spec 3 §2): Yesterday, Today or Between Dates with From and To. Every day is
 * an India calendar day (DECISIONS.md "Time zone"); a range reaches back at most REPORT_WINDOW_DAYS days, counting
 * today (DECISIONS.md "Report windows": a quarter, for GST returns), and To is at most today.
 */
import { addDaysIst, istDayStart } from "../time";

export const REPORT_WINDOW_DAYS = 92;
/** Spec 3 §5 "Date ranges", verbatim. */
export const DATES_MESSAGE = "Enter dates correctly...";
/** A dealer filter that names no choice of the list (only an edited link sends one). */
export const DEALER_FILTER_MESSAGE = "Choose a dealer from the list.";

export const DAY_CHOICES = ["yesterday", "today", "between"] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];

/**
 * Whose yaadies a report counts: every one (absent), the shop's own ("shop": not through a dealer's link), or one
 * dealer's (their id). An id that is not one of the shop's dealers simply matches nothing: every query is the shop's.
 */
export type DealerFilter = "shop" | number;

/**
 * Which sales a report counts: every yaadi (absent), the online orders (the store's, a dealer link's and Make Yaadi's:
 * orders prepared for a customer, delivered later) or the counter sales (Cash Billing's bills, paid at the counter).
 */
export const SALE_FILTERS = ["online", "counter"] as const;
export type SaleFilter = (typeof SALE_FILTERS)[number];
/** A sales filter that names no choice of the list (only an edited link sends one). */
export const SALE_FILTER_MESSAGE = "Choose online orders or counter sales from the list.";

/** The `sale` query value: "" or absent → every sale; "online"; "counter". Null when it is none of these. */
export function readSale(value: string | null): { sale?: SaleFilter } | null {
  if (value === null || value === "") return {};
  return (SALE_FILTERS as readonly string[]).includes(value) ? { sale: value as SaleFilter } : null;
}

/** One of the shop's dealers in a report's dealer filter. */
export type DealerChoice = { id: number; name: string };

/** A chosen range of whole India days, both ends included ("yyyy-mm-dd"), and optionally whose yaadies. */
export type ReportRange = { choice: DayChoice; from: string; to: string; dealer?: DealerFilter; sale?: SaleFilter };
/** What the queries need of a range. */
export type DayRange = Pick<ReportRange, "from" | "to" | "dealer" | "sale">;

/** The `dealer` query value: "" or absent → every yaadi; "shop"; a dealer's id. Null when it is none of these. */
export function readDealer(value: string | null): { dealer?: DealerFilter } | null {
  if (value === null || value === "") return {};
  if (value === "shop") return { dealer: "shop" };
  return /^[1-9][0-9]{0,9}$/.test(value) ? { dealer: Number(value) } : null;
}

/** The filter as a query value (the inverse of readDealer). */
export const dealerValue = (dealer: DealerFilter | undefined) => (dealer === undefined ? "" : String(dealer));

const ISO_DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** "2026/11/20" (the pickers' yyyy/MM/dd) or "2026-11-20" → "2026-11-20"; null for anything that is not a real day. */
export function parseDay(text: string): string | null {
  const m = ISO_DAY.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** "2026-11-20" → "2026/11/20", as the pickers show a day. */
export const slashDay = (isoDay: string) => isoDay.replaceAll("-", "/");

/** The earliest From a range may start at, today being `today`. */
export const earliestDay = (today: string, windowDays = REPORT_WINDOW_DAYS) => addDaysIst(today, -(windowDays - 1));

/** The instants a range covers: [start, end) in UTC milliseconds, for the database's created_at. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: istDayStart(range.from), end: istDayStart(addDaysIst(range.to, 1)) };
}

/** The query string that asks for a range (what Show Here opens). */
export function rangeQuery(
  choice: DayChoice,
  from: string,
  to: string,
  dealer?: DealerFilter,
  sale?: SaleFilter,
): string {
  const params = new URLSearchParams({ day: choice });
  if (dealer !== undefined) params.set("dealer", dealerValue(dealer));
  if (sale !== undefined) params.set("sale", sale);
  if (choice === "between") {
    params.set("from", from);
    params.set("to", to);
  }
  return params.toString();
}

/** Every day of a range, first to last ("yyyy-mm-dd"), for a chart's axis. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDaysIst(d, 1)) days.push(d);
  return days;
}
