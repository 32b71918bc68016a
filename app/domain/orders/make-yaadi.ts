/**
 * Make Yaadi (spec 3 §2, §4 "Make Yaadi", §5 "Customer info"; DECISIONS.md "Make Yaadi pending slots"): the shop
 * prepares a yaadi by hand for a customer who phones or walks in. Turbo only. Pure: the limits, the texts, what a
 * save may hold, and the pricing of a finished yaadi from the catalogue (the server's prices, never the page's).
 *
 * The flow: BLANK (the pending yaadies and New yaadi) → PREPARE (products and quantities; Keep Pending, Cancel,
 * Done) → CUSTOMERINFO (Default or Enter Details) → a stored yaadi.
 */
import { checkFields, type FieldRule } from "../field-rules";
import { formatRupees } from "../money";
import { type OrderSettings, type OrderTotals, orderTotals } from "../order";
import { lineTotalPaise, quantityProblem } from "../quantity";
import { isUnitId } from "../units";
import type { CatalogueProduct } from "./catalogue-product";

/** Spec 3 §9: at most 3 pending yaadies; the customer picker shows 10 customers. */
export const MAX_PENDING = 3;
export const PICKER_SIZE = 10;
/** A yaadi made at the counter is a shopping list, not a warehouse order. */
export const MAX_MADE_LINES = 300;

export const MAKE_YAADI_MESSAGES = {
  full: `${MAX_PENDING} yaadies are already pending. Finish one, or cancel an empty one, before starting a new yaadi.`,
  kept: (slot: number) => `Yaadi ${slot} is kept pending.`,
  cancelled: (slot: number) => `Yaadi ${slot} is cancelled.`,
  saved: (id: number) => `Yaadi no. ${id} saved successfully.`,
  /** Another device saved, finished or cancelled this pending yaadi since the page was loaded. */
  changed: "This yaadi was changed on another device. It is shown here as it is now: check it and try again.",
  gone: "This pending yaadi is no longer there: it was finished or cancelled on another device.",
  notEmpty: "Only a yaadi with no items can be cancelled. Remove its items first.",
  empty: "Add at least one product before Done.",
  unknownProduct: "A product in this yaadi is no longer in your catalogue. Remove it and try again.",
  leave: (slot: number) =>
    `Yaadi ${slot} has changes that are not kept. Leave without keeping them? (Keep Pending keeps them.)`,
} as const;

/** A pending yaadi's line: a product once, with its quantity in milli (units.ts); as posted, make-yaadi-lines.ts. */
export type PendingLine = { productId: number; quantity: number };

// ---- Customer information (spec 3 §5 "Customer info (Make Yaadi)") ----

export const madeCustomerRules = {
  name: { label: "Name", min: 6, max: 30 },
  whatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  address: { label: "Address", min: 10, max: 50 },
} satisfies Record<string, FieldRule>;

/**
 * The same rules with each field named in the reader's language, so a message names the field as its form does (the
 * panel then says the rest of the message in that language: app/i18n/panel/say.ts).
 */
export function madeCustomerRulesNamed(labels: Record<keyof typeof madeCustomerRules, string>) {
  const { name, whatsApp, address } = madeCustomerRules;
  return {
    name: { ...name, label: labels.name },
    whatsApp: { ...whatsApp, label: labels.whatsApp },
    address: { ...address, label: labels.address },
  } satisfies Record<keyof typeof madeCustomerRules, FieldRule>;
}

export type MadeCustomerValues = { name: string; whatsApp: string; address: string };
export const emptyMadeCustomer = (): MadeCustomerValues => ({ name: "", whatsApp: "", address: "" });
export const checkMadeCustomer = (values: MadeCustomerValues) => checkFields(madeCustomerRules, values);

/**
 * "Default": a sale to nobody in particular, named as spec 1 names it in billing mode. It has no number, so the
 * yaadi offers no WhatsApp message to a customer — only its link and its printout.
 */
export const DEFAULT_CUSTOMER: MadeCustomerValues = { name: "Cash Sale", whatsApp: "", address: "" };

// ---- Pricing (DECISIONS.md: every line, total and delivery charge is the server's) ----

export type MadeLine = { product: CatalogueProduct; quantity: number; lineTotalPaise: number };

/**
 * The lines at today's catalogue prices and the totals by the shop's settings (delivery charges as for any order; no
 * minimum: the shop is making its own yaadi). Hidden and out-of-stock products may be sold at the counter: the shop
 * knows its shelf. A product the catalogue no longer has, or a quantity its unit does not allow, refuses the whole.
 */
export function priceMadeYaadi(
  lines: readonly PendingLine[],
  catalogue: ReadonlyMap<number, CatalogueProduct>,
  settings: OrderSettings,
): { ok: true; lines: MadeLine[]; totals: OrderTotals } | { ok: false; error: string } {
  if (lines.length === 0) return { ok: false, error: MAKE_YAADI_MESSAGES.empty };
  const priced: MadeLine[] = [];
  for (const line of lines) {
    const product = catalogue.get(line.productId);
    if (!product || !isUnitId(product.unitId)) return { ok: false, error: MAKE_YAADI_MESSAGES.unknownProduct };
    const problem = quantityProblem(product.name, product.unitId, line.quantity);
    if (problem) return { ok: false, error: problem };
    priced.push({
      product,
      quantity: line.quantity,
      lineTotalPaise: lineTotalPaise(product.pricePaise, line.quantity),
    });
  }
  return {
    ok: true,
    lines: priced,
    totals: orderTotals(
      priced.map((l) => l.lineTotalPaise),
      settings,
    ),
  };
}

/** The prefilled WhatsApp text to the customer of a made yaadi: what they will get, what it costs, and its link. */
export function madeYaadiMessage(p: {
  customerName: string;
  shopName: string;
  yaadiId: number;
  itemCount: number;
  netPaise: number;
  orderPageUrl: string;
}): string {
  return [
    `Namaste ${p.customerName},`,
    `your yaadi no. ${p.yaadiId} from ${p.shopName} is ready.`,
    `Items: ${p.itemCount}`,
    `Total (with delivery): ${formatRupees(p.netPaise)}`,
    `See it here: ${p.orderPageUrl}`,
  ].join("\n");
}

/** A pending yaadi: its slot (1–3), the version a save must carry, its lines. */
export type PendingYaadi = { slot: number; version: number; lines: PendingLine[]; updatedAt: number };

/** A product as the PREPARE step offers it: every product of the shop (the counter sells what is on the shelf). */
export type MakeProduct = {
  id: number;
  name: string;
  nameRegional: string;
  searchWords: string;
  unitId: number;
  pricePaise: number;
  inStock: number;
  rating: number;
};

/** A saved customer in the CUSTOMERINFO step's picker. */
export type PickerCustomer = { id: number; name: string; whatsApp: string; address: string };

/** What the Make Yaadi screen shows: the pending slots, the step in the URL and what that step needs. */
export type MakeYaadiData = {
  pending: PendingYaadi[];
  step: "blank" | "prepare" | "customer";
  current: PendingYaadi | null;
  /** A slot in the URL that is no longer pending (finished or cancelled elsewhere). */
  missing: boolean;
  catalogue: MakeProduct[];
  settings: { deliveryChargesPaise: number; deliveryChargesBelowPaise: number } | null;
  customers: PickerCustomer[];
  query: string;
};

/** A refused step's answer: the text, and the customer's details as typed. */
export type MakeYaadiFailed = { error: string; values?: { name: string; whatsApp: string; address: string } } | null;
