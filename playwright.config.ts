import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

/** Chromium from the system (Debian's package): nothing is downloaded. Flags keep it off the network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // CI runs one test at a time: setup statements that some tests send to the local D1 from outside (tests/e2e/local-d1.ts)
  // can make the Worker's own queries meet SQLITE_BUSY when another test is mid-request. Locally two workers save time.
  workers: process.env.CI ? 1 : 2,
  // wrangler's local dev proxy (4.124) now and then drops a request under load ("Network connection lost", logged by
  // scripts/serve-built.mjs). One retry in CI absorbs that; Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } },
  ],
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
