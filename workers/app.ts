import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/server/context.server";
import { createApp } from "./hono";
import { handleQueue } from "./jobs/queue";
import { runHousekeeping } from "./jobs/housekeeping";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = createApp(
  (request, context) => {
    const provider = new RouterContextProvider();
    provider.set(appContext, context);
    return requestHandler(request, provider);
  },
  { development: import.meta.env.DEV },
);

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env));
  },
} satisfies ExportedHandler<Env>;
