import { Hono } from "hono";
import { CLINIC_APP, SHOP_APP_THEME, shopAppManifest } from "#app/domain/admin/shop-app";
import { z } from "#app/domain/zod";
import { panelOfflinePage } from "#app/offline/panel-offline-page";
import { PANEL_SERVICE_WORKER } from "#app/offline/panel-service-worker";
import { panelTexts } from "#app/server/panel/texts.server";
import { panelLocale } from "#app/server/writing.server";
import type { HonoEnv } from "./hono";

/**
 * What makes the admin panel the shop app (docs/decisions/0032), under /adminpanel and answered before any page: its
 * service worker, its manifest and the page the worker keeps for offline. None of them reads the session or names a
 * shop: each is the same for every shop's admin, only in their language (the address's `lang`, else the one this
 * phone keeps for the panel, else English), and the manifest in its kind of panel (a diet clinic's is an app of its
 * own). Private like every /adminpanel answer (no-store, hono.ts), so a browser checks the worker afresh on every
 * registration update.
 */
export const panelApp = new Hono<HonoEnv>();

// Registered with the scope /adminpanel/ — beside the panel's pages, so it may control them and no store's. Its
// address's `lang` is for the worker itself (the page it keeps), the script is the same.
panelApp.get("/sw.js", (c) => c.body(PANEL_SERVICE_WORKER, 200, { "Content-Type": "text/javascript; charset=utf-8" }));

/** The manifest's `app`: a clinic's panel names it (shopAppManifestHref); anything else is the shop's app. */
const appKind = z.enum(["shop", CLINIC_APP]).catch("shop");

panelApp.get("/manifest.webmanifest", async (c) => {
  const locale = panelLocale(c.req.raw);
  const texts = await panelTexts(locale);
  const kind = appKind.parse(c.req.query("app"));
  return c.body(JSON.stringify(shopAppManifest(texts.app, locale, kind)), 200, {
    "Content-Type": "application/manifest+json",
  });
});

panelApp.get("/offline", async (c) => {
  const locale = panelLocale(c.req.raw);
  const texts = await panelTexts(locale);
  return c.html(panelOfflinePage(texts.app.offline, locale, c.get("nonce"), SHOP_APP_THEME));
});
