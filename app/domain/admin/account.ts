/** Your Account (spec 2 §2, §4 "Payment"): what the page says about the next payment. */
import { addMonthsIst, formatDmy, istDate } from "../time";
import { ADMIN_MESSAGES } from "./messages";

/** Screenshots waiting for the platform owner's verification, per shop: enough for a retry, not a dump of uploads. */
export const MAX_PENDING_PAYMENTS = 3;
export const PENDING_PAYMENTS_MESSAGE = `${MAX_PENDING_PAYMENTS} payment screenshots are already waiting for verification. You can send another once they are verified.`;

export type PaymentState = {
  paymentDueDate: string | null;
  lastPaymentVerified: number;
  hasPendingPayment: boolean;
  createdAt: Date;
};

/**
 * 'Verification Pending' from a screenshot upload until the platform owner verifies it (last_payment_verified = 1 or
 * the payment row verified); otherwise the next due date, d/m/yyyy in IST. A shop without a due date owes its first
 * payment a month after creation (the first month is free).
 */
export function nextPaymentText(state: PaymentState): string {
  if (state.hasPendingPayment && state.lastPaymentVerified !== 1) return ADMIN_MESSAGES.verificationPending;
  return formatDmy(state.paymentDueDate ?? addMonthsIst(istDate(state.createdAt), 1));
}
