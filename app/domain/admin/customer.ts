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

/**
 * The rules with the name's label as the reader reads it: 'Name' is many forms' word, so the panel's book says it per
 * screen rather than once for every form ('{label} is required' then names it in the admin's language).
 */
export const customerRulesNamed = (name: string): typeof customerRules => ({
  ...customerRules,
  name: { ...customerRules.name, label: name },
});

export const checkCustomer = (values: CustomerValues, rules: typeof customerRules = customerRules) =>
  checkFields(rules, values);

export type CustomerRow = { id: number; name: string; address: string; whatsApp: string };
