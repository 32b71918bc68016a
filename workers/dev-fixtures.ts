import { Hono } from "hono";
import { getDb } from "../app/server/db.server";
import {
  changeFixtureShop,
  createFixtureShop,
  fixtureShopChange,
  fixtureShopInput,
} from "../app/server/dev/fixture-shop.server";
import { publicOrigin } from "../app/server/public-origin.server";

/**
 * Test fixtures through the Worker (app/server/dev/fixture-shop.server.ts). Development only: a production Worker
 * answers 404, as for any path it does not have.
 *
 * - POST /dev/fixtures/shops {type, prefix, owner: {status, plan, version, …}, products, …} → 201 with the shop and its
 *   admin's session cookie.
 * - POST /dev/fixtures/shops/:shopUrl {status, plan, version, …} → 204: what the platform owner would change.
 */
export const devFixtures = new Hono<{ Bindings: Env }>();

devFixtures.use("*", async (c, next) => {
  if (c.env.ENVIRONMENT !== "development") return c.text("Not found", 404);
  return next();
});

/** The JSON body ({} when empty), or a value every schema refuses when it is not JSON. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    return "not JSON";
  }
}

const refusal = (issues: { path: PropertyKey[]; message: string }[]) => ({
  error: issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "),
});

devFixtures.post("/shops", async (c) => {
  const parsed = fixtureShopInput.safeParse(await jsonBody(c.req.raw));
  if (!parsed.success) return c.json(refusal(parsed.error.issues), 400);
  const shop = await createFixtureShop(
    getDb(c.env.DB),
    c.env.JOBS,
    publicOrigin(c.env, new URL(c.req.url)),
    parsed.data,
  );
  return c.json(shop, 201);
});

devFixtures.post("/shops/:shopUrl", async (c) => {
  const parsed = fixtureShopChange.safeParse(await jsonBody(c.req.raw));
  if (!parsed.success) return c.json(refusal(parsed.error.issues), 400);
  const changed = await changeFixtureShop(getDb(c.env.DB), c.req.param("shopUrl"), parsed.data);
  return changed ? c.body(null, 204) : c.json({ error: "No shop has that URL." }, 404);
});
