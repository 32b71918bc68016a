/*
 * Closing a shop's account (issue 30, docs/decisions/0038): the admin asks, the platform owner confirms; the store
 * goes offline at once, its data is deleted 30 days later, and its bills 72 months after each bill's date (tax law).
 */

/** Days between the owner's confirmation and the deletion of everything but the bills. */
export const DATA_KEPT_DAYS = 30;
/** Months a bill is kept after its date (the GST Act asks for 72). */
export const BILLS_KEPT_MONTHS = 72;
/** Rows deleted by one statement of the purge: never a whole shop at once. */
export const PURGE_BATCH = 500;
export const REASON_MAX = 200;

/** When a confirmed closure's data is due for deletion. */
export const dataDueAt = (confirmedAt: number) => confirmedAt + DATA_KEPT_DAYS * 86_400_000;

/** The same instant `months` calendar months earlier (UTC): bills issued before it have been kept long enough. */
export function monthsBefore(at: number, months: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.getTime();
}

/** What the screens and the server say in English (the panel's book says them in the admin's language). */
export const CLOSING_MESSAGES = {
  passwordRequired: "Type your password to close the account.",
  wrongPassword: "The password is not right. Your account is not closed.",
  reasonTooLong: `Please keep the reason under ${REASON_MAX} characters.`,
  alreadyAsked: "You have already asked to close this account.",
  nothingToWithdraw: "There is no request to close this account.",
  alreadyConfirmed: "This account is already closed.",
} as const;

export type ClosureState = "requested" | "withdrawn" | "confirmed";

/** The admin's view of their account's closing. */
export type ClosureView = { state: ClosureState; requestedAt: number; reason: string } | null;
