import { createApp } from "#workers/hono";

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
 * The queue's deliveries in the background are acknowledged and never run. They would land at any moment, in whichever
 * file runs then (the files share this runtime), on a database that file may be emptying: a job of one file then
 * failed in the next, and its errors, raised outside the test runner's context, once left the run unable to end. A test
 * that needs a job done runs it itself, through the consumer (`handleQueue`), with the messages it recorded.
 */
const queue: ExportedHandlerQueueHandler<Env> = (batch) => batch.ackAll();

export default { fetch: app.fetch, queue } satisfies ExportedHandler<Env>;
