import { Hono } from "hono";
import { stores } from "./stores";

/** The JSON API (/api/v1). Every body is validated with zod; later issues add the store and admin endpoints. */
export const api = new Hono<{ Bindings: Env }>();

/** Liveness for uptime checks and the test server: the database answers. No figures, since anyone may call it. */
api.get("/health", async (c) => {
  try {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  } catch (error) {
    console.error("health check: the database did not answer", error);
    return c.json({ ok: false }, 503);
  }
});

api.route("/stores", stores);

api.all("*", (c) => c.json({ error: "Not found" }, 404));
