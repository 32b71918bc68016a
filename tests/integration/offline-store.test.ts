import { beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, db } from "./helpers";

/*
 * What the offline store needs from the Worker (docs/decisions/0019): the service worker's script, and each store's
 * web manifest beside its page — for its own path, a dealer's link and a shop's host name — and for nothing else.
 */

const visit = asAnonymous();

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
});

describe("the store's service worker script", () => {
  it("is JavaScript, checked for a newer version on every registration update", async () => {
    const response = await visit("/store-sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    const script = await response.text();
    expect(script).toMatch(/^\(function storeServiceWorker\(\)/);
    expect(script).toContain("yaadi-store:");
  });
});

describe("a store's web manifest", () => {
  async function manifest(path: string, base?: string) {
    const response = await visit(path, { base });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
    return (await response.json()) as Record<string, unknown>;
  }

  it("names the shop and opens its own page, in its own scope", async () => {
    expect(await manifest("/demoveggiestore/manifest.webmanifest")).toMatchObject({
      id: "/demoveggiestore",
      name: "Demo Veggie Store",
      start_url: "/demoveggiestore",
      scope: "/demoveggiestore",
      display: "standalone",
    });
  });

  it("is a dealer's own app on the dealer's link, and the host's on a shop's host name", async () => {
    expect(await manifest("/demoveggiestore_ramesh/manifest.webmanifest")).toMatchObject({
      start_url: "/demoveggiestore_ramesh",
      scope: "/demoveggiestore_ramesh",
    });
    expect(await manifest("/manifest.webmanifest", "http://demoveggiestore.localhost")).toMatchObject({
      name: "Demo Veggie Store",
      start_url: "/",
      scope: "/",
    });
  });

  it("is no store's when the shop does not exist, nor on the platform's own host", async () => {
    const unknown = await visit("/nosuchshopxyz/manifest.webmanifest");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/?invalid=1");
    const platform = await visit("/manifest.webmanifest");
    expect(platform.headers.get("Content-Type")).not.toBe("application/manifest+json");
  });
});
