import { describe, expect, it } from "vitest";
import { checkRoomFor, roomLeft } from "./plan-limit";

describe("products limit", () => {
  it("counts the room left, never below zero", () => {
    expect(roomLeft(140, 150)).toBe(10);
    expect(roomLeft(160, 150)).toBe(0);
  });

  it("refuses what would pass the limit with the spec's text", () => {
    expect(checkRoomFor(10, 140, 150)).toBeNull();
    expect(checkRoomFor(11, 140, 150)).toBe(
      "The store has reached the limit of 150 products. Go to Store-Settings to change the plan",
    );
    expect(checkRoomFor(1, 50, 50)).toBe(
      "The store has reached the limit of 50 products. Go to Store-Settings to change the plan",
    );
  });
});
