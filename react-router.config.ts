import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route's manifest comes with the first load (about 5 KiB gzip, cached like every script), so a step between
  // the store's views never waits on the network: lazy discovery asked the server on the first tap of every visit,
  // which on patchy data could take seconds, and offline could not be answered at all (docs/decisions/0018).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
