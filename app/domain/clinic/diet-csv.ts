/**
 * The premium diet download (spec 3 §2 "Diet-clinic admin", §9 "Names: … 'Diets'"): Diet Number, Type, Name, Content
 * as 'Diets.csv'. The content keeps its line breaks inside its quoted cell, so a spreadsheet shows it as typed.
 */
import { toCsv } from "../admin/csv";
import type { DietType } from "./clinic";

export const DIETS_CSV_FILE_NAME = "Diets.csv";
export const DIETS_CSV_HEADER = ["Diet Number", "Type", "Name", "Content"] as const;

export type DietCsvRow = { dietNumber: number; dietType: DietType; dietName: string; dietContent: string };

/** UTF-8 with a byte-order mark and CRLF rows (toCsv); ids and dates are not written. */
export function dietsCsv(rows: readonly DietCsvRow[]): string {
  return toCsv([
    [...DIETS_CSV_HEADER],
    ...rows.map((r) => [String(r.dietNumber), r.dietType, r.dietName, r.dietContent]),
  ]);
}
