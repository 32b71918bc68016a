import { z } from "#app/domain/zod";
import { PASSWORDS_DO_NOT_MATCH, rules } from "./field-rules";
import { zField } from "./field-schemas";

/** The fields' own required messages, as the forms' schemas write them. */
export const REQUIRED_MESSAGES = {
  password: "Password is required",
  oldPassword: "Old password is required",
  newPassword: "New password is required",
} as const;

/** Sign-in form: user name as typed (e-mail or mobile), password untrimmed (spaces may be part of it). */
export const signInSchema = z.object({
  userName: zField(rules.adminUserName),
  password: z
    .string({ error: REQUIRED_MESSAGES.password })
    .min(1, REQUIRED_MESSAGES.password)
    .max(64, "Maximum 64 characters allowed"),
});

export const SESSION_EXPIRED = "Session expired, login-again";

/** The login answers of spec 3 §8, plus our throttle. */
export const LOGIN_MESSAGES = {
  error: "Something went wrong... Try again",
  unknownUser: "Invalid username... Try again",
  wrongPassword: "Invalid password... Try again",
  throttled: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

/** The minutes a throttle's answer names (LOGIN_MESSAGES.throttled), for a page to say it in its own language. */
export function throttledMinutes(message: string): number | null {
  const minutes = /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/.exec(message)?.[1];
  return minutes ? Number(minutes) : null;
}

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
  newPassword: z.string({ error: REQUIRED_MESSAGES.newPassword }).superRefine((v, ctx) => {
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
    oldPassword: z.string({ error: REQUIRED_MESSAGES.oldPassword }).min(1, REQUIRED_MESSAGES.oldPassword).max(64),
    ...newPasswordTwice,
  })
  .superRefine(checkTypedTwice);
