import { customerDataCsv, customerDataName } from "#app/domain/reports/customer-data";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { DEALER_FILTER_MESSAGE, readDealer } from "#app/domain/reports/report-range";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { orderingCustomers } from "#app/server/admin/reports.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/customer-data-csv";

/**
 * Customer Data (spec 3 "Downloads"): everyone who ordered, or with `dealer` (as the other reports) only the shop's own
 * or one dealer's customers; 'No Data' when nobody has yet (spec 3 §5).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const whose = readDealer(new URL(request.url).searchParams.get("dealer"));
  if (!whose) return reportRefusal(admin, DEALER_FILTER_MESSAGE, 400);
  const rows = await orderingCustomers(admin.scope, whose.dealer);
  if (rows.length === 0) return reportRefusal(admin, YAADI_REPORT_MESSAGES.noData, 404);
  return csvResponse(customerDataCsv(rows), customerDataName(admin.shop.name));
}
