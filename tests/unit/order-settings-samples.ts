// Order settings the order unit tests price with (app/domain/order.test.ts, app/domain/place-order.test.ts), in paise.
import type { OrderSettings } from "#app/domain/order";

/** Like the demo veggie store (scripts/seed/demo-stores.ts): Rs. 100 minimum, Rs. 20 delivery below Rs. 300. */
export const veggie: OrderSettings = {
  minimumCriteria: "amount",
  minimumAmountPaise: 10_000,
  minimumItemCount: 0,
  deliveryChargesPaise: 2_000,
  deliveryChargesBelowPaise: 30_000,
};

/** No minimum and no delivery charge. */
export const none: OrderSettings = {
  minimumCriteria: "none",
  minimumAmountPaise: 0,
  minimumItemCount: 0,
  deliveryChargesPaise: 0,
  deliveryChargesBelowPaise: 0,
};
