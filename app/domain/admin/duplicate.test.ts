import { describe, expect, it } from "vitest";
import { checkDuplicateRoom, duplicateName, parseDuplicateCount } from "./duplicate";

describe("duplicate product (spec 2 §5)", () => {
  it("takes 1 to 10 as digits", () => {
    expect(parseDuplicateCount("3")).toEqual({ ok: true, count: 3 });
    expect(parseDuplicateCount(" 10 ")).toEqual({ ok: true, count: 10 });
  });

  it("refuses anything that is not a number", () => {
    for (const entry of ["", "abc", "2.5", "-1", "1e1", "३"]) {
      expect(parseDuplicateCount(entry)).toEqual({ ok: false, message: "You didn't enter a valid number." });
    }
  });

  it("refuses numbers outside 1 to 10", () => {
    for (const entry of ["0", "11", "100"]) {
      expect(parseDuplicateCount(entry)).toEqual({ ok: false, message: "Enter a number between 1 to 10." });
    }
  });

  it("says the store is full at the limit, or how many it holds when the copies do not fit", () => {
    expect(checkDuplicateRoom(1, 150, 150)).toBe("The store has reached the maximum limit of 150 products.");
    expect(checkDuplicateRoom(3, 148, 150)).toBe(
      "The store has currently 148 products. It can accomodate maximum 150.",
    );
    expect(checkDuplicateRoom(2, 148, 150)).toBeNull();
    expect(checkDuplicateRoom(10, 0, 150)).toBeNull();
  });

  it("names copies D_{name}, cut to 80 characters", () => {
    expect(duplicateName("Toor Dal")).toBe("D_Toor Dal");
    const long = duplicateName("x".repeat(80));
    expect(long).toBe(`D_${"x".repeat(78)}`);
    expect(Array.from(duplicateName("🥭".repeat(80)))).toHaveLength(80);
  });
});
