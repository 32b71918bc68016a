import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { readRange } from "#app/domain/reports/report-range-query";
import { summaryCsv, summaryCsvName } from "#app/domain/reports/yaadi-summary";
import { backgroundExport } from "#app/server/admin/background-export.server";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { yaadiSummary } from "#app/server/admin/yaadies.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/yaadi-summary-csv";

/**
 * The Yaadi Summary as a CSV (spec 3 §9): the same rows as the screen for the same query string; a range with very
 * many yaadies is made in the background (backgroundExport).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const asked = readRange(new URL(request.url).searchParams, new Date());
  if (!asked?.ok)
    return reportRefusal(admin, asked?.ok === false ? asked.error : YAADI_REPORT_MESSAGES.invalidData, 400);
  const fileName = summaryCsvName(asked.range.from, asked.range.to);
  const background = await backgroundExport(admin, request, { kind: "summary", range: asked.range, fileName });
  if (background) return background;
  const rows = await yaadiSummary(admin.scope, asked.range);
  // Spec 3 §5: an export that would be empty is refused with 'Invalid data'.
  if (rows.length === 0) return reportRefusal(admin, YAADI_REPORT_MESSAGES.invalidData, 404);
  return csvResponse(summaryCsv(rows), fileName);
}
