import { OfferForm } from "#app/components/admin/lists-offers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { offerScreens } from "./offer.server";

/** Special Offer ADD: stays here, empty, with 'Special Offer {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => offerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => offerScreens.formAction(args);

export default function NewOffer({ actionData }: Route.ComponentProps) {
  return <OfferForm item={null} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.offers.title);
