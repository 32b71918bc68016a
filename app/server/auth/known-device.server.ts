import { encodeBase64Url } from "#app/domain/base64url";
import { readCookie, serializeCookie } from "../cookies.server";
import { constantTimeEqual } from "./crypto.server";

/*
 * A known device (docs/decisions/0023): a browser that has signed in to an account before carries a long-lived cookie
 * that proves it, and is let past the account-wide lock that guesses from elsewhere can set off. The cookie is
 * `{accountId}.{issuedAt}.{mac}`, the mac an HMAC-SHA256 of panel, account and time keyed with the account's password
 * hash: a secret only the server holds (a salted PBKDF2 hash), so nobody can make one, and a new password (a reset
 * after a leak) ends every device the old one made. Nothing is stored; the next sign-in makes a fresh one.
 */

export type Panel = "admin" | "owner";

export const DEVICE_COOKIES = { admin: "yaadi_admin_device", owner: "yaadi_owner_device" } as const;
/** A device stays known for 90 days after its last sign-in (each sign-in renews it). */
export const KNOWN_DEVICE_MS = 90 * 24 * 3600_000;

const TOKEN = /^(\d{1,12})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

async function mac(panel: Panel, accountId: number, issuedAt: number, passwordHash: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(passwordHash),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const message = new TextEncoder().encode(`yaadi-device:${panel}:${accountId}:${issuedAt}`);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
}

/** The account a device cookie names, before it is checked (its shop's status, say): never trust it alone. */
export function deviceAccountId(token: string | null): number | null {
  const match = token ? TOKEN.exec(token) : null;
  return match ? Number(match[1]) : null;
}

/** A device cookie's value for an account that has just proved its password. */
export async function makeDeviceToken(
  panel: Panel,
  account: { id: number; passwordHash: string },
  now = Date.now(),
): Promise<string> {
  return `${account.id}.${now}.${encodeBase64Url(await mac(panel, account.id, now, account.passwordHash))}`;
}

/** Whether the token was made for this account, with its current password, within the last 90 days. */
export async function isKnownDevice(
  panel: Panel,
  token: string | null,
  account: { id: number; passwordHash: string },
  now = Date.now(),
): Promise<boolean> {
  const match = token ? TOKEN.exec(token) : null;
  if (!match || Number(match[1]) !== account.id) return false;
  const issuedAt = Number(match[2]);
  if (issuedAt > now || now - issuedAt > KNOWN_DEVICE_MS) return false;
  // Compared as the text we issued: base64url's last character carries two unused bits, so decoding first would
  // take a cookie altered in those bits for the real one.
  const expected = encodeBase64Url(await mac(panel, account.id, issuedAt, account.passwordHash));
  const text = new TextEncoder();
  return constantTimeEqual(text.encode(match[3]!), text.encode(expected));
}

export function readDeviceToken(request: Request, panel: Panel): string | null {
  return readCookie(request, DEVICE_COOKIES[panel]);
}

export function deviceCookie(url: URL, panel: Panel, token: string): string {
  return serializeCookie(url, DEVICE_COOKIES[panel], token, KNOWN_DEVICE_MS / 1000);
}
