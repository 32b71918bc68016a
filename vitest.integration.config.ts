import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { bookChunks } from "./scripts/book-chunks.mjs";
import { DEVELOPMENT_VARS } from "./scripts/development-vars.mjs";

// Services and the Worker's outer router inside workerd, on D1 built from the real migrations, with the development
// settings over wrangler.toml's production ones (tests that need production pass their own env).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  return {
    plugins: [
      bookChunks(),
      cloudflareTest({
        main: "./tests/integration/test-worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // wrangler.toml binds a second cell (CELL_1, docs/decisions/0041): every file starts on both (apply-migrations.ts).
        miniflare: { bindings: { ...DEVELOPMENT_VARS, TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      // The files share one runtime, so the app is loaded once instead of once per file (most of the suite's time);
      // each still starts on a database of its own (apply-migrations.ts).
      isolate: false,
      // Two runtimes on a two-core machine: the suite took 101 s in one and 68 s in two (three were slower again, 78 s).
      maxWorkers: 2,
      testTimeout: 30_000,
    },
  };
});
