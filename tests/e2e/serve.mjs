// The end-to-end server: `npm start` on a fresh, migrated and seeded local state of its own, with the test fixtures
// (tests/fixtures/worker/) bundled and served beside the built Worker for /dev/fixtures/* — never part of the build.
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { offlineEnv, run } from "../../scripts/run.mjs";
import { serveBuilt } from "../../scripts/serve-built.mjs";

const stateDir = ".wrangler/e2e-state";
rmSync(stateDir, { recursive: true, force: true });
Object.assign(process.env, offlineEnv(), { YAADI_STATE_DIR: stateDir });
run("node", ["scripts/local-db.mjs"]);

const fixtures = `${stateDir}-fixtures/worker.js`;
await build({
  entryPoints: ["tests/fixtures/worker/entry.ts"],
  outfile: fixtures,
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2024",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  external: ["cloudflare:*", "node:*"],
  logLevel: "warning",
});

const port = Number(process.env.PORT ?? 8790);
await serveBuilt({
  port,
  stateDir,
  besideWorkers: [{ name: "fixtures", script: fixtures, routes: ["*/dev/fixtures/*"] }],
});
console.log(`End-to-end server at http://127.0.0.1:${port}`);
