/**
 * A client's weight over time, from their sheets: what the Client Sheets screen draws as a small server-rendered SVG
 * line above the list (no chart library). Weights are free text of 2–6 characters (spec 3 §5): only the ones that read
 * as a number of kilograms ("72", "72.5", "72 kg") are drawn, the others are counted and left out. Pure: the component
 * only draws what this returns.
 */
import { indiaDate } from "./client-sheet";

export type WeighIn = { sheetNumber: number; dateOfDelivery: string; clientWeight: string };

export type ChartPoint = {
  x: number;
  y: number;
  kg: number;
  date: string;
  /** The sheet's date as stored (yyyy-mm-dd), for a page that writes dates its own way. */
  isoDate: string;
  sheetNumber: number;
  label: string;
};
export type WeightChart = {
  width: number;
  height: number;
  /** The plotting area inside the drawing (labels sit outside it). */
  area: { left: number; top: number; right: number; bottom: number };
  points: ChartPoint[];
  /** The polyline's points attribute ("x,y x,y …"). */
  line: string;
  yTicks: { y: number; kg: number; label: string }[];
  xLabels: { x: number; label: string; anchor: "start" | "middle" | "end" }[];
  /** "From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026." — the chart in words, for everyone. */
  summary: string;
  /** Sheets whose weight is not a number (not drawn). */
  skipped: number;
};

const WIDTH = 320;
const HEIGHT = 150;
const MARGIN = { left: 36, right: 10, top: 10, bottom: 22 };

const KG = /^(\d{1,3}(?:\.\d{1,2})?)\s*(?:kgs?)?$/i;

/** The weight in kg a sheet's text reads as, or null ("72", "72.5", "72 kg", "72kg"; not "72-73", "seventy", "0"). */
export function weightKg(text: string): number | null {
  const match = KG.exec(text.trim());
  if (!match) return null;
  const kg = Number(match[1]);
  return kg > 0 ? kg : null;
}

/** 80 → "80", 76.5 → "76.5", 76.25 → "76.25". */
export const formatKg = (kg: number) => String(Math.round(kg * 100) / 100);

/** The chart's words in English, `date` as the page writes it (the panel's book says them in the admin's language). */
export const WEIGHT_WORDS = {
  point: (sheetNumber: number, date: string, kg: number) => `Sheet ${sheetNumber}, ${date}: ${formatKg(kg)} kg`,
  one: (kg: number, date: string) => `${formatKg(kg)} kg on ${date}.`,
  range: (fromKg: number, fromDate: string, toKg: number, toDate: string) =>
    `From ${formatKg(fromKg)} kg on ${fromDate} to ${formatKg(toKg)} kg on ${toDate}.`,
  skipped: (count: number) =>
    count === 1 ? "1 weight is not a number and is not drawn." : `${count} weights are not numbers and are not drawn.`,
};

const round = (n: number) => Math.round(n * 10) / 10;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/** Whole or half kilograms around the weights, at least 2 kg tall, so a flat line sits in the middle. */
function yRange(kgs: number[]): { lo: number; hi: number } {
  let lo = Math.min(...kgs);
  let hi = Math.max(...kgs);
  if (hi - lo < 2) {
    const mid = (hi + lo) / 2;
    lo = mid - 1;
    hi = mid + 1;
  }
  return { lo: Math.floor(lo * 2) / 2, hi: Math.ceil(hi * 2) / 2 };
}

/** The chart of a client's sheets (any order), or null when none has a weight that reads as a number. */
export function weightChart(sheets: readonly WeighIn[]): WeightChart | null {
  const ordered = [...sheets].sort(
    (a, b) => a.dateOfDelivery.localeCompare(b.dateOfDelivery) || a.sheetNumber - b.sheetNumber,
  );
  const readings = ordered.flatMap((s) => {
    const kg = weightKg(s.clientWeight);
    return kg === null ? [] : [{ ...s, kg }];
  });
  if (readings.length === 0) return null;

  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const { lo, hi } = yRange(readings.map((r) => r.kg));
  const firstDay = dayNumber(readings[0]!.dateOfDelivery);
  const span = dayNumber(readings.at(-1)!.dateOfDelivery) - firstDay;
  // By date; when every reading is of one day, side by side in sheet order (a single one in the middle).
  const xOf = (r: (typeof readings)[number], i: number) =>
    span > 0
      ? MARGIN.left + ((dayNumber(r.dateOfDelivery) - firstDay) / span) * plotW
      : MARGIN.left + (readings.length === 1 ? plotW / 2 : (i / (readings.length - 1)) * plotW);
  const yOf = (kg: number) => MARGIN.top + ((hi - kg) / (hi - lo)) * plotH;

  const points = readings.map((r, i) => {
    const date = indiaDate(r.dateOfDelivery);
    return {
      x: round(xOf(r, i)),
      y: round(yOf(r.kg)),
      kg: r.kg,
      date,
      isoDate: r.dateOfDelivery,
      sheetNumber: r.sheetNumber,
      label: WEIGHT_WORDS.point(r.sheetNumber, date, r.kg),
    };
  });
  const first = points[0]!;
  const last = points.at(-1)!;
  const mid = (hi + lo) / 2;
  return {
    width: WIDTH,
    height: HEIGHT,
    area: { left: MARGIN.left, top: MARGIN.top, right: WIDTH - MARGIN.right, bottom: HEIGHT - MARGIN.bottom },
    points,
    line: points.map((p) => `${p.x},${p.y}`).join(" "),
    yTicks: [hi, mid, lo].map((kg) => ({ y: round(yOf(kg)), kg, label: formatKg(kg) })),
    xLabels:
      first.date === last.date
        ? [{ x: round((MARGIN.left + WIDTH - MARGIN.right) / 2), label: first.date, anchor: "middle" }]
        : [
            { x: MARGIN.left, label: first.date, anchor: "start" },
            { x: WIDTH - MARGIN.right, label: last.date, anchor: "end" },
          ],
    summary:
      points.length === 1
        ? WEIGHT_WORDS.one(first.kg, first.date)
        : WEIGHT_WORDS.range(first.kg, first.date, last.kg, last.date),
    skipped: sheets.length - readings.length,
  };
}
