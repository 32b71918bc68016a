import { ClientForm } from "#app/components/admin/lists-clients";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { clientScreens } from "./client.server";

/** Client ADD: stays here, empty, with 'Client {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => clientScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => clientScreens.formAction(args);

export default function NewClient({ actionData }: Route.ComponentProps) {
  return <ClientForm item={null} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.clients.title);
