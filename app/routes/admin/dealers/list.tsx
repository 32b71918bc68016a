import { DealerListView } from "#app/components/admin/lists-dealers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { dealerScreens } from "./dealer.server";

/** Dealers LIST, with the CSV download for premium shops. */
export const loader = (args: Route.LoaderArgs) => dealerScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => dealerScreens.listAction(args);

export default function DealersList({ loaderData }: Route.ComponentProps) {
  return <DealerListView rows={loaderData.rows} premium={loaderData.premium} loadError={loaderData.loadError} />;
}

export const meta = panelMeta((t) => t.people.dealers.title);
