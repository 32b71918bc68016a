/**
 * A client's diet sheet (spec 3 §3 ClientSheet, §5 "ClientSheet"): which diet the client gets from which date, and
 * their weight then. Diet number 1–3 digits naming one of the clinic's diets, weight 2–6 characters, a date picker,
 * and on UPDATE the client chosen (the sheet may move to another client of the same clinic). Pure: the same checks run
 * in the form and on the server; the server also checks the diet and the client exist.
 */
import { checkFields, checkSelect } from "../field-rules";
import { CLINIC_MESSAGES, sheetRules } from "./clinic";

export type SheetValues = { dietNumber: string; clientWeight: string; dateOfDelivery: string; clientId: string };
export type SheetMode = "add" | "update";

/** The labels of the fields that are not text rules. */
export const SHEET_DATE_LABEL = "Date of delivery";
export const SHEET_CLIENT_LABEL = "Client";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd (what input type=date sends), years 2000–2099. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2099 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function checkSheetDate(value: string): string | null {
  const v = value.trim();
  if (v === "") return `${SHEET_DATE_LABEL} is required`;
  return isIsoDate(v) ? null : CLINIC_MESSAGES.sheet.invalidDate;
}

/**
 * The form's messages. `dietNumbers` are the clinic's diets, when known (the form has them, so a number that names no
 * diet is told at once); the server checks the database itself.
 */
export function checkSheet(values: SheetValues, mode: SheetMode, dietNumbers?: ReadonlySet<number>) {
  const messages: Partial<Record<keyof SheetValues, string>> = {
    ...checkFields<keyof typeof sheetRules>(sheetRules, values),
  };
  // "03" is diet 3, as the server reads it.
  const dietNumber = Number(values.dietNumber.trim());
  if (!messages.dietNumber && dietNumbers && !dietNumbers.has(dietNumber))
    messages.dietNumber = CLINIC_MESSAGES.sheet.unknownDiet(String(dietNumber));
  const date = checkSheetDate(values.dateOfDelivery);
  if (date) messages.dateOfDelivery = date;
  const client = mode === "update" ? checkSelect(SHEET_CLIENT_LABEL, values.clientId) : null;
  if (client) messages.clientId = client;
  return messages;
}

/** "2026-11-22" → "22/11/2026", the India order, as the list, the print and the message show dates. */
export function indiaDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/**
 * The client select's options, by name; a name two clients share gets the WhatsApp number's last four digits, so the
 * clinic can tell them apart ("Priya Sharma (…3210)").
 */
export function clientOptions(
  clients: readonly { id: number; name: string; whatsApp: string }[],
): { value: string; label: string }[] {
  const key = (name: string) => name.trim().toLowerCase();
  const count = new Map<string, number>();
  for (const c of clients) count.set(key(c.name), (count.get(key(c.name)) ?? 0) + 1);
  return clients.map((c) => ({
    value: String(c.id),
    label: count.get(key(c.name))! > 1 ? `${c.name} (…${c.whatsApp.slice(-4)})` : c.name,
  }));
}

/** The screens' data: a client to choose, a sheet of theirs, a diet as a sheet prints it. */
export type SheetClient = { id: number; name: string; whatsApp: string };
export type SheetRow = {
  id: number;
  clientId: number;
  sheetNumber: number;
  dietNumber: number;
  clientWeight: string;
  dateOfDelivery: string;
};
export type DietText = { dietNumber: number; dietName: string; dietContent: string };
