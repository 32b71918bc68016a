import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { closedGate, type GateName } from "#app/domain/gates";
import { panelSay } from "#app/i18n/panel/say";
import { adminOf } from "../admin/pipeline.server";
import { notFound } from "./access.server";
import { textResponse } from "./download.server";
import { panelTexts } from "./texts.server";

/*
 * Plan, version and facility gates as route-group middleware (docs/decisions/0026): a group of screens sits under a
 * layout whose middleware is `gate("dealers")`, instead of each loader and action asking. A closed gate:
 * - lets a screen's GET through with the lock noted: the group's layout draws the spec's text in the panel's frame
 *   (200, as the spec's screens say it) instead of the screen, and the kit's loaders read nothing (lockOf);
 * - refuses any other method with 403 and the same text, before an action runs;
 * - without a text (the "clinic" gate), answers 404 on every method, as for a page that does not exist;
 * - refuses a download (a resource route, `gateDownload`) with 403 and the text.
 */

const lockContext = createContext<string | null>(null);

/** Middleware for a group of screens behind these gates (after the admin pipeline). */
export function gate(...names: GateName[]): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const closed = closedGate(adminOf(context).shop, names);
    if (!closed) return next();
    if (closed.lock === null) notFound();
    if (request.method !== "GET" && request.method !== "HEAD")
      throw data({ error: await inAdminsLanguage(context, closed.lock) }, { status: 403 });
    context.set(lockContext, closed.lock);
    return next();
  };
}

/** A gate's text (the spec's English) in the signed-in admin's language. */
async function inAdminsLanguage(context: Readonly<RouterContextProvider>, lock: string): Promise<string> {
  return panelSay(await panelTexts(adminOf(context).language))(lock);
}

/** The spec's text of the closed gate this screen is behind, or null when its gates are open. */
export function lockOf(context: Readonly<RouterContextProvider>): string | null {
  return context.get(lockContext);
}

/** Middleware for a download behind these gates: 403 with the spec's text when one is closed. */
export function gateDownload(...names: GateName[]): MiddlewareFunction<Response> {
  return async ({ context }, next) => {
    const closed = closedGate(adminOf(context).shop, names);
    if (!closed) return next();
    if (closed.lock === null) notFound();
    return textResponse(await inAdminsLanguage(context, closed.lock), 403);
  };
}
