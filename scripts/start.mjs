// `npm start`: migrate and seed the local D1, then serve the built Worker at http://localhost:8787 (PORT overrides).
import { offlineEnv, run, stateDir } from "./run.mjs";
import { serveBuilt } from "./serve-built.mjs";

Object.assign(process.env, offlineEnv());
run("node", ["scripts/local-db.mjs"]);
const port = Number(process.env.PORT ?? 8787);
await serveBuilt({ port, stateDir });
console.log(`Yaadi is running at http://localhost:${port} (Ctrl+C to stop)`);
