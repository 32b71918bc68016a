import type { BillKind } from "#app/domain/gst/tax";
import type { Figures } from "../book";

/**
 * A stored bill's own words (English, the source): the printed bill, its customer's copy and the WhatsApp text that
 * sends its link. They follow the store's language, as a printed yaadi does; the server writes them (the page gets
 * the words, not the book), so no phone loads this book.
 */
export default (f: Figures) => ({
  kinds: {
    bill: "Bill",
    "bill-of-supply": "Bill of Supply",
    "tax-invoice": "Tax Invoice",
    "invoice-cum-bill-of-supply": "Invoice-cum-Bill of Supply",
  } satisfies Record<BillKind, string>,
  /** Rule 49: what a composition shop's bill of supply says at its top. */
  composition: "composition taxable person, not eligible to collect tax on supplies",
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  number: (number: string) => `Bill No. ${f.digits(number)}`,
  date: (date: Date) => `Date: ${f.date(date)}`,
  billedTo: "Billed to",
  cashSale: "Cash Sale",
  state: (name: string, code: string) => `State: ${name} (code ${f.digits(code)})`,
  placeOfSupply: (name: string, code: string) => `Place of supply: ${name} (code ${f.digits(code)})`,
  cancelled: "CANCELLED",
  cancelledOn: (date: Date) => `This bill was cancelled on ${f.date(date)}. Its number is not used again.`,
  table: {
    no: "No.",
    description: "Description",
    hsn: "HSN",
    qty: "Qty",
    rate: "Rate",
    value: "Value",
    discount: "Discount",
    taxable: "Taxable value",
    gstRate: "GST %",
    cgst: "CGST",
    sgst: "SGST",
    igst: "IGST",
    total: "Total",
  },
  delivery: "Delivery charges",
  /** A piece's rate, or a weight's per kg. */
  rate: (paise: number, perKg: boolean) => `${f.amount(paise)}${perKg ? "/kg" : ""}`,
  percent: (rate: string) => `${f.digits(rate)}%`,
  exempt: "Exempt",
  byRate: "Tax by rate",
  totals: {
    value: "Value of goods",
    discount: "Discount",
    taxable: "Taxable value",
    cgst: "CGST",
    sgst: "SGST",
    igst: "IGST",
    total: "Total payable",
  },
  noTax: "No tax is charged on this bill.",
  /** How the tax was worked out (app/domain/gst/tax.ts). */
  rounding:
    "Prices include GST. Each line's tax is worked back from its price and rounded to the nearest paisa (half a paisa up); the taxable value is the price less the tax.",
  /** A table's amount, to the paisa ("118.00"). */
  amount: (paise: number) => f.amount(paise),
  /** A total, to the paisa, with the currency. */
  money: (paise: number) => `Rs. ${f.amount(paise)}`,
  signature: (name: string) => `For ${name}`,
  signatory: "Authorised signatory",
  /** The WhatsApp text that sends the customer their bill's link. */
  share: (shop: string, number: string, total: number, link: string) =>
    `${shop}: your bill no. ${f.digits(number)} for ${f.money(total)}.\n${link}`,
  title: (number: string, shop: string) => `Bill ${f.digits(number)} – ${shop}`,
});
