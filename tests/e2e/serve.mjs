// The end-to-end server: `npm start` on a fresh, migrated and seeded local state of its own, with the test fixtures
// (tests/fixtures/worker/) bundled and served beside the built Worker for /dev/fixtures/* — never part of the build.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { offlineEnv } from "../../scripts/run.mjs";

const stateDir = ".wrangler/e2e-state";
rmSync(stateDir, { recursive: true, force: true });
Object.assign(process.env, offlineEnv(), { YAADI_STATE_DIR: stateDir, YAADI_BENCH_STORE: "0" });

/** The migrated and seeded local state (scripts/local-db.mjs), made while the fixtures are bundled. */
const seeded = new Promise((resolve, reject) => {
  const child = spawn("node", ["scripts/local-db.mjs"], { stdio: "inherit" });
  child.on("error", reject);
  child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`scripts/local-db.mjs exited with ${code}`))));
});

const fixtures = `${stateDir}-fixtures/worker.js`;
const bundled = build({
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
// Miniflare and wrangler take seconds to load: that too happens while the seed runs.
const [{ serveBuilt }] = await Promise.all([import("../../scripts/serve-built.mjs"), seeded, bundled]);

const port = Number(process.env.PORT ?? 8790);
await serveBuilt({
  port,
  stateDir,
  besideWorkers: [{ name: "fixtures", script: fixtures, routes: ["*/dev/fixtures/*"] }],
});
console.log(`End-to-end server at http://127.0.0.1:${port}`);
