import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { PartBuffer } from "#app/domain/part-buffer";

/** R2 multipart parts: at least 5 MiB, and all of one size but the last. */
const PART_BYTES = 5 * 1024 * 1024;

/** One file of the archive, whole: a backup's part or an image (a few MB), never the archive itself. */
export type ZipEntry = { name: string; data: Uint8Array; compress: boolean };

/**
 * Writes a ZIP archive to R2 as a multipart upload while its entries arrive one at a time, so a large shop's data
 * never sits whole in memory: only the entry in hand and less than a part of the archive. Text is deflated; images,
 * compressed already, are stored. `afterEntry` runs once each entry is in (the job's progress). The upload is aborted
 * when anything fails. ZIP64 is not written: a shop's archive stays far below 4 GB and 65,535 files.
 */
export async function writeZipToR2(
  bucket: R2Bucket,
  key: string,
  entries: AsyncIterable<ZipEntry>,
  afterEntry: (name: string) => Promise<void> = async () => {},
  partBytes = PART_BYTES,
): Promise<{ bytes: number; entries: number }> {
  const upload = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/zip", contentDisposition: "attachment" },
  });
  const buffer = new PartBuffer(partBytes);
  const parts: R2UploadedPart[] = [];
  let failure: Error | null = null;
  let bytes = 0;
  let count = 0;
  // With synchronous entries (ZipDeflate, ZipPassThrough) the archive's bytes come out during push() and end().
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      buffer.append(chunk);
      bytes += chunk.length;
    }
  });
  const upTo = async (taken: Uint8Array[]) => {
    if (failure) throw failure;
    for (const part of taken) parts.push(await upload.uploadPart(parts.length + 1, part));
  };
  try {
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(entry.data, true);
      count++;
      await upTo(buffer.takeParts());
      await afterEntry(entry.name);
    }
    zip.end();
    await upTo(buffer.takeParts());
    const last = buffer.rest();
    if (last.length > 0 || parts.length === 0) await upTo([last]);
    await upload.complete(parts);
    return { bytes, entries: count };
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw error;
  }
}
