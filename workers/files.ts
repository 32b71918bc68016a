import { Hono } from "hono";

/**
 * GET /files/{key}: public objects from R2 (product images, logos, store images).
 * Only keys under "public/" are served; payment screenshots and exports live elsewhere in the bucket.
 */
export const files = new Hono<{ Bindings: Env }>();

files.get("/*", async (c) => {
  let key: string;
  try {
    key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/files\//, ""));
  } catch {
    return c.text("Not found", 404); // malformed percent-encoding
  }
  if (!key.startsWith("public/") || key.includes("..")) return c.text("Not found", 404);

  const object = await c.env.FILES.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text("Not found", 404);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "public, max-age=86400");
  // With onlyIf, a matching If-None-Match yields an object without a body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
