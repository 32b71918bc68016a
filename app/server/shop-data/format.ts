/*
 * The files of a shop's backup in R2 (docs/decisions/0037 "Format"), also read by "Download all my data":
 *
 *   backups/{shopId}/{backupId}/{table}/{part:5 digits}-{first 12 hex of its SHA-256}.jsonl
 *   backups/{shopId}/{backupId}/manifest.json   (written last: a backup without it is not complete)
 *
 * A part is UTF-8 JSON lines, one row a line, an object of the row's columns as the database gives them (integers,
 * text and null; times are UTC milliseconds, money paise), rows in the table's key order.
 */

export const BACKUP_FORMAT = "yaadi-shop-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type ManifestPart = { file: string; rows: number; bytes: number; sha256: string };

export type ManifestTable = {
  name: string;
  key: readonly string[];
  /** The table's columns when the backup was made, in the database's order. */
  columns: string[];
  rows: number;
  parts: ManifestPart[];
};

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  backupId: number;
  shop: { id: number; url: string; name: string };
  /** The India day the backup was made for, and when it began and ended (UTC ms). */
  day: string;
  startedAt: number;
  finishedAt: number;
  /** In foreign-key order: insert in this order, delete in the reverse one. */
  tables: ManifestTable[];
};

export const backupPrefix = (shopId: number, backupId: number) => `backups/${shopId}/${backupId}/`;

export const manifestKey = (shopId: number, backupId: number) => `${backupPrefix(shopId, backupId)}manifest.json`;

export const partKey = (shopId: number, backupId: number, table: string, part: number, sha256: string) =>
  `${backupPrefix(shopId, backupId)}${table}/${String(part).padStart(5, "0")}-${sha256.slice(0, 12)}.jsonl`;

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A part's text back to its rows. */
export function partRows(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
