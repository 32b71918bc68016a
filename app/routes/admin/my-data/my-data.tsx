import { data, redirect } from "react-router";
import { MyDataView } from "#app/components/admin/my-data";
import { panelMeta } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { recentDataExports, startDataExport } from "#app/server/shop-data/data-export.server";
import type { Route } from "./+types/my-data";

/** "Download all my data": the shop's downloads of the last 7 days, each's progress, and a new one on request. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const files = (await recentDataExports(admin.scope)).map((file) => ({
    id: file.id,
    status: file.status,
    tablesDone: file.tablesDone,
    tablesTotal: file.tablesTotal,
    filesDone: file.filesDone,
    filesTotal: file.filesTotal,
    bytes: file.bytes,
    createdAt: file.createdAt.getTime(),
  }));
  return data({ files }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const started = await startDataExport(admin.scope);
  if (started === "too-many") {
    const { myData } = await panelTexts(admin.language);
    return data({ error: myData.tooMany }, { status: 429 });
  }
  if (started.message) await admin.app.env.JOBS.send(started.message);
  return redirect("/adminpanel/my-data");
}

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  return <MyDataView files={loaderData.files} error={actionData?.error ?? null} />;
}

export const meta = panelMeta((t) => t.myData.title);
