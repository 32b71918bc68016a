import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readBodyBytes } from "./body-bytes.server";

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

/** Reads a request body as a form, or throws the 4xx answer. An empty body is an empty form, whatever its type. */
export async function readFormBody(request: Request): Promise<FormData> {
  if (!request.body) return new FormData();
  const type = request.headers.get("Content-Type") ?? "";
  const essence = type.split(";")[0]!.trim().toLowerCase();
  const kind =
    essence === "application/x-www-form-urlencoded"
      ? "urlencoded"
      : essence === "multipart/form-data"
        ? "multipart"
        : null;
  const read = await readBodyBytes(request, FORM_BODY_LIMITS[kind ?? "urlencoded"]);
  if (!read.ok)
    refuse(
      read.reason === "tooLarge" ? FORM_BODY_MESSAGES.tooLarge : FORM_BODY_MESSAGES.unreadable,
      read.reason === "tooLarge" ? 413 : 400,
    );
  if (read.bytes.byteLength === 0) return new FormData();
  if (!kind) refuse(FORM_BODY_MESSAGES.wrongType, 415);
  try {
    return await new Response(read.bytes, { headers: { "Content-Type": type } }).formData();
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
