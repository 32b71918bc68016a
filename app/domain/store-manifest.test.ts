import { describe, expect, it } from "vitest";
import { manifestPath, storeManifest } from "./store-manifest";

const shop = { name: "Sai Kirana Stores", city: "Pune", colorScheme: "blue", logoKey: null };

describe("storeManifest", () => {
  it("opens the store's own page in a window of its own, in the shop's colour", () => {
    expect(storeManifest(shop, "/saikirana")).toMatchObject({
      id: "/saikirana",
      name: "Sai Kirana Stores",
      short_name: "Sai Kirana…",
      start_url: "/saikirana",
      scope: "/saikirana",
      display: "standalone",
      theme_color: "#1d4ed8",
      icons: [{ src: "/favicon.svg", type: "image/svg+xml" }],
    });
  });

  it("uses the logo, a dealer's link and a shop's host name as they are", () => {
    expect(storeManifest({ ...shop, logoKey: "public/shops/4/logo/a.png" }, "/saikirana_ramesh")).toMatchObject({
      start_url: "/saikirana_ramesh",
      icons: [{ src: "/files/public/shops/4/logo/a.png" }],
    });
    expect(storeManifest({ ...shop, name: "Sai", colorScheme: "pink" }, "")).toMatchObject({
      id: "/",
      scope: "/",
      short_name: "Sai",
      theme_color: "#15803d",
    });
  });

  it("sits beside the page", () => {
    expect(manifestPath("/saikirana")).toBe("/saikirana/manifest.webmanifest");
    expect(manifestPath("")).toBe("/manifest.webmanifest");
  });
});
