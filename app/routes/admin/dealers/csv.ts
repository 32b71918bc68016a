import { DEALERS_CSV_FILE_NAME, dealersCsv } from "#app/domain/admin/dealer-csv";
import { listDealers } from "#app/server/admin/dealers.server";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { csvResponse, textResponse } from "#app/server/panel/download.server";
import { gateDownload } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/dealers.csv (spec 3 §2 "Dealers"): with the dealer facility, premium only; Name, WhatsApp No., Link,
 * Date Added as 'Dealers.csv'. An empty list is refused with 'No Data' (in the admin's language), as the spec's
 * customer-list downloads are. The columns' headings are the spec's file format: English in every language.
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
  if (rows.length === 0) return textResponse((await panelTexts(admin.language)).people.noData, 404);
  const origin = publicOrigin(admin.app.env, new URL(request.url));
  return csvResponse(dealersCsv(rows, origin, admin.shop.url), DEALERS_CSV_FILE_NAME);
}
