import { createApp } from "#workers/hono";
import { handleQueue } from "#workers/jobs/queue";

export { ShopLive } from "#workers/live/shop-live";

/**
 * The real outer router with a page renderer that reports what the Worker resolved, so tenancy, security headers
 * and the API are tested in workerd without the React Router build (which cannot load inside the test pool).
 */
const app = createApp(async (_request, context) =>
  Response.json({
    shop: context.store?.shop.url ?? null,
    dealer: context.store?.dealer?.link ?? null,
    via: context.store?.via ?? null,
    basePath: context.store?.basePath ?? null,
  }),
);

/**
 * The queue's own deliveries in the background (an e-mail after a sign-up, …) run as deployed, but send no
 * notification of a new order: a test's shop may hold devices at made-up push addresses, and no test may reach a real
 * push service. The tests of notifications deliver their jobs themselves, to a push service of their own
 * (push-notifications.test.ts).
 */
const queue: ExportedHandlerQueueHandler<Env> = (batch, env) =>
  handleQueue(batch, { ...env, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "" });

export default { fetch: app.fetch, queue } satisfies ExportedHandler<Env>;
