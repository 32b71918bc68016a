import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { CLIENTS_CSV_FILE_NAME, clientsCsv } from "../../../domain/clinic/client-csv";
import { DIETS_CSV_FILE_NAME, dietsCsv } from "../../../domain/clinic/diet-csv";
import { csvResponse, textResponse } from "../../../server/admin/download.server";
import { activeShopOnly, adminOf, signedInAdmin } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import { clientsForDownload } from "../../../server/clinic/clients.server";
import { listDiets } from "../../../server/clinic/diets.server";
import { gateDownload } from "../../../server/panel/gate.server";

/**
 * A diet clinic's CSV downloads (spec 3 §2, §9), premium only. An empty list is refused with 'Invalid data' (spec 3
 * §8). A download has no layout around it, so it runs the admin pipeline itself.
 */
function clinicCsv<Row>(read: (scope: ShopScope) => Promise<Row[]>, toCsv: (rows: Row[]) => string, fileName: string) {
  const middleware: MiddlewareFunction<Response>[] = [signedInAdmin, activeShopOnly, gateDownload("clinic", "premium")];
  return {
    middleware,
    loader: async ({ context }: { context: Readonly<RouterContextProvider> }) => {
      const rows = await read(adminOf(context).scope);
      if (rows.length === 0) return textResponse(ADMIN_ERRORS.invalidData, 404);
      return csvResponse(toCsv(rows), fileName);
    },
  };
}

export const clientsDownload = clinicCsv(clientsForDownload, clientsCsv, CLIENTS_CSV_FILE_NAME);
export const dietsDownload = clinicCsv(listDiets, dietsCsv, DIETS_CSV_FILE_NAME);
