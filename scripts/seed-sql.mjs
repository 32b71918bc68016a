// Writes build/seed.sql: shop types, master lists and demo stores (without any login) for a new, empty remote
// database. Apply it once with `wrangler d1 execute DB --remote --file build/seed.sql` after the migrations.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { run } from "./run.mjs";

// `wrangler d1 export --local` reads the default state folder of its working directory, so the throwaway
// database lives in a folder of its own with a copy of the configuration.
const workDir = ".wrangler/seed-export";
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
copyFileSync("wrangler.toml", `${workDir}/wrangler.toml`);
mkdirSync("build", { recursive: true });

run("node", ["scripts/local-db.mjs"], {
  env: { YAADI_STATE_DIR: `${workDir}/.wrangler/state`, YAADI_LOCAL_LOGINS: "0" },
});
run("wrangler", ["d1", "export", "DB", "--local", "--no-schema", "--output", resolve("build/seed.sql")], {
  cwd: workDir,
});
// The remote database has its own migration bookkeeping.
const sql = readFileSync("build/seed.sql", "utf8")
  .split("\n")
  .filter((line) => !/^INSERT INTO "(d1_migrations|sqlite_sequence)"/.test(line))
  .join("\n");
writeFileSync("build/seed.sql", sql);
console.log("Wrote build/seed.sql");
