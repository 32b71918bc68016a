import { yaadiCsv, yaadiCsvName } from "#app/domain/reports/yaadi-summary";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { getYaadi } from "#app/server/admin/yaadies.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/download";

/** One yaadi's sheet (spec 3 §9 "per-yaadi sheet"): S.No., Description, quantity, final price, Total. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ params, context }: Route.LoaderArgs) {
  const yaadi = await getYaadi(adminOf(context).scope, idParam(params.yaadiId));
  if (!yaadi) notFound();
  return csvResponse(yaadiCsv(yaadi.lines, yaadi), yaadiCsvName(yaadi.id));
}
