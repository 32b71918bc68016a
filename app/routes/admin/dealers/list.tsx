import { DealerListView } from "#app/components/admin/lists-dealers";
import type { Route } from "./+types/list";
import { dealerScreens } from "./dealer.server";

/** Dealers LIST, with the CSV download for premium shops. */
export const loader = (args: Route.LoaderArgs) => dealerScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => dealerScreens.listAction(args);

export default function DealersList({ loaderData }: Route.ComponentProps) {
  return <DealerListView rows={loaderData.rows} premium={loaderData.premium} loadError={loaderData.loadError} />;
}

export const meta = () => [{ title: "Dealers – Admin panel" }, { name: "robots", content: "noindex" }];
