import { ADMIN_ERRORS } from "../admin/messages";

/** The report screens' texts (spec 3 §8 verbatim, typos included; DECISIONS.md "Messages"), and ours beside them. */
export const YAADI_REPORT_MESSAGES = {
  deleted: (id: number) => `Yaadi no. ${id} deleted successfully`,
  /** Spec 3 §8 load failures, verbatim. */
  loadFailed: "Error retriving Yaadies",
  cumulativeFailed: "Error retriving Cumulative ",
  productSheetFailed: "Error retriving Product Sheet",
  customerSheetFailed: "Error retriving Customer Sheet",
  /** Spec 3 §5: an export that would be empty. */
  invalidData: "Invalid data",
  noData: "No Data",
  productSheetDownloaded: "Product-sheet downloaded.",
  customerDataDownloaded: "Customer-Data downloaded.",
  noVisits: "No Customer Visits.",
  /** Spec 3 §8 names no text for this load: the customer list's is used. */
  visitsFailed: ADMIN_ERRORS.loadCustomers,
  /** Spec 3 §8, its trailing space kept: the back office's download of a shop's yaadies. */
  ownerYaadiesFailed: "Error retriving Yaadies ",
  visits: (n: number) => `Total ${n} Customer/s.`,
  // Ours: the spec has no order status.
  statusChanged: (id: number, label: string) => `Yaadi no. ${id} is now ${label}.`,
  statusRefused: "This yaadi has moved on since the page was loaded. Open it again to see where it is.",
  notFound: "This yaadi is not in your shop.",
  customerSaved: "A customer with this WhatsApp number is already saved.",
  noYaadies: "No yaadies for these days.",
} as const;
