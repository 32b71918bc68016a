import { z } from "zod";
import { PASSWORDS_DO_NOT_MATCH, rules } from "./field-rules";
import { zField } from "./field-schemas";

/** Sign-in form: user name as typed (e-mail or mobile), password untrimmed (spaces may be part of it). */
export const signInSchema = z.object({
  userName: zField(rules.adminUserName),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(64, "Maximum 64 characters allowed"),
});

export const SESSION_EXPIRED = "Session expired, login-again";

/** Spec 3 §8: a sign-out the server could not complete (the session is kept, so the admin stays signed in). */
export const LOGOUT_FAILED = "Something went wrong... refresh this page";

export const PASSWORD_SENT_HINT = "(Password has been sent to your email-id)";

/** First-login password change (spec 3 §8, DECISIONS.md: new passwords 8–64). */
export const PASSWORD_MESSAGES = {
  oldWrong: "Entered old password is wrong, try again",
  modified: "Password is modified successfully",
  mismatch: PASSWORDS_DO_NOT_MATCH,
} as const;

/** Passwords are not trimmed: a space may be part of one. */
export function checkNewPassword(value: string): string | null {
  if (!value) return `${rules.newPassword.label} is required`;
  if (value.length < rules.newPassword.min) return `Min ${rules.newPassword.min} characters required`;
  if (value.length > rules.newPassword.max) return `Maximum ${rules.newPassword.max} characters allowed`;
  return null;
}

/** A form that sets a new password (the first-login change, the reset link): the new one by the rules above, twice. */
export const newPasswordTwice = {
  newPassword: z.string({ error: "New password is required" }).superRefine((v, ctx) => {
    const message = checkNewPassword(v);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  newPasswordRepeat: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
};

/** The second must be the first; the form tells it under the second. */
export function checkTypedTwice(v: { newPassword: string; newPasswordRepeat: string }, ctx: z.RefinementCtx): void {
  if (v.newPassword !== v.newPasswordRepeat)
    ctx.addIssue({ code: "custom", path: ["newPasswordRepeat"], message: PASSWORDS_DO_NOT_MATCH });
}

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: "Old password is required" }).min(1, "Old password is required").max(64),
    ...newPasswordTwice,
  })
  .superRefine(checkTypedTwice);
