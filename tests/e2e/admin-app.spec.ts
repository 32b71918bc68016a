// Issue 27: the admin panel installs on the phone's home screen as the shop app, opens to today's yaadies and says
// clearly when the phone is offline (docs/decisions/0032). Installability is what Chromium itself reports through the
// DevTools protocol (Page.getInstallabilityErrors, Page.getAppManifest) — what Lighthouse's installable-manifest audit
// read before Lighthouse 13 dropped it.
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { newShopAdmin, signInAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";

// app/domain/admin/shop-app.ts TODAYS_YAADIES
const TODAYS_YAADIES = "/adminpanel/yaadi-summary?day=today";
// app/domain/admin/shop-app.ts ADMIN_HOME: the admin home, inside the app's scope (/adminpanel leads there).
const ADMIN_HOME = "/adminpanel/";
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

/** Runs `check` in the whole Chromium on a profile of its own on disk (see FULL_CHROMIUM), then throws both away. */
async function inInstallableBrowser(check: (page: Page, context: BrowserContext) => Promise<void>) {
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
    await check(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** What Chromium itself says of the page's app: no installability errors, and the manifest as it parsed it. */
async function appOf(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  const read = await cdp.send("Page.getAppManifest");
  expect(read.errors).toEqual([]);
  // The manifest as Chromium parsed it (the protocol's `manifest`, newer than its `parsed`).
  return { url: read.url, manifest: (read as unknown as { manifest: Record<string, unknown> }).manifest };
}

test("Chromium finds the panel installable: the shop app's manifest, its scope, start and icons; a diet clinic's is its own", async () => {
  await inInstallableBrowser(async (page, context) => {
    await newShopAdmin(page, { prefix: "app", at: TODAYS_YAADIES });
    const origin = new URL(page.url()).origin;
    const { url, manifest } = await appOf(page, context);
    expect(url).toBe(`${origin}/adminpanel/manifest.webmanifest?lang=en`);
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

    // The home is the app's too: the spec's /adminpanel leads inside the scope, so the app shows it in its own window.
    await gotoReady(page, "/adminpanel");
    expect(page.url()).toBe(`${origin}${ADMIN_HOME}`);
    expect(page.url().startsWith(manifest.scope as string)).toBe(true);
    expect((await appOf(page, context)).manifest.id).toBe(`${origin}/adminpanel/`);

    // A diet clinic's panel is the clinic's own app: named for it, opening on its home, in its admin's language. In
    // the same browser (launching the whole Chromium is the slow part), signed in as that clinic's admin.
    await clinicApp(page, context);
  });
});

/** A diet clinic's admin's panel, as Chromium reads its app. */
async function clinicApp(page: Page, context: BrowserContext) {
  await newShopAdmin(page, { prefix: "appclin", type: "dietClinic", language: "mr" });
  // The fixture's session skips the sign-in, which keeps the admin's language on the phone; the home's first answer
  // does, so from its second the home is in Marathi.
  await gotoReady(page, ADMIN_HOME);
  const origin = new URL(page.url()).origin;
  expect(page.url()).toBe(`${origin}${ADMIN_HOME}`);
  const { url, manifest } = await appOf(page, context);
  expect(url).toBe(`${origin}/adminpanel/manifest.webmanifest?lang=mr&app=clinic`);
  expect(manifest).toMatchObject({
    id: `${origin}/adminpanel/?app=clinic`,
    name: "Yaadi क्लिनिक",
    startUrl: `${origin}${ADMIN_HOME}`,
    scope: `${origin}/adminpanel/`,
    display: "kStandalone",
  });
  // Where it opens is the clinic's home: its own screens, no yaadies.
  await gotoReady(page, new URL(manifest.startUrl as string).pathname);
  await expect(page.getByRole("link", { name: "क्लायंट शीट" })).toBeVisible();
  await expect(page.locator('a[href^="/adminpanel/yaadi-summary"]')).toHaveCount(0);
  await screenshot(page, "admin-app-clinic-home-360.png");
}

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
  // The home as well (reloaded, or by the spec's /adminpanel, which leads to it only once online). Each in a window
  // of its own, as the app opens from the home screen: offline, Chromium has been seen to land a reload of a window's
  // earlier page after a later address was opened in it, and no window here has an earlier page.
  let app = page;
  for (const path of [ADMIN_HOME, TODAYS_YAADIES, "/adminpanel/products"]) {
    await app.close();
    app = await context.newPage();
    await app.goto(path);
    await expect(app.getByRole("heading", { name: OFFLINE_MR.title })).toBeVisible();
    await expect(app.locator("html")).toHaveAttribute("lang", "mr");
  }
  await expect(app.getByRole("link", { name: OFFLINE_MR.tryAgain })).toBeVisible();
  await screenshot(app, "admin-app-offline-360.png");

  // Back online, the screen it was asked for opens by itself.
  await context.setOffline(false);
  await expect(app.getByRole("heading", { name: OFFLINE_MR.title })).toHaveCount(0);
  await expect(app).toHaveURL(/\/adminpanel\/products$/);
  await hydrated(app);
  await gotoReady(app, TODAYS_YAADIES);
});

test("signing out before the page's scripts ran stops this device's notifications all the same", async ({ page }) => {
  const admin = await newShopAdmin(page, { prefix: "appout", at: "/adminpanel/account" });
  // This browser's subscription as Your Account's button posts it (a push service's address, a P-256 key, a secret),
  // with the page's write key: a browser here has no push service to subscribe with.
  const browserKey = createECDH("prime256v1");
  browserKey.generateKeys();
  const subscription = {
    intent: "subscribe",
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(12).toString("hex")}`,
    p256dh: browserKey.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  const posted = await page.evaluate(async (fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const key = document.querySelector<HTMLInputElement>('input[name="_write"]')?.value;
    if (key) form.set("_write", key);
    const answer = await fetch("/adminpanel/account/devices", { method: "POST", body: form });
    return new URL(answer.url).pathname;
  }, subscription);
  expect(posted).toBe("/adminpanel/account");
  const devices = page.getByRole("heading", { name: "Devices with notifications" });
  await gotoReady(page, "/adminpanel/account");
  await expect(devices).toBeVisible();

  // The page before its scripts: none of them loads, so the Logout is the plain form and sends no push address.
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/adminpanel/account");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  await page.unrouteAll();

  // Signed in again: the device is gone from the server, so no notification would reach this phone.
  await signInAdmin(page, admin);
  await gotoReady(page, "/adminpanel/account");
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await expect(devices).toHaveCount(0);
});
