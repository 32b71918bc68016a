import { ClientListView } from "#app/components/admin/lists-clients";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { clientScreens } from "./client.server";

/** Clients LIST with the CSV download (spec 3 §2 "Diet-clinic admin"). */
export const loader = (args: Route.LoaderArgs) => clientScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => clientScreens.listAction(args);

export default function ClientsList({ loaderData }: Route.ComponentProps) {
  return <ClientListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = panelMeta((t) => t.clinic.clients.title);
