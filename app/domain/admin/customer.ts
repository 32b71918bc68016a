/**
 * The shop's saved customers (spec 2 §3, §5, §9): premium only, name 5–40, address 5–80 (DECISIONS.md), WhatsApp
 * exactly 10 digits; the CSV download is in customer-csv.ts.
 */
import { checkFields } from "../field-rules";
import { adminRules } from "./rules";

export const customerRules = {
  name: adminRules.customerName,
  address: adminRules.customerAddress,
  whatsApp: adminRules.customerWhatsApp,
};

export type CustomerValues = { name: string; address: string; whatsApp: string };
export type CustomerField = keyof CustomerValues;

export const emptyCustomer = (): CustomerValues => ({ name: "", address: "", whatsApp: "" });

export const checkCustomer = (values: CustomerValues) => checkFields(customerRules, values);

export type CustomerRow = { id: number; name: string; address: string; whatsApp: string };
