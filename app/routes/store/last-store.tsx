import { redirect } from "react-router";
import { getAppContext } from "#app/server/context.server";
import { readLastStore } from "#app/server/last-store.server";
import type { Route } from "./+types/last-store";

/**
 * /check-out and /order-success (DECISIONS.md): the cart and the "order sent" step of the last store visited.
 * A store named by its host is that store; otherwise the store page's cookie says which one. No store → home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { store } = getAppContext(context);
  const open = new URL(request.url).pathname === "/order-success" ? "order-sent" : "cart";
  const storePath = store && store.via !== "path" ? "/" : readLastStore(request);
  throw redirect(storePath ? `${storePath}?open=${open}` : "/");
}
