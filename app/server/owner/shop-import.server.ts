import { eq } from "drizzle-orm";
import { isReservedShopUrl, looksLikeShopSegment, toShopUrl } from "#app/domain/shop-url";
import { shopImports } from "#db/schema/backups";
import type { Db } from "../db.server";
import { FORM_BODY_LIMITS } from "../request/form-body.server";
import { createImport } from "../shop-data/import.server";
import { checkStoreName } from "../signup.server";
import { audit } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * The back office's "Import a shop" (docs/decisions/0037 "Import"): the owner uploads a shop's "Download all my data"
 * archive and chooses the new shop's URL; the archive is kept in R2 and the Queue recreates the shop from it
 * (app/server/shop-data/import.server.ts), which the screen follows. The page's script streams the archive to R2
 * (shop-import-upload.server.ts); without it, the page's form brings it, within the form's limit.
 */

const MB = 1024 * 1024;

/**
 * The largest archive taken: what the page's script streams to R2 (shop-import-upload.server.ts), never held whole in
 * the Worker's memory; the import reads it from R2 in ranges.
 */
export const IMPORT_MAX_BYTES = 100 * MB;
/** Without the page's script the archive comes in the page's form, which the Worker reads whole (form-body.server.ts). */
export const IMPORT_FORM_MAX_BYTES = Math.min(IMPORT_MAX_BYTES, FORM_BODY_LIMITS.multipart);

export const IMPORT_MESSAGES = {
  noFile: "Choose the shop's ZIP file (from Download all my data).",
  notZip: "This file is not a ZIP archive. Choose the ZIP from Download all my data.",
  tooBig: `This file is bigger than ${IMPORT_MAX_BYTES / MB} MB, the most an import takes.`,
  tooBigForForm: `This file is bigger than ${IMPORT_FORM_MAX_BYTES / MB} MB, the most an import takes while the page is still loading. Wait for it to load and try again.`,
  noUrl: "Type the new shop's URL.",
  badUrl: "A shop URL is 1 to 64 letters, digits or underscores.",
  reserved: "That URL is reserved. Choose another.",
  taken: "That URL is taken by another shop. Choose another.",
  noLength: "This upload did not say its size. Please reload the page and try again.",
  notWhole: "The file did not arrive whole. Please try again.",
  signIn: "Sign in to the back office first.",
} as const;

export type ImportRefusal = { ok: false; field: "file" | "url"; error: string };
export type ImportStart = { ok: true; importId: number } | ImportRefusal;

/** The new shop's URL when it is well formed, not reserved and free; checked before any byte of the archive is kept. */
export async function checkImportUrl(db: Db, rawUrl: string): Promise<{ ok: true; url: string } | ImportRefusal> {
  const url = toShopUrl(rawUrl);
  if (!looksLikeShopSegment(url)) return { ok: false, field: "url", error: IMPORT_MESSAGES.badUrl };
  if (isReservedShopUrl(url)) return { ok: false, field: "url", error: IMPORT_MESSAGES.reserved };
  const nameCheck = await checkStoreName(db, url);
  if (nameCheck !== "available") return { ok: false, field: "url", error: IMPORT_MESSAGES[nameCheck] };
  return { ok: true, url };
}

/** A ZIP begins with a local file header, "PK\x03\x04". */
export const isZipStart = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Where an owner's uploaded archive is kept until the import has read it. */
export const importFileKey = (ownerId: number) => `imports/${ownerId}/${crypto.randomUUID()}.zip`;

/**
 * The archive is in R2 (or is a stored backup, `backupId`): the import is recorded, audited (`said` words what is
 * imported, after "Import {id}: ") and sent to the Queue.
 */
export async function beginShopImport(
  owner: OwnerRequest,
  archive: { fileKey: string; url: string; backupId?: number },
  audited: { shop?: { id: number; url: string }; said: string },
): Promise<number> {
  const { id } = await createImport(owner.app.env, { ...archive, ownerId: owner.ownerId });
  await audit(owner, { action: "Shop import asked", shop: audited.shop, details: `Import ${id}: ${audited.said}` });
  await owner.app.env.JOBS.send({ type: "import", importId: id });
  return id;
}

/** What the audit log says of an uploaded archive. */
export const uploadSaid = (name: string, size: number, url: string) => `${name} (${size} bytes) as the new shop ${url}`;

/** The page's form without its script: checks the upload and the URL, keeps the archive, and starts the import. */
export async function startShopImport(owner: OwnerRequest, file: unknown, rawUrl: string): Promise<ImportStart> {
  const checked = await checkImportUrl(owner.app.db, rawUrl);
  if (!checked.ok) return checked;
  if (!(file instanceof File) || file.size === 0) return { ok: false, field: "file", error: IMPORT_MESSAGES.noFile };
  if (file.size > IMPORT_FORM_MAX_BYTES) return { ok: false, field: "file", error: IMPORT_MESSAGES.tooBigForForm };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isZipStart(bytes)) return { ok: false, field: "file", error: IMPORT_MESSAGES.notZip };
  const fileKey = importFileKey(owner.ownerId);
  await owner.app.env.FILES.put(fileKey, bytes, { httpMetadata: { contentType: "application/zip" } });
  const importId = await beginShopImport(
    owner,
    { fileKey, url: checked.url },
    { said: uploadSaid(file.name, file.size, checked.url) },
  );
  return { ok: true, importId };
}

/** One import as the screen shows it, or undefined. */
export async function findShopImport(owner: OwnerRequest, id: number) {
  const [row] = await owner.app.db.select().from(shopImports).where(eq(shopImports.id, id));
  return row;
}
