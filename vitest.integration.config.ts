import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Services and the Worker's outer router inside workerd, on D1 built from the real migrations.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./tests/integration/test-worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      testTimeout: 30_000,
    },
  };
});
