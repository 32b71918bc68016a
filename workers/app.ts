import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/server/context.server";
import { createApp } from "./hono";
import { handleQueue } from "./jobs/queue";
import { runHousekeeping } from "./jobs/housekeeping";

const serverBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(serverBuild, import.meta.env.MODE);

const app = createApp(
  (request, context) => {
    const provider = new RouterContextProvider();
    provider.set(appContext, context);
    return requestHandler(request, provider);
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
