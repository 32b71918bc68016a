import { DealerForm } from "#app/components/admin/lists-dealers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { dealerScreens } from "./dealer.server";

/** Dealer UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => dealerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => dealerScreens.formAction(args);

export default function EditDealer({ loaderData, actionData }: Route.ComponentProps) {
  return <DealerForm shopUrl={loaderData.shopUrl} item={loaderData.item} failed={actionData} />;
}

export const meta = panelMeta((t) => t.people.dealers.title);
