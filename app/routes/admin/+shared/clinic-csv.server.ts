import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { CLIENTS_CSV_FILE_NAME, clientsCsv } from "#app/domain/clinic/client-csv";
import { DIETS_CSV_FILE_NAME, dietsCsv } from "#app/domain/clinic/diet-csv";
import { panelSay } from "#app/i18n/panel/say";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import type { ShopScope } from "#app/server/admin/shop-scope.server";
import { clientsForDownload } from "#app/server/clinic/clients.server";
import { listDiets } from "#app/server/clinic/diets.server";
import { csvResponse, textResponse } from "#app/server/panel/download.server";
import { gateDownload } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";

/**
 * A diet clinic's CSV downloads (spec 3 §2, §9), premium only. An empty list is refused with 'Invalid data' (spec 3
 * §8), in the admin's language (the download button shows it); the file's headings stay English (a file format). A
 * download has no layout around it, so it runs the admin pipeline itself.
 */
function clinicCsv<Row>(read: (scope: ShopScope) => Promise<Row[]>, toCsv: (rows: Row[]) => string, fileName: string) {
  const middleware: MiddlewareFunction<Response>[] = [signedInAdmin, activeShopOnly, gateDownload("clinic", "premium")];
  return {
    middleware,
    loader: async ({ context }: { context: Readonly<RouterContextProvider> }) => {
      const admin = adminOf(context);
      const rows = await read(admin.scope);
      if (rows.length === 0) {
        const say = panelSay(await panelTexts(admin.language));
        return textResponse(say(ADMIN_ERRORS.invalidData), 404);
      }
      return csvResponse(toCsv(rows), fileName);
    },
  };
}

export const clientsDownload = clinicCsv(clientsForDownload, clientsCsv, CLIENTS_CSV_FILE_NAME);
export const dietsDownload = clinicCsv(listDiets, dietsCsv, DIETS_CSV_FILE_NAME);
