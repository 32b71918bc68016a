import { ClientForm, ClientsLocked } from "../../../components/admin/lists-clients";
import type { Route } from "./+types/new";
import { clientFormAction, clientFormLoader } from "./client.server";

/** Client ADD: stays here, empty, with 'Client {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => clientFormLoader(args);
export const action = (args: Route.ActionArgs) => clientFormAction(args);

export default function NewClient({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium ? <ClientForm item={null} failed={actionData} /> : <ClientsLocked />;
}

export const meta = () => [{ title: "Clients – Admin panel" }, { name: "robots", content: "noindex" }];
