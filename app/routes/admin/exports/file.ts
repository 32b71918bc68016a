import { EXPORT_MESSAGES } from "#app/domain/reports/exports";
import { findExport } from "#app/server/admin/exports.server";
import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { csvResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/file";

/** A finished background report file, from R2, to its own shop's admin only (the bucket's exports are never public). */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const file = await findExport(admin.scope, idParam(params.exportId));
  if (!file) notFound();
  if (file.status !== "done" || !file.fileKey) return reportRefusal(admin, EXPORT_MESSAGES.gone, 404);
  const object = await admin.app.env.FILES.get(file.fileKey);
  if (!object) return reportRefusal(admin, EXPORT_MESSAGES.gone, 404);
  return csvResponse(object.body, file.fileName);
}
