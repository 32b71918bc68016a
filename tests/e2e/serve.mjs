// The end-to-end server: `npm start` on a fresh, migrated and seeded local state of its own.
import { rmSync } from "node:fs";

const stateDir = ".wrangler/e2e-state";
rmSync(stateDir, { recursive: true, force: true });
process.env.YAADI_STATE_DIR = stateDir;
process.env.PORT ??= "8790";
await import("../../scripts/start.mjs");
