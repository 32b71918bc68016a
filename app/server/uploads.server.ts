import {
  CHECK_TYPE_OF_FILE,
  IMAGE_MAX_BYTES,
  INVALID_FILE,
  imageTooBigMessage,
  NOT_AN_IMAGE,
} from "#app/domain/admin/image-upload";
import { encodeBase64Url } from "#app/domain/base64url";
import { randomBytes } from "./auth/crypto.server";

/*
 * Every upload goes through here: a size cap, then the file's first bytes decide what it is
 * (the browser's declared type and the file name are not trusted). SVG is refused: it can carry script.
 */
export { CHECK_TYPE_OF_FILE, IMAGE_MAX_BYTES, INVALID_FILE };

export type ImageKind = { contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
}

export type CheckedImage = { ok: true; bytes: Uint8Array; kind: ImageKind } | { ok: false; message: string };

/** Accepts a form field value; anything but a non-empty image file within the size cap is refused. */
export async function checkImageUpload(
  value: FormDataEntryValue | null,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<CheckedImage> {
  if (!(value instanceof File) || value.size === 0) return { ok: false, message: INVALID_FILE };
  if (value.size > maxBytes) return { ok: false, message: imageTooBigMessage(maxBytes) };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, message: NOT_AN_IMAGE };
  return { ok: true, bytes, kind };
}

/**
 * Stores a checked image under a fresh, unguessable key in the public area of the bucket (served by /files/*).
 * Keys are never reused, so /files can let browsers cache them for a year.
 */
export async function storePublicImage(
  bucket: R2Bucket,
  shopId: number,
  folder: string,
  image: Extract<CheckedImage, { ok: true }>,
): Promise<string> {
  const key = `public/shops/${shopId}/${folder}/${encodeBase64Url(randomBytes(12))}.${image.kind.extension}`;
  await bucket.put(key, image.bytes, {
    httpMetadata: { contentType: image.kind.contentType, cacheControl: "public, max-age=31536000, immutable" },
  });
  return key;
}
