import { z } from "#app/domain/zod";
import { LARGEST_QUANTITY_MILLI } from "../units";
import { MAX_MADE_LINES, type PendingLine } from "./make-yaadi";

/* The lines a Make Yaadi post carries, as the server reads them (the screen's own rules are make-yaadi.ts). */

/** What Keep Pending and Done send: each product once, with its quantity in milli (units.ts). */
export const pendingLinesSchema = z
  .array(
    z
      .object({ productId: z.number().int().positive(), quantity: z.number().int().min(1).max(LARGEST_QUANTITY_MILLI) })
      .strict(),
  )
  .max(MAX_MADE_LINES)
  .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, "Each product once");

/** Parses the lines field (JSON) of a Make Yaadi post; null when it is not a list of lines. */
export function readPendingLines(raw: unknown): PendingLine[] | null {
  if (typeof raw !== "string") return null;
  try {
    const parsed = pendingLinesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
