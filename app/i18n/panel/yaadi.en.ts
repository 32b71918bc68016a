import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { rupees } from "#app/domain/money";
import { EDIT_MESSAGES } from "#app/domain/orders/edit-yaadi";
import { DEFAULT_CUSTOMER, madeYaadiMessage } from "#app/domain/orders/make-yaadi";
import { STATUS_ACTIONS, STATUS_LABELS, statusMessage, type YaadiStatus } from "#app/domain/orders/order-status";
import { formatQuantity, quantityLimitMessage, quantityStepMessage } from "#app/domain/quantity";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { formatIstDateTime } from "#app/domain/time";
import type { UnitId } from "#app/domain/units";
import { byEnglish, type Figures } from "../book";

/** What the shop tells a customer about their yaadi: its status, or a yaadi the shop made for them. */
export type CustomerNews = { customerName: string; shopName: string; yaadiId: number; orderPageUrl: string };

/**
 * A yaadi's screens in the panel (English, the source: the domain's texts, verbatim): one yaadi with its status,
 * payment, WhatsApp and printout, Edit yaadi, and what the shop tells its customer on WhatsApp (that one in the
 * STORE's language, for the customer: app/server/admin/yaadi-status.server.ts).
 */
export default (_f: Figures) => ({
  number: (id: number) => `Yaadi no. ${id}`,
  /** A yaadi's status as the shop reads it. */
  statuses: { ...STATUS_LABELS } satisfies Record<YaadiStatus, string>,
  /** The button that moves a yaadi to a status. */
  actions: { ...STATUS_ACTIONS } satisfies Record<YaadiStatus, string>,
  /** `label`: a status (`statuses`). */
  markStatus: (label: string) => `Mark ${label}`,
  status: "Status",
  paid: "Paid",
  editYaadi: "Edit yaadi",
  tell: (customerName: string) => `Tell ${customerName} on WhatsApp`,
  customersPage: "Customer's page",
  download: "Download",
  markPaid: "Mark paid",
  markUnpaid: "Mark unpaid",
  deleteYaadi: (id: number) => `Delete yaadi no. ${id}`,
  confirmDelete: (id: number) => ADMIN_MESSAGES.confirmDelete(`Yaadi no. ${id}`),
  /** The name a Make Yaadi "Default" yaadi is stored under. */
  cashSale: DEFAULT_CUSTOMER.name,

  print: {
    legend: "Print",
    yaadi: "Yaadi",
    challan: "Challan (no prices)",
    a4: "A4",
    receipt80: "80 mm receipt",
    receipt58: "58 mm receipt",
    printYaadi: "Print Yaadi",
    printChallan: "Print Challan",
    /** `language`: the store's language, named in itself (मराठी). */
    inStoreLanguage: (language: string) => `Printed in your store's language (${language}).`,
  },

  /** The printed sheet's own words (the bill's are the store book's): in the reader's or the store's language. */
  sheet: {
    challan: "Challan",
    challanNo: (id: number) => `Challan no. ${id}`,
    serial: "S.No.",
    dateTime: (date: Date) => formatIstDateTime(date),
  },

  /** What the screen's actions say after a tap. */
  done: {
    paid: (id: number) => `Yaadi no. ${id} is marked paid.`,
    unpaid: (id: number) => `Yaadi no. ${id} is marked unpaid.`,
    /** `label`: the new status (`statuses`). */
    moved: (id: number, label: string) => YAADI_REPORT_MESSAGES.statusChanged(id, label),
    deleted: (id: number) => YAADI_REPORT_MESSAGES.deleted(id),
  },

  edit: {
    title: (id: number) => `Edit yaadi no. ${id}`,
    keepsPrices: "Lines keep the price the customer ordered at; an added product takes today's price.",
    lines: "Lines",
    undo: "Undo",
    undoName: (name: string) => `Undo removing ${name}`,
    remove: "Remove",
    removeName: (name: string) => `Remove ${name}`,
    grandTotal: "Grand Total",
    deliveryNote: "Delivery charges are worked out again when you save, by your First Page Settings.",
    addProduct: "Add a product",
    choose: "Choose a product",
    option: (name: string, paise: number) => `${name} – Rs. ${rupees(paise)}`,
    add: "Add",
    save: "Save yaadi",
    updated: (id: number) => EDIT_MESSAGES.updated(id),
    /** `label`: the yaadi's status (`statuses`). */
    notEditable: (label: string) => EDIT_MESSAGES.notEditable(label),
    twice: (name: string) => EDIT_MESSAGES.twice(name),
  },

  /** A line's figures where the shop writes a yaadi (Edit yaadi, Make Yaadi). */
  amount: (paise: number) => rupees(paise),
  /** "Rs. 110.00 each", "Rs. 30.00 per kg". */
  price: (paise: number, unitId: number) => `Rs. ${rupees(paise)}${unitId === 1 ? " each" : " per kg"}`,
  quantity: (milli: number, unitId: UnitId) => formatQuantity(milli, unitId),
  /** The quantity stepper's buttons and read-out (app/components/admin/quantity-stepper.tsx). */
  stepper: {
    less: (name: string) => `Less ${name}`,
    more: (name: string) => `More ${name}`,
    quantityOf: (name: string) => `Quantity of ${name}`,
  },
  /** A quantity the product's unit does not allow (a page that is behind, or altered). */
  atMost: (name: string, unitId: UnitId) => quantityLimitMessage(name, unitId),
  inSteps: (name: string, unitId: UnitId) => quantityStepMessage(name, unitId),

  /** The prefilled WhatsApp text to the customer, in the store's language. */
  toCustomer: {
    status: (news: CustomerNews & { status: YaadiStatus }) => statusMessage(news),
    made: (news: CustomerNews & { itemCount: number; netPaise: number }) => madeYaadiMessage(news),
  },

  /** What the domain says in English on these screens: Edit yaadi's fixed refusals. */
  said: byEnglish(EDIT_MESSAGES.changed, EDIT_MESSAGES.unknownProduct, EDIT_MESSAGES.empty),
});
