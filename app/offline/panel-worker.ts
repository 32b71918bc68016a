/**
 * The panel's service worker (panel-service-worker.ts) registered from every panel page, so the shop app has its
 * offline page before the phone ever goes offline (docs/decisions/0032), and Your Account's notifications find it.
 */
import type { Locale } from "#app/i18n/locale";

export const PANEL_SERVICE_WORKER_PATH = "/adminpanel/sw.js";
export const PANEL_SCOPE = "/adminpanel/";

/**
 * The worker's address names the admin's language: the page it keeps for offline is in it. Another language is
 * another address, so the browser installs the worker afresh, and keeps that language's page.
 */
export const panelWorkerUrl = (locale: Locale) => `${PANEL_SERVICE_WORKER_PATH}?lang=${locale}`;

export const panelWorkerSupported = () =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext;

/** Registers (or finds, unchanged) the panel's worker in this language. */
export function registerPanelWorker(locale: Locale): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(panelWorkerUrl(locale), { scope: PANEL_SCOPE });
}
