import { data, type MiddlewareFunction } from "react-router";
import { closedGate, type GateName } from "../../domain/gates";
import { notFound } from "../admin/access.server";
import { textResponse } from "../admin/download.server";
import { adminOf } from "../admin/pipeline.server";

/*
 * Plan, version and facility gates as route-group middleware (docs/decisions/0025): a group of screens sits under a
 * layout whose middleware is `gate("dealers")`, instead of each loader and action asking. Behind a closed gate no
 * loader or action of the group runs (a gate without a text, like "clinic", answers 404 on every method):
 * - a screen's GET answers 200 with the spec's text in the panel's frame (the group's layout shows it, ScreenLock);
 * - any other method answers 403 with the same text;
 * - a download (a resource route, `gateDownload`) answers 403 with the text, on any method.
 */

/** What a closed gate throws for the group's layout to show. */
export type GateLock = { lock: string };

/** Middleware for a group of screens behind these gates (after the admin pipeline). */
export function gate(...names: GateName[]): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const closed = closedGate(adminOf(context).shop, names);
    if (!closed) return next();
    if (closed.lock === null) notFound();
    const reading = request.method === "GET" || request.method === "HEAD";
    throw data({ lock: closed.lock, error: closed.lock }, { status: reading ? 200 : 403 });
  };
}

/** Middleware for a download behind these gates: 403 with the spec's text when one is closed. */
export function gateDownload(...names: GateName[]): MiddlewareFunction<Response> {
  return async ({ context }, next) => {
    const closed = closedGate(adminOf(context).shop, names);
    if (!closed) return next();
    if (closed.lock === null) notFound();
    return textResponse(closed.lock, 403);
  };
}
