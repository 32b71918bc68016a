import { OfferListView } from "#app/components/admin/lists-offers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { offerScreens } from "./offer.server";

/** Special Offers LIST (spec 2 §2): newest first, search, sortable headers, edit and delete per row. */
export const loader = (args: Route.LoaderArgs) => offerScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => offerScreens.listAction(args);

export default function OffersList({ loaderData }: Route.ComponentProps) {
  return <OfferListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = panelMeta((t) => t.lists.offers.title);
