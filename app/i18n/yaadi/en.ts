import type { ListWord } from "#app/domain/cart";
import { OFFLINE_MESSAGES } from "#app/domain/kept-order";
import { formatIstDateTime } from "#app/domain/time";
import type { Figures } from "../book";

/** What a list is called where the order is made: the shop's list word, or the counter's bill in billing mode. */
export type ListKind = ListWord | "Bill";

/**
 * The list's texts: the cart, the final yaadi and its table, the bill, the order sent, the last order (English, the
 * source). A book of its own (docs/decisions/0028, "The store's weight"): the store's page loads it with the views
 * after browsing, once the customer starts a list; the order page and the shop's printed yaadi load it with their page.
 */
export default (f: Figures) => ({
  /** An amount as the cart, the last order and the order page show it: "Rs. 40.00". */
  price: (paise: number) => `Rs. ${f.amount(paise)}`,
  /** A date and time, India's (the final yaadi, the bill, the order page). */
  dateTime: (date: Date) => formatIstDateTime(date),
  back: "Back",
  backToShopping: "Back to Shopping",
  openWhatsApp: "Open WhatsApp",
  customer: "Customer",

  cart: {
    title: (kind: ListKind) => `Your ${kind}`,
    empty: (kind: ListKind) => `Your ${kind.toLowerCase()} is empty.`,
    deleteAllAsk: "Delete all items?",
    deleteAll: "Delete all items",
    deleteItem: (name: string) => `Delete ${name}`,
    total: "Total",
    savedForLater: "Saved for Later",
    add: "Add",
    addBack: (name: string) => `Add back ${name}`,
    deleteSaved: (name: string) => `Delete ${name} from Saved for Later`,
    placeOrder: "Place Order",
  },
  finalYaadi: {
    refreshing: "Getting the shop's latest prices...",
    kept: (word: ListWord) => OFFLINE_MESSAGES.kept(word),
    dontSend: OFFLINE_MESSAGES.dontSend,
  },
  /** Description / Qty / Rate / Total, and the totals under them. */
  table: {
    description: "Description",
    qty: "Qty",
    rate: "Rate",
    total: "Total",
    products: "Products",
    grandTotal: "Grand Total",
    deliveryCharges: "Delivery Charges",
    netPayable: "Net payable amount",
    /** The delivery line before sending, when delivery is free (spec 1 §9). */
    freeDelivery: "00.00",
  },
  bill: {
    saleType: "Sale Type",
    cashSale: "Cash Sale",
    selectCustomer: "Select Customer",
    noCustomers: "No saved customers yet.",
    paper: "Paper",
    a4: "A4",
    receipt: "80 mm receipt",
    bill: "Bill",
    print: "Print Bill",
    newBillAsk: "Start a new bill? This bill's items will be cleared.",
    newBill: "New Bill",
    gstin: "Customer's GSTIN (optional)",
    state: "Customer's state (optional)",
    sameState: "Same as the shop's",
    storing: "Storing the bill…",
    notStored: "The bill could not be stored. Check the connection and tap Print Bill again.",
  },
  sent: {
    title: (word: ListWord, id: number) => `Your ${word} no. ${f.digits(id)} is ready to send`,
    help: (word: ListWord) => `WhatsApp opens with your ${word.toLowerCase()}. Press send there to reach the shop.`,
    see: (word: ListWord) => `See your ${word.toLowerCase()}`,
  },
  /** A yaadi's name where it is shown or printed: the order page, the shop's printed sheet. */
  heading: {
    untitled: "Yaadi",
    number: (id: number) => `Yaadi no. ${f.digits(id)}`,
  },
  repeat: {
    title: (word: ListWord) => `Your last ${word.toLowerCase()}`,
    todaysPrices: "Prices are today's.",
    notAvailable: "Not Available",
    outOfStock: "Out-of-stock",
    addAll: (word: ListWord) => `Add ALL these items in ${word}`,
    continue: (word: ListWord) => `Continue with current or empty ${word}`,
  },
});
