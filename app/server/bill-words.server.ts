import type { BillRecord, WordedBill } from "#app/domain/bills/bill";
import { gstState } from "#app/domain/gst/states";
import { isUnitId } from "#app/domain/units";
import { whatsAppLink } from "#app/domain/whatsapp";
import { BILL_BOOK } from "#app/i18n/bill";
import { billSheetWords } from "#app/i18n/bill/sheet";
import { figuresOf, loadBook } from "#app/i18n/book";
import { isDigits, isLocale, type Writing } from "#app/i18n/locale";
import { STORE_BOOK } from "#app/i18n/store";
import type { StoredBill } from "./admin/bill-reads.server";

/*
 * A stored bill in the store's language and digits (a printed bill follows the store's, as a printed yaadi does,
 * docs/decisions/0028): the shop's bill page, its customer's copy and the WhatsApp text that sends the link. The words
 * are written here, so no phone loads the bill's book.
 */

export function storeWritingOf(shop: { language: string; digits: string }): Writing {
  return {
    locale: isLocale(shop.language) ? shop.language : "en",
    digits: isDigits(shop.digits) ? shop.digits : "latn",
  };
}

export function billRecordOf(bill: StoredBill): BillRecord {
  return {
    id: bill.id,
    number: bill.number,
    kind: bill.kind,
    issuedAt: bill.issuedAt.getTime(),
    shopKind: bill.shopKind,
    shopName: bill.shopName,
    shopLegalName: bill.shopLegalName,
    shopAddress: bill.shopAddress,
    shopGstin: bill.shopGstin,
    shopStateCode: bill.shopStateCode,
    customerName: bill.customerName,
    customerWhatsApp: bill.customerWhatsApp,
    customerAddress: bill.customerAddress,
    customerGstin: bill.customerGstin,
    placeOfSupply: bill.placeOfSupply,
    interState: bill.interState === 1,
    valuePaise: bill.valuePaise,
    discountPaise: bill.discountPaise,
    taxablePaise: bill.taxablePaise,
    cgstPaise: bill.cgstPaise,
    sgstPaise: bill.sgstPaise,
    igstPaise: bill.igstPaise,
    totalPaise: bill.totalPaise,
    cancelledAt: bill.cancelledAt ? bill.cancelledAt.getTime() : null,
    lines: bill.lines.map((l) => ({
      lineNo: l.lineNo,
      kind: l.kind,
      description: l.description,
      descriptionRegional: l.descriptionRegional,
      hsn: l.hsn,
      unitId: l.unitId,
      quantityMilli: l.quantityMilli,
      pricePaise: l.pricePaise,
      valuePaise: l.valuePaise,
      discountPaise: l.discountPaise,
      rateBp: l.rateBp,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    })),
  };
}

export async function wordedBill(bill: BillRecord, writing: Writing): Promise<WordedBill> {
  const figures = figuresOf(writing);
  const [billBook, storeBook] = await Promise.all([
    loadBook(BILL_BOOK, writing.locale),
    loadBook(STORE_BOOK, writing.locale),
  ]);
  const t = billBook(figures);
  const common = storeBook(figures).common;
  const words = billSheetWords(bill, t, {
    quantity: (milli, unitId) => (isUnitId(unitId) ? common.quantity(milli, unitId) : figures.digits(milli / 1000)),
    stateName: (code) => gstState(code)?.[writing.locale] ?? "",
  });
  return { writing, words, title: t.title(bill.number, bill.shopName) };
}

/**
 * The customer's copy's address: the private link on the deployment's public origin, naming the store's language
 * (the page, with no store in its path, is written in the language its link names).
 */
export const billLink = (origin: string, token: string, writing: Writing) =>
  `${origin}/bill/${token}?lang=${writing.locale}`;

/** "Send on WhatsApp": to the bill's customer when it names a number, else a chat the shop chooses. */
export async function billShareLink(bill: BillRecord, writing: Writing, link: string): Promise<string> {
  const t = (await loadBook(BILL_BOOK, writing.locale))(figuresOf(writing));
  const text = t.share(bill.shopName, bill.number, bill.totalPaise, link);
  return bill.customerWhatsApp
    ? whatsAppLink(bill.customerWhatsApp, text)
    : `https://wa.me/?text=${encodeURIComponent(text)}`;
}
