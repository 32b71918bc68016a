import { Hono } from "hono";
import { stores } from "./stores";

/** The JSON API (/api/v1). Every body is validated with zod; later issues add the store and admin endpoints. */
export const api = new Hono<{ Bindings: Env }>();

api.get("/health", async (c) => {
  const row = await c.env.DB.prepare("select count(*) as shops from shops").first<{ shops: number }>();
  return c.json({ ok: true, shops: row?.shops ?? 0 });
});

api.route("/stores", stores);

api.all("*", (c) => c.json({ error: "Not found" }, 404));
