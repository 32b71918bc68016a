import { imageKeys } from "./data-export.server";
import { backupPrefix, manifestKey } from "./format";
import { type ArchiveFiles, ImportRefusal } from "./import-archive.server";

/*
 * A shop's stored backup read as if it were its "Download all my data" archive (docs/decisions/0037 "Import"), so the
 * owner can recreate a shop from any complete backup as a new shop for inspection, by the same import that reads an
 * uploaded ZIP: the same names (manifest.json, data/{table}/…jsonl, images/{R2 key}), each file read from R2 when the
 * import asks for it. A backup holds rows only; the images are the ones the rows name that are still in R2 (an image
 * deleted since is left out, as the download leaves it out).
 */
export async function openStoredBackup(bucket: R2Bucket, shopId: number, backupId: number): Promise<ArchiveFiles> {
  const manifestObject = await bucket.get(manifestKey(shopId, backupId));
  if (!manifestObject) throw new ImportRefusal(`Backup ${backupId} is no longer kept, or it never completed.`);
  const manifestBytes = new Uint8Array(await manifestObject.arrayBuffer());
  const prefix = backupPrefix(shopId, backupId);
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes));
  const parts: string[] = (manifest.tables ?? []).flatMap((t: { parts?: { file: string }[] }) =>
    (t.parts ?? []).map((p) => p.file),
  );
  // Asked of R2 together, not one after another: a catalogue of 1,000 products names as many images.
  const named = await imageKeys(bucket, prefix, manifest);
  const present = await Promise.all(named.map((key) => bucket.head(key)));
  const images = named.filter((_, i) => present[i]);
  const files = new Map<string, () => Promise<Uint8Array>>([["manifest.json", async () => manifestBytes]]);
  for (const file of parts) files.set(`data/${file}`, () => objectBytes(bucket, `${prefix}${file}`));
  for (const key of images) files.set(`images/${key}`, () => objectBytes(bucket, key));
  return {
    names: [...files.keys()],
    read(name) {
      const read = files.get(name);
      if (!read) throw new ImportRefusal(`${name} is not in backup ${backupId}.`);
      return read();
    },
  };
}

async function objectBytes(bucket: R2Bucket, key: string): Promise<Uint8Array> {
  const object = await bucket.get(key);
  if (!object) throw new ImportRefusal(`${key} is missing from the backup.`);
  return new Uint8Array(await object.arrayBuffer());
}
