import { type ExportKind, inlineLimit } from "../../domain/reports/exports";
import type { DayRange } from "../../domain/reports/report-range";
import { countYaadies, startExport } from "./exports.server";
import type { AdminRequest } from "./pipeline.server";

/** The answers of the admin's download routes: a CSV file, or a short text the screen shows when there is none. */

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

/**
 * A download whose range holds more yaadies than a request should write (EXPORT_INLINE_LIMIT) goes to the Queue: the
 * screen's download button (which asks for JSON) gets 202 and the export's screen; a plain link is sent there. Null
 * when the file is small enough to answer at once.
 */
export async function backgroundExport(
  admin: AdminRequest,
  request: Request,
  asked: { kind: ExportKind; range: DayRange; fileName: string },
): Promise<Response | null> {
  if ((await countYaadies(admin.scope, asked.range)) <= inlineLimit(admin.app.env.EXPORT_INLINE_LIMIT)) return null;
  const location = `/adminpanel/exports/${await startExport(admin.scope, admin.app.env.JOBS, asked)}`;
  if (request.headers.get("Accept")?.includes("application/json"))
    return Response.json({ location }, { status: 202, headers: { "Cache-Control": "private, no-store" } });
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });
}
