// The built Worker on a fresh, migrated and seeded local state of its own (like the end-to-end server, without the
// test fixtures): a benchmark that writes (orders) starts from the same rows every run and never meets the limits
// its own earlier runs counted. Usage: node bench/serve-fresh.mjs (PORT, default 8796).
import { rmSync } from "node:fs";
import { offlineEnv, run } from "../scripts/run.mjs";
import { serveBuilt } from "../scripts/serve-built.mjs";

const stateDir = ".wrangler/bench-state";
rmSync(stateDir, { recursive: true, force: true });
Object.assign(process.env, offlineEnv(), { YAADI_STATE_DIR: stateDir });
run("node", ["scripts/local-db.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
const port = Number(process.env.PORT ?? 8796);
await serveBuilt({ port, stateDir });
console.log(`Bench server at http://127.0.0.1:${port}`);
