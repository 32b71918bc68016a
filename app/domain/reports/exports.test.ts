import { describe, expect, it } from "vitest";
import { DEFAULT_INLINE_YAADIES, inlineLimit, progressText } from "./exports";

describe("background report files", () => {
  it("reads the inline limit from the setting, falling back to the default", () => {
    expect(inlineLimit("2")).toBe(2);
    expect(inlineLimit("0")).toBe(0);
    for (const bad of [undefined, "", " ", "-1", "lots", "1.5"]) expect(inlineLimit(bad)).toBe(DEFAULT_INLINE_YAADIES);
  });

  it("says how far the file has come", () => {
    expect(progressText({ status: "queued", doneYaadies: 0, totalYaadies: 0 })).toBe("Waiting to start…");
    expect(progressText({ status: "running", doneYaadies: 1000, totalYaadies: 104512 })).toBe(
      "1,000 of 1,04,512 yaadies written",
    );
  });
});
