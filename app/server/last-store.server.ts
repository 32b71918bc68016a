import { isReservedShopUrl, looksLikeShopSegment } from "../domain/shop-url";
import { readCookie, serializeCookie } from "./cookies.server";

/**
 * /check-out and /order-success open the cart and the "order sent" step of the last store visited (DECISIONS.md).
 * The store page remembers its own path in a cookie; it names a public link, nothing personal.
 */
const LAST_STORE_COOKIE = "yaadi_store";
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** `storePath`: "/{shopUrl}" or "/{shopUrl}_{dealer}", or "/" for a store named by its host. */
export function lastStoreCookie(url: URL, storePath: string): string {
  return serializeCookie(url, LAST_STORE_COOKIE, storePath, THIRTY_DAYS_S);
}

/** The remembered store path, or null when there is none or it is not a store path (the cookie is client input). */
export function readLastStore(request: Request): string | null {
  const path = readCookie(request, LAST_STORE_COOKIE);
  if (path === null || path === "/") return path;
  // The same test the tenant resolver applies, so the cookie can never send a visitor to /adminpanel or the like.
  const segment = path.slice(1);
  return path.startsWith("/") && looksLikeShopSegment(segment) && !isReservedShopUrl(segment) ? path : null;
}
