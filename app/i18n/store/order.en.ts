import type { ListWord } from "#app/domain/cart";
import { OFFLINE_MESSAGES } from "#app/domain/kept-order";
import { ORDER_MESSAGES, REQUEST_UNREADABLE, tooManyLinesMessage, YAADI_PAGE_MESSAGES } from "#app/domain/order";
import { RATE_LIMIT_MESSAGES } from "#app/domain/order-outcome";
import type { YaadiStatus } from "#app/domain/orders/order-status";
import { quantityStepMessage } from "#app/domain/quantity";
import { formatIstDateTime } from "#app/domain/time";
import type { UnitId } from "#app/domain/units";
import type { Figures } from "../book";

/** What a list is called where the order is made: the shop's list word, or the counter's bill in billing mode. */
export type ListKind = ListWord | "Bill";

/**
 * The store's texts: the list and the order (English, the source). The specs' texts are the domain's constants
 * (the server answers with them too), so English here is theirs by construction.
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
  whatsAppNumber: (number: string) => `WhatsApp: ${number}`,

  /** Spec 1 §5, §8: what stops or answers an order. */
  messages: {
    emptyYaadi: ORDER_MESSAGES.emptyYaadi,
    emptyCart: ORDER_MESSAGES.emptyCart,
    emptyBill: ORDER_MESSAGES.emptyBill,
    guest: ORDER_MESSAGES.guest,
    enterDetails: ORDER_MESSAGES.enterDetails,
    failed: ORDER_MESSAGES.failed,
    opening: ORDER_MESSAGES.opening,
    minimumAmount: (paise: number) => `Minimum shopping amount should be ${paise / 100}`,
    minimumCount: (count: number) => `Minimum ${count} items should be purchased`,
    changed: (word: ListWord) =>
      `Some items have changed since you opened this store. Check your ${word} below and send it again.`,
    rateLimitedClient: RATE_LIMIT_MESSAGES.client,
    rateLimitedShop: RATE_LIMIT_MESSAGES.shop,
    /** What only a stale or altered page meets: an order the server could not read, or longer than any shop. */
    unreadable: REQUEST_UNREADABLE,
    tooManyLines: (limit: number) => tooManyLinesMessage(limit),
    /** A line off its unit's steps: the shop changed how the product is sold after the page was loaded. */
    offStep: (name: string, unitId: UnitId) => quantityStepMessage(name, unitId),
  },

  /** One sentence per line the shop changed since the customer's page was loaded. */
  changes: {
    outOfStock: (name: string, word: ListWord) => `${name} is out of stock and was removed from your ${word}.`,
    unavailable: (name: string, word: ListWord) => `${name} is no longer available and was removed from your ${word}.`,
    unavailableUnnamed: (word: ListWord) => `An item that is no longer available was removed from your ${word}.`,
    unavailableCount: (count: number, word: ListWord) =>
      `${f.count(count)} items that are no longer available were removed from your ${word}.`,
    /** `per` is "" or the language's "/kg". */
    price: (name: string, nowPaise: number, wasPaise: number, per: string) =>
      `${name}: the price is now ${f.money(nowPaise)}${per} (was ${f.money(wasPaise)}${per}).`,
    delivery: (paise: number) => `Delivery Charges are now ${f.money(paise)}.`,
    noDelivery: "There are no Delivery Charges now.",
    net: (paise: number) => `The net payable amount is now ${f.money(paise)}.`,
  },
  ok: "OK",

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

  customerForm: {
    title: "Your details",
    why: "The shop uses these to deliver your order.",
    name: "Name",
    whatsApp: "WhatsApp number",
    address: "Address",
    proceed: "Proceed For Shopping",
    guest: "Proceed as Guest",
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
  },

  sent: {
    title: (word: ListWord, id: number) => `Your ${word} no. ${f.digits(id)} is ready to send`,
    help: (word: ListWord) => `WhatsApp opens with your ${word.toLowerCase()}. Press send there to reach the shop.`,
    see: (word: ListWord) => `See your ${word.toLowerCase()}`,
  },

  repeat: {
    title: (word: ListWord) => `Your last ${word.toLowerCase()}`,
    todaysPrices: "Prices are today's.",
    notAvailable: "Not Available",
    outOfStock: "Out-of-stock",
    addAll: (word: ListWord) => `Add ALL these items in ${word}`,
    continue: (word: ListWord) => `Continue with current or empty ${word}`,
  },

  /** The customer's read-only order page (spec 3 "Yaadi view page"). */
  page: {
    invalid: YAADI_PAGE_MESSAGES.invalid,
    cancelled: YAADI_PAGE_MESSAGES.cancelled,
    throttled: YAADI_PAGE_MESSAGES.throttled,
    startShopping: "Start shopping",
    startAgain: "Start shopping again",
    home: "Home",
    number: (id: number) => `Yaadi no. ${f.digits(id)}`,
    title: (id: number, shopName: string) => `Yaadi no. ${f.digits(id)} – ${shopName}`,
    untitled: "Yaadi",
    changedOn: (when: string) => `Changed by the shop on ${when}`,
    status: "Status:",
    statuses: {
      placed: "Placed",
      accepted: "Accepted",
      packed: "Packed",
      delivered: "Delivered",
      cancelled: "Cancelled",
    } satisfies Record<YaadiStatus, string>,
    paid: "Paid",
    payByUpi: "Pay by UPI",
    pay: (paise: number) => `Pay ${f.money(paise)} by UPI`,
    qr: (paise: number, upiId: string) => `QR code to pay ${f.money(paise)} to ${upiId}`,
    upiDetails: (upiId: string, note: string) => `UPI id: ${upiId} · Note: ${note}`,
  },

  /**
   * The prefilled WhatsApp message (spec 1 §7), line by line: the specs' English words, the total grouped the Indian
   * way like every amount the store shows.
   */
  whatsApp: {
    hello: (shopName: string) => `Hello ${shopName},`,
    from: (word: ListWord, id: number, customerName: string) =>
      `${word === "Cart" ? "Order" : "Yaadi"} no. ${id} from ${customerName}`,
    items: (count: number) => `Items: ${count}`,
    total: (paise: number) => `Total (with delivery): ${f.money(paise)}`,
    see: (word: ListWord, url: string) => `See the ${word === "Cart" ? "order" : "yaadi"}: ${url}`,
  },
});
