import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { isPremium } from "#app/domain/plans";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { productwiseCsv, productwiseCsvName } from "#app/domain/reports/productwise";
import { readRange } from "#app/domain/reports/report-range-query";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { productwiseSale } from "#app/server/admin/reports.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/productwise-sale-csv";

/** Productwise Sale as a CSV ('Cumulative' + date, spec 3 §9): premium, the same rows as the screen for the same query. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  if (!isPremium(admin.shop.versionTypeId)) return reportRefusal(admin, ADMIN_ERRORS.premiumOnly, 403);
  const asked = readRange(new URL(request.url).searchParams, new Date());
  if (!asked?.ok)
    return reportRefusal(admin, asked?.ok === false ? asked.error : YAADI_REPORT_MESSAGES.invalidData, 400);
  const rows = await productwiseSale(admin.scope, asked.range);
  if (rows.length === 0) return reportRefusal(admin, YAADI_REPORT_MESSAGES.invalidData, 404);
  return csvResponse(productwiseCsv(rows), productwiseCsvName(asked.range.from, asked.range.to));
}
