// Runs a local tool (from node_modules/.bin) and stops the script if it fails. Offline: no telemetry, no network.
import { spawnSync } from "node:child_process";

export const offlineEnv = () => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
});

/** Where local D1/R2/queue state lives; the end-to-end suite uses a fresh folder of its own. */
export const stateDir = process.env.YAADI_STATE_DIR ?? ".wrangler/state";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...offlineEnv(), ...options.env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}
