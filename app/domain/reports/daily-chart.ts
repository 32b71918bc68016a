/**
 * The summary's daily chart (issue: "drawn as server-rendered SVG, no chart library in the browser"): per India day of
 * the range, how many yaadies and their net amount. Pure; the component only draws what this returns.
 */
import { type DayRange, daysOf } from "./report-range";

export type DayFigure = { day: string; count: number; netPaise: number };

/** Every day of the range with its figures; days without yaadies are zero. */
export function dailyFigures(range: DayRange, perDay: readonly DayFigure[]): DayFigure[] {
  const found = new Map(perDay.map((f) => [f.day, f]));
  return daysOf(range).map((day) => found.get(day) ?? { day, count: 0, netPaise: 0 });
}

export type Bar = { day: string; x: number; width: number; height: number; y: number; figure: DayFigure };

/**
 * Bars of net amount for a `width` × `height` drawing: one per day, a gap of a fifth of a slot, heights scaled to the
 * largest day (an empty range draws no bars above the axis).
 */
export function bars(figures: readonly DayFigure[], width: number, height: number): Bar[] {
  const top = Math.max(1, ...figures.map((f) => f.netPaise));
  const slot = figures.length === 0 ? 0 : width / figures.length;
  return figures.map((figure, i) => {
    const h = Math.round((figure.netPaise / top) * height * 100) / 100;
    return {
      day: figure.day,
      x: Math.round((i * slot + slot * 0.1) * 100) / 100,
      width: Math.round(slot * 0.8 * 100) / 100,
      height: h,
      y: Math.round((height - h) * 100) / 100,
      figure,
    };
  });
}
