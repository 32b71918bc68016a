import { createExecutionContext, env } from "cloudflare:test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import * as entryServer from "#app/entry.server";
import * as root from "#app/root";
import routeConfig from "#app/routes";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { appContext } from "#app/server/context.server";
import { createApp } from "#workers/hono";

/*
 * The whole app through the Worker's real outer router (workers/hono.ts) and the real React Router request handler,
 * server rendering included — built here from app/routes.ts itself, because the Vite-built server bundle cannot load
 * inside the test pool.
 *
 * - The route config is app/routes.ts's default export (plain data from @react-router/dev/routes' route(), layout(),
 *   index(), prefix()); ids are what react-router's config gives them: the explicit { id }, else the file path
 *   without its extension, relative to app/ ("routes/admin/layout").
 * - Every route module is loaded with import.meta.glob, so a route added to app/routes.ts later is in the build (and in
 *   ROUTES, which the generated suites iterate) without an edit here. A route file outside app/routes/ fails loudly.
 * - Each module is passed through as the Vite plugin passes it (loader, action, middleware, headers, …), with its
 *   default export, ErrorBoundary and HydrateFallback wrapped in the props HOCs the plugin adds. Resource routes (no
 *   default export, e.g. CSV downloads) work as they are.
 */

export type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A route of app/routes.ts, flattened: what a generated suite needs to aim a request at it. */
export type HarnessRoute = {
  id: string;
  parentId: string;
  /** The module file, relative to app/. */
  file: string;
  /** The route's own path segment(s) as written in app/routes.ts (undefined for a layout or an index route). */
  ownPath: string | undefined;
  /** The full URL pattern, "/adminpanel/products/:productId"; a layout has its parent's. */
  pattern: string;
  index: boolean;
  /** False for a layout (no path of its own): it is reached through its children. */
  addressable: boolean;
  /** Dynamic segments of the full pattern, without ':' or '?' ("productId"); a splat is "*". */
  params: string[];
  hasLoader: boolean;
  hasAction: boolean;
  hasMiddleware: boolean;
  /** No default export: the loader's or action's Response is the answer (a file download, …). */
  resource: boolean;
  /** Ids of the routes above it, root first. */
  ancestors: string[];
  module: RouteModule;
};

/* --- The build ------------------------------------------------------------------------------------------------------ */

/** What @react-router/dev's with-props transform does to a route module (the typed components take generated props). */
export function asBuilt(module: object): RouteModule {
  const built = { ...module } as Record<string, unknown>;
  type Component = Parameters<typeof UNSAFE_withComponentProps>[0];
  if (built.default) built.default = UNSAFE_withComponentProps(built.default as Component);
  if (built.ErrorBoundary)
    built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(
      built.ErrorBoundary as Parameters<typeof UNSAFE_withErrorBoundaryProps>[0],
    );
  if (built.HydrateFallback)
    built.HydrateFallback = UNSAFE_withHydrateFallbackProps(
      built.HydrateFallback as Parameters<typeof UNSAFE_withHydrateFallbackProps>[0],
    );
  return built as unknown as RouteModule;
}

const routeFiles = import.meta.glob<Record<string, unknown>>(
  ["../../app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
  { eager: true },
);

const normaliseFile = (file: string) => file.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
/** react-router's createRouteId: the file without its extension. */
const routeIdOf = (file: string) => normaliseFile(file).replace(/\.[a-z0-9]+$/i, "");

function moduleOf(file: string): Record<string, unknown> {
  const key = `../../app/${normaliseFile(file)}`;
  const module = routeFiles[key];
  if (!module)
    throw new Error(`route-harness: no module for route file "${file}" (only app/routes/** is loaded; widen the glob)`);
  return module;
}

function joinPaths(parent: string, own: string | undefined): string {
  if (own === undefined || own === "") return parent;
  return `${parent.replace(/\/+$/, "")}/${own.replace(/^\/+/, "")}`;
}

const paramsOf = (pattern: string) =>
  pattern
    .split("/")
    .filter((s) => s.startsWith(":") || s === "*")
    .map((s) => (s === "*" ? "*" : s.slice(1).replace(/\?$/, "")));

function flatten(
  entries: readonly RouteConfigEntry[],
  parentId: string,
  parentPattern: string,
  ancestors: string[],
): HarnessRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? routeIdOf(entry.file);
    const pattern = joinPaths(parentPattern, entry.path);
    const raw = moduleOf(entry.file);
    const route: HarnessRoute = {
      id,
      parentId,
      file: normaliseFile(entry.file),
      ownPath: entry.path,
      pattern: pattern === "" ? "/" : pattern,
      index: entry.index === true,
      addressable: entry.index === true || entry.path !== undefined,
      params: paramsOf(pattern),
      hasLoader: typeof raw.loader === "function",
      hasAction: typeof raw.action === "function",
      hasMiddleware: Array.isArray(raw.middleware) && raw.middleware.length > 0,
      resource: raw.default === undefined,
      ancestors,
      module: asBuilt(raw),
    };
    return [route, ...flatten(entry.children ?? [], id, pattern, [...ancestors, id])];
  });
}

