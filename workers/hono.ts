import { Hono } from "hono";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { encodeBase64Url } from "#app/domain/base64url";
import { isClinic } from "#app/domain/clinic/clinic";
import { manifestPath, storeManifest } from "#app/domain/store-manifest";
import { storePageCacheKey } from "#app/domain/store-page-cache";
import { istDate } from "#app/domain/time";
import { STORE_SERVICE_WORKER } from "#app/offline/store-service-worker";
import { randomBytes } from "#app/server/auth/crypto.server";
import { getShopAdmin } from "#app/server/auth/guards.server";
import { readSessionToken } from "#app/server/auth/sessions.server";
import { closedShopOfPage, closedStorePage } from "#app/server/closed-store.server";
import type { AppContext } from "#app/server/context.server";
import { getDb } from "#app/server/db.server";
import { connectLivePanel, LIVE_PATH } from "#app/server/live.server";
import { logEvent } from "#app/server/logs.server";
import { readsOf } from "#app/server/replica-reads.server";
import { readBodyBytes } from "#app/server/request/body-bytes.server";
import { resolveStore, type StoreScope } from "#app/server/store-scope.server";
import { storePageHeaders } from "#app/server/storefront.server";
import { storeWriting } from "#app/server/writing.server";
import { api } from "./api/routes";
import { appContextOf } from "./app-context";
import { configurationProblems, notConfiguredText } from "./configuration";
import { devMail } from "./dev-mail";
import { files } from "./files";
import { ownerImport } from "./owner-import";
import { panelApp } from "./panel-app";
import { privatePath } from "./private-paths";
import { SAFE_METHODS, sameOriginOnly, securityHeaders } from "./security";
import { STORE_CACHE_HEADER, serveCachedStorePage } from "./store-page-cache";

export type HonoEnv = { Bindings: Env; Variables: { nonce: string } };

/** Renders a page through React Router with the request's context (the Worker entry supplies it). */
export type PageRenderer = (request: Request, app: AppContext) => Promise<Response>;

/** Paths the Worker answers itself; everything else is a page, after the store is resolved. */
const OWN_PREFIXES = ["/files/", "/api/", "/dev/"];

/** The JSON API's bodies are small: the largest is an order of 1,000 lines (about 60 KB). */
const API_BODY_LIMIT = 512 * 1024;

/**
 * The Worker's outer router. Kept apart from the React Router build so the integration tests run it in workerd
 * against real D1 migrations with a renderer of their own.
 */
export type AppOptions = {
  development?: boolean;
  /** The deployment's build (its pages name its own script files): part of every cached page's key. */
  buildId?: () => Promise<string>;
};

