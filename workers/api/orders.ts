import { Hono } from "hono";
import { orderRequestSchema } from "../../app/domain/order-request";
import { ORDER_MESSAGES } from "../../app/domain/order";
import { getDb } from "../../app/server/db.server";
import { placeOrder } from "../../app/server/orders.server";
import { resolveTenant } from "../tenant";

/**
 * POST /api/v1/stores/{shopUrl or shopUrl_dealer}/orders — places a customer's order (storefront).
 * The store is resolved like its page (a shop's own host name wins over the segment).
 */
export const orders = new Hono<{ Bindings: Env }>();

orders.post("/:segment/orders", async (c) => {
  const db = getDb(c.env.DB);
  const url = new URL(c.req.url);
  const resolution = await resolveTenant(db, new URL(`/${c.req.param("segment")}`, url), c.env.ROOT_DOMAIN);
  if (resolution.kind !== "tenant") return c.json({ error: "This store link is not valid." }, 404);

  const body = await c.req.json().catch(() => null);
  const parsed = orderRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.path[0] === "customer" ? ORDER_MESSAGES.enterDetails : issue.message;
    return c.json({ error: message }, 400);
  }
  const result = await placeOrder(db, resolution.tenant, parsed.data, url.origin);
  return result.ok ? c.json(result.order, 201) : c.json({ error: result.message }, result.status);
});
