import { DEALERS_CSV_FILE_NAME, dealersCsv } from "../../../domain/admin/dealer-csv";
import { YAADI_REPORT_MESSAGES } from "../../../domain/reports/messages";
import { listDealers } from "../../../server/admin/dealers.server";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import { gateDownload } from "../../../server/panel/gate.server";
import { publicOrigin } from "../../../server/public-origin.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/dealers.csv (spec 3 §2 "Dealers"): with the dealer facility, premium only; Name, WhatsApp No., Link,
 * Date Added as 'Dealers.csv'. An empty list is refused with 'No Data', as the spec's customer-list downloads are.
 * A download has no layout around it, so it runs the admin pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [
  signedInAdmin,
  activeShopOnly,
  gateDownload("dealers", "premium"),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await listDealers(admin.scope);
  if (rows.length === 0) return textResponse(YAADI_REPORT_MESSAGES.noData, 404);
  const origin = publicOrigin(admin.app.env, new URL(request.url));
  return csvResponse(dealersCsv(rows, origin, admin.shop.url), DEALERS_CSV_FILE_NAME);
}
