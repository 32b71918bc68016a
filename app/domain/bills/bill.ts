import type { BillKind, ShopTaxKind } from "#app/domain/gst/tax";
import type { BillSheetWords } from "#app/i18n/bill/sheet";
import type { Writing } from "#app/i18n/locale";

/**
 * A stored bill as the bill's page, its customer's copy and the Bills list read it (the rows of db/schema/bills.ts,
 * times as milliseconds). Nothing of it changes after it is issued but its cancellation.
 */
export type BillLineRecord = {
  lineNo: number;
  kind: "goods" | "delivery";
  description: string;
  descriptionRegional: string;
  hsn: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
  valuePaise: number;
  discountPaise: number;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type BillRecord = {
  id: number;
  number: string;
  kind: BillKind;
  issuedAt: number;
  shopKind: ShopTaxKind;
  shopName: string;
  shopLegalName: string;
  shopAddress: string;
  shopGstin: string;
  shopStateCode: string;
  customerName: string;
  customerWhatsApp: string;
  customerAddress: string;
  customerGstin: string;
  placeOfSupply: string;
  interState: boolean;
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  cancelledAt: number | null;
  lines: BillLineRecord[];
};

/** A row of the Bills list. */
export type BillListRow = {
  id: number;
  number: string;
  kind: BillKind;
  issuedAt: number;
  customerName: string;
  totalPaise: number;
  cancelled: boolean;
  counter: boolean;
  /** A Cash Sale: a bill made out to nobody in particular. */
  cashSale: boolean;
};

/** Whether a bill shows the GST columns: a regular shop's bill that charges tax on some line. */
export const showsTax = (bill: Pick<BillRecord, "kind">) =>
  bill.kind === "tax-invoice" || bill.kind === "invoice-cum-bill-of-supply";

/** A bill in one language's words (written by the server: app/server/bill-words.server.ts). */
export type WordedBill = { writing: Writing; words: BillSheetWords; title: string };

/** The Bills screen: a month ("yyyy-mm") and its bills, newest first. */
export type BillsListData = { month: string; rows: BillListRow[]; locked: boolean };

/** A bill's page in the panel. */
export type BillPageData = {
  id: number;
  number: string;
  cancelled: boolean;
  /** The bill in the admin's language, as the screen shows it. */
  screen: WordedBill;
  /** The bill as it prints and as its customer reads it, in the store's language, when that is another. */
  print: (WordedBill & { language: string }) | null;
  /** The customer's copy (the private link) and the WhatsApp link that sends it. */
  link: string;
  share: string;
};

/** The standing bill of a yaadi, on the yaadi's screen. */
export type YaadiBill = { id: number; number: string } | null;
