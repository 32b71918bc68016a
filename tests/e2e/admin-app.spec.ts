// Issue 27: the admin panel installs on the phone's home screen as the shop app, opens to today's yaadies and says
// clearly when the phone is offline (docs/decisions/0032). Installability is what Chromium itself reports through the
// DevTools protocol (Page.getInstallabilityErrors, Page.getAppManifest) — what Lighthouse's installable-manifest audit
// read before Lighthouse 13 dropped it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";

// app/domain/admin/shop-app.ts TODAYS_YAADIES
const TODAYS_YAADIES = "/adminpanel/yaadi-summary?day=today";
// app/i18n/panel/app.mr.ts
const OFFLINE_MR = { title: "तुम्ही ऑफलाइन आहात", tryAgain: "पुन्हा प्रयत्न करा" };

/**
 * The whole browser, not its headless shell: the shell has no install checks (it reports no errors whatever the
 * manifest says). A profile of its own on disk, as Chromium reports every page of an incognito-like context — the
 * one Playwright gives a test — as "in-incognito", never installable.
 */
const FULL_CHROMIUM =
  process.env.CHROMIUM_PATH && !process.env.CHROMIUM_PATH.includes("headless-shell")
    ? process.env.CHROMIUM_PATH
    : "/usr/bin/chromium";

/** Waits until the panel's service worker controls the page and has kept the offline page. */
async function offlinePageKept(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => !!(await caches.match("/adminpanel/offline"))), { timeout: 10_000 })
    .toBe(true);
}

test("Chromium finds the panel installable: the shop app's manifest, its scope, start and icons", async () => {
  const profile = mkdtempSync(join(tmpdir(), "yaadi-app-"));
  const { baseURL, viewport, isMobile, hasTouch, launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    executablePath: FULL_CHROMIUM,
    args: launchOptions?.args,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await newShopAdmin(page, { prefix: "app", at: TODAYS_YAADIES });
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);

    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);

    const read = await cdp.send("Page.getAppManifest");
    expect(read.url).toBe(`${origin}/adminpanel/manifest.webmanifest?lang=en`);
    expect(read.errors).toEqual([]);
    // The manifest as Chromium parsed it (the protocol's `manifest`, newer than its `parsed`).
    const manifest = (read as unknown as { manifest: Record<string, unknown> }).manifest;
    expect(manifest).toMatchObject({
      id: `${origin}/adminpanel/`,
      name: "Yaadi Admin",
      startUrl: `${origin}${TODAYS_YAADIES}`,
      scope: `${origin}/adminpanel/`,
      display: "kStandalone",
      themeColor: "rgba(21,128,61,1)",
    });
    const icons = manifest.icons as Array<{ url: string; sizes: string; purpose?: string[] }>;
    expect(icons.map((icon) => [new URL(icon.url).pathname, icon.sizes])).toEqual([
      ["/icons/yaadi-192.png", "192x192"],
      ["/icons/yaadi-512.png", "512x512"],
      ["/icons/yaadi-maskable-512.png", "512x512"],
    ]);
    for (const path of ["/icons/yaadi-192.png", "/icons/yaadi-maskable-512.png", "/icons/yaadi-apple-180.png"]) {
      const icon = await page.request.get(path);
      expect(icon.headers()["content-type"], path).toBe("image/png");
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/yaadi-apple-180.png");
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline, a screen opened in the app is the offline page in the admin's language, and comes back by itself", async ({
  page,
  context,
}) => {
  await newShopAdmin(page, { prefix: "appoff", language: "mr", at: TODAYS_YAADIES });
  await offlinePageKept(page);

  await context.setOffline(true);
  // A tap on another screen: the panel's error screen says the phone is offline, in Marathi (or, when the screen's
  // script was never loaded, React Router loads the page afresh and the worker answers with the offline page).
  await page.getByRole("link", { name: "तुमचे खाते" }).click();
  await expect(page.getByRole("heading", { name: OFFLINE_MR.title })).toBeVisible();

  // The app opened again on today's yaadies, and another screen by its address: the page, not the browser's error.
  for (const path of [TODAYS_YAADIES, "/adminpanel/products"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: OFFLINE_MR.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  }
  await expect(page.getByRole("link", { name: OFFLINE_MR.tryAgain })).toBeVisible();
  await screenshot(page, "admin-app-offline-360.png");

  // Back online, the screen it was asked for opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: OFFLINE_MR.title })).toHaveCount(0);
  await expect(page).toHaveURL(/\/adminpanel\/products$/);
  await hydrated(page);
  await gotoReady(page, TODAYS_YAADIES);
});
