import { describe, expect, it } from "vitest";
import { dealerReadings, isReservedShopUrl, looksLikeShopSegment, toShopUrl } from "./shop-url";

describe("shop URLs", () => {
  it("lowercases and trims store names", () => {
    expect(toShopUrl("  DemoVeggieStore ")).toBe("demoveggiestore");
  });

  it("reserves product paths, service names, master catalogues and leading underscores", () => {
    for (const name of [
      "adminpanel",
      "AdminPanel",
      "owner",
      "yaadilist",
      "api",
      "files",
      "start",
      "www",
      "mail",
      "support",
      "masterveggies",
      "master",
      "__manifest",
      "_root",
    ]) {
      expect(isReservedShopUrl(name), name).toBe(true);
    }
    for (const name of ["demoveggiestore", "ramesh_kirana", "shop1"]) expect(isReservedShopUrl(name), name).toBe(false);
  });

  it("reserves infrastructure host names that clients look up on their own, and mail/DNS names", () => {
    // A shop holding one of these as {shop}.{ROOT_DOMAIN} could answer proxy auto-configuration (wpad), mail client
    // set-up (autodiscover, autoconfig), IPv6 tunnels (isatap), mail policy (mta-sts, _dmarc) or domain validation.
    const names = [
      "localhost",
      "localdomain",
      "wpad",
      "autodiscover",
      "autoconfig",
      "isatap",
      "mta-sts",
      "_dmarc",
      "_domainkey",
      "_acme-challenge",
      "www",
      "mail",
      "smtp",
      "imap",
      "pop",
      "pop3",
      "ftp",
      "sftp",
      "ns1",
      "ns2",
      "ns3",
      "dns",
      "mx",
      "cdn",
      "static",
      "status",
      "api",
      "webmail",
      "postmaster",
      "hostmaster",
      "webmaster",
      "abuse",
      "security",
      "staging",
      "beta",
      "sandbox",
      "vpn",
      "proxy",
      "auth",
      "sso",
      "dashboard",
      "console",
      "assets",
      "media",
    ];
    for (const name of names) expect(isReservedShopUrl(name), name).toBe(true);
    for (const name of ["WPAD", " Autodiscover ", "LocalHost"]) expect(isReservedShopUrl(name), name).toBe(true);
    // Ordinary shop names that merely contain such a word stay free.
    for (const name of ["mailstore", "staticfruits", "popcornshop"]) expect(isReservedShopUrl(name), name).toBe(false);
  });

  it("accepts only letters, digits and underscores as a shop segment", () => {
    expect(looksLikeShopSegment("demo_store1")).toBe(true);
    expect(looksLikeShopSegment("demo-store")).toBe(false);
    expect(looksLikeShopSegment("favicon.ico")).toBe(false);
    expect(looksLikeShopSegment("")).toBe(false);
  });

  it("reads shop_dealer segments with the longest shop URL first", () => {
    expect(dealerReadings("abc_def_xyz")).toEqual([
      { shopUrl: "abc_def", dealerLink: "xyz" },
      { shopUrl: "abc", dealerLink: "def_xyz" },
    ]);
    expect(dealerReadings("Shop_Ramesh")).toEqual([{ shopUrl: "shop", dealerLink: "ramesh" }]);
    expect(dealerReadings("noseparator")).toEqual([]);
    expect(dealerReadings("trailing_")).toEqual([]);
  });
});
