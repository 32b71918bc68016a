/** The order texts of spec 1 §5 and §8, verbatim (leading spaces included). */
export const ORDER_MESSAGES = {
  emptyYaadi: " Yaadi is empty, cannot place order.",
  emptyCart: " Cart is empty, cannot place order.",
  emptyBill: " Bill contains nothing",
  guest: "Guest is not allowed to place order. Refresh this page",
  enterDetails: "Enter your details first.",
  failed: "Something went wrong...Try again after some time",
  opening: "Opening WhatsApp...Wait...",
  notActivated: "This store is not activated yet. Login to admin-panel for activation.",
  /** A store the platform owner has disabled (shop status 'disabled'): the store's own notice says the same. */
  paused: "This store is not taking orders at the moment. Please contact the shop.",
} as const;

/**
 * The storefront never sends a malformed order; a stale or altered page reads this. Here, not beside the order's
 * schema, so the store's book can say it without bringing zod to the phone.
 */
export const REQUEST_UNREADABLE = "This order could not be read. Refresh this page and try again.";
export const tooManyLinesMessage = (n: number) => `An order can hold at most ${n} products.`;

/** The order page's other states (spec 3 "Yaadi view page"), and its refusal of a client guessing links. */
export const YAADI_PAGE_MESSAGES = {
  invalid: "This link is either expired or invalid.",
  cancelled: "The yaadi is cancelled.",
  throttled: "Too many wrong order links were opened from this phone. Please try again after some time.",
} as const;

export const emptyListMessage = (listWord: "Yaadi" | "Cart") =>
  listWord === "Cart" ? ORDER_MESSAGES.emptyCart : ORDER_MESSAGES.emptyYaadi;

export type OrderSettings = {
  minimumCriteria: "none" | "amount" | "count";
  minimumAmountPaise: number;
  minimumItemCount: number;
  deliveryChargesPaise: number;
  deliveryChargesBelowPaise: number;
};

/** A shop that never saved its order settings: no minimum, no delivery charge. */
export const NO_ORDER_SETTINGS: OrderSettings = {
  minimumCriteria: "none",
  minimumAmountPaise: 0,
  minimumItemCount: 0,
  deliveryChargesPaise: 0,
  deliveryChargesBelowPaise: 0,
};

/** Spec 1 §9: a delivery charge applies when the total is below deliveryChargesBelow and the charge is above 0. */
export function deliveryChargePaise(totalPaise: number, settings: OrderSettings): number {
  return settings.deliveryChargesPaise > 0 && totalPaise < settings.deliveryChargesBelowPaise
    ? settings.deliveryChargesPaise
    : 0;
}

export type OrderTotals = {
  totalPaise: number;
  deliveryChargesPaise: number;
  promoDiscountPaise: number;
  netPaise: number;
};

/** Net payable = total + delivery charge − promo discount (always 0, spec 1 §9). */
export function orderTotals(lineTotalsPaise: number[], settings: OrderSettings): OrderTotals {
  const totalPaise = lineTotalsPaise.reduce((sum, t) => sum + t, 0);
  const delivery = deliveryChargePaise(totalPaise, settings);
  return { totalPaise, deliveryChargesPaise: delivery, promoDiscountPaise: 0, netPaise: totalPaise + delivery };
}
