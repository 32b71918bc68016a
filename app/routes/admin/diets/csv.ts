import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { DIETS_CSV_FILE_NAME, dietsCsv } from "../../../domain/clinic/diet-csv";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import { listDiets } from "../../../server/clinic/diets.server";
import { gateDownload } from "../../../server/panel/gate.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/diets.csv (spec 3 §2 "Download Diet Information", §9): a premium clinic's diets as 'Diets.csv'; no diets
 * answers 'Invalid data' (spec 3 §8). A download has no layout around it, so it runs the admin pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [
  signedInAdmin,
  activeShopOnly,
  gateDownload("clinic", "premium"),
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const rows = await listDiets(admin.scope);
  if (rows.length === 0) return textResponse(ADMIN_ERRORS.invalidData, 404);
  return csvResponse(dietsCsv(rows), DIETS_CSV_FILE_NAME);
}
