import { CUSTOMERS_CSV_FILE_NAME, customersCsv } from "#app/domain/admin/customer-csv";
import { listCustomers } from "#app/server/admin/customers.server";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { csvResponse, textResponse } from "#app/server/panel/download.server";
import { gateDownload } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/customers.csv (spec 2 §9): premium only; Name, Address, WhatsApp No. as 'Customers  .csv'. UTF-8 with
 * a byte-order mark, so a spreadsheet shows Marathi and Hindi names correctly. An empty list is refused with 'No Data'
 * (spec 3 §5: the customer list's empty export; in the admin's language), which the screen's button shows as the
 * spec's alert. The columns' headings are the spec's file format: English in every language.
 * A download has no layout around it, so it runs the admin pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly, gateDownload("premium")];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await listCustomers(admin.scope);
  if (rows.length === 0) return textResponse((await panelTexts(admin.language)).people.noData, 404);
  return csvResponse(customersCsv(rows), CUSTOMERS_CSV_FILE_NAME);
}
