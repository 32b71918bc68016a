import type { ListWord } from "#app/domain/cart";
import { ORDER_MESSAGES, REQUEST_UNREADABLE, tooManyLinesMessage } from "#app/domain/order";
import { RATE_LIMIT_MESSAGES } from "#app/domain/order-outcome";
import { quantityStepMessage } from "#app/domain/quantity";
import type { UnitId } from "#app/domain/units";
import type { Figures } from "../book";

/**
 * The store's texts: the list and the order (English, the source). The specs' texts are the domain's constants
 * (the server answers with them too), so English here is theirs by construction.
 */
export default (f: Figures) => ({
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

  customerForm: {
    title: "Your details",
    /** The consent notice (DPDP Act 2023, docs/decisions/0039): what is kept, why, who sees it, how to have it deleted. */
    notice:
      "Your name, WhatsApp number, address and orders are kept so this shop can deliver and contact you about your order. Only this shop sees them. You can ask for them to be deleted on your order page.",
    name: "Name",
    whatsApp: "WhatsApp number",
    address: "Address",
    proceed: "Proceed For Shopping",
    guest: "Proceed as Guest",
  },

  /**
   * The prefilled WhatsApp message (spec 1 §7), line by line: the specs' English words, the total grouped the Indian
   * way like every amount the store shows.
   */
});
