// Applies the D1 migrations to the local database and seeds it (scripts/seed-local.ts). Safe to run again.
import { run } from "./run.mjs";

run("tsx", ["scripts/seed-local.ts"]);
