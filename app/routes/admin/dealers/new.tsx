import { DealerForm, DealersLocked } from "../../../components/admin/lists-dealers";
import type { Route } from "./+types/new";
import { dealerFormAction, dealerFormLoader } from "./dealer.server";

/** Dealer ADD: stays here, empty, with 'Dealer {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => dealerFormLoader(args);
export const action = (args: Route.ActionArgs) => dealerFormAction(args);

export default function NewDealer({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.facility ? (
    <DealerForm shopUrl={loaderData.shopUrl} item={null} failed={actionData} />
  ) : (
    <DealersLocked />
  );
}

export const meta = () => [{ title: "Dealers – Admin panel" }, { name: "robots", content: "noindex" }];
