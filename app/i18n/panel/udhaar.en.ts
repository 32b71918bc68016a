import { UDHAAR_MESSAGES as M } from "#app/domain/ledger/udhaar-messages";
import { byEnglish, type Figures } from "../book";

/** What the shop tells a customer in a reminder: in the STORE's language, for the customer. */
export type ReminderNews = { customerName: string; shopName: string; balancePaise: number; statementUrl: string };

/**
 * Udhaar, the shop's credit accounts (English, the source): who owes what, a customer's ledger, and the reminder the
 * shop sends on WhatsApp (that one in the store's language: app/routes/admin/udhaar/udhaar.server.ts).
 */
export default (f: Figures) => ({
  title: "Udhaar",
  totalOutstanding: "Total outstanding",
  collectedToday: "Collected today",
  sortBy: "Sort by",
  byAmount: "Amount",
  byAge: "Oldest first",
  name: "Name",
  balance: "Balance",
  ages: { "0-30": "0–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "90+": "Over 90 days" },
  nobodyOwes: "Nobody owes you anything now.",
  download: "Download CSV",
  downloaded: "Udhaar downloaded.",
  downloadFailed: "Could not download the udhaar list. Please try again.",
  remind: "Remind",
  remindName: (name: string) => `Remind ${name} on WhatsApp`,
  remindAll: "Remind all",
  /** Remind all: one customer after another, each a tap that opens WhatsApp. */
  remindNext: (name: string, n: number, of: number) => `Remind ${name} (${f.count(n)} of ${f.count(of)})`,
  remindDone: "Everyone has been reminded.",
  stop: "Stop",
  openLedger: (name: string) => `Open ${name}'s account`,
  lastReminded: (when: string) => `Reminded ${when}`,

  ledger: {
    back: "All udhaar",
    owes: "Owes you",
    advance: "Paid in advance",
    entries: "Entries",
    noEntries: "No entries yet.",
    date: "Date",
    entry: "Entry",
    amount: "Amount",
    runningBalance: "Balance",
    kinds: { opening: "Opening balance", sale: "Sale on credit", payment: "Payment", reversal: "Reversal" },
    methods: { cash: "Cash", upi: "UPI", other: "Other" },
    yaadiNo: (id: number) => `Yaadi no. ${f.digits(id)}`,
    reversed: "Reversed",
    reverses: (kind: string, day: string) => `Undoes: ${kind}, ${day}`,
    reverse: "Reverse",
    reverseName: (kind: string, day: string) => `Reverse ${kind} of ${day}`,
    confirmReverse: "Reverse this entry? It stays in the history, and a reversing entry cancels it.",
    reverseNote: "Why (note)",
    limit: "Credit limit (Rs.)",
    limitHint: "0 for no limit.",
    saveLimit: "Save limit",
    noLimit: "No limit",
    addSale: "Add sale on credit",
    addPayment: "Add payment",
    addOpening: "Opening balance",
    amountRs: "Amount (Rs.)",
    day: "Date",
    note: "Note",
    method: "Paid by",
    save: "Save",
    overLimit: (overPaise: number, afterPaise: number) =>
      `This sale passes the credit limit by ${f.money(overPaise)} (balance after it: ${f.money(afterPaise)}).`,
    saveAnyway: "Save anyway",
    reminders: "Reminders sent",
    noReminders: "No reminder sent yet.",
    reminderLine: (when: string, paise: number) => `${when} · ${f.money(paise)}`,
    statement: "Statement for the customer",
    statementHint: "A private link: the customer sees only their own account.",
    share: "Share statement",
    copy: "Copy link",
    copied: "Copied",
    copyRefused: "Could not copy: select the link and copy it.",
    statementLink: "Statement link",
    sendStatement: "Send on WhatsApp",
    revoke: "Revoke link",
    confirmRevoke: "Revoke this link? It stops working at once.",
  },

  done: {
    sale: (paise: number) => `Sale on credit of ${f.money(paise)} saved.`,
    payment: (paise: number) => `Payment of ${f.money(paise)} saved.`,
    opening: (paise: number) => `Opening balance of ${f.money(paise)} saved.`,
    reversed: "Entry reversed.",
    limit: "Credit limit saved.",
    shared: "Statement link ready.",
    revoked: "Statement link revoked.",
    onCredit: "Put on credit.",
  },

  /** The reminder on WhatsApp, to the customer (in the store's language). */
  reminder: (news: ReminderNews) =>
    [
      `Namaste ${news.customerName},`,
      `${f.money(news.balancePaise)} is due to ${news.shopName}.`,
      `See your account: ${news.statementUrl}`,
    ].join("\n"),

  /** The statement link sent on WhatsApp, to the customer (in the store's language). */
  statementMessage: (news: { customerName: string; shopName: string; statementUrl: string }) =>
    [`Namaste ${news.customerName},`, `your account with ${news.shopName}:`, news.statementUrl].join("\n"),

  /** A yaadi's screen and the Yaadi Summary's row. */
  onCredit: "On credit",
  onCreditName: (id: number) => `On credit: yaadi no. ${f.digits(id)}`,
  isOnCredit: "On credit",
  seeAccount: (name: string) => `See ${name}'s udhaar`,

  said: byEnglish(...Object.values(M)),
});
