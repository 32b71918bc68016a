// `npm start`: the built Worker on local workerd (D1, R2 and the queue simulated locally), after migrating and seeding.
import { spawn } from "node:child_process";
import { offlineEnv, run, stateDir } from "./run.mjs";

const port = process.env.PORT ?? "8787";
run("node", ["scripts/local-db.mjs"]);
const server = spawn("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false"], {
  stdio: "inherit",
  env: offlineEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
