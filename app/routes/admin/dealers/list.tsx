import { DealerListView, DealersLocked } from "../../../components/admin/lists-dealers";
import type { Route } from "./+types/list";
import { dealerListAction, dealerListLoader } from "./dealer.server";

/** Dealers LIST, with the CSV download for premium shops; a shop without the dealer facility sees only the notice. */
export const loader = (args: Route.LoaderArgs) => dealerListLoader(args);
export const action = (args: Route.ActionArgs) => dealerListAction(args);

export default function DealersList({ loaderData }: Route.ComponentProps) {
  return loaderData.facility ? (
    <DealerListView rows={loaderData.rows} premium={loaderData.premium} loadError={loaderData.loadError} />
  ) : (
    <DealersLocked />
  );
}

export const meta = () => [{ title: "Dealers – Admin panel" }, { name: "robots", content: "noindex" }];
