import { describe, expect, it } from "vitest";
import { DEFAULT_INLINE_YAADIES, inlineLimit, PartBuffer, progressText } from "./exports";

describe("background report files", () => {
  it("cuts the text into parts of exactly the part size, the rest last, bytes in order", () => {
    const buffer = new PartBuffer(4);
    buffer.append("ab");
    expect(buffer.takeParts()).toEqual([]);
    buffer.append("cdefghij"); // 10 bytes held
    const parts = buffer.takeParts();
    expect(parts.map((p) => new TextDecoder().decode(p))).toEqual(["abcd", "efgh"]);
    buffer.append("क"); // three bytes in UTF-8: a part may end inside a character, the file's bytes are unchanged
    expect(new TextDecoder().decode(buffer.takeParts()[0])).toBe("ij\uFFFD");
    expect(buffer.rest()).toEqual(new Uint8Array([0x95]));
    expect(buffer.rest()).toEqual(new Uint8Array());
  });

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
