import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { CLIENTS_CSV_FILE_NAME, clientsCsv } from "../../../domain/clinic/client-csv";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import { clientsForDownload } from "../../../server/clinic/clients.server";
import { gateDownload } from "../../../server/panel/gate.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/clients.csv (spec 3 §2 "Diet-clinic admin", §9): a diet clinic's, premium only, as 'Clients.csv'. An
 * empty list is refused with 'Invalid data' (spec 3 §8). A download has no layout around it, so it runs the admin
 * pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [
  signedInAdmin,
  activeShopOnly,
  gateDownload("clinic", "premium"),
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await clientsForDownload(admin.scope);
  if (rows.length === 0) return textResponse(ADMIN_ERRORS.invalidData, 404);
  return csvResponse(clientsCsv(rows), CLIENTS_CSV_FILE_NAME);
}
