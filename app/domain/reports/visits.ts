import type { DealerChoice, ReportRange } from "./report-range";

export type VisitRow = { id: number; name: string; whatsApp: string; enteredAt: number };

/**
 * What the Customer Visits screen shows (its loader returns this type): the day asked for, if any, and that day's
 * visits, or why there are none.
 */
export type CustomerVisitsData = {
  today: string;
  dealers: DealerChoice[];
  /** Yesterday or Today once asked for; null before Show Here, or when the choice could not be read. */
  asked: ReportRange | null;
  visits: VisitRow[] | null;
  error: string | null;
};
