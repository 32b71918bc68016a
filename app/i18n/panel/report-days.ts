/**
 * Days and times on the report screens in Marathi and Hindi (the English book keeps the specs' "20/11" and
 * "22/11/2026, 09:05 AM"): month names from `Intl` in the page's language, and the hour said the way a shopkeeper
 * says it — the part of the day and a 12-hour clock ("सकाळी 9:05", "शाम 6:30") — since `Intl`'s Marathi and Hindi
 * still write AM/PM in Latin letters.
 */
import { istParts } from "#app/domain/time";
import type { Figures } from "../book";
import { INTL_TAGS } from "../locale";

/** An India day ("2026-11-20") as an instant inside it (noon, India time), for `f.date`. */
export const dayInstant = (isoDay: string) => Date.parse(`${isoDay}T12:00:00+05:30`);

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/** "20 नोव्हें", "20 नव॰": a chart's day, its month named in the page's language. */
export function dayMonth(f: Figures, isoDay: string): string {
  const { locale, digits } = f.writing;
  const key = `${locale}:${digits}`;
  let format = dayMonthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      day: "numeric",
      month: "short",
      timeZone: "Asia/Kolkata",
      numberingSystem: digits,
    });
    dayMonthFormats.set(key, format);
  }
  return format.format(dayInstant(isoDay));
}

/** The parts of the day by the hour they start at (India time), latest first. */
export type DayParts = readonly (readonly [fromHour: number, word: string])[];

/** "सकाळी 9:05": the part of the day (`parts`, latest first; before the earliest of them, still the night's) and h:mm. */
export function clock(f: Figures, at: Date | number, parts: DayParts): string {
  const { hours, minutes } = istParts(new Date(at));
  const part = parts.find(([from]) => hours >= from)?.[1] ?? parts[0]![1];
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${part} ${f.digits(`${h12}:${String(minutes).padStart(2, "0")}`)}`;
}
