import { eq } from "drizzle-orm";
import { isReservedShopUrl, looksLikeShopSegment, toShopUrl } from "#app/domain/shop-url";
import { shopImports } from "#db/schema/backups";
import { FORM_BODY_LIMITS } from "../request/form-body.server";
import { createImport } from "../shop-data/import.server";
import { checkStoreName } from "../signup.server";
import { audit } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * The back office's "Import a shop" (docs/decisions/0037 "Import"): the owner uploads a shop's "Download all my data"
 * archive and chooses the new shop's URL; the archive is kept in R2 and the Queue recreates the shop from it
 * (app/server/shop-data/import.server.ts), which the screen follows.
 */

/**
 * The largest archive taken. An archive up to 100 MB is what the import reads, but a page's form is read whole by the
 * Worker (app/server/request/form-body.server.ts), so the upload is held to the form's own limit.
 */
export const IMPORT_MAX_BYTES = Math.min(100 * 1024 * 1024, FORM_BODY_LIMITS.multipart);

export const IMPORT_MESSAGES = {
  noFile: "Choose the shop's ZIP file (from Download all my data).",
  notZip: "This file is not a ZIP archive. Choose the ZIP from Download all my data.",
  tooBig: `This file is bigger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most an import takes.`,
  badUrl: "A shop URL is 1 to 64 letters, digits or underscores.",
  reserved: "That URL is reserved. Choose another.",
  taken: "That URL is taken by another shop. Choose another.",
} as const;

export type ImportStart = { ok: true; importId: number } | { ok: false; field: "file" | "url"; error: string };

/** Checks the upload and the URL, keeps the archive, and sends the import to the Queue. */
export async function startShopImport(owner: OwnerRequest, file: unknown, rawUrl: string): Promise<ImportStart> {
  const url = toShopUrl(rawUrl);
  if (!looksLikeShopSegment(url)) return { ok: false, field: "url", error: IMPORT_MESSAGES.badUrl };
  if (isReservedShopUrl(url)) return { ok: false, field: "url", error: IMPORT_MESSAGES.reserved };
  const nameCheck = await checkStoreName(owner.app.db, url);
  if (nameCheck !== "available") return { ok: false, field: "url", error: IMPORT_MESSAGES[nameCheck] };
  if (!(file instanceof File) || file.size === 0) return { ok: false, field: "file", error: IMPORT_MESSAGES.noFile };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, field: "file", error: IMPORT_MESSAGES.tooBig };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A ZIP begins with a local file header, "PK\x03\x04".
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
    return { ok: false, field: "file", error: IMPORT_MESSAGES.notZip };
  }
  const fileKey = `imports/${owner.ownerId}/${crypto.randomUUID()}.zip`;
  await owner.app.env.FILES.put(fileKey, bytes, { httpMetadata: { contentType: "application/zip" } });
  const { id } = await createImport(owner.app.env, { fileKey, url, ownerId: owner.ownerId });
  await audit(owner, {
    action: "Shop import asked",
    details: `Import ${id}: ${file.name} (${file.size} bytes) as the new shop ${url}`,
  });
  await owner.app.env.JOBS.send({ type: "import", importId: id });
  return { ok: true, importId: id };
}

/** One import as the screen shows it, or undefined. */
export async function findShopImport(owner: OwnerRequest, id: number) {
  const [row] = await owner.app.db.select().from(shopImports).where(eq(shopImports.id, id));
  return row;
}
