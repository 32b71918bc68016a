import type { LiveOrder } from "#app/domain/orders/live-order";

export { LIVE_PATH } from "#app/domain/orders/live-order";

import type { Db } from "./db.server";
import { logEvent } from "./logs.server";

type LiveEnv = Pick<Env, "SHOP_LIVE">;

/** The shop's live object (workers/live/shop-live.ts): one per shop, by its id. */
const liveOf = (env: LiveEnv, shopId: number) => env.SHOP_LIVE.get(env.SHOP_LIVE.idFromName(`shop:${shopId}`));

/**
 * Tells the shop's open panels of an order just stored. Called once its batch has committed, in the background
 * (waitUntil): the customer's answer never waits for it, and a failure is logged, never the order's.
 */
export async function announceNewOrder(env: LiveEnv, db: Db, shopId: number, order: LiveOrder): Promise<void> {
  try {
    await liveOf(env, shopId).announce({ type: "order", order });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await logEvent(db, "error", `live panels not told of yaadi ${order.id}: ${reason}`, shopId).catch(() => undefined);
  }
}

/** Hands a panel's WebSocket request to its shop's live object. */
export function connectLivePanel(env: LiveEnv, shopId: number, request: Request): Promise<Response> {
  return liveOf(env, shopId).fetch(request);
}
