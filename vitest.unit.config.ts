import { defineConfig } from "vitest/config";

// Pure domain code: plain Node, no Workers runtime (the Cloudflare plugin of vite.config.ts is not loaded).
export default defineConfig({
  test: { include: ["app/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"], environment: "node" },
});
