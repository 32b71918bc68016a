import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { CLIENTS_CSV_FILE_NAME, clientsCsv } from "../../../domain/clinic/client-csv";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, signedInAdmin } from "../../../server/admin/pipeline.server";
import { clientsForDownload } from "../../../server/clinic/clients.server";
import { clinicAdminOf, clinicIsPremium } from "../../../server/clinic/clinic-access.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/clients.csv (spec 3 §2 "Diet-clinic admin", §9): a diet clinic's, premium only, as 'Clients.csv'. An
 * empty list is refused with 'Invalid data' (spec 3 §8). A download has no layout around it, so it runs the admin
 * pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = clinicAdminOf(context);
  if (!clinicIsPremium(admin)) return textResponse(ADMIN_ERRORS.premiumOnly, 403);
  const rows = await clientsForDownload(admin.scope);
  if (rows.length === 0) return textResponse(ADMIN_ERRORS.invalidData, 404);
  return csvResponse(clientsCsv(rows), CLIENTS_CSV_FILE_NAME);
}
