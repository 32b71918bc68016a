import type { Context } from "hono";
import type { AppContext } from "#app/server/context.server";
import type { Db } from "#app/server/db.server";
import type { StoreScope } from "#app/server/store-scope.server";
import type { HonoEnv } from "./hono";

/** The client a rate limit counts: the address Cloudflare saw (a local run has none, and counts as one client). */
export const clientKeyOf = (c: Context) => c.req.header("CF-Connecting-IP") ?? "local";

/** What a page or a back office write answered by the Worker is handed (app/server/context.server.ts). */
export function appContextOf(
  c: Context<HonoEnv>,
  request: { db: Db; store: StoreScope | null; sharedPage: boolean },
): AppContext {
  return {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext,
    nonce: c.get("nonce"),
    clientKey: clientKeyOf(c),
    ...request,
  };
}
