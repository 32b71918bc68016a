import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "#app/server/context.server";
import { createApp } from "./hono";
import { runHousekeeping } from "./jobs/housekeeping";
import { handleQueue } from "./jobs/queue";

export { ShopLive } from "./live/shop-live";

const serverBuild = () => import("virtual:react-router/server-build");

/**
 * Development hands React Router the build's loader, so every request sees the latest modules. A deployment hands it
 * the build itself, once: given a loader, React Router derives its route tables again on every request, which was
 * about a tenth of a store page's CPU time (docs/decisions/0020).
 */
const developmentHandler = createRequestHandler(serverBuild, import.meta.env.MODE);
let deployedHandler: Promise<RequestHandler> | undefined;
function requestHandler(): Promise<RequestHandler> | RequestHandler {
  if (import.meta.env.DEV) return developmentHandler;
  deployedHandler ??= serverBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      // A failed import is tried again by the next request, not kept for the isolate's life.
      deployedHandler = undefined;
      throw error;
    },
  );
  return deployedHandler;
}

const app = createApp(
  async (request, context) => {
    const provider = new RouterContextProvider();
    provider.set(appContext, context);
    return (await requestHandler())(request, provider);
  },
  // The build's asset version names this deployment's script files: cached store pages are kept per build.
  { development: import.meta.env.DEV, buildId: async () => (await serverBuild()).assets.version },
);

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env));
  },
} satisfies ExportedHandler<Env>;
