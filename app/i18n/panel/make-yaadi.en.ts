import { rupees } from "#app/domain/money";
import { DEFAULT_CUSTOMER, MAKE_YAADI_MESSAGES, madeCustomerRules } from "#app/domain/orders/make-yaadi";
import { byEnglish, type Figures } from "../book";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * Make Yaadi (English, the source: spec 3 §2, §4, §5 and the domain's texts, verbatim): the pending yaadies, PREPARE
 * and CUSTOMERINFO, and what the screen's actions say. Cash Billing is the store in billing mode (the store's book).
 */
export default (_f: Figures) => ({
  pending: (count: number, max: number) => `Pending yaadies (${count} of ${max})`,
  noPending: "No yaadi is pending.",
  slot: (slot: number) => `Yaadi ${slot}`,
  slotItems: (slot: number, count: number) => `Yaadi ${slot} · ${items(count)}`,
  newYaadi: "New yaadi",
  full: MAKE_YAADI_MESSAGES.full,
  gone: MAKE_YAADI_MESSAGES.gone,
  leave: (slot: number) => MAKE_YAADI_MESSAGES.leave(slot),

  prepare: {
    search: "Search products",
    searchHint: "Name, Marathi name or search word",
    found: "Products found",
    noMatch: "No matched item found.",
    outOfStock: "Out of stock",
    inYaadi: "In the yaadi",
    add: "Add",
    addName: (name: string) => `Add ${name}`,
    itemsOf: (slot: number) => `Items of yaadi ${slot}`,
    items: (count: number) => `Items: ${count}`,
    empty: "Search for a product and add it.",
    grandTotal: "Grand Total",
    deliveryCharges: "Delivery Charges",
    netPayable: "Net Payable",
    step: "Step",
    stepKg: (kg: number) => `${kg} kg`,
    clearName: (name: string) => `Clear ${name}`,
    remove: "Remove",
    removeName: (name: string) => `Remove ${name}`,
    keep: "Keep Pending",
    cancel: "Cancel",
    done: "Done",
  },

  customer: {
    heading: (slot: number) => `Yaadi ${slot}: customer information`,
    /** What the yaadi holds: "2 items · Grand Total 140.00". */
    summary: (count: number, paise: number) => `${items(count)} · Grand Total ${rupees(paise)}`,
    /** The customer form's fields. */
    fields: {
      name: madeCustomerRules.name.label,
      whatsApp: madeCustomerRules.whatsApp.label,
      address: madeCustomerRules.address.label,
    },
    legend: "Customer",
    default: "Default",
    details: "Enter Details",
    defaultHint: `The yaadi is saved as "${DEFAULT_CUSTOMER.name}", without a customer's number.`,
    saved: "Saved customers",
    search: "Search customers",
    searchHint: "Name or WhatsApp number",
    searchButton: "Search",
    noMatch: "No saved customer matches the search.",
    none: "No saved customers yet.",
    firstOf: (count: number) => `Saved customers (first ${count})`,
    pick: "Use",
    pickName: (name: string) => `Use ${name}`,
    back: "Back to items",
    save: "Save Yaadi",
  },

  /** What the screen's actions say after a tap. */
  done: {
    started: (slot: number) => `Yaadi ${slot} started.`,
    kept: (slot: number) => MAKE_YAADI_MESSAGES.kept(slot),
    cancelled: (slot: number) => MAKE_YAADI_MESSAGES.cancelled(slot),
    enterCustomer: (slot: number) => `Yaadi ${slot}: enter the customer's information.`,
    saved: (id: number) => MAKE_YAADI_MESSAGES.saved(id),
  },

  /** What the domain says in English on this screen: its refusals. */
  said: byEnglish(
    MAKE_YAADI_MESSAGES.full,
    MAKE_YAADI_MESSAGES.changed,
    MAKE_YAADI_MESSAGES.gone,
    MAKE_YAADI_MESSAGES.notEmpty,
    MAKE_YAADI_MESSAGES.empty,
    MAKE_YAADI_MESSAGES.unknownProduct,
  ),
});
