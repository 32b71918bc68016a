/** The answers of the panels' download routes: a CSV file, or a short text the screen shows when there is none. */

/** `csv` already carries its byte-order mark (app/domain/admin/csv.ts); a stream is a file from R2. */
export function csvResponse(csv: string | ReadableStream, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      // RFC 6266: an ASCII fallback and the UTF-8 name, so a Devanagari shop name survives.
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}

export function textResponse(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
