import { z } from "#app/domain/zod";
import { addDaysIst, istDate } from "../time";
import {
  DATES_MESSAGE,
  DAY_CHOICES,
  DEALER_FILTER_MESSAGE,
  earliestDay,
  parseDay,
  REPORT_WINDOW_DAYS,
  type ReportRange,
  readDealer,
  readSale,
  SALE_FILTER_MESSAGE,
} from "./report-range";

/* A report's range as a request's query string asks for it (the loaders'; the screens build links with report-range.ts). */

const querySchema = z.object({
  day: z.enum(DAY_CHOICES),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  dealer: z.string().max(12).optional(),
  sale: z.string().max(12).optional(),
});

export type RangeResult = { ok: true; range: ReportRange } | { ok: false; error: string };

/**
 * The range a request asks for. No `day` at all means nothing was asked yet (null: the screen shows its choice and no
 * results — spec 3: "Results show only after Show Here"). Reversed, unreadable or out-of-window dates get the
 * spec's 'Enter dates correctly...'.
 */
export function readRange(params: URLSearchParams, now: Date, windowDays = REPORT_WINDOW_DAYS): RangeResult | null {
  if (!params.has("day")) return null;
  const parsed = querySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { ok: false, error: DATES_MESSAGE };
  const whose = readDealer(parsed.data.dealer ?? null);
  if (!whose) return { ok: false, error: DEALER_FILTER_MESSAGE };
  const which = readSale(parsed.data.sale ?? null);
  if (!which) return { ok: false, error: SALE_FILTER_MESSAGE };
  const today = istDate(now);
  const { day } = parsed.data;
  if (day === "today") return { ok: true, range: { choice: day, from: today, to: today, ...whose, ...which } };
  if (day === "yesterday") {
    const yesterday = addDaysIst(today, -1);
    return { ok: true, range: { choice: day, from: yesterday, to: yesterday, ...whose, ...which } };
  }
  const from = parseDay(parsed.data.from ?? "");
  const to = parseDay(parsed.data.to ?? "");
  if (!from || !to || from > to || to > today || from < earliestDay(today, windowDays))
    return { ok: false, error: DATES_MESSAGE };
  return { ok: true, range: { choice: day, from, to, ...whose, ...which } };
}
