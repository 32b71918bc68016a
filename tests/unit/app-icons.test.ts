import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { APP_ICONS, iconPixels } from "../../scripts/app-icons";

/*
 * The shop app's committed icons are scripts/app-icons.ts's drawing of the mark, pixel for pixel (compared once
 * decoded, so another zlib's compression of the same pixels would still pass).
 */

function decodePng(file: Buffer): { width: number; height: number; pixels: Uint8Array } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString("latin1", at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      // 8 bits a channel, RGBA, no interlacing.
      expect([body[8], body[9], body[12]]).toEqual([8, 6, 0]);
    }
    if (type === "IDAT") data.push(body);
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 4 + 1;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * stride], "each row unfiltered").toBe(0);
    pixels.set(rows.subarray(y * stride + 1, (y + 1) * stride), y * width * 4);
  }
  return { width, height, pixels };
}

describe("the shop app's icons", () => {
  it.each(APP_ICONS)("$file is the mark drawn at $size px", ({ file, size, kind }) => {
    const png = decodePng(readFileSync(new URL(`../../public/icons/${file}`, import.meta.url)));
    expect([png.width, png.height]).toEqual([size, size]);
    expect(Buffer.from(png.pixels).equals(Buffer.from(iconPixels(size, kind)))).toBe(true);
  });

  it("keeps the maskable icon's ground to its edges, and the plain one's corners clear", () => {
    const corner = (pixels: Uint8Array) => [...pixels.subarray(0, 4)];
    expect(corner(iconPixels(64, "full"))).toEqual([0x15, 0x80, 0x3d, 255]);
    expect(corner(iconPixels(64, "any"))[3]).toBe(0);
  });
});
