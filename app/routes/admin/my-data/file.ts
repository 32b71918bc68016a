import { adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { textResponse } from "#app/server/panel/download.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { findDataExport } from "#app/server/shop-data/data-export.server";
import type { Route } from "./+types/file";

/** A ready "all my data" ZIP, from R2, to its own shop's admin only (the bucket's exports are never public). */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin];

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const file = await findDataExport(admin.scope, idParam(params.exportId));
  if (!file) notFound();
  const object = file.status === "ready" && file.fileKey ? await admin.app.env.FILES.get(file.fileKey) : null;
  if (!object) return textResponse((await panelTexts(admin.language)).myData.gone, 404);
  const name = `yaadi-${admin.shop.url}-${file.createdAt.toISOString().slice(0, 10)}.zip`;
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
