import { udhaarCsv, udhaarCsvFileName } from "#app/domain/ledger/udhaar-csv";
import { istDate } from "#app/domain/time";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { udhaarList } from "#app/server/admin/udhaar-list.server";
import { csvResponse, textResponse } from "#app/server/panel/download.server";
import { gateDownload } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";
import type { Route } from "./+types/csv";

/**
 * /adminpanel/udhaar.csv: who owes what with its ageing (Premium and Turbo), Excel-safe as every export. Nobody owing
 * is 'No Data', as the other downloads say it. A download has no layout around it, so it runs the pipeline itself.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly, gateDownload("premium")];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const today = istDate(new Date());
  const rows = await udhaarList(admin.scope, today);
  if (rows.length === 0) return textResponse((await panelTexts(admin.language)).people.noData, 404);
  return csvResponse(
    udhaarCsv(rows.map((r) => ({ ...r, lastRemindedAt: r.lastRemindedAt?.getTime() ?? null }))),
    udhaarCsvFileName(today),
  );
}
