/*
 * What the sign-in and the password change say and the rule of a new password: plain texts and checks, which the
 * panel's book names on every page (its zod schemas are sign-in-schema.ts, loaded only where a form is checked).
 */
import { PASSWORDS_DO_NOT_MATCH, rules } from "./field-rules";

/** The fields' own required messages, as the forms' schemas write them. */
export const REQUIRED_MESSAGES = {
  password: "Password is required",
  oldPassword: "Old password is required",
  newPassword: "New password is required",
} as const;

export const SESSION_EXPIRED = "Session expired, login-again";

/** The login answers of spec 3 §8, plus our throttle. */
export const LOGIN_MESSAGES = {
  error: "Something went wrong... Try again",
  unknownUser: "Invalid username... Try again",
  wrongPassword: "Invalid password... Try again",
  /** The shop's account was closed at its admin's request (docs/decisions/0038). */
  closed: "This store's account is closed. Its data is deleted 30 days after closing.",
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
