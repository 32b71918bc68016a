import { ADMIN_ERRORS, DEALER_MESSAGES } from "./admin/messages";
import { isClinic } from "./clinic/clinic";
import { isPremium, isTurbo } from "./plans";

/*
 * What a shop's plan, version and facilities open (spec 3 §6): one table, read by the route groups' gate middleware
 * (app/server/panel/gate.server.ts) and by screens that show or hide a button. A closed gate's text is the spec's.
 */

/** The fields of a shop that decide its gates. */
export type GatedShop = { versionTypeId: number; dealerFacility: number; shopTypeId: number };

/** `lock` null: the screens do not exist for such a shop at all (404, as for any page that does not exist). */
export type Gate = { opens: (shop: GatedShop) => boolean; lock: string | null };

export const GATES = {
  /** Version above 1: customers, client and diet screens, Productwise Sale, All Yaadies, the CSV downloads. */
  premium: { opens: (shop) => isPremium(shop.versionTypeId), lock: ADMIN_ERRORS.premiumOnly },
  /** Version 3: Make Yaadi and bills. */
  turbo: { opens: (shop) => isTurbo(shop.versionTypeId), lock: ADMIN_ERRORS.turboOnly },
  /** The dealer facility, set by the platform owner. */
  dealers: { opens: (shop) => shop.dealerFacility === 1, lock: DEALER_MESSAGES.facilityOff },
  /** A diet clinic's own screens (DECISIONS.md "Diet clinic"): another kind of shop's admin gets a 404. */
  clinic: { opens: (shop) => isClinic(shop), lock: null },
} as const satisfies Record<string, Gate>;

export type GateName = keyof typeof GATES;

/** The first of these gates the shop does not pass, or null when all are open. */
export function closedGate(shop: GatedShop, names: readonly GateName[]): Gate | null {
  for (const name of names) if (!GATES[name].opens(shop)) return GATES[name];
  return null;
}
