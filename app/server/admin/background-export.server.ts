import { type ExportKind, inlineLimit } from "#app/domain/reports/exports";
import type { DayRange } from "#app/domain/reports/report-range";
import { countYaadies, startExport } from "./exports.server";
import type { AdminRequest } from "./pipeline.server";

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
