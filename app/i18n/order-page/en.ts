import { YAADI_PAGE_MESSAGES } from "#app/domain/order";
import type { YaadiStatus } from "#app/domain/orders/order-status";
import type { Figures } from "../book";

/**
 * The customer's read-only order page (spec 3 "Yaadi view page"), a book of its own: only that page loads it, and the
 * store's page never carries it (docs/decisions/0028). English is the source: the specs' texts.
 */
export default (f: Figures) => ({
  invalid: YAADI_PAGE_MESSAGES.invalid,
  cancelled: YAADI_PAGE_MESSAGES.cancelled,
  throttled: YAADI_PAGE_MESSAGES.throttled,
  startShopping: "Start shopping",
  startAgain: "Start shopping again",
  home: "Home",
  title: (id: number, shopName: string) => `Yaadi no. ${f.digits(id)} – ${shopName}`,
  changedOn: (when: string) => `Changed by the shop on ${when}`,
  status: "Status:",
  statuses: {
    placed: "Placed",
    accepted: "Accepted",
    packed: "Packed",
    delivered: "Delivered",
    cancelled: "Cancelled",
  } satisfies Record<YaadiStatus, string>,
  paid: "Paid",
  payByUpi: "Pay by UPI",
  pay: (paise: number) => `Pay ${f.money(paise)} by UPI`,
  qr: (paise: number, upiId: string) => `QR code to pay ${f.money(paise)} to ${upiId}`,
  upiDetails: (upiId: string, note: string) => `UPI id: ${upiId} · Note: ${note}`,
  /** "Delete my details" (DPDP Act 2023, docs/decisions/0039) on the order page and the statement. */
  forget: {
    heading: "Your details",
    button: "Delete my details",
    confirmHeading: "Delete your details?",
    whatGoes:
      "This shop will remove your name, WhatsApp number and address. Your orders stay, without them. A bill already made keeps the details it was made with, as the law asks.",
    whatGoesAccount:
      "This shop will remove your name, WhatsApp number and address. What you bought and paid stays in its account book, under a number instead of your name. A bill already made keeps its details, as the law asks.",
    confirm: "Yes, delete my details",
    cancel: "Cancel",
    asked: (when: string) => `Your request was sent to the shop on ${when}.`,
    next: "The shop will remove your name, WhatsApp number and address. This page will then say so.",
    declined: (reason: string) => `The shop did not delete your details: ${reason}`,
    done: "Your details were deleted at your request.",
    deletedName: "Details deleted",
    failed: "This could not be sent. Please reload the page and try again.",
  },
  /** A customer's udhaar statement at its private link (docs/decisions/0035). */
  statement: {
    title: (shopName: string) => `Your account with ${shopName}`,
    heading: "Your account",
    due: "You owe",
    advance: "Paid in advance",
    settled: "Nothing is due.",
    ageHeading: "How old the amount due is",
    ages: { "0-30": "0–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "90+": "Over 90 days" },
    entries: "Entries",
    none: "No entries yet.",
    kinds: { opening: "Opening balance", sale: "Bought on credit", payment: "Paid", reversal: "Correction" },
    methods: { cash: "Cash", upi: "UPI", other: "Other" },
    cancelled: "Cancelled",
    balanceAfter: (paise: number) => `Balance: ${f.money(paise)}`,
  },
});
