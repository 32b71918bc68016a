import { yaadiCsv, yaadiCsvName } from "../../../domain/reports/yaadi-summary";
import { idParam, notFound } from "../../../server/admin/access.server";
import { csvResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import { getYaadi } from "../../../server/admin/yaadies.server";
import type { Route } from "./+types/download";

/** One yaadi's sheet (spec 3 §9 "per-yaadi sheet"): S.No., Description, quantity, final price, Total. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ params, context }: Route.LoaderArgs) {
  const yaadi = await getYaadi(adminOf(context).scope, idParam(params.yaadiId));
  if (!yaadi) notFound();
  return csvResponse(yaadiCsv(yaadi.lines, yaadi), yaadiCsvName(yaadi.id));
}
