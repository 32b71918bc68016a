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
  // The longest flows (an order, its summary, its downloads) take 20–25 s on their own on a 2-core machine that also
  // runs the Worker and the other browser; 60 s leaves room without hiding a hang for long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests share one Worker and never its rows: each makes the shop it needs (tests/e2e/admin-fixtures.ts) and writes
  // only through the Worker's own requests. No retries: a test that fails once is a bug to fix.
  fullyParallel: true,
  // Two browsers on two cores: a third only queued for the same CPU and pushed long flows past their time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
