import { applyD1Migrations, env } from "cloudflare:test";

// Storage is isolated per test file; every file starts from the real migrations (idempotent when re-applied).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
