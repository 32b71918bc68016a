import { inflateSync } from "fflate";
import { crc32 } from "#app/domain/crc32";

/** What an archive may hold before it is refused: an upload is never trusted to be small. */
export const ZIP_LIMITS = { entries: 50_000, entryBytes: 64 * 1024 * 1024 };

export class ZipError extends Error {}

type CentralEntry = {
  name: string;
  method: number;
  flags: number;
  crc: number;
  size: number;
  stored: number;
  at: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Reads a ZIP archive kept in R2 an entry at a time through ranged reads: its directory from the end, then each entry
 * (only the one in hand is in memory), checked against its CRC-32 and size. Refuses what it cannot read safely:
 * ZIP64, encryption, other compression than stored or deflated, names with a path out of the archive, more entries or
 * bigger ones than ZIP_LIMITS.
 */
export async function readZipFromR2(
  bucket: R2Bucket,
  key: string,
  onEntry: (name: string, data: Uint8Array) => Promise<void>,
): Promise<number> {
  const zip = await openZipFromR2(bucket, key);
  for (const name of zip.names) await onEntry(name, await zip.read(name));
  return zip.names.length;
}

export type ZipInR2 = {
  /** The archive's files in their order, folders left out. */
  names: string[];
  /** One file's bytes, checked against its CRC-32 and size; a name the archive does not hold is refused. */
  read: (name: string) => Promise<Uint8Array>;
};

/** An archive in R2 opened by its directory only: each file is read when asked for (an import picks them by name). */
export async function openZipFromR2(bucket: R2Bucket, key: string): Promise<ZipInR2> {
  const head = await bucket.head(key);
  if (!head) throw new ZipError("The archive is missing.");
  const entries = new Map((await directory(bucket, key, head.size)).map((e) => [e.name, e]));
  return {
    names: [...entries.keys()],
    async read(name) {
      const entry = entries.get(name);
      if (!entry) throw new ZipError(`${name} is not in the archive.`);
      const local = await range(bucket, key, entry.at, 30);
      if (view(local).getUint32(0, true) !== LOCAL) throw new ZipError(`${entry.name}: not where the directory says.`);
      const start = entry.at + 30 + view(local).getUint16(26, true) + view(local).getUint16(28, true);
      const stored = await range(bucket, key, start, entry.stored);
      const data = entry.method === 0 ? stored : inflateSync(stored, { out: new Uint8Array(entry.size) });
      if (data.length !== entry.size || crc32(data) !== entry.crc) throw new ZipError(`${entry.name} is damaged.`);
      return data;
    },
  };
}

async function directory(bucket: R2Bucket, key: string, size: number): Promise<CentralEntry[]> {
  const tailLength = Math.min(size, 22 + 65_535);
  const tail = await range(bucket, key, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view(tail).getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError("This is not a ZIP archive.");
  const eocd = view(tail, end);
  const count = eocd.getUint16(10, true);
  const length = eocd.getUint32(12, true);
  const offset = eocd.getUint32(16, true);
  if (count === 0xffff || length === 0xffffffff || offset === 0xffffffff) throw new ZipError("ZIP64 is not read.");
  if (count > ZIP_LIMITS.entries) throw new ZipError(`More than ${ZIP_LIMITS.entries} files.`);
  if (offset + length > size) throw new ZipError("The archive is cut short.");
  const bytes = await range(bucket, key, offset, length);
  const entries: CentralEntry[] = [];
  for (let at = 0, i = 0; i < count; i++) {
    const d = view(bytes, at);
    if (at + 46 > bytes.length || d.getUint32(0, true) !== CENTRAL) throw new ZipError("The directory is damaged.");
    const nameLength = d.getUint16(28, true);
    const entry: CentralEntry = {
      flags: d.getUint16(8, true),
      method: d.getUint16(10, true),
      crc: d.getUint32(16, true),
      stored: d.getUint32(20, true),
      size: d.getUint32(24, true),
      at: d.getUint32(42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    at += 46 + nameLength + d.getUint16(30, true) + d.getUint16(32, true);
    if (entry.name.endsWith("/")) continue; // a folder
    checkEntry(entry);
    entries.push(entry);
  }
  return entries;
}

function checkEntry(entry: CentralEntry) {
  const parts = entry.name.split("/");
  if (entry.name.length > 255 || entry.name.includes("\\") || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new ZipError(`${entry.name}: not a name this archive may hold.`);
  if (entry.flags & 1) throw new ZipError(`${entry.name} is encrypted.`);
  if (entry.method !== 0 && entry.method !== 8)
    throw new ZipError(`${entry.name}: compression ${entry.method} is not read.`);
  if (entry.size === 0xffffffff || entry.stored === 0xffffffff) throw new ZipError("ZIP64 is not read.");
  if (entry.size > ZIP_LIMITS.entryBytes || entry.stored > ZIP_LIMITS.entryBytes)
    throw new ZipError(`${entry.name} is bigger than ${ZIP_LIMITS.entryBytes / 1024 / 1024} MB.`);
}

async function range(bucket: R2Bucket, key: string, offset: number, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array();
  const object = await bucket.get(key, { range: { offset, length } });
  if (!object) throw new ZipError("The archive is missing.");
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (bytes.length !== length) throw new ZipError("The archive is cut short.");
  return bytes;
}

const view = (bytes: Uint8Array, at = 0) => new DataView(bytes.buffer, bytes.byteOffset + at, bytes.byteLength - at);
