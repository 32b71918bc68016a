import { checkField, rules } from "./field-rules";

/** The customer saved in the browser (key 'customer'): present means REGULAR, absent means GUEST (spec 1 §3). */
export type SavedCustomer = { name: string; whatsApp: string; address: string };

export const CUSTOMER_RULES = {
  name: rules.customerName,
  whatsApp: rules.customerWhatsApp,
  address: rules.customerAddress,
} as const;

/** Spec 1 §5: the stored customer is rechecked before the final step. */
export function isCompleteCustomer(c: SavedCustomer | null): c is SavedCustomer {
  return (
    !!c &&
    !checkField(CUSTOMER_RULES.name, c.name) &&
    !checkField(CUSTOMER_RULES.whatsApp, c.whatsApp) &&
    !checkField(CUSTOMER_RULES.address, c.address)
  );
}

export function parseSavedCustomer(raw: unknown): SavedCustomer | null {
  if (!raw || typeof raw !== "object") return null;
  const { name, whatsApp, address } = raw as Record<string, unknown>;
  return typeof name === "string" && typeof whatsApp === "string" && typeof address === "string"
    ? { name, whatsApp, address }
    : null;
}
