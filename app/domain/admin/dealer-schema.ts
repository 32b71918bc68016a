/** Server-side re-check of the dealer form (the rules of dealer.ts); the link comes out as it is stored. */
import { z } from "zod";
import { zField } from "../field-schemas";
import { dealerRules, dealerUpdateRules, normalizeDealerLink } from "./dealer";

const common = {
  name: zField(dealerRules.name),
  whatsApp: zField(dealerRules.whatsApp),
  link: zField(dealerRules.link).transform(normalizeDealerLink),
};

/** ADD: the password is required. */
export const newDealerSchema = z.object({ ...common, password: zField(dealerRules.password) });

/** UPDATE: an empty password ("") keeps the stored hash. */
export const dealerUpdateSchema = z.object({ ...common, password: zField(dealerUpdateRules.password) });

export type DealerInput = z.output<typeof newDealerSchema>;
