import { addDaysIst } from "../time";
import { financialYear, financialYearLabel } from "./series";

/* The periods GSTR-1 is filed for: a month, or a quarter of the financial year, and the choices the screen offers. */

/** A return's period: a month ("2026-11") or a quarter of a financial year ("2026-27-q3": October to December 2026). */
export type ReturnPeriod = {
  kind: "month" | "quarter";
  /** The period as the URL names it. */
  key: string;
  /** The financial year it falls in, named by the calendar year it starts in. */
  year: number;
  /** First and last India day, both included ("yyyy-mm-dd"). */
  from: string;
  to: string;
};

/** GST began on 1 July 2017: no return is older. */
export const FIRST_GST_MONTH = "2017-07";

/** What an edited link's period answers (the screen's own choices are always right). */
export const PERIOD_MESSAGE = "Choose a month or a quarter from the list.";

const pad = (n: number) => String(n).padStart(2, "0");

/** The last day of a calendar month. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function monthPeriod(year: number, month: number): ReturnPeriod {
  const key = `${year}-${pad(month)}`;
  return {
    kind: "month",
    key,
    year: financialYear(`${key}-01`),
    from: `${key}-01`,
    to: `${key}-${lastDay(year, month)}`,
  };
}

/** Quarter 1 is April to June, 4 is January to March of the next calendar year. */
function quarterPeriod(fy: number, quarter: number): ReturnPeriod {
  const firstMonth = 4 + 3 * (quarter - 1);
  const [y1, m1] = firstMonth > 12 ? [fy + 1, firstMonth - 12] : [fy, firstMonth];
  const m3 = m1 + 2;
  return {
    kind: "quarter",
    key: `${financialYearLabel(fy)}-q${quarter}`,
    year: fy,
    from: `${y1}-${pad(m1)}-01`,
    to: `${y1}-${pad(m3)}-${lastDay(y1, m3)}`,
  };
}

/**
 * The period a URL names, if it is one a return can be made for: from July 2017 up to the month of `today` (a quarter
 * under way counts: its first months can be looked at). Null for anything else.
 */
export function parsePeriod(value: string, today: string): ReturnPeriod | null {
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  const quarter = /^(\d{4})-(\d{2})-q([1-4])$/.exec(value);
  let period: ReturnPeriod | null = null;
  if (month) {
    const m = Number(month[2]);
    if (m >= 1 && m <= 12) period = monthPeriod(Number(month[1]), m);
  } else if (quarter) {
    const fy = Number(quarter[1]);
    if (quarter[2] === pad((fy + 1) % 100)) period = quarterPeriod(fy, Number(quarter[3]));
  }
  if (!period) return null;
  if (period.to < `${FIRST_GST_MONTH}-01` || period.from > today) return null;
  return period;
}

/** The period a return is usually being made for: the month now under way (the screen's first choice). */
export const currentMonth = (today: string) => monthPeriod(Number(today.slice(0, 4)), Number(today.slice(5, 7)));

/** The quarter a period falls in (a composition shop's CMP-08 is quarterly). */
export function quarterOf(period: ReturnPeriod): ReturnPeriod {
  if (period.kind === "quarter") return period;
  const month = Number(period.from.slice(5, 7));
  return quarterPeriod(period.year, Math.floor(((month + 8) % 12) / 3) + 1);
}

/** The screen's choices: every month and quarter of this financial year and the last, newest first. */
export function periodChoices(today: string): { months: ReturnPeriod[]; quarters: ReturnPeriod[] } {
  const fy = financialYear(today);
  const months: ReturnPeriod[] = [];
  for (let day = today.slice(0, 7); day >= `${fy - 1}-04`; ) {
    const p = monthPeriod(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
    if (p.to >= `${FIRST_GST_MONTH}-01`) months.push(p);
    day = addDaysIst(p.from, -1).slice(0, 7);
  }
  const quarters: ReturnPeriod[] = [];
  for (const year of [fy, fy - 1])
    for (const q of [4, 3, 2, 1]) {
      const p = quarterPeriod(year, q);
      if (p.from <= today && p.to >= `${FIRST_GST_MONTH}-01`) quarters.push(p);
    }
  return { months, quarters };
}

// ---- The sums ----

/** bill_day_totals summed over a period, per HSN, rate, unit code, place of supply and kind of buyer. */
