import { ClientForm } from "#app/components/admin/lists-clients";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { clientScreens } from "./client.server";

/** Client UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => clientScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => clientScreens.formAction(args);

export default function EditClient({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientForm item={loaderData.item} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.clients.title);
