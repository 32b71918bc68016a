// Serves the built Worker on local workerd through Miniflare (D1, R2, the queue and the static assets simulated, state
// in `stateDir`), with workerd itself listening on the port: no proxy in between (docs/decisions/0012).
//
// The build carries wrangler.toml's production settings; the development ones (development-vars.mjs) are laid over
// them here, at serve time, so a build is always safe to deploy.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions as workerOptionsOf } from "wrangler";
import { DEVELOPMENT_VARS } from "./development-vars.mjs";

/** The build's own Worker configuration (written by the Cloudflare Vite plugin), as Miniflare options. */
const BUILT_CONFIG = "build/server/wrangler.json";

/** Every module of the server build: the entry first, then the chunks it imports (Miniflare loads a fixed list). */
function builtModules(entry) {
  const root = dirname(entry);
  const chunks = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js") && join(root, file) !== entry)
    .sort();
  return {
    root,
    modules: [entry, ...chunks.map((file) => join(root, file))].map((path) => ({ type: "ESModule", path })),
  };
}

/**
 * `besideWorkers`: more Workers (a bundled module each) served on the same port for the paths of their `routes`, with
 * the product Worker's D1, R2, queue producer and settings; the end-to-end server runs the test fixtures this way.
 */
export async function serveBuilt({ port, stateDir, besideWorkers = [] }) {
  const { workerOptions, main } = workerOptionsOf(BUILT_CONFIG);
  // Miniflare 5 takes the module list itself instead of wrangler's module rules.
  const { modulesRules: _rules, rootPath: _root, ...worker } = workerOptions;
  const { root, modules } = builtModules(main);
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      // The same folder `wrangler d1 migrations apply --local --persist-to` and the seed write to.
      resourcePersistencePath: join(stateDir, "v3"),
      logRequests: false,
      workers: [
        {
          ...worker,
          name: "yaadi",
          modules,
          modulesRoot: root,
          // EXPORT_INLINE_LIMIT from the shell lets one try a background report download with a handful of orders.
          bindings: {
            ...worker.bindings,
            ...DEVELOPMENT_VARS,
            ...(process.env.EXPORT_INLINE_LIMIT ? { EXPORT_INLINE_LIMIT: process.env.EXPORT_INLINE_LIMIT } : {}),
          },
          // Cloudflare sets CF-Connecting-IP in production; locally a test sets it to be a client of its own.
          stripCfConnectingIp: false,
        },
        ...besideWorkers.map(({ name, script, routes }) => ({
          name,
          modules: [{ type: "ESModule", path: script }],
          routes,
          compatibilityDate: worker.compatibilityDate,
          compatibilityFlags: worker.compatibilityFlags,
          d1Databases: worker.d1Databases,
          r2Buckets: worker.r2Buckets,
          queueProducers: worker.queueProducers,
          bindings: { ...worker.bindings, ...DEVELOPMENT_VARS },
        })),
      ],
    }),
  );
  const url = await miniflare.ready;
  const stop = async () => {
    await miniflare.dispose().catch(() => {});
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
  return url;
}
