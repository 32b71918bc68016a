import { data } from "react-router";

/** The answer for an id that is not this shop's: the same 404 whether it exists elsewhere or nowhere. */
export function notFound(): never {
  throw data("Not found", { status: 404 });
}

/** Reads a positive integer id from a route param or form field; anything else is a 404, never a 500. */
export function idParam(value: string | FormDataEntryValue | null | undefined): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,15}$/.test(text)) notFound();
  const id = Number(text);
  if (!Number.isSafeInteger(id)) notFound();
  return id;
}
