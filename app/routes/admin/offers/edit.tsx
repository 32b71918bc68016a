import { OfferForm } from "#app/components/admin/lists-offers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { offerScreens } from "./offer.server";

/** Special Offer UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => offerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => offerScreens.formAction(args);

export default function EditOffer({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferForm item={loaderData.item} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.offers.title);
