import { redirect } from "react-router";
import type { Flash } from "#app/domain/flash";
import { readCookie, serializeCookie } from "../cookies.server";

const COOKIE = "yaadi_flash";

const encode = (flash: Flash) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(flash))));

function decode(value: string): Flash | null {
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    const flash = JSON.parse(json) as Partial<Flash>;
    if ((flash.tone !== "success" && flash.tone !== "error") || typeof flash.text !== "string") return null;
    const changedIds = Array.isArray(flash.changedIds) ? flash.changedIds.filter((id) => Number.isSafeInteger(id)) : [];
    return { tone: flash.tone, text: flash.text.slice(0, 300), changedIds };
  } catch {
    return null;
  }
}

// Path=/ rather than /adminpanel: the home's data request is /adminpanel.data, which a /adminpanel cookie misses.
const cookie = (request: Request, value: string, maxAge: number) =>
  serializeCookie(new URL(request.url), COOKIE, value, maxAge);

/** The Set-Cookie value that leaves a message for the next screen (a script's answer, which navigates itself). */
export const flashCookie = (request: Request, flash: Flash) => cookie(request, encode(flash), 60);

/** Redirects to `to` with a message for the next screen. */
export function redirectWithFlash(request: Request, to: string, flash: Flash, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashCookie(request, flash));
  return redirect(to, { ...init, headers });
}

/** The pending message, if any, and the header that clears it. */
export function readFlash(request: Request): { flash: Flash | null; headers: HeadersInit } {
  const raw = readCookie(request, COOKIE);
  if (!raw) return { flash: null, headers: {} };
  return { flash: decode(raw), headers: { "Set-Cookie": cookie(request, "", 0) } };
}
