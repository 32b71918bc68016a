import type { LiveOrder } from "#app/domain/orders/live-order";
import type { Db } from "./db.server";
import { logEvent } from "./logs.server";
import { enqueueOrderPush } from "./push/order-push.server";

export { LIVE_PATH } from "#app/domain/orders/live-order";

type LiveEnv = Pick<Env, "SHOP_LIVE" | "JOBS">;

/** The shop's live object (workers/live/shop-live.ts): one per shop, by its id. */
const liveOf = (env: Pick<Env, "SHOP_LIVE">, shopId: number) =>
  env.SHOP_LIVE.get(env.SHOP_LIVE.idFromName(`shop:${shopId}`));

/**
 * Tells the shop of an order just stored: its open panels at once (the live object), and its devices with
 * notifications on through the Queue (Web Push, app/server/push/order-push.server.ts). Called once the order's batch
 * has committed, in the background (waitUntil): the customer's answer never waits for it, and a failure is logged,
 * never the order's.
 */
export async function announceNewOrder(
  env: LiveEnv,
  directory: Db,
  shop: { id: number; cell: number },
  order: LiveOrder,
): Promise<void> {
  const shopId = shop.id;
  const failed = (what: string) => async (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    await logEvent(directory, "error", `${what} not told of yaadi ${order.id}: ${reason}`, shopId).catch(
      () => undefined,
    );
  };
  await Promise.all([
    liveOf(env, shopId)
      .announce({ type: "order", order })
      .then(() => undefined, failed("live panels")),
    enqueueOrderPush(env.JOBS, shop, order.id).catch(failed("notifications")),
  ]);
}

/** Hands a panel's WebSocket request to its shop's live object. */
export function connectLivePanel(env: Pick<Env, "SHOP_LIVE">, shopId: number, request: Request): Promise<Response> {
  return liveOf(env, shopId).fetch(request);
}
