import { createApp } from "../../workers/hono";
import { handleQueue } from "../../workers/jobs/queue";

/**
 * The real outer router with a page renderer that reports what the Worker resolved, so tenancy, security headers
 * and the API are tested in workerd without the React Router build (which cannot load inside the test pool).
 */
const app = createApp(async (_request, context) =>
  Response.json({
    shop: context.tenant?.shop.url ?? null,
    dealer: context.tenant?.dealer?.link ?? null,
    via: context.tenant?.via ?? null,
    basePath: context.tenant?.basePath ?? null,
  }),
);

export default { fetch: app.fetch, queue: handleQueue } satisfies ExportedHandler<Env>;
