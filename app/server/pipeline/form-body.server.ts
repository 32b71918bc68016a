import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";

/*
 * Every page POST's body is read here, once, before any action runs (root middleware). What cannot be read as a form
 * — another Content-Type, a truncated or malformed multipart body, more bytes than any screen sends — is answered with
 * a 4xx and a sentence, so no action ever meets a body it cannot parse (which used to surface as a 500).
 */

export const FORM_BODY_MESSAGES = {
  unreadable: "This form could not be read. Please reload the page and try again.",
  wrongType: "This request must be sent from the form on the page.",
  tooLarge: "This upload is too large.",
} as const;

/** A form of text fields is small; multipart carries images (2 MB each) and product sheets, with room to spare. */
export const FORM_BODY_LIMITS = { urlencoded: 1024 * 1024, multipart: 16 * 1024 * 1024 } as const;

const formContext = createContext<FormData | null>(null);

function refuse(message: string, status: 400 | 413 | 415): never {
  throw data({ error: message }, { status });
}

/** The body's bytes, refusing as soon as there are more than `limit` (a missing or false Content-Length included). */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A connection that breaks off mid-body is a form that cannot be read, not a server error.
    const { done, value } = await reader.read().catch(() => refuse(FORM_BODY_MESSAGES.unreadable, 400));
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      refuse(FORM_BODY_MESSAGES.tooLarge, 413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Reads a request body as a form, or throws the 4xx answer. An empty body is an empty form, whatever its type. */
export async function readFormBody(request: Request): Promise<FormData> {
  if (!request.body) return new FormData();
  const type = request.headers.get("Content-Type") ?? "";
  const essence = type.split(";")[0]!.trim().toLowerCase();
  const kind = essence === "application/x-www-form-urlencoded" ? "urlencoded" : essence === "multipart/form-data" ? "multipart" : null;
  const limit = FORM_BODY_LIMITS[kind ?? "urlencoded"];
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body.cancel().catch(() => undefined);
    refuse(FORM_BODY_MESSAGES.tooLarge, 413);
  }
  const bytes = await readCapped(request.body, limit);
  if (bytes.byteLength === 0) return new FormData();
  if (!kind) refuse(FORM_BODY_MESSAGES.wrongType, 415);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": type } }).formData();
  } catch {
    return refuse(FORM_BODY_MESSAGES.unreadable, 400);
  }
}

/** Root middleware: the one place a page request's body is read. */
export const readFormOnce: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") context.set(formContext, await readFormBody(request));
  return next();
};

/** The request's form, as the root middleware read it. */
export function formOf(context: Readonly<RouterContextProvider>): FormData {
  const form = context.get(formContext);
  if (!form) refuse(FORM_BODY_MESSAGES.unreadable, 400);
  return form;
}

/** The form's text fields by name (the last value of a repeated name); files are left out. */
export function formTextOf(context: Readonly<RouterContextProvider>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formOf(context)) if (typeof value === "string") fields[name] = value;
  return fields;
}
