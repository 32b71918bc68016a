import { describe, expect, it } from "vitest";
import { RecentValues } from "#workers/recent-values";

describe("RecentValues (the isolate's tier in front of the edge cache)", () => {
  const texts = () => new RecentValues<string>(100, (text) => text.length);

  it("answers what it was given, by key", () => {
    const recent = texts();
    recent.set("a", "x".repeat(10));
    expect(recent.get("a")).toBe("x".repeat(10));
    expect(recent.get("b")).toBeUndefined();
  });

  it("lets the oldest go once the sizes pass the bound; a value set again counts as new", () => {
    const recent = texts();
    for (const key of ["a", "b", "c", "d"]) recent.set(key, key.repeat(25));
    recent.set("a", "a".repeat(25));
    recent.set("e", "e".repeat(25));
    expect(recent.get("b")).toBeUndefined();
    for (const key of ["a", "c", "d", "e"]) expect(recent.get(key)).toBe(key.repeat(25));
  });

  it("replaces a value under its key without counting the old one", () => {
    const recent = texts();
    recent.set("a", "1".repeat(25));
    for (let i = 0; i < 10; i++) recent.set("a", String(i).repeat(25));
    recent.set("b", "b".repeat(25));
    recent.set("c", "c".repeat(25));
    recent.set("d", "d".repeat(25));
    expect(recent.get("a")).toBe("9".repeat(25));
  });

  it("keeps nothing larger than a quarter of the bound", () => {
    const recent = texts();
    recent.set("big", "x".repeat(26));
    expect(recent.get("big")).toBeUndefined();
  });
});
