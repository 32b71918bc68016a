/** A request body read whole, or why it could not be. */
export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "tooLarge" | "unreadable" };

/**
 * Reads a body, stopping as soon as it is larger than `limit` bytes — by its declared length or by what arrives, since
 * a Content-Length may be missing or false. A connection that breaks off mid-body is "unreadable", never a thrown error.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body.cancel().catch(() => undefined);
    return { ok: false, reason: "tooLarge" };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return { ok: false, reason: "unreadable" };
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "tooLarge" };
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
