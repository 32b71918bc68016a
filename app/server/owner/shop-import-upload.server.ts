import { isWriteKey, WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { z } from "#app/domain/zod";
import { getPlatformOwner } from "../auth/guards.server";
import type { AppContext } from "../context.server";
import { flashCookie } from "../panel/flash.server";
import { ownerWriteOnceBy, WRITE_MESSAGES } from "../panel/write-once.server";
import type { OwnerRequest } from "./pipeline.server";
import {
  beginShopImport,
  checkImportUrl,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importFileKey,
  isZipStart,
  uploadSaid,
} from "./shop-import.server";

/*
 * "Import a shop"'s archive as the page's script sends it (docs/decisions/0037 "Import"): the ZIP itself as the body,
 * up to 100 MB, piped to R2 as it arrives — never held whole in the Worker's memory, which a page's form is (its body
 * is read whole by the root middleware, within 16 MB). Answered by the Worker before any page (workers/hono.ts), so
 * it checks here what the back office's middleware checks for a page: the signed-in owner and the write key. Every
 * refusal is a 4xx with a sentence, and leaves nothing kept.
 */

export const IMPORT_ARCHIVE_PATH = "/owner/shops/import/archive";

/** What the page's script learns: the new import, or what to correct. */
export type ArchiveAnswer = { importId: number } | { field?: "file" | "url"; error: string };

const query = z.object({
  // A URL that is there but wrong (too long, reserved, taken) gets the import's own sentence (checkImportUrl).
  url: z.string().trim().min(1).max(1000),
  // Only for the audit log's record of what was imported.
  name: z.string().trim().min(1).max(200).catch("archive.zip"),
  [WRITE_KEY_FIELD]: z.string().refine(isWriteKey),
});

/** The declared size: digits only (no sign, no exponent), then a number of bytes. */
const declaredLength = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

const answer = (body: ArchiveAnswer, status: number, headers?: HeadersInit) => Response.json(body, { status, headers });

/** Receives the archive; the URL, write key and file name come in the address, the size in Content-Length. */
export async function receiveImportArchive(app: AppContext, request: Request): Promise<Response> {
  // A size refused is never read: the client's upload is cut short, not taken in (it may say gigabytes). Other
  // refusals leave the body to the Worker's drain (workers/hono.ts), which discards it as it comes, so a browser
  // gets its answer on a connection that ended its request cleanly.
  const cutShort = async (body: ArchiveAnswer, status: number) => {
    await request.body?.cancel().catch(() => undefined);
    return answer(body, status);
  };
  const owner = await getPlatformOwner(request, app);
  if (!owner) return answer({ error: IMPORT_MESSAGES.signIn }, 401);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/zip") return answer({ field: "file", error: IMPORT_MESSAGES.notZip }, 415);
  const rawLength = request.headers.get("Content-Length");
  if (rawLength === null) return cutShort({ field: "file", error: IMPORT_MESSAGES.noLength }, 411);
  const length = declaredLength.safeParse(rawLength);
  if (!length.success) return cutShort({ field: "file", error: IMPORT_MESSAGES.noLength }, 400);
  if (length.data > IMPORT_MAX_BYTES) return cutShort({ field: "file", error: IMPORT_MESSAGES.tooBig }, 413);
  if (length.data === 0 || !request.body) return answer({ field: "file", error: IMPORT_MESSAGES.noFile }, 400);
  const params = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!params.success) {
    const urlIssue = params.error.issues.some((issue) => issue.path[0] === "url");
    return answer(urlIssue ? { field: "url", error: IMPORT_MESSAGES.noUrl } : { error: WRITE_MESSAGES.stalePage }, 400);
  }
  const { url, name } = params.data;
  const ownerRequest: OwnerRequest = { app, ...owner };
  // The page's write key makes a repeat (a double tap, a retry) the same import: it is answered as the first was.
  const identity = [params.data[WRITE_KEY_FIELD], url.toLowerCase(), name, length.data];
  const once = await ownerWriteOnceBy(app.db, owner.ownerId, request, identity, async () => {
    const checked = await checkImportUrl(app.db, url);
    if (!checked.ok) return answer({ field: checked.field, error: checked.error }, 400);
    const body = request.body!;
    const kept = await keepArchive(app.env.FILES, importFileKey(owner.ownerId), body, length.data);
    if (!kept.ok) return answer({ field: "file", error: kept.error }, 400);
    const importId = await beginShopImport(
      ownerRequest,
      { fileKey: kept.key, url: checked.url },
      { said: uploadSaid(name, length.data, checked.url) },
    );
    return answer({ importId }, 200, {
      "Set-Cookie": flashCookie(request, { tone: "success", text: `Import of ${checked.url} started` }),
    });
  });
  return once ?? answer({ error: WRITE_MESSAGES.stillSaving }, 409);
}

type Kept = { ok: true; key: string } | { ok: false; error: string };

/**
 * Pipes the body to R2 under `key`. R2 takes a stream only of a known length, so it goes through a FixedLengthStream
 * of the declared size: a body shorter or longer than it fails the upload, and nothing is kept. The first bytes are
 * looked at before anything is stored: a file that is not a ZIP is refused without writing.
 */
async function keepArchive(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, length: number) {
  const reader = body.getReader();
  const head = await readHead(reader, 4);
  if (!isZipStart(head.bytes)) {
    await reader.cancel().catch(() => undefined);
    return { ok: false, error: IMPORT_MESSAGES.notZip } satisfies Kept;
  }
  const sized = new FixedLengthStream(length);
  const piped = rest(head.bytes, head.done, reader)
    .pipeTo(sized.writable)
    .then(
      () => true,
      () => false,
    );
  try {
    await bucket.put(key, sized.readable, { httpMetadata: { contentType: "application/zip" } });
    if (await piped) return { ok: true, key } satisfies Kept;
  } catch {
    // The body ended early, ran past its size or was cut off: R2 refused the object.
  }
  await piped;
  await bucket.delete(key).catch(() => undefined);
  return { ok: false, error: IMPORT_MESSAGES.notWhole } satisfies Kept;
}

/** At least `size` bytes from the start of the stream (fewer when it ends first), as they came. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < size) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(chunks, total), done: true };
    chunks.push(value);
    total += value.byteLength;
  }
  return { bytes: concat(chunks, total), done: false };
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The whole body again: the bytes already read, then the rest of the stream as it comes. */
function rest(head: Uint8Array, done: boolean, reader: ReadableStreamDefaultReader<Uint8Array>) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength > 0) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
