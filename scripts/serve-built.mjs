// Serves the built Worker on local workerd (D1, R2 and the queue simulated, state in `stateDir`).
//
// wrangler's dev environment runs in this process with an "error" listener rather than as the `wrangler dev` CLI:
// the CLI (4.124) has none, so one failed hop between its proxy and the Worker ("Network connection lost", e.g. a
// phone dropping a request mid-body) is an unhandled "error" event that ends the whole server. Here it fails only
// that request.
//
// The build carries wrangler.toml's production settings; the development ones (development-vars.mjs) are laid over
// them here, at serve time, so a build is always safe to deploy.
import { unstable_DevEnv as DevEnv } from "wrangler";
import { DEVELOPMENT_VARS } from "./development-vars.mjs";

export async function serveBuilt({ port, stateDir }) {
  const devEnv = new DevEnv();
  devEnv.on("error", (event) => {
    const cause = event?.cause?.message || event?.cause?.cause?.message || "";
    console.error(`[yaadi] ${event?.source ?? "wrangler"}: ${event?.reason ?? event?.message ?? "error"}${cause ? ` (${cause})` : ""}`);
  });
  await devEnv.config.set(
    {
      // No explicit path, as with `wrangler dev`: wrangler.toml redirects to the build's build/server/wrangler.json.
      dev: { remote: false, server: { hostname: "127.0.0.1", port }, inspector: false, persist: stateDir, liveReload: false },
      bindings: Object.fromEntries(Object.entries(DEVELOPMENT_VARS).map(([name, value]) => [name, { type: "plain_text", value }])),
    },
    true,
  );
  const { url } = await devEnv.proxy.ready.promise;
  const stop = async () => {
    await devEnv.teardown().catch(() => {});
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
  return url;
}
