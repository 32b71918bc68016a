/**
 * A clinic's diets (spec 3 §3 "Diet", §4 "Client options", §5 "Diet"): the form's values and live messages, shared by
 * the browser (messages, disabled submit) and the Worker (the zod re-check in diet-schema.ts). The CSV is in
 * diet-csv.ts, so the form's bundle carries no CSV code.
 */
import { checkFields, checkSelect } from "../field-rules";
import { DIET_TYPE_LABEL, DIET_TYPES, type DietType, dietRules } from "./clinic";

/** A diet as the LIST and the UPDATE screen show it. */
export type DietItem = { id: number; dietNumber: number; dietType: DietType; dietName: string; dietContent: string };

export type DietValues = { dietNumber: string; dietType: string; dietName: string; dietContent: string };

export const emptyDiet = (): DietValues => ({ dietNumber: "", dietType: "", dietName: "", dietContent: "" });

export const isDietType = (value: string): value is DietType => (DIET_TYPES as readonly string[]).includes(value);

export const DIET_TYPE_OPTIONS = DIET_TYPES.map((type) => ({ value: type, label: type }));

/** The select must be at one of the spec's four types: a value from elsewhere is as good as none ('Diet type is required'). */
export function checkDietType(value: string): string | null {
  return checkSelect(DIET_TYPE_LABEL, value) ?? (isDietType(value.trim()) ? null : `${DIET_TYPE_LABEL} is required`);
}

/**
 * A textarea posts its line breaks as CR LF but shows them (and the live rules count them) as one LF: the server
 * counts the same characters the form did, and stores the content as the form shows it.
 */
export const normalizeLineBreaks = (text: string): string => text.replace(/\r\n?/g, "\n");

export function checkDiet(values: DietValues): Partial<Record<keyof DietValues, string>> {
  const { dietNumber, dietName, dietContent } = values;
  const messages: Partial<Record<keyof DietValues, string>> = checkFields(dietRules, {
    dietNumber,
    dietName,
    dietContent: normalizeLineBreaks(dietContent),
  });
  const type = checkDietType(values.dietType);
  if (type) messages.dietType = type;
  return messages;
}

/** "007" and "7" are one diet number: the number as stored, compared and shown. */
export const dietNumberOf = (digits: string): number => Number.parseInt(digits.trim(), 10);
