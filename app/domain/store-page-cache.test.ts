import { describe, expect, it } from "vitest";
import { type StorePageCacheInput, storePageCacheKey } from "./store-page-cache";

const input = (over: Partial<StorePageCacheInput> & { href?: string } = {}): StorePageCacheInput => ({
  method: "GET",
  url: new URL(over.href ?? "https://yaadi.in/sai"),
  storePath: "/sai",
  hasSession: false,
  shopId: 7,
  version: 42,
  build: "abc123",
  day: "2026-11-24",
  locale: "en",
  ...over,
});

describe("storePageCacheKey", () => {
  it("names the shop, its version, the build, the day and the page", () => {
    expect(storePageCacheKey(input())).toBe("https://yaadi.in/_store-page-cache/7/42/abc123/2026-11-24/en/sai");
  });

  it("changes with the version, the build and the day", () => {
    const key = storePageCacheKey(input());
    expect(storePageCacheKey(input({ version: 43 }))).not.toBe(key);
    expect(storePageCacheKey(input({ build: "def456" }))).not.toBe(key);
    expect(storePageCacheKey(input({ day: "2026-11-25" }))).not.toBe(key);
  });

  it("keeps each language's page apart", () => {
    expect(storePageCacheKey(input({ locale: "mr" }))).toBe(
      "https://yaadi.in/_store-page-cache/7/42/abc123/2026-11-24/mr/sai",
    );
  });

  it("keeps a dealer's page, a host-named shop's page and the cart view apart", () => {
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai_ramesh", storePath: "/sai_ramesh" }))).toBe(
      "https://yaadi.in/_store-page-cache/7/42/abc123/2026-11-24/en/sai_ramesh",
    );
    expect(storePageCacheKey(input({ href: "https://sai.yaadi.in/", storePath: "/" }))).toBe(
      "https://sai.yaadi.in/_store-page-cache/7/42/abc123/2026-11-24/en/",
    );
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai?open=cart" }))).toBe(
      "https://yaadi.in/_store-page-cache/7/42/abc123/2026-11-24/en/sai?open=cart",
    );
  });

  it("ignores what the page does not depend on", () => {
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai?utm_source=whatsapp&open=nothing" }))).toBe(
      storePageCacheKey(input()),
    );
  });

  it("is null for a session, billing mode, another method or another page of the shop", () => {
    expect(storePageCacheKey(input({ hasSession: true }))).toBeNull();
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai?billing=yes" }))).toBeNull();
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai?billing=no" }))).toBeNull();
    expect(storePageCacheKey(input({ method: "POST" }))).toBeNull();
    expect(storePageCacheKey(input({ method: "HEAD" }))).toBeNull();
    expect(storePageCacheKey(input({ href: "https://yaadi.in/sai.data" }))).toBeNull();
  });
});
