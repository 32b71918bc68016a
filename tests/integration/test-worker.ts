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

export default { fetch: app.fetch, queue: handleQueue } satisfies ExportedHandler<Env>;
