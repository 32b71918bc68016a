import { z } from "../zod";
import { CLOSING_MESSAGES, REASON_MAX } from "./closing";

/** The admin's "Close my account" form (apart from the texts, which the panel's books import without zod). */
export const closeRequestSchema = z.object({
  password: z.string({ error: CLOSING_MESSAGES.passwordRequired }).min(1, CLOSING_MESSAGES.passwordRequired),
  reason: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(REASON_MAX, CLOSING_MESSAGES.reasonTooLong)),
});
