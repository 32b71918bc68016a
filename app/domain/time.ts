/**
 * Times are stored in UTC; every date a person sees or picks is India Standard Time (UTC+05:30, no DST),
 * so a fixed offset is exact and needs no time-zone database.
 */
export const IST_OFFSET_MS = 330 * 60_000;

function shifted(date: Date): Date {
  return new Date(date.getTime() + IST_OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The IST calendar date of an instant: "2026-11-22". */
export function istDate(date: Date): string {
  const d = shifted(date);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Hours, minutes, seconds, day and month of an instant in IST. */
export function istParts(date: Date) {
  const d = shifted(date);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
  };
}

/** The UTC instant at which an IST calendar date ("yyyy-mm-dd") begins. */
export function istDayStart(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) - IST_OFFSET_MS);
}

/** Adds calendar months to an IST date, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsIst(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d!, lastDay))}`;
}

/** Adds days to an IST date. */
export function addDaysIst(isoDate: string, days: number): string {
  return istDate(new Date(istDayStart(isoDate).getTime() + days * 86_400_000));
}

/** "d/m/yyyy" as the payment-due message shows dates. */
export function formatDmy(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${d}/${m}/${y}`;
}

/** "22/11/2026, 09:05 AM" in IST. */
export function formatIstDateTime(date: Date): string {
  const p = istParts(date);
  const h12 = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${p.day}/${p.month}/${p.year}, ${pad(h12)}:${pad(p.minutes)} ${p.hours < 12 ? "AM" : "PM"}`;
}

/** "09:05 AM" in IST. */
export function formatIstTime(date: Date): string {
  const p = istParts(date);
  const h12 = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${pad(h12)}:${pad(p.minutes)} ${p.hours < 12 ? "AM" : "PM"}`;
}

/** The India calendar date of an India day number, whole days of (UTC ms + IST_OFFSET_MS): 20780 → "2026-11-23". */
export function istDayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}
