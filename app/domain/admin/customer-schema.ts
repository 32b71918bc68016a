/** Server-side re-check of the admin customer form (the rules of customer.ts). */
import { z } from "zod";
import { zField } from "../field-schemas";
import { customerRules } from "./customer";

export const customerSchema = z.object({
  name: zField(customerRules.name),
  address: zField(customerRules.address),
  whatsApp: zField(customerRules.whatsApp),
});

export type CustomerInput = z.output<typeof customerSchema>;
