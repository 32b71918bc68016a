import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "#app/server/cookies.server";

const withCookie = (header: string) => new Request("https://yaadi.in/", { headers: { Cookie: header } });

describe("cookies", () => {
  it("writes every cookie HttpOnly, SameSite=Lax, for the whole site, Secure over https and on localhost", () => {
    expect(serializeCookie(new URL("https://yaadi.in/x"), "a", "b c", 60)).toBe(
      "a=b%20c; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure",
    );
    expect(serializeCookie(new URL("http://localhost:8787/"), "a", "", 0)).toBe(
      "a=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
    expect(serializeCookie(new URL("http://shop.example/"), "a", "1", 1)).not.toContain("Secure");
  });

  it("reads back what it wrote, by exact name", () => {
    const set = serializeCookie(new URL("https://yaadi.in/"), "yaadi_store", "/veg_ramesh", 60);
    expect(readCookie(withCookie(`other=1; ${set.split(";")[0]}`), "yaadi_store")).toBe("/veg_ramesh");
    expect(readCookie(withCookie("xyaadi_store=1; yaadi_storex=2"), "yaadi_store")).toBeNull();
    expect(readCookie(withCookie("t=abc=def"), "t")).toBe("abc=def");
  });

  it("treats an empty or undecodable value as absent", () => {
    expect(readCookie(withCookie("t="), "t")).toBeNull();
    expect(readCookie(withCookie("t=%E0%A4%A"), "t")).toBeNull();
    expect(readCookie(new Request("https://yaadi.in/"), "t")).toBeNull();
  });
});
