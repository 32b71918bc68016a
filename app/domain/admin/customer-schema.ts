/** Server-side re-check of the admin customer form (the rules of customer.ts). */
import { z } from "#app/domain/zod";
import { zField } from "../field-schemas";
import { customerRules } from "./customer";

/** The re-check of `rules` (the panel passes them with the name's label in the admin's language: customerRulesNamed). */
export const customerSchemaOf = (rules: typeof customerRules) =>
  z.object({
    name: zField(rules.name),
    address: zField(rules.address),
    whatsApp: zField(rules.whatsApp),
  });

export const customerSchema = customerSchemaOf(customerRules);

export type CustomerInput = z.output<typeof customerSchema>;
