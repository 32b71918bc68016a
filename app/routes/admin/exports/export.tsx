import { data } from "react-router";
import { ExportView } from "#app/components/admin/reports/export-view";
import { panelMeta } from "#app/i18n/panel-texts";
import { findExport, recentExports } from "#app/server/admin/exports.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import type { Route } from "./+types/export";

/** A report file being made in the background: its progress, then its download; and the shop's other kept files. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const found = await findExport(admin.scope, idParam(params.exportId));
  if (!found) notFound();
  const toView = ({ id, kind, fileName, status, doneYaadies, totalYaadies, createdAt }: typeof found) => ({
    id,
    kind,
    fileName,
    status,
    doneYaadies,
    totalYaadies,
    createdAt: createdAt.getTime(),
  });
  const others = (await recentExports(admin.scope)).filter((e) => e.id !== found.id).map(toView);
  return data({ file: toView(found), others }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ReportExport({ loaderData }: Route.ComponentProps) {
  return <ExportView file={loaderData.file} others={loaderData.others} />;
}

export const meta = panelMeta((t) => t.reports.file.title);
