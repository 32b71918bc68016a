import { GstReturnsView } from "#app/components/admin/gst-returns";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/returns";
import { gstLoader } from "./gst.server";

/** GST Returns: a month's or a quarter's tax by rate, the bills issued and the offline tool's files (issue 28). */
export const loader = (args: Route.LoaderArgs) => gstLoader(args);

export default function GstReturns({ loaderData }: Route.ComponentProps) {
  return <GstReturnsView data={loaderData} />;
}

export const meta = panelMeta((t) => t.menu.screens.gstReturns);
