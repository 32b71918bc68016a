import { z } from "#app/domain/zod";
import { RESET_MESSAGES } from "./password-reset";
import { checkTypedTwice, newPasswordTwice } from "./sign-in-schema";

/** "Forgot password?": the e-mail asked for, and the new password typed twice (password-reset.ts). */
export const resetRequestSchema = z.object({
  email: z
    .string({ error: RESET_MESSAGES.emailRequired })
    .trim()
    .min(1, RESET_MESSAGES.emailRequired)
    .max(80, "Maximum 80 characters allowed")
    .transform((v) => v.toLowerCase()),
});

export const newPasswordSchema = z.object(newPasswordTwice).superRefine(checkTypedTwice);
