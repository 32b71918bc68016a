import { DealerForm } from "#app/components/admin/lists-dealers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { dealerScreens } from "./dealer.server";

/** Dealer ADD: stays here, empty, with 'Dealer {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => dealerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => dealerScreens.formAction(args);

export default function NewDealer({ loaderData, actionData }: Route.ComponentProps) {
  return <DealerForm shopUrl={loaderData.shopUrl} item={null} failed={actionData} />;
}

export const meta = panelMeta((t) => t.people.dealers.title);
