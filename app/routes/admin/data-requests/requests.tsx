import { DataRequestsScreen } from "#app/components/admin/data-requests";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/requests";
import { requestsAction, requestsLoader } from "./requests.server";

/** Customers' requests to delete their details: carry one out or decline it (docs/decisions/0039). */
export const loader = (args: Route.LoaderArgs) => requestsLoader(args);
export const action = (args: Route.ActionArgs) => requestsAction(args);

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  return <DataRequestsScreen rows={loaderData.rows} failed={actionData ?? null} />;
}

export const meta = panelMeta((t) => t.people.requests.title);
