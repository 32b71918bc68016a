// Seeds the local D1 database (the same SQLite file `wrangler dev` uses) through wrangler's platform proxy.
import { getPlatformProxy } from "wrangler";
import { getDb } from "../app/server/db.server";
import { DEMO_STORES, LOCAL_OWNER } from "../db/seed/demo-stores";
import { seed } from "../db/seed/seed";

const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${process.env.YAADI_STATE_DIR ?? ".wrangler/state"}/v3` }, remoteBindings: false });
try {
  await seed(getDb(proxy.env.DB), { localCredentials: true });
  const port = process.env.PORT ?? "8787";
  const lines = [
    "",
    "Local data is ready. Demo stores and their admin logins (local only):",
    ...DEMO_STORES.map((d) => `  http://localhost:${port}/${d.url}  ·  admin ${d.admin.userName} / ${d.admin.localPassword}  ·  dealer link /${d.url}_${d.dealer.link}`),
    `Admin panel: http://localhost:${port}/adminpanel`,
    `Platform owner: http://localhost:${port}/owner  ·  ${LOCAL_OWNER.userName} / ${LOCAL_OWNER.password}`,
    `Local mailbox (e-mails sent by the app): http://localhost:${port}/dev/mail`,
    "",
  ];
  console.log(lines.join("\n"));
} finally {
  await proxy.dispose();
}
