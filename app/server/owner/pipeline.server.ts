import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requireOwner } from "../auth/guards.server";
import { type AppContext, getAppContext } from "../context.server";

/*
 * The back office's request pipeline (middleware on routes/owner/layout.tsx): the platform owner is resolved once per
 * request, and every loader and action below reads them from here instead of checking the session itself.
 */

export type OwnerRequest = { app: AppContext; ownerId: number; userName: string };

const ownerContext = createContext<OwnerRequest | null>(null);

/** Middleware: the signed-in platform owner, or the owner's sign-in page. */
export const signedInOwner: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = getAppContext(context);
  const owner = await requireOwner(request, app);
  context.set(ownerContext, { app, ...owner });
  return next();
};

export function ownerOf(context: Readonly<RouterContextProvider>): OwnerRequest {
  const owner = context.get(ownerContext);
  if (!owner) throw new Error("ownerOf() called on a route without the owner middleware");
  return owner;
}
