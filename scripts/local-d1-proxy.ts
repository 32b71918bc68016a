// The local D1 database through wrangler's platform proxy, for the scripts that only write rows (the seed, the
// platform owner). The proxy is given a configuration with the database alone: wrangler.toml also binds the shops'
// live objects (workers/live/shop-live.ts), which a proxy without the Worker's code cannot run and warns about.
import { mkdirSync, writeFileSync } from "node:fs";
import { getPlatformProxy, unstable_readConfig as readConfig } from "wrangler";

const D1_ONLY_CONFIG = "node_modules/.cache/yaadi/d1-only.wrangler.json";

export function localD1Proxy() {
  const { name, compatibility_date, d1_databases } = readConfig({ config: "wrangler.toml" });
  mkdirSync("node_modules/.cache/yaadi", { recursive: true });
  writeFileSync(D1_ONLY_CONFIG, JSON.stringify({ name, compatibility_date, d1_databases }));
  return getPlatformProxy<Env>({
    configPath: D1_ONLY_CONFIG,
    persist: { path: `${process.env.YAADI_STATE_DIR ?? ".wrangler/state"}/v3` },
    remoteBindings: false,
  });
}
