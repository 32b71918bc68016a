/**
 * Paying the monthly plan by UPI (spec 2 §4 "Payment"): a upi:// link any UPI app opens, with the platform's UPI id,
 * the amount and the shop URL as the note, so the platform owner can match a payment to its shop.
 */
import { rupees } from "../money";

/** A virtual payment address: handle@bank (NPCI allows letters, digits, dot, hyphen, underscore in the handle). */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

/** Percent-encodes a query value; '@' stays readable in the payee address, as UPI apps expect it. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replaceAll("%40", "@");
}

export type UpiPayment = { upiId: string; payeeName: string; amountPaise: number; note: string };

/** upi://pay?pa={upiId}&pn={payee}&am={amount}&cu=INR&tn={note}; the amount in rupees with two decimals. */
export function upiPayLink(payment: UpiPayment): string {
  if (!isUpiId(payment.upiId)) throw new Error(`PLATFORM_UPI_ID is not a UPI id: ${JSON.stringify(payment.upiId)}`);
  if (!Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0)
    throw new Error(`bad UPI amount ${payment.amountPaise}`);
  const params: [string, string][] = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", rupees(payment.amountPaise)],
    ["cu", "INR"],
    ["tn", payment.note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeValue(v)}`).join("&")}`;
}
