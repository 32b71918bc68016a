/**
 * Days on the report screens in Marathi and Hindi (the English book keeps the specs' "20/11"): month names from `Intl`
 * in the page's language. Their hours are the shopkeeper's clock (app/i18n/clock.ts).
 */
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
