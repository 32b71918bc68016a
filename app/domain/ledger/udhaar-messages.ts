/**
 * What the Udhaar screens' checks and refusals say, in English (the panel's book says them in the admin's language:
 * its `udhaar.said` table). Kept apart from the schema so the book does not load zod (docs/decisions/0033).
 */
export const UDHAAR_MESSAGES = {
  amount: "Enter the amount in rupees, like 250 or 250.50.",
  amountTooBig: "The amount is too large.",
  limit: "Enter the limit in rupees, like 5000 (0 for no limit).",
  date: "Choose a date.",
  future: "The date cannot be in the future.",
  note: "The note can be at most 200 characters.",
  method: "Choose how it was paid: cash, UPI or other.",
  unknownEntry: "This entry is not in this customer's account.",
  alreadyReversed: "This entry is already reversed.",
  aReversal: "A reversal cannot be reversed.",
  noNumber: "This yaadi has no WhatsApp number, so it cannot go on credit.",
  cancelled: "A cancelled yaadi cannot go on credit.",
  nothingDue: "Nothing is due from this customer.",
} as const;

export const NOTE_MAX = 200;
/** Rs. 1 crore: a sale or payment beyond is a typing mistake, not a kirana's udhaar. */
export const MAX_AMOUNT_PAISE = 1_000_000_000;
