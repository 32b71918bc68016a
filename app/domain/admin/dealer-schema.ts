/** Server-side re-check of the dealer form (the rules of dealer.ts); the link comes out as it is stored. */
import { z } from "#app/domain/zod";
import { zField } from "../field-schemas";
import { type DealerMode, dealerRulesOf, normalizeDealerLink } from "./dealer";

/**
 * ADD requires the password; on UPDATE an empty one ("") keeps the stored hash. `name` is the name's label as the
 * reader reads it (dealerRulesOf).
 */
export function dealerSchemaOf(mode: DealerMode, name?: string) {
  const rules = dealerRulesOf(mode, name);
  return z.object({
    name: zField(rules.name),
    whatsApp: zField(rules.whatsApp),
    link: zField(rules.link).transform(normalizeDealerLink),
    password: zField(rules.password),
  });
}

/** ADD: the password is required. */
export const newDealerSchema = dealerSchemaOf("add");

/** UPDATE: an empty password ("") keeps the stored hash. */
export const dealerUpdateSchema = dealerSchemaOf("update");

export type DealerInput = z.output<typeof newDealerSchema>;
