import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { isPremium } from "#app/domain/plans";
import { allYaadiesCsv, allYaadiesName } from "#app/domain/reports/all-yaadies";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { readRange } from "#app/domain/reports/report-range-query";
import { backgroundExport } from "#app/server/admin/background-export.server";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { rangeLines } from "#app/server/admin/reports.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/all-yaadies-csv";

/** The All Yaadies download: `kind=yaadies` (with prices) or `kind=challans` (packing lists), for a day choice. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  if (!isPremium(admin.shop.versionTypeId)) return reportRefusal(admin, ADMIN_ERRORS.premiumOnly, 403);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  if (kind !== "yaadies" && kind !== "challans") return reportRefusal(admin, YAADI_REPORT_MESSAGES.invalidData, 400);
  params.delete("kind");
  const asked = readRange(params, new Date());
  if (!asked?.ok)
    return reportRefusal(admin, asked?.ok === false ? asked.error : YAADI_REPORT_MESSAGES.invalidData, 400);
  const fileName = allYaadiesName(kind, asked.range.from, asked.range.to);
  const background = await backgroundExport(admin, request, { kind, range: asked.range, fileName });
  if (background) return background;
  const rows = await rangeLines(admin.scope, asked.range);
  if (rows.length === 0) return reportRefusal(admin, YAADI_REPORT_MESSAGES.invalidData, 404);
  return csvResponse(allYaadiesCsv(kind, rows), fileName);
}