/** Every route of app/routes.ts (root excluded), in the config's order. */
export const ROUTES: readonly HarnessRoute[] = flatten(await routeConfig, "root", "", ["root"]);
{
  const seen = new Set<string>();
  for (const r of ROUTES) {
    if (seen.has(r.id)) throw new Error(`route-harness: duplicate route id "${r.id}"`);
    seen.add(r.id);
  }
}

/** Errors React Router caught in loaders, actions and rendering, newest last (a 500 would otherwise hide its cause). */
export const renderErrors: unknown[] = [];

const rootModule = asBuilt(root);
const manifest: Array<{
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: RouteModule;
}> = [
  { id: "root", path: "", module: rootModule },
  ...ROUTES.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    path: r.ownPath,
    index: r.index || undefined,
    module: r.module,
  })),
];

const has = (module: RouteModule, name: string) => (module as unknown as Record<string, unknown>)[name] !== undefined;

export const build: ServerBuild = {
  entry: {
    module: {
      ...entryServer,
      handleError: (error: unknown) => {
        renderErrors.push(error);
        if (renderErrors.length > 200) renderErrors.splice(0, 100);
      },
    },
  },
  routes: Object.fromEntries(manifest.map((r) => [r.id, r])),
  assets: {
    entry: { imports: [], module: "/assets/entry.client.js" },
    url: "/assets/manifest.js",
    version: "test",
    routes: Object.fromEntries(
      manifest.map((r) => [
        r.id,
        {
          id: r.id,
          parentId: r.parentId,
          path: r.path,
          index: r.index,
          caseSensitive: r.caseSensitive,
          hasAction: has(r.module, "action"),
          hasLoader: has(r.module, "loader"),
          hasClientAction: has(r.module, "clientAction"),
          hasClientLoader: has(r.module, "clientLoader"),
          hasClientMiddleware: has(r.module, "clientMiddleware"),
          hasErrorBoundary: has(r.module, "ErrorBoundary"),
          module: `/assets/${r.id}.js`,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ]),
    ),
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  // As react-router.config.ts sets it.
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  // What the Vite plugin writes when react-router.config.ts sets none.
  allowedActionOrigins: false,
};

// As workers/app.ts wires it: the outer router resolves the tenant, React Router renders with that context.
const handleRequest = createRequestHandler(build, "production");
export const worker = createApp((request, context) => {
  const provider = new RouterContextProvider();
  provider.set(appContext, context);
  return handleRequest(request, provider);
});

/* --- Requests --------------------------------------------------------------------------------------------------------- */

export type Visit = {
  /** Origin the request goes to; default http://localhost. */
  base?: string;
  /** Session token (admin or owner) sent as the session cookie. */
  token?: string | null;
  /** Other cookies ("a=1; b=2"). */
  cookie?: string;
  headers?: HeadersInit;
};

export type SendInit = Visit & { method?: string; body?: BodyInit | null };

let sent = 0;

/**
 * Any request through the Worker; redirects are not followed. A state-changing request carries a same-origin Origin
 * header unless the caller sets one (as a browser does for a form on our pages).
 */
export async function send(
  path: string,
  { base = "http://localhost", token = null, cookie, headers: extra, method = "GET", body = null }: SendInit = {},
): Promise<Response> {
  // React's server renderer schedules a 0 ms timer per document; inside the one long test request of the pool they
  // only run when the test itself waits for a timer. Thousands of requests in a row would otherwise reach workerd's
  // cap of 10,000 pending timeouts (QuotaExceededError, answered as a 500 that no real Worker would give).
  if (++sent % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  const url = new URL(path, base);
  const headers = new Headers(extra);
  const cookies = [cookie, headers.get("Cookie"), token ? `${SESSION_COOKIE}=${token}` : undefined].filter(Boolean);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  const upper = method.toUpperCase();
  if (!["GET", "HEAD", "OPTIONS"].includes(upper) && !headers.has("Origin")) headers.set("Origin", url.origin);
  const request = new Request(url, {
    method: upper,
    headers,
    body: upper === "GET" || upper === "HEAD" ? null : body,
    redirect: "manual",
  });
  return worker.fetch(request, env, createExecutionContext());
}

/** GET through the Worker; redirects are not followed. */
export function get(path: string, visit: Visit = {}): Promise<Response> {
  return send(path, { ...visit, method: "GET" });
}

/**
 * GET through the Worker, following its redirects as a browser does (at most five): the page it ends on, its address
 * and its answer.
 */
export async function land(path: string, visit: Visit = {}): Promise<{ url: URL; response: Response; html: string }> {
  let url = new URL(path, visit.base ?? "http://localhost");
  for (let hops = 0; hops <= 5; hops++) {
    const response = await get(`${url.pathname}${url.search}`, { ...visit, base: url.origin });
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || !location) {
      return { url, response, html: await response.text() };
    }
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error(`${path}: more than 5 redirects`);
}

/** Name of the per-submission idempotency key every admin form carries (16–64 of [A-Za-z0-9_-]). */
export const WRITE_FIELD = "_write";

/** A fresh idempotency key for one submission. */
export function writeToken(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

export type FormFields = Record<string, string | Blob | readonly (string | Blob)[]>;

/** A multipart form as a browser sends it, with a fresh `_write` key unless the fields carry one. */
export function formOf(fields: FormFields | FormData, options: { write?: boolean } = {}): FormData {
  const form = new FormData();
  const entries =
    fields instanceof FormData
      ? [...fields]
      : Object.entries(fields).flatMap(([k, v]) =>
          Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const],
        );
  for (const [k, v] of entries) form.append(k, v as string | Blob);
  if ((options.write ?? true) && !form.has(WRITE_FIELD)) form.append(WRITE_FIELD, writeToken());
  return form;
}

/** POSTs a well-formed form (multipart, with a fresh `_write`) through the Worker. */
export function postForm(path: string, fields: FormFields | FormData, visit: Visit = {}): Promise<Response> {
  return send(path, { ...visit, method: "POST", body: formOf(fields) });
}

/** The URL of a route with its params filled in (values are percent-encoded, a splat's slashes kept). */
export function fillPath(route: Pick<HarnessRoute, "pattern">, params: Record<string, string>): string {
  const path = route.pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return (params["*"] ?? "").split("/").map(encodeURIComponent).join("/");
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      const value = params[name];
      if (value === undefined) {
        if (segment.endsWith("?")) return "";
        throw new Error(`fillPath: no value for :${name} in ${route.pattern}`);
      }
      return encodeURIComponent(value);
    })
    .join("/")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The single-fetch data URL of a page path ("/x" → "/x.data", "/" → "/_root.data"), keeping the query. */
export function dataUrl(path: string): string {
  const url = new URL(path, "http://localhost");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

/* --- Reading loader data back out of a response --------------------------------------------------------------------- */

/** Decodes React Router's turbo-stream (flattened JSON) for plain data: objects, arrays, strings, numbers, null. */
export function unflatten(values: unknown[]): unknown {
  const special = new Map<number, unknown>([
    [-7, undefined],
    [-5, null],
    [-2, NaN],
    [-6, Infinity],
    [-3, -Infinity],
    [-4, -0],
  ]);
  const memo = new Map<number, unknown>();
  const at = (i: number): unknown => {
    if (special.has(i)) return special.get(i);
    if (memo.has(i)) return memo.get(i);
    const v = values[i];
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) {
      if (v[0] === "SingleFetchRedirect") return at(v[1] as number);
      if (typeof v[0] === "string") {
        // ["SanitizedError", name, message], ["SingleFetchFallback"] (a value it could not encode) and friends:
        // kept readable for a failing assertion.
        const out = { turboType: v[0], args: v.slice(1).map((j) => at(j as number)) };
        memo.set(i, out);
        return out;
      }
      const out: unknown[] = [];
      memo.set(i, out);
      for (const j of v) out.push(at(j as number));
      return out;
    }
    const out: Record<string, unknown> = {};
    memo.set(i, out);
    for (const [k, j] of Object.entries(v as Record<string, number>)) out[String(at(Number(k.slice(1))))] = at(j);
    return out;
  };
  return at(0);
}

/** The hydration data a document embeds: every `streamController.enqueue("…")` chunk, joined, first line decoded. */
export function embeddedData(html: string): {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
} {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (m) => JSON.parse(m[1]!) as string,
  );
  if (chunks.length === 0) throw new Error(`no embedded loader data in:\n${html.slice(0, 500)}`);
  const firstLine = chunks.join("").split("\n")[0]!;
  return unflatten(JSON.parse(firstLine) as unknown[]) as ReturnType<typeof embeddedData>;
}

/** Loader data of a `.data` (client navigation) response: { routeId: { data } } or a redirect. */
export async function dataResponse(response: Response): Promise<Record<string, unknown>> {
  const firstLine = (await response.text()).split("\n")[0]!;
  return unflatten(JSON.parse(firstLine) as unknown[]) as Record<string, unknown>;
}
