/**
 * Actual Customers Data (spec 3 §2 "Customer data screen, titled 'Select a Shop'", §9): a shop's customers of a range
 * (From at most 60 days back) as three downloads, and its new customers added to its customer list. Downloads are
 * personal data: each asks why, and the reason goes to the audit log (issue 12).
 */
import { asText, toCsv } from "../admin/csv";
import { YAADI_REPORT_MESSAGES } from "../reports/messages";
import { csvAddress } from "../reports/yaadi-summary";

export const CUSTOMERS_DATA_WINDOW_DAYS = 60;

export const CUSTOMER_DATA_KINDS = ["yaadies", "customers", "new"] as const;
export type CustomerDataKind = (typeof CUSTOMER_DATA_KINDS)[number];

export const CUSTOMER_DATA_LABELS: Record<CustomerDataKind, string> = {
  yaadies: "Download the yaadies",
  customers: "Download the customers' info",
  new: "Download the new customers' data",
};

/** What a failed read of each download says (spec 3 §8): the back office's own 'Yaadies ' text, or the customers'. */
export const customerDataFailed = (kind: CustomerDataKind) =>
  kind === "yaadies" ? YAADI_REPORT_MESSAGES.ownerYaadiesFailed : YAADI_REPORT_MESSAGES.visitsFailed;

/** Spec 3 §9: "The shop-name prefix for new customers is truncated to 10 characters". */
export const newCustomerName = (shopName: string, name: string) =>
  `${shopName.trim().slice(0, 10)} ${name.trim()}`.slice(0, 40);

export type RangeCustomer = { name: string; whatsApp: string; address: string };

export const CUSTOMER_COLUMNS = ["Name", "WhatsApp No.", "Address"] as const;

export const customersCsv = (rows: readonly RangeCustomer[]) =>
  toCsv([[...CUSTOMER_COLUMNS], ...rows.map((r) => [r.name, asText(r.whatsApp), csvAddress(r.address)])]);

export const customerDataFileName = (kind: CustomerDataKind, shopUrl: string, from: string, to: string) => {
  const days = from === to ? from : `${from} to ${to}`;
  return `${shopUrl} ${kind === "yaadies" ? "Yaadies" : kind === "customers" ? "Customers" : "New Customers"} ${days}.csv`;
};

export const REASON_RULE = { min: 5, max: 100 };

export function checkReason(value: string): string | null {
  const v = value.trim();
  if (v.length < REASON_RULE.min) return "Write why you download this data (at least 5 characters).";
  if (v.length > REASON_RULE.max) return `Maximum ${REASON_RULE.max} characters allowed`;
  return null;
}

export const CUSTOMERS_DATA_MESSAGES = {
  title: "Select a Shop",
  chooseShop: "Shop is required",
  added: (count: number, shopUrl: string) => `${count} new customer${count === 1 ? "" : "s"} added to ${shopUrl}.`,
  noneNew: "There are no new customers to add.",
} as const;
