/** Rupee amounts in the product sheet: the database keeps integer paise, a shop owner reads and types rupees. */
import { checkField, type FieldRule } from "../field-rules";

/** 4500 → "45", 1350 → "13.5", 1305 → "13.05": no trailing ".00" for whole rupees. */
export function rupeesCell(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  if (rest === 0) return String(rupees);
  return `${rupees}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

export const PRICE_TOO_LARGE = "Enter a smaller price";

/**
 * A price cell in rupees. The product form takes digits (adminRules: 1–30 digits, 'Enter only digits'); the sheet also
 * takes up to two decimals, because prices with paise (13.50) come out of the download and must go back in unchanged.
 * The rule is applied to the rupee part.
 */
export function parsePrice(rule: FieldRule, text: string): { paise: number | null; message: string | null } {
  const value = text.trim();
  const decimal = /^([0-9]+)\.([0-9]{1,2})$/.exec(value);
  const whole = decimal ? decimal[1]! : value;
  const message = checkField(rule, whole);
  if (message !== null) return { paise: null, message };
  const paise = Number(whole) * 100 + (decimal ? Number(decimal[2]!.padEnd(2, "0")) : 0);
  if (!Number.isSafeInteger(paise)) return { paise: null, message: PRICE_TOO_LARGE };
  return { paise, message: null };
}
