import { customerDataCsv, customerDataName } from "../../../domain/reports/customer-data";
import { YAADI_REPORT_MESSAGES } from "../../../domain/reports/messages";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import { orderingCustomers } from "../../../server/admin/reports.server";
import type { Route } from "./+types/customer-data-csv";

/** Customer Data (spec 3 "Downloads"): everyone who ordered; 'No Data' when nobody has yet (spec 3 §5). */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await orderingCustomers(admin.scope);
  if (rows.length === 0) return textResponse(YAADI_REPORT_MESSAGES.noData, 404);
  return csvResponse(customerDataCsv(rows), customerDataName(admin.shop.name));
}
