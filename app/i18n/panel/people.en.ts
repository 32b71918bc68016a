import { customerRules } from "#app/domain/admin/customer";
import { CUSTOMERS_CSV_MESSAGES } from "#app/domain/admin/customer-csv";
import { dealerRules } from "#app/domain/admin/dealer";
import { ADMIN_ERRORS, ADMIN_MESSAGES, DEALER_MESSAGES } from "#app/domain/admin/messages";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { byEnglish, type Figures } from "../book";

/** What a phone number field says under itself (as the shared phone field does). */
const PHONE_RULE = "10 digits, without +91.";

/**
 * The Customers and Dealers screens (English, the source: spec 2 §1, §2, §8 and spec 3 §2 "Dealers", §8, verbatim where
 * the specs word them). The CSV files' column headings are the specs' file format and stay English in every language.
 */
export default (f: Figures) => ({
  /** The form's submit buttons. */
  add: "ADD",
  update: "UPDATE",
  /** A column's heading. */
  whatsApp: "WhatsApp",
  /** An empty list's download (spec 3 §5). */
  noData: YAADI_REPORT_MESSAGES.noData,
  customers: {
    title: "Customers",
    subject: "CUSTOMERS",
    search: "Search customers",
    noMatch: "No customers match the search.",
    /** Headings and labels: 'Name' is the form's label too ('Name is required'). */
    name: customerRules.name.label,
    address: customerRules.address.label,
    whatsAppLabel: customerRules.whatsApp.label,
    whatsAppHint: PHONE_RULE,
    download: "Download CSV",
    downloaded: CUSTOMERS_CSV_MESSAGES.downloaded,
    downloadFailed: CUSTOMERS_CSV_MESSAGES.failed,
    addHeading: "Add customer",
    updateHeading: "Update customer",
    loadFailed: ADMIN_ERRORS.loadCustomers,
    added: (name: string) => ADMIN_MESSAGES.added("customer", name),
    updated: (name: string) => ADMIN_MESSAGES.updated("customer", name),
    addFailed: ADMIN_ERRORS.couldNotAdd("customer"),
    updateFailed: ADMIN_ERRORS.couldNotUpdate("customer"),
    deleteFailed: ADMIN_ERRORS.couldNotDelete("customer"),
  },
  dealers: {
    title: "Dealers",
    subject: "DEALERS",
    search: "Search dealers",
    noMatch: "No dealers match the search.",
    /** Headings and labels: 'Name' is the form's label too ('Name is required'). */
    name: dealerRules.name.label,
    link: "Link",
    download: DEALER_MESSAGES.downloadLabel,
    downloaded: DEALER_MESSAGES.downloaded,
    downloadFailed: DEALER_MESSAGES.loadFailed,
    copyLink: "Copy link",
    /** Read out after 'Copy link', naming the dealer. */
    copyLinkOf: (name: string) => ` of ${name}`,
    copied: "Copied",
    addHeading: "Add dealer",
    updateHeading: "Update dealer",
    whatsAppLabel: dealerRules.whatsApp.label,
    whatsAppHint: `${PHONE_RULE} The dealer's orders go to this number.`,
    linkLabel: dealerRules.link.label,
    linkHint: (min: number, max: number) => `${min} to ${max} letters, digits or underscore (_).`,
    /** Read out before the preview of the dealer's link. */
    storeLink: "The dealer's store link: ",
    passwordLabel: dealerRules.password.label,
    passwordHint: (min: number, max: number) => `${min} to ${max} digits.`,
    passwordKeepHint: (min: number, max: number) =>
      `${min} to ${max} digits. Leave it empty to keep the current password.`,
    loadFailed: DEALER_MESSAGES.loadFailed,
    added: (name: string) => DEALER_MESSAGES.added(name),
    updated: DEALER_MESSAGES.updated,
    deleted: (name: string) => DEALER_MESSAGES.deleted(name),
    /** `name`: the dealer who has the link, null when they took it in the same moment and are gone again. */
    linkUsed: (link: string, name: string | null) =>
      DEALER_MESSAGES.linkUsed(link, name ?? DEALER_MESSAGES.anotherDealer),
    /** `segment` is {shopUrl}_{link}; `storeUrl` is the other store that link would open instead. */
    linkIsStore: (link: string, segment: string, storeUrl: string) =>
      DEALER_MESSAGES.linkIsStore(link, segment, storeUrl),
  },
  /** Customers' requests to delete their details (docs/decisions/0039), open to every shop. */
  requests: {
    title: "Requests to delete details",
    intro:
      "Customers who asked, from their order page or Udhaar statement, for their name, WhatsApp number and address to be deleted. Delete them, or decline with a reason the customer will see.",
    none: "No requests are waiting.",
    unnamed: "(no name)",
    asked: (when: string) => `Asked on ${when}`,
    orders: (count: number) =>
      `${f.count(count)} ${count === 1 ? "order stays" : "orders stay"}, with the amounts, without the name, number and address.`,
    bills: (count: number) =>
      `${f.count(count)} ${count === 1 ? "bill keeps" : "bills keep"} the buyer's details: the law does not let a bill change.`,
    owes: (paise: number) =>
      `Owes ${f.money(paise)} on Udhaar. The account and its amounts stay, under a number instead of the name, and you can no longer remind them on WhatsApp.`,
    keepsAccount: "The Udhaar account and its amounts stay, under a number instead of the name.",
    carryOut: "Delete details",
    carryOutOf: (name: string) => `Delete details: ${name}`,
    confirmCarryOut: "This cannot be undone.",
    confirm: "Yes, delete details",
    decline: "Decline",
    declineOf: (name: string) => `Decline: ${name}`,
    reason: "Reason (the customer will see it)",
    sendDecline: "Decline the request",
    reasonNeeded: "Write the reason the customer will see.",
    reasonTooLong: (max: number) => `Keep the reason to ${f.count(max)} letters.`,
    done: "The customer's details were deleted.",
    declined: "The request was declined. The customer will see your reason.",
    gone: "This request was already handled.",
    /** The name an udhaar account keeps once its customer's details are deleted. */
    neutralName: (id: number) => `Customer no. ${f.digits(id)} (details deleted)`,
  },
  /** What the forms' rules say in English: their labels ('Name' is said per screen, above). */
  said: byEnglish(
    customerRules.address.label,
    customerRules.whatsApp.label,
    dealerRules.whatsApp.label,
    dealerRules.link.label,
    dealerRules.password.label,
  ),
});
