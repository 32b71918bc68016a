import type { Writing } from "#app/i18n/locale";
import type { YaadiStatus } from "./order-status";

/*
 * A yaadi as the shop's admin sees it: a row of the Yaadi Summary and the one-yaadi screen. Declared here, beside the
 * status rules, so the screens that show it and the repository that reads it (server/admin/yaadies.server.ts, whose
 * functions return these types) share one shape that the compiler checks on both sides.
 */

export type SummaryRow = {
  id: number;
  url: string;
  customerName: string;
  customerWhatsApp: string;
  customerAddress: string;
  totalPaise: number;
  deliveryChargesPaise: number;
  netPaise: number;
  /** UTC milliseconds. */
  createdAt: number;
  status: YaadiStatus;
  paid: boolean;
  /** Whether a saved customer has this WhatsApp number (the add-customer action is offered only when not). */
  savedCustomer: boolean;
  /** A counter sale: Cash Billing's bill, stored as a paid, delivered yaadi (source "billing"). */
  counter: boolean;
};

export type YaadiLine = {
  id: number;
  productId: number | null;
  name: string;
  information: string;
  unitId: number;
  quantityMilli: number;
  mrpPaise: number;
  pricePaise: number;
  lineTotalPaise: number;
};

export type AdminYaadi = Omit<SummaryRow, "savedCustomer"> & {
  source: "store" | "billing" | "make-yaadi";
  dealerId: number | null;
  editedAt: number | null;
  lines: YaadiLine[];
};

/** What the one-yaadi screen shows: the yaadi, its order page, the customer's chat and the status moves allowed. */
export type YaadiScreenData = {
  yaadi: AdminYaadi;
  orderPagePath: string;
  /** Null for a "Default" (Cash Sale) yaadi: no customer's number to write to. */
  chatLink: string | null;
  message: string;
  moves: YaadiStatus[];
  /** The printed sheet's own words (the bill's are the store book's), in the admin's language for the screen. */
  sheet: SheetWords;
  /**
   * The sheet as it prints, for the customer who gets it: in the store's language and digits. Null when the store
   * writes as the panel does (same language, Latin digits).
   */
  print: { writing: Writing; words: SheetWords } | null;
  /**
   * Its bill (Turbo): the standing bill's id and number, or null when it has none yet; `billable` false below Turbo
   * (no Bill button) or for a cancelled yaadi.
   */
  bill: { id: number; number: string } | null;
  billable: boolean;
  /**
   * Udhaar (Premium and Turbo): the customer whose account the yaadi is on credit in, "offer" when it may go on credit,
   * null when it may not (a basic shop, a cancelled yaadi, a Cash Sale with no number).
   */
  credit: { customerId: number } | "offer" | null;
};

/** A yaadi's printed sheet's own words in one language: the challan's name and number, S.No., the yaadi's time. */
export type SheetWords = { challan: string; challanNo: string; serial: string; dateTime: string };
