/**
 * Your Account's devices with notifications of new orders (Web Push): where the page posts them and what it shows.
 * The screen and the server share these, so the component never imports from app/server.
 */

/** The panel action that stores this browser's subscription and stops a device's notifications. */
export const PUSH_DEVICES_ACTION = "/adminpanel/account/devices";

export const PUSH_DEVICES_INTENTS = { subscribe: "subscribe", stop: "stop" } as const;

/**
 * The field in which Logout sends this browser's push address, if it has one: signing out ends this device's
 * notifications, so a shared phone stops ringing for a shop nobody on it is signed in to.
 */
export const SIGN_OUT_PUSH_FIELD = "pushEndpoint";

/** A device with notifications on, as Your Account lists it. */
export type PushDevice = {
  id: number;
  /** The push service's address: the page tells this device's own row by it. */
  endpoint: string;
  /** "Chrome · Android" (app/domain/push/device-label.ts). */
  deviceLabel: string;
  createdAt: number;
  lastSentAt: number | null;
};
