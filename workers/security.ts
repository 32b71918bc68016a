import type { MiddlewareHandler } from "hono";

/**
 * Security headers on every response. Scripts run only from our origin or with this request's nonce
 * (React Router's hydration scripts carry it); nothing may frame our pages.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  const scriptSrc = development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Two years, every subdomain (each shop is one): the browser then never tries plain http for the platform again.
 * Sent only on https responses, as browsers ignore it over http and a local http run must not be pinned to https.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export const securityHeaders =
  (getNonce: () => string, development: boolean): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const h = c.res.headers;
    if (new URL(c.req.url).protocol === "https:") h.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    h.set("Content-Security-Policy", contentSecurityPolicy(getNonce(), development));
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    // A page may ask for a stricter policy of its own (the password-reset link carries its token in the address).
    if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  };

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request: the browser's Origin (or, failing that,
 * Sec-Fetch-Site) must say the request comes from our own pages. Requests with neither header come from
 * non-browser clients, which cannot carry a victim's cookies.
 */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const ownOrigin = new URL(c.req.url).origin;
  const allowed = origin ? origin === ownOrigin : !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
  if (!allowed) return c.text("Cross-site request refused.", 403);
  return next();
};
