import { defineConfig } from "vitest/config";

// Pure domain code: plain Node, no Workers runtime (the Cloudflare plugin of vite.config.ts is not loaded). Pure code
// keeps no state between files, so they share their threads' module graph: 25 s isolated, 5 s shared.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    isolate: false,
  },
});
