import { describe, expect, it } from "vitest";
import { PartBuffer } from "./part-buffer";

describe("parts of a multipart upload", () => {
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

  it("takes bytes as they are, copied, between texts", () => {
    const buffer = new PartBuffer(3);
    const bytes = new Uint8Array([1, 2]);
    buffer.append(bytes);
    bytes[0] = 9; // the caller reuses its array
    buffer.append("A");
    expect(buffer.takeParts()).toEqual([new Uint8Array([1, 2, 65])]);
    expect(buffer.rest()).toEqual(new Uint8Array());
  });
});
