// The shop app's icons (the admin panel on a phone's home screen, docs/decisions/0032), drawn from Yaadi's mark
// (public/favicon.svg: a green rounded square with a white Y) as PNGs, since a launcher wants bitmaps of known sizes.
// Drawn here, pixel by pixel, so they come out the same on every machine with nothing downloaded; the committed files
// are checked against this drawing (tests/unit/app-icons.test.ts).
// Usage: npx tsx scripts/app-icons.ts   (writes public/icons/)
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

/** The mark's drawing, in the favicon's 64-unit box. */
const BOX = 64;
const CORNER = 14;
const GREEN = [0x15, 0x80, 0x3d] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** favicon.svg's path "M18 16h8l6 12 6-12h8L36 34v14h-8V34z". */
const Y_SHAPE: ReadonlyArray<readonly [number, number]> = [
  [18, 16],
  [26, 16],
  [32, 28],
  [38, 16],
  [46, 16],
  [36, 34],
  [36, 48],
  [28, 48],
  [28, 34],
];
/** Samples per pixel along each side: 16 per pixel smooth the edges. */
const SAMPLES = 4;

/**
 * "any": the mark as it is, rounded corners on a transparent ground. "full": the green fills the whole square — a
 * maskable icon (the launcher cuts its own shape; the Y sits well inside the safe circle of 40% of the size) and
 * Apple's touch icon (iOS rounds it itself and would paint transparent corners black). "badge": the Y alone, white on
 * nothing, as Android draws a notification's small icon in the status bar (by its shape only).
 */
export type IconKind = "any" | "full" | "badge";

export const APP_ICONS = [
  { file: "yaadi-192.png", size: 192, kind: "any" },
  { file: "yaadi-512.png", size: 512, kind: "any" },
  { file: "yaadi-maskable-512.png", size: 512, kind: "full" },
  { file: "yaadi-apple-180.png", size: 180, kind: "full" },
  { file: "yaadi-badge-96.png", size: 96, kind: "badge" },
] as const satisfies ReadonlyArray<{ file: string; size: number; kind: IconKind }>;

function inY(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = Y_SHAPE.length - 1; i < Y_SHAPE.length; j = i++) {
    const [xi, yi] = Y_SHAPE[i]!;
    const [xj, yj] = Y_SHAPE[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > BOX || y > BOX) return false;
  const cx = Math.min(Math.max(x, CORNER), BOX - CORNER);
  const cy = Math.min(Math.max(y, CORNER), BOX - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

/** The icon's pixels, RGBA, row by row. */
export function iconPixels(size: number, kind: IconKind): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  // The badge is the Y drawn larger, to fill its small square as the status bar's other icons do.
  const zoom = kind === "badge" ? 36 / BOX : 1;
  const unit = (BOX / size / SAMPLES) * zoom;
  const offset = (BOX / 2) * (1 - zoom);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let alpha = 0;
      const rgb = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = offset + (px * SAMPLES + sx + 0.5) * unit;
          const y = offset + (py * SAMPLES + sy + 0.5) * unit;
          if (kind === "any" && !inRoundedSquare(x, y)) continue;
          const onY = inY(x, y);
          if (kind === "badge" && !onY) continue;
          const colour = onY ? WHITE : GREEN;
          alpha++;
          for (let c = 0; c < 3; c++) rgb[c]! += colour[c]!;
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = alpha ? Math.round(rgb[c]! / alpha) : 0;
      pixels[at + 3] = Math.round((alpha * 255) / SAMPLES ** 2);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG of square pixels (each row unfiltered). */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const icon of APP_ICONS) {
    writeFileSync(`public/icons/${icon.file}`, encodePng(icon.size, iconPixels(icon.size, icon.kind)));
    console.log(`public/icons/${icon.file}`);
  }
}