export function createApp(renderPage: PageRenderer, options: AppOptions = {}) {
  const app = new Hono<HonoEnv>();

  app.use("*", async (c, next) => {
    c.set("nonce", encodeBase64Url(randomBytes(16)));
    await next();
  });
  // A deployment without its real platform settings serves nobody (workers/configuration.ts): every request, the
  // health check included, is a 503 that names what to set, and the log says it too.
  app.use("*", async (c, next) => {
    const problems = configurationProblems(c.env);
    if (problems.length === 0) return next();
    console.error(`configuration: ${problems.join(" ")}`);
    return c.text(notConfiguredText(problems), 503, { "Cache-Control": "no-store" });
  });
  // A request body left unread (an early redirect, 404 or refusal answers before the form is read) is drained, so the
  // client's connection ends its request cleanly and can be reused (wrangler's local proxy used to drop the next one).
  // It is discarded as it comes, never gathered: an upload refused unread may be 100 MB (the import's archive).
  app.use("*", async (c, next) => {
    await next();
    const request = c.req.raw;
    if (request.body && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => undefined);
  });
  app.use("*", async (c, next) => securityHeaders(() => c.get("nonce"), options.development ?? false)(c, next));
  // Private answers are never kept (workers/private-paths.ts). A private section spelt another way ("/AdminPanel")
  // is sent to its one spelling first, so what renders and what is marked private are decided by the same reading.
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const path = privatePath(url.pathname);
    if (!path) return next();
    if (path.canonical !== url.pathname) {
      const moved = c.redirect(`${path.canonical}${url.search}`, SAFE_METHODS.has(c.req.method) ? 301 : 308);
      moved.headers.set("Cache-Control", "private, no-store");
      return moved;
    }
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });
  app.use("*", sameOriginOnly);
  // The API's bodies are read once here, within the limit; what cannot be read is a 4xx, never a thrown error.
  app.use("/api/*", async (c, next) => {
    if (!c.req.raw.body) return next();
    const read = await readBodyBytes(c.req.raw, API_BODY_LIMIT);
    if (!read.ok)
      return read.reason === "tooLarge"
        ? c.json({ error: "This request is too large." }, 413)
        : c.json({ error: "This request could not be read." }, 400);
    c.req.raw = new Request(c.req.raw, { body: read.bytes });
    return next();
  });

  app.route("/files", files);
  app.route("/api/v1", api);
  app.route("/dev", devMail);
  // "Import a shop"'s archive, streamed to R2 (up to 100 MB): before the pages, whose bodies are read whole.
  app.route("/", ownerImport);

  // The store's service worker, registered by each store page for its own path (app/offline/). Always checked for a
  // newer version, as browsers do at most once a day anyway.
  app.get("/store-sw.js", (c) =>
    c.body(STORE_SERVICE_WORKER, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    }),
  );

  // The shop's open panels hear of new orders here (a WebSocket to the shop's live object): only the signed-in admin
  // of the shop, and only from the panel's own pages (a browser sends cookies with any site's WebSocket, so the
  // Origin is checked, as a form's is).
  app.get(LIVE_PATH, async (c) => {
    if (c.req.header("Upgrade") !== "websocket") return c.text("Expected a WebSocket", 426);
    if (c.req.header("Origin") !== new URL(c.req.url).origin) return c.text("Forbidden", 403);
    const { admin } = await getShopAdmin(c.req.raw, { db: getDb(c.env.DB) });
    if (!admin) return c.text("Sign in first", 401);
    // A diet clinic takes no orders: there is nothing for its panel to hear.
    if (isClinic(admin.shop)) return c.text("Not found", 404);
    const socket = await connectLivePanel(c.env, admin.shop.id, c.req.raw);
    // A copy the other middleware may add headers to (the object's answer has fixed ones).
    return new Response(null, { status: socket.status, webSocket: socket.webSocket, headers: socket.headers });
  });

  // The admin home is /adminpanel/, inside the shop app's scope (docs/decisions/0032); the spec's /adminpanel, which
  // e-mails and links name, leads there with its query (?lang=, ?expired=). A form posted to it is still the home's.
  app.on(["GET", "HEAD"], "/adminpanel", (c) => c.redirect(`${ADMIN_HOME}${new URL(c.req.url).search}`, 301));
  // The shop app: the panel's service worker, manifest and offline page (workers/panel-app.ts).
  app.route("/adminpanel", panelApp);

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    if (OWN_PREFIXES.some((p) => url.pathname.startsWith(p))) return c.text("Not found", 404);
    const db = getDb(c.env.DB);
    const resolution = await resolveStore(c.env, db, url, readsOf(c.req.raw));
    if (resolution.kind === "invalid") return c.redirect(resolution.homeUrl, 302);
    if (resolution.kind === "canonical") return c.redirect(resolution.location, 301);
    const store = resolution.kind === "store" ? resolution.store : null;
    // A closed account's store is offline at once: before any cached page is looked at (docs/decisions/0038).
    if (store?.shop.closedAt) return closedStorePage(store.shop);
    const closed = store ? null : await closedShopOfPage(db, url.pathname);
    if (closed) return closedStorePage(closed);
    if (store && c.req.method === "GET" && url.pathname === manifestPath(store.basePath)) {
      return c.body(JSON.stringify(storeManifest(store.shop, store.basePath)), 200, {
        "Content-Type": "application/manifest+json",
      });
    }
    const context = (sharedPage: boolean) => appContextOf(c, { db, store, sharedPage });
    // Development only: a benchmark asks for what a cache miss costs (bench/store-throughput.ts).
    const missWanted = c.env.ENVIRONMENT === "development" && c.req.header(STORE_CACHE_HEADER) === "BYPASS";
    const key = store && !missWanted && (await storePageKey(c.req.raw, url, store, options));
    if (!key) {
      const response = await renderPage(c.req.raw, context(false));
      if (store && url.pathname === (store.basePath || "/")) response.headers.set(STORE_CACHE_HEADER, "BYPASS");
      return response;
    }
    return serveCachedStorePage({
      key,
      nonce: c.get("nonce"),
      ctx: c.executionCtx as ExecutionContext,
      render: () => renderPage(c.req.raw, context(true)),
      ownHeaders: storePageHeaders(c.req.raw, store),
    });
  });

  app.onError(async (error, c) => {
    console.error(error);
    // The Logs screen's error log: what failed and where (never the request's body).
    await logEvent(
      getDb(c.env.DB),
      "error",
      `${c.req.method} ${new URL(c.req.url).pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return c.text("Something went wrong. Please try again.", 500);
  });

  return app;
}

/** The edge cache's key for this store page request, or null when it is rendered for this visitor alone. */
async function storePageKey(
  request: Request,
  url: URL,
  store: StoreScope,
  options: AppOptions,
): Promise<string | null> {
  return storePageCacheKey({
    method: request.method,
    url,
    storePath: store.basePath || "/",
    hasSession: readSessionToken(request) !== null,
    shopId: store.shop.id,
    version: store.shop.catalogueVersion,
    build: options.buildId ? await options.buildId() : "unbuilt",
    day: istDate(new Date()),
    locale: storeWriting(request, store).locale,
  });
}
