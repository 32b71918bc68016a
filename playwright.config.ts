import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

/**
 * Chromium from the system (Debian's packages): nothing is downloaded. Its headless shell when installed: the same
 * Blink and V8 without the full browser around them, it took the end-to-end tests from 876 s to 499 s on two cores
 * (docs/decisions/0029). Flags keep it off the network.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
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
    // A trace records every action's page and a screencast for every test, kept or not: it was 38% of the suite's
    // browser time. A failure keeps its screenshot and the page's structure (error-context.md); E2E_TRACE=1 records
    // traces again for a failure that needs them.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
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
