import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readZipFromR2, ZipError } from "#app/server/data-export/zip-reader.server";
import { writeZipToR2, type ZipEntry } from "#app/server/data-export/zip-writer.server";

/* The shop's data archive: written to R2 a part at a time (fflate), read back a file at a time (ranged reads). */

function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let at = 0; at < length; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  return bytes;
}

async function* each(entries: ZipEntry[]) {
  yield* entries;
}

/** A digest to compare megabytes by: expect's deep equality walks a typed array element by element, for seconds. */
async function digest(bytes: Uint8Array<ArrayBuffer>) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16)).join("");
}

async function readAll(key: string) {
  const files = new Map<string, Uint8Array>();
  await readZipFromR2(env.FILES, key, async (name, data) => {
    files.set(name, data);
  });
  return files;
}

describe("ZIP archives in R2", () => {
  it("round-trips text deflated and images stored, across several multipart parts, in order", async () => {
    const rows = new TextEncoder().encode(
      Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ id: i, name: `कांदा ${i}` })).join("\n"),
    );
    const photo = noise(6 * 1024 * 1024); // incompressible: the archive needs two parts of 5 MiB
    const entries: ZipEntry[] = [
      { name: "manifest.json", data: new TextEncoder().encode('{"tables":[]}'), compress: true },
      { name: "products/00001.jsonl", data: rows, compress: true },
      { name: "images/products/7.jpg", data: photo, compress: false },
      { name: "empty.txt", data: new Uint8Array(), compress: true },
    ];
    const seen: string[] = [];
    const written = await writeZipToR2(env.FILES, "tests/zip/round-trip.zip", each(entries), async (name) => {
      seen.push(name);
    });
    expect(written.entries).toBe(4);
    expect(seen).toEqual(entries.map((e) => e.name));
    const object = await env.FILES.head("tests/zip/round-trip.zip");
    expect(object!.size).toBe(written.bytes);
    expect(object!.size).toBeGreaterThan(6 * 1024 * 1024);
    expect(object!.size).toBeLessThan(6 * 1024 * 1024 + rows.length / 4); // the rows were deflated
    const files = await readAll("tests/zip/round-trip.zip");
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const entry of entries) {
      const read = files.get(entry.name)!;
      expect(read.length, entry.name).toBe(entry.data.length);
      expect(await digest(read as Uint8Array<ArrayBuffer>), entry.name).toBe(
        await digest(entry.data as Uint8Array<ArrayBuffer>),
      );
    }
  });

  it("refuses what is not a whole, safe archive", async () => {
    const good = "tests/zip/small.zip";
    await writeZipToR2(
      env.FILES,
      good,
      each([{ name: "a.txt", data: new TextEncoder().encode("hello"), compress: true }]),
    );
    const bytes = new Uint8Array(await (await env.FILES.get(good))!.arrayBuffer());

    await env.FILES.put("tests/zip/not-zip", "just some text, long enough to look for a directory in it");
    await expect(readAll("tests/zip/not-zip")).rejects.toThrow("This is not a ZIP archive.");

    await env.FILES.put("tests/zip/cut.zip", bytes.subarray(0, bytes.length - 10));
    await expect(readAll("tests/zip/cut.zip")).rejects.toBeInstanceOf(ZipError);

    const damaged = bytes.slice();
    damaged[40] = damaged[40]! ^ 0xff; // inside a.txt's deflated bytes
    await env.FILES.put("tests/zip/damaged.zip", damaged);
    await expect(readAll("tests/zip/damaged.zip")).rejects.toThrow();

    for (const name of ["../outside.txt", "/etc/passwd", "a/../../b", "a\\b"]) {
      const key = `tests/zip/bad-name-${encodeURIComponent(name)}.zip`;
      await writeZipToR2(env.FILES, key, each([{ name, data: new Uint8Array([1]), compress: false }]));
      await expect(readAll(key), name).rejects.toThrow("not a name this archive may hold");
    }
    await expect(readAll("tests/zip/none.zip")).rejects.toThrow("The archive is missing.");
  });
});
