// Applies the D1 migrations to the local database and seeds it. Safe to run again: both steps are idempotent.
import { run, stateDir } from "./run.mjs";

run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", stateDir]);
run("tsx", ["scripts/seed-local.ts"]);
