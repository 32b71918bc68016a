import { z } from "#app/domain/zod";
import { PAYMENT_METHODS } from "./ledger";
import { UDHAAR_MESSAGES as M, MAX_AMOUNT_PAISE, NOTE_MAX } from "./udhaar-messages";

/*
 * The Udhaar forms' input (the customer's ledger screen): amounts typed in rupees become integer paise, dates are
 * India days not after today, notes are short. Every message is the domain's English (udhaar-messages.ts).
 */

const RUPEES = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/;

/** "250" → 25000, "250.5" → 25050, "0.75" → 75; null for anything else (commas, signs, three decimals). */
export function rupeesToPaise(text: string): number | null {
  const m = RUPEES.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const rupees = (message: string, min: number) =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = rupeesToPaise(text);
    if (paise === null || paise < min) ctx.addIssue({ code: "custom", message });
    else if (paise > MAX_AMOUNT_PAISE) ctx.addIssue({ code: "custom", message: M.amountTooBig });
    return paise ?? 0;
  });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** A day of the entry: a real date, not after `today` (India). */
const dayUpTo = (today: string) =>
  z
    .string({ error: M.date })
    .refine(isRealDay, { message: M.date })
    .refine((day) => day <= today, { message: M.future });

const note = z
  .string()
  .optional()
  .transform((text) => (text ?? "").trim())
  .refine((text) => text.length <= NOTE_MAX, { message: M.note });

/** Add sale on credit / Opening balance: amount, day, note; `accept` when the shop saves past the limit. */
export const debtSchema = (today: string) =>
  z.object({ amount: rupees(M.amount, 1), day: dayUpTo(today), note, accept: z.literal("1").optional() });

/** Add payment: amount, method, day, note. */
export const paymentSchema = (today: string) =>
  z.object({
    amount: rupees(M.amount, 1),
    method: z.enum(PAYMENT_METHODS, { error: M.method }),
    day: dayUpTo(today),
    note,
  });

/** Reverse: the entry, and why (the note). */
export const reverseSchema = z.object({
  entryId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { message: M.unknownEntry })
    .transform(Number),
  note,
});

/** The credit limit: rupees, 0 for none. */
export const limitSchema = z.object({ limit: rupees(M.limit, 0) });
