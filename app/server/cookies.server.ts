/*
 * Every cookie the product sets or reads goes through here: all of them are HttpOnly, SameSite=Lax, for the whole
 * site, and Secure wherever the browser honours it. Values are written URL-encoded and read back decoded; a cookie
 * whose value cannot be decoded reads as absent (cookies are client input).
 */

/** Secure cookies need https; browsers also honour them on localhost, which keeps local runs realistic. */
export function isSecureOrigin(url: URL): boolean {
  return (
    url.protocol === "https:" ||
    url.hostname === "localhost" ||
    url.hostname.endsWith(".localhost") ||
    url.hostname === "127.0.0.1"
  );
}

/** A Set-Cookie value; `maxAgeSeconds` 0 deletes the cookie. */
export function serializeCookie(url: URL, name: string, value: string, maxAgeSeconds: number): string {
  const secure = isSecureOrigin(url) ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The value of the request's cookie `name`, or null when it is absent, empty or not decodable. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}
