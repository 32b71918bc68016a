import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

/** Chromium from the system (Debian's package): nothing is downloaded. Flags keep it off the network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Tests share one Worker and never its rows: each makes the shop it needs (tests/e2e/admin-fixtures.ts) and writes
  // only through the Worker's own requests. No retries: a test that fails once is a bug to fix.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "phone", use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } }],
  webServer: {
    command: "node tests/e2e/serve.mjs",
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
