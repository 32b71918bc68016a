import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "./db.server";
import type { StoreScope } from "./store-scope.server";

/** What the Worker resolves once per request and hands to every loader and action. */
export type AppContext = {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  /** The store this request is for (host, custom domain or first path segment), if any. */
  store: StoreScope | null;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** Client key for rate limits (the connecting IP as Cloudflare reports it). */
  clientKey: string;
  /**
   * The page is kept in the edge cache and shown to every visitor (a store page without a session): it is rendered
   * whole before it is answered, and an error while rendering makes it a 500, which is never kept.
   */
  sharedPage: boolean;
};

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
