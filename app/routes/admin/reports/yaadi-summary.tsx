import { YaadiSummaryView } from "#app/components/admin/reports/yaadi-summary";
import { WIDE_SCREEN } from "#app/components/admin/screen-handle";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/yaadi-summary";
import { summaryAction, summaryLoader } from "./yaadi-summary.server";

/** Yaadi Summary: the chosen days' yaadies, their totals and each yaadi's actions (spec 3 §2). */
export const loader = (args: Route.LoaderArgs) => summaryLoader(args);
export const action = (args: Route.ActionArgs) => summaryAction(args);

export default function YaadiSummary({ loaderData }: Route.ComponentProps) {
  return <YaadiSummaryView data={loaderData} />;
}

/** The table and its row actions take a laptop's width. */
export const handle = WIDE_SCREEN;

export const meta = panelMeta((t) => t.menu.screens.yaadiSummary);
