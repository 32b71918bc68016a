// Creates the platform owner (or sets a new password): `npm run owner:create -- <user name> [--remote]`.
// The password is read from OWNER_PASSWORD or asked for; only its PBKDF2 hash reaches the database.

import { spawnSync } from "node:child_process";
import { createInterface } from "node:readline/promises";
import { hashPassword } from "#app/server/auth/password.server";
import { upsertPlatformOwner } from "#app/server/auth/sign-in.server";
import { getDb } from "#app/server/db.server";
import { localD1Proxy } from "./local-d1-proxy";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const userName = args
  .find((a) => !a.startsWith("--"))
  ?.trim()
  .toLowerCase();
if (!userName) {
  console.error("Usage: npm run owner:create -- <user name> [--remote]   (password from OWNER_PASSWORD or the prompt)");
  process.exit(1);
}
let password = process.env.OWNER_PASSWORD ?? "";
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password (8–64 characters): ");
  rl.close();
}
if (password.length < 8 || password.length > 64) {
  console.error("The password must have 8 to 64 characters.");
  process.exit(1);
}

if (remote) {
  const hash = await hashPassword(password);
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const sql = `insert into platform_owners (user_name, password_hash) values (${quote(userName)}, ${quote(hash)}) on conflict(user_name) do update set password_hash = excluded.password_hash;`;
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "--remote", "--config", "wrangler.toml", "--command", sql],
    { stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
}

const proxy = await localD1Proxy();
try {
  await upsertPlatformOwner(getDb(proxy.env.DB), userName, password);
  console.log(`Platform owner ${userName} is ready (local). Sign in at /owner.`);
} finally {
  await proxy.dispose();
}
