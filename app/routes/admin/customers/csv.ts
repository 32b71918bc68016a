import { CUSTOMERS_CSV_FILE_NAME, customersCsv } from "../../../domain/admin/customer-csv";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { requireAdmin } from "../../../server/admin/access.server";
import { listCustomers } from "../../../server/admin/customers.server";
import { getAppContext } from "../../../server/context.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/customers.csv (spec 2 §9): premium only; Name, Address, WhatsApp No. as 'Customers  .csv'. UTF-8 with
 * a byte-order mark, so a spreadsheet shows Marathi and Hindi names correctly.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const admin = await requireAdmin(request, app);
  const rows = await listCustomers(app.db, admin.shopId);
  if (rows === null) return new Response(ADMIN_ERRORS.premiumOnly, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(`\uFEFF${customersCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${CUSTOMERS_CSV_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
