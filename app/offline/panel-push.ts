/**
 * This browser's side of notifications of new orders (Your Account): the panel's service worker (panel-service-
 * worker.ts, scope /adminpanel/) and its push subscription. Permission is asked for only when the admin taps "Notify
 * me of new orders"; nothing here runs on its own.
 */
import { decodeBase64Url } from "#app/domain/base64url";
import type { Locale } from "#app/i18n/locale";
import { PANEL_SCOPE, registerPanelWorker } from "./panel-worker";

/** Whether this browser can receive pushes at all (a browser without them is offered no button). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.isSecureContext
  );
}

/** The user said no for this site: only the browser's settings can change it. */
export const notificationsBlocked = () => Notification.permission === "denied";

/** This browser's subscription of the panel, if it has one (asks nothing, registers nothing). */
export async function panelSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PANEL_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A registration whose worker is active: a push subscription needs one. */
async function activeRegistration(locale: Locale): Promise<ServiceWorkerRegistration> {
  const registration = await registerPanelWorker(locale);
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return registration;
  await new Promise<void>((resolve, reject) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve();
      if (worker.state === "redundant") reject(new Error("The panel's service worker did not start"));
    });
  });
  return registration;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

export type SubscriptionFields = { endpoint: string; p256dh: string; auth: string };

/**
 * Asks for permission, then subscribes this browser with the deployment's VAPID key. A subscription the browser has
 * already is kept when it is this admin's (`ownEndpoints`) and made with this key; any other — another account's who
 * used this phone, or one made with an older key — is dropped first, so the device is this admin's from now on.
 */
export async function subscribeThisDevice(
  publicKey: string,
  ownEndpoints: readonly string[],
  locale: Locale,
): Promise<{ ok: true; fields: SubscriptionFields } | { ok: false; reason: "blocked" | "failed" }> {
  try {
    if ((await Notification.requestPermission()) !== "granted") return { ok: false, reason: "blocked" };
    const registration = await activeRegistration(locale);
    const key = decodeBase64Url(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (
      subscription &&
      (!sameKey(subscription.options.applicationServerKey, key) || !ownEndpoints.includes(subscription.endpoint))
    ) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return { ok: false, reason: "failed" };
    return { ok: true, fields: { endpoint, p256dh: keys.p256dh, auth: keys.auth } };
  } catch (error) {
    console.error("Notifications could not be turned on:", error);
    return { ok: false, reason: "failed" };
  }
}

/** Ends this browser's subscription when it is the one at `endpoint` (its device's Stop). */
export async function unsubscribeThisDevice(endpoint: string): Promise<void> {
  try {
    const subscription = await panelSubscription();
    if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
  } catch (error) {
    console.error("This browser's notifications could not be ended:", error);
  }
}
