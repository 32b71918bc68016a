import { CUSTOMERS_CSV_FILE_NAME, customersCsv } from "../../../domain/admin/customer-csv";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { listCustomers } from "../../../server/admin/customers.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/customers.csv (spec 2 §9): premium only; Name, Address, WhatsApp No. as 'Customers  .csv'. UTF-8 with
 * a byte-order mark, so a spreadsheet shows Marathi and Hindi names correctly.
 */
/** A download has no layout around it, so it runs the admin pipeline itself. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await listCustomers(admin.scope);
  if (rows === null)
    return new Response(ADMIN_ERRORS.premiumOnly, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(customersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${CUSTOMERS_CSV_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
