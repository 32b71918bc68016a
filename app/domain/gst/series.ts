/**
 * A shop's bills are numbered in one series per financial year (April to March, India dates): "2026-27/1",
 * "2026-27/2", … — unique and consecutive within the year, at most 16 characters (CGST Rule 46(b)), and a new series
 * starts on 1 April. The year is named by the calendar year it starts in.
 */

/** The financial year an India date ("yyyy-mm-dd") falls in: 2026 for 2026-04-01 to 2027-03-31. */
export function financialYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** 2026 → "2026-27". */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The first and last India dates of a financial year. */
export function financialYearDays(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

/** The most bills one shop can number in a year and stay within 16 characters: "2026-27/" is 8. */
export const MAX_BILLS_A_YEAR = 99_999_999;

/** What every bill number of a year starts with: "2026-27/". */
export function billNumberPrefix(startYear: number): string {
  return `${financialYearLabel(startYear)}/`;
}

/** A bill's printed number: the year's label and its place in the year's series. */
export function billNumber(startYear: number, serial: number): string {
  return `${billNumberPrefix(startYear)}${serial}`;
}
