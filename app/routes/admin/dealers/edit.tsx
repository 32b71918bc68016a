import { DealerForm, DealersLocked } from "../../../components/admin/lists-dealers";
import type { Route } from "./+types/edit";
import { dealerFormAction, dealerFormLoader } from "./dealer.server";

/** Dealer UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => dealerFormLoader(args, args.params.dealerId);
export const action = (args: Route.ActionArgs) => dealerFormAction(args, args.params.dealerId);

export default function EditDealer({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.facility && loaderData.item ? (
    <DealerForm shopUrl={loaderData.shopUrl} item={loaderData.item} failed={actionData} />
  ) : (
    <DealersLocked />
  );
}

export const meta = () => [{ title: "Dealers – Admin panel" }, { name: "robots", content: "noindex" }];
