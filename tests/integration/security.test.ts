import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { checkImageUpload, IMAGE_MAX_BYTES, storePublicImage } from "#app/server/uploads.server";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, db, resolvedTenant } from "./helpers";

/* Security baseline (docs/decisions/0002, DECISIONS.md "Deliberate deviations"): headers on every response, the same-origin guard, /files/*, upload checks. */

const visit = asAnonymous();

beforeAll(async () => {
  await seed(db(), { localCredentials: false });
  await env.FILES.put("public/shops/1/products/x.png", PNG, { httpMetadata: { contentType: "image/png" } });
  await env.FILES.put("private/pay.png", PNG, { httpMetadata: { contentType: "image/png" } });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  36,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

describe("security headers", () => {
  it.each([
    ["a store page", "/demoveggiestore", 200],
    ["the home page", "/", 200],
    ["the health API", "/api/v1/health", 200],
    ["an unknown API path", "/api/v1/nothing", 404],
    ["a missing file", "/files/missing", 404],
    ["an unknown store (redirect)", "/nosuchshop", 302],
  ])("are set on %s", async (_name, path, status) => {
    const response = await visit(path);
    expect(response.status).toBe(status);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp.split("; ")).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/(^|; )script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sends HSTS (two years, subdomains included) on https responses only", async () => {
    for (const path of ["/", "/demoveggiestore", "/api/v1/health", "/nosuchshop"]) {
      const secure = await visit(path, { base: "https://localhost" });
      expect(secure.headers.get("Strict-Transport-Security"), path).toBe("max-age=63072000; includeSubDomains");
    }
    // Over plain http the header means nothing to a browser, and on a local run it would pin localhost to https.
    expect((await visit("/")).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("uses a fresh nonce per response", async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await visit("/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });
});

describe("cross-site request guard", () => {
  it("refuses a POST from another origin", async () => {
    const response = await visit("/demoveggiestore", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Cross-site request refused.");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses a POST from a sibling store host", async () => {
    const response = await visit("/", {
      method: "POST",
      base: "http://demoveggiestore.localhost",
      headers: { Origin: "http://demogrocerystore.localhost" },
    });
    expect(response.status).toBe(403);
  });

  it("lets a same-origin POST through to the page", async () => {
    const response = await visit("/demoveggiestore", {
      method: "POST",
      headers: { Origin: "http://localhost" },
      body: "a=1",
    });
    expect(await resolvedTenant(response)).toMatchObject({ shop: "demoveggiestore" });
  });

  it("refuses a cross-site POST without Origin (Sec-Fetch-Site)", async () => {
    const response = await asRaw("/demoveggiestore", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
    // Sibling store subdomains are same-site, not same-origin.
    expect(
      (await asRaw("/demoveggiestore", { method: "POST", headers: { "Sec-Fetch-Site": "same-site" } })).status,
    ).toBe(403);
    expect(
      (await asRaw("/demoveggiestore", { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } })).status,
    ).toBe(200);
    // Non-browser clients send neither header and carry no victim's cookies.
    expect((await asRaw("/demoveggiestore", { method: "POST" })).status).toBe(200);
  });

  it("guards every state-changing method, not only POST", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(
        (await visit("/api/v1/health", { method, headers: { Origin: "https://evil.example" } })).status,
        method,
      ).toBe(403);
    }
  });
});

/** A request without the helpers' default same-origin Origin header (as a non-browser client sends it). */
function asRaw(path: string, init: RequestInit) {
  return exports.default.fetch(`http://localhost${path}`, { redirect: "manual", ...init });
}

describe("/files/*", () => {
  const path = "/files/public/shops/1/products/x.png";

  it("serves a public object with its content type, an ETag and cache headers", async () => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it("answers 304 to If-None-Match with the current ETag", async () => {
    const etag = (await visit(path)).headers.get("ETag")!;
    const response = await visit(path, { headers: { "If-None-Match": etag } });
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe(etag);
    expect(await response.text()).toBe("");
    expect((await visit(path, { headers: { "If-None-Match": '"stale"' } })).status).toBe(200);
  });

  it.each([
    "/files/private/pay.png",
    "/files/public/../private/pay.png",
    "/files/public/%2e%2e/private/pay.png",
    "/files/public/..%2fprivate/pay.png",
    "/files/public%2f..%2fprivate/pay.png",
    "/files/public/shops/1/products/none.png",
    "/files/",
  ])("answers 404 for %s", async (p) => {
    const response = await visit(p);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("answers 404 (not 500) for a malformed percent-encoding", async () => {
    expect((await visit("/files/public/%E0%A4%A.png")).status).toBe(404);
  });
});

describe("image uploads", () => {
  const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") =>
    new File([bytes], name, { type });

  it.each([
    ["PNG", PNG, "image/png", "png"],
    ["JPEG", JPEG, "image/jpeg", "jpg"],
    ["GIF", GIF, "image/gif", "gif"],
    ["WEBP", WEBP, "image/webp", "webp"],
  ] as const)(
    "accepts a %s by its first bytes, whatever its name says",
    async (_kind, bytes, contentType, extension) => {
      const result = await checkImageUpload(file(bytes, "photo.txt", "text/plain"));
      expect(result).toMatchObject({ ok: true, kind: { contentType, extension } });
    },
  );

  it("refuses a text file renamed .png, and SVG", async () => {
    const renamed = await checkImageUpload(
      file(new TextEncoder().encode("hello, not an image"), "cat.png", "image/png"),
    );
    expect(renamed).toEqual({ ok: false, message: "Invalid file... Check type of file" });
    const svg = await checkImageUpload(
      file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"),
    );
    expect(svg).toEqual({ ok: false, message: "Invalid file... Check type of file" });
  });

  it("refuses an empty file and a value that is not a file", async () => {
    expect(await checkImageUpload(file(new Uint8Array(), "empty.png", "image/png"))).toEqual({
      ok: false,
      message: "Invalid file...",
    });
    expect(await checkImageUpload("photo.png")).toEqual({ ok: false, message: "Invalid file..." });
    expect(await checkImageUpload(null)).toEqual({ ok: false, message: "Invalid file..." });
  });

  it("refuses a file over the size cap", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await checkImageUpload(file(big, "big.png"))).toEqual({
      ok: false,
      message: "Invalid file... The image should be below 2 MB.",
    });
    expect((await checkImageUpload(file(big.subarray(0, IMAGE_MAX_BYTES), "max.png"))).ok).toBe(true);
    expect(await checkImageUpload(file(PNG, "small.png"), 8)).toMatchObject({ ok: false });
  });

  it("stores a checked image under public/shops/{id}/{folder}/ with a fresh key, served by /files", async () => {
    const checked = await checkImageUpload(file(JPEG, "a.jpg"));
    if (!checked.ok) throw new Error(checked.message);
    const key = await storePublicImage(env.FILES, 42, "products", checked);
    expect(key).toMatch(/^public\/shops\/42\/products\/[A-Za-z0-9_-]{16}\.jpg$/);
    expect(await storePublicImage(env.FILES, 42, "products", checked)).not.toBe(key);
    const stored = await env.FILES.get(key);
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    const response = await visit(`/files/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
