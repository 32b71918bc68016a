import { describe, expect, it } from "vitest";
import { decodeBase64Url, encodeBase64Url } from "./base64url";

// Node's own base64url is the independent reference.
const nodeEncoded = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

describe("encodeBase64Url", () => {
  it("uses - and _ and no padding, as Node's base64url does", () => {
    const bytes = Uint8Array.of(0xfb, 0xff, 0xbf, 0x00, 0x3e);
    expect(encodeBase64Url(bytes)).toBe("-_-_AD4");
    expect(encodeBase64Url(bytes)).toBe(nodeEncoded(bytes));
  });

  it("agrees with Node for every length up to a few blocks", () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => (i * 97 + 13) & 0xff);
    for (let n = 0; n <= bytes.length; n++) {
      expect(encodeBase64Url(bytes.subarray(0, n))).toBe(nodeEncoded(bytes.subarray(0, n)));
    }
  });
});

describe("decodeBase64Url", () => {
  it("reverses the encoding, for every length", () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => (i * 151 + 7) & 0xff);
    for (let n = 0; n <= bytes.length; n++) {
      expect(decodeBase64Url(nodeEncoded(bytes.subarray(0, n)))).toEqual(bytes.subarray(0, n));
    }
  });

  it("tolerates padding", () => {
    expect(decodeBase64Url("-_-_AD4=")).toEqual(Uint8Array.of(0xfb, 0xff, 0xbf, 0x00, 0x3e));
  });

  it("refuses standard base64's + and /, other characters and impossible lengths, naming what was read", () => {
    expect(() => decodeBase64Url("+/+/AD4", "The key")).toThrow("The key is not base64url");
    expect(() => decodeBase64Url("ab cd")).toThrow("value is not base64url");
    expect(() => decodeBase64Url("abcde")).toThrow("is not base64url");
    expect(() => decodeBase64Url("ab=c")).toThrow("is not base64url");
  });
});
