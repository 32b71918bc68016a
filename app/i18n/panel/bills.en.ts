import type { BillKind } from "#app/domain/gst/tax";
import type { Figures } from "../book";

/**
 * The shop's bills in the panel (English, the source): the Bills list, a bill's page (print, WhatsApp, cancel) and
 * a yaadi's Bill button. The bill itself is written in the store's language (app/i18n/bill/).
 */
export default (f: Figures) => ({
  title: "Bills",
  month: (label: string) => `Bills of ${label}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  search: "Search by bill number or customer",
  columns: { number: "Bill No.", date: "Date", customer: "Customer", total: "Total", kind: "Kind" },
  kinds: {
    bill: "Bill",
    "bill-of-supply": "Bill of Supply",
    "tax-invoice": "Tax Invoice",
    "invoice-cum-bill-of-supply": "Invoice-cum-Bill of Supply",
  } satisfies Record<BillKind, string>,
  cancelled: "Cancelled",
  cashSale: "Cash Sale",
  counter: "Counter",
  none: "No bills in this month.",
  noMatch: "No bill matches your search.",
  count: (n: number) => (f.plural(n) === "one" ? `${f.count(n)} bill` : `${f.count(n)} bills`),
  /** A bill's page. */
  bill: (number: string) => `Bill No. ${f.digits(number)}`,
  total: (paise: number) => f.money(paise),
  paper: "Paper",
  a4: "A4",
  receipt: "80 mm receipt",
  print: "Print",
  inStoreLanguage: (language: string) => `The bill is in the store's language: ${language}.`,
  share: "Send on WhatsApp",
  customersCopy: "Customer's copy",
  cancel: "Cancel bill",
  cancelAsk: (number: string) =>
    `Cancel bill no. ${f.digits(number)}? It keeps its number and shows as cancelled. This cannot be undone.`,
  cancelling: "Cancelling…",
  cancelledDone: (number: string) => `Bill no. ${f.digits(number)} is cancelled. Its number is kept.`,
  alreadyCancelled: "This bill is already cancelled.",
  /** A yaadi's screen. */
  yaadiBill: "Bill",
  makeBill: "Make Bill",
  billing: "Making the bill…",
  standing: (number: string) => `Billed: bill no. ${f.digits(number)}`,
  openBill: (number: string) => `Open bill no. ${f.digits(number)}`,
  buyerGstin: "Customer's GSTIN (optional)",
  buyerState: "Customer's state (optional)",
  sameState: "Same as the shop's",
  noBillForCancelled: "A cancelled yaadi cannot be billed.",
  nothingToBill: "This yaadi has no items to bill.",
  billRefused: "The bill could not be made. Please reload and try again.",
  gstinInvalid: "Enter the customer's 15-character GSTIN correctly, or leave it empty.",
  stateMismatch: "The GSTIN's first two digits must be the state's code.",
  billed: (number: string) => `Bill no. ${f.digits(number)} is made.`,
});
