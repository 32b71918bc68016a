import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { getAppContext } from "./server/context.server";
import { logEvent } from "./server/logs.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, sharedPage } = getAppContext(loadContext);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers (and WhatsApp's link preview) get the complete document at once, and so does the edge cache, which
  // must know the page rendered without an error before it keeps it.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || sharedPage) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors a loader, action or render threw (not the 404s and 400s they answer on purpose): to the console and to the
 * error log the back office's Logs screen reads. An interrupted request (the visitor went away) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  console.error(error);
  const message = error instanceof Error ? error.message : String(error);
  let app: ReturnType<typeof getAppContext>;
  try {
    app = getAppContext(context as RouterContextProvider);
  } catch {
    return; // failed before the Worker set the request up: nothing to log to
  }
  // React Router does not wait for this function: the Worker is told to finish the write after the answer.
  app.ctx.waitUntil(logEvent(app.db, "error", `${request.method} ${new URL(request.url).pathname}: ${message}`));
};
