/**
 * The hour in Marathi and Hindi as a shopkeeper says it — the part of the day and a 12-hour clock ("सकाळी 9:05",
 * "शाम 6:30") — since `Intl`'s Marathi and Hindi still write AM/PM in Latin letters. The store's bills and order page
 * and the panel's reports say times so (the English books keep the specs' "09:05 AM").
 */
import { istParts } from "#app/domain/time";
import type { Figures } from "./book";

/** The parts of the day by the hour they start at (India time), latest first. */
export type DayParts = readonly (readonly [fromHour: number, word: string])[];

export const DAY_PARTS = {
  mr: [
    [20, "रात्री"],
    [16, "संध्याकाळी"],
    [12, "दुपारी"],
    [4, "सकाळी"],
  ],
  hi: [
    [20, "रात"],
    [16, "शाम"],
    [12, "दोपहर"],
    [4, "सुबह"],
  ],
} as const satisfies Record<"mr" | "hi", DayParts>;

/** "सकाळी 9:05": the part of the day (`parts`, latest first; before the earliest of them, still the night's) and h:mm. */
export function clock(f: Figures, at: Date | number, parts: DayParts): string {
  const { hours, minutes } = istParts(new Date(at));
  const part = parts.find(([from]) => hours >= from)?.[1] ?? parts[0]![1];
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${part} ${f.digits(`${h12}:${String(minutes).padStart(2, "0")}`)}`;
}
